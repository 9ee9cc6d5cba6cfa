import type { ProviderSession } from '@casino/contracts';
import { ApiError } from './api.ts';
import type { Boot } from './boot.ts';
import { goToLobby, postToCasino } from './casino.ts';
import { h } from './dom.ts';
import type { Money, Translate } from './format.ts';
import type { Strings } from './i18n/en.ts';

type Action = 'deposit' | 'lobby' | 'reload';

/** Why the round did not happen, in the player's words, with the one action that helps. */
function describe(
  error: unknown,
  t: Translate,
  money: Money,
  mode: string,
): { title: string; detail?: string; action?: Action } {
  if (!(error instanceof ApiError)) return { title: t('err_network') };
  const { body } = error;
  switch (body.error.code) {
    case 'insufficient_funds':
      return {
        title: t('err_insufficient_funds'),
        detail:
          body.balance !== undefined
            ? t('err_balance', { amount: money.format(body.balance) })
            : undefined,
        action: mode === 'real' ? 'deposit' : 'reload',
      };
    case 'bet_refused':
      return {
        title: t('err_bet_refused'),
        detail: body.reason ? t(`reason_${body.reason}` as keyof Strings) : body.error.message,
      };
    case 'stake_above_jurisdiction_maximum':
      return {
        title: t('err_stake_above_jurisdiction_maximum'),
        detail:
          body.maxStake !== undefined
            ? t('err_max_stake', { amount: money.format(body.maxStake) })
            : undefined,
      };
    case 'round_too_fast':
      return { title: t('err_round_too_fast') };
    case 'token_expired':
    case 'invalid_token':
      return { title: t(`err_${body.error.code}`), action: 'lobby' };
    case 'invalid_session':
      return { title: t('err_invalid_session'), action: 'reload' };
    case 'wallet_unavailable':
    case 'win_pending':
    case 'round_in_progress':
    case 'game_not_found':
      return { title: t(`err_${body.error.code}`) };
    default: {
      const fields = Object.entries(body.error.fields ?? {})
        .map(([name, messages]) => `${name}: ${messages.join(', ')}`)
        .join('; ');
      return { title: t('err_generic'), detail: fields || body.error.message };
    }
  }
}

export function createNotice(
  boot: Boot,
  t: Translate,
  money: Money,
  session: ProviderSession | null,
) {
  const element = h('div', { class: 'notice', role: 'alert', hidden: true });
  const actions: Record<Action, () => HTMLElement> = {
    deposit: () =>
      h(
        'button',
        {
          class: 'btn primary',
          type: 'button',
          onclick: () => postToCasino(boot, 'casino:deposit'),
        },
        t('deposit'),
      ),
    lobby: () =>
      h('button', { class: 'btn', type: 'button', onclick: () => goToLobby(boot) }, t('lobby')),
    reload: () =>
      h(
        'button',
        { class: 'btn', type: 'button', onclick: () => window.location.reload() },
        t('reload'),
      ),
  };
  const hide = () => {
    element.hidden = true;
  };
  return {
    element,
    hide,
    show(error: unknown) {
      const { title, detail, action } = describe(error, t, money, session?.mode ?? boot.mode);
      element.replaceChildren(
        h(
          'div',
          { class: 'notice-text' },
          h('strong', {}, title),
          detail ? h('span', {}, detail) : null,
        ),
        h(
          'div',
          { class: 'notice-actions' },
          action ? actions[action]() : null,
          h(
            'button',
            { class: 'icon', type: 'button', 'aria-label': t('close'), onclick: hide },
            '✕',
          ),
        ),
      );
      element.hidden = false;
    },
  };
}
