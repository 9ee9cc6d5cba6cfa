import {
  accaOdds,
  type BetRefusal,
  betRequest,
  formatOdds,
  isAcca,
  marketLabel,
  refusalOf,
} from './state.ts';
import { h, type SdkContext } from './view.ts';

/** Singles or accumulator (an accumulator needs two picks). */
function modeTabs(ctx: SdkContext) {
  const { t, state } = ctx;
  return h(
    'div',
    { class: 'bsdk-tabs' },
    ...(['singles', 'acca'] as const).map((mode) => {
      const b = h(
        'button',
        { type: 'button', class: state.mode === mode ? 'bsdk-chip is-on' : 'bsdk-chip' },
        t(mode),
      );
      b.disabled = mode === 'acca' && state.picks.length < 2;
      b.addEventListener('click', () => {
        state.mode = mode;
        ctx.render();
      });
      return b;
    }),
  );
}

function pickRow(ctx: SdkContext, pick: SdkContext['state']['picks'][number]) {
  const { t, state } = ctx;
  const remove = h('button', { type: 'button', class: 'bsdk-x', 'aria-label': t('remove') }, '×');
  remove.addEventListener('click', () => {
    state.picks = state.picks.filter((x) => x !== pick);
    ctx.render();
  });
  return h(
    'div',
    { class: 'bsdk-pick' },
    h(
      'div',
      {},
      h('small', {}, pick.label),
      h('div', {}, marketLabel(t, pick.market, pick.selection)),
    ),
    h('b', {}, formatOdds(pick.odds)),
    remove,
  );
}

/** Places the slip's bet; a refusal updates the slip and tells the site what it must do. */
async function place(ctx: SdkContext, stake: string, button: HTMLButtonElement) {
  const { state } = ctx;
  if (!ctx.isPlayer) return ctx.emit({ type: 'signIn' });
  button.disabled = true;
  await ctx.client.session();
  const res = await ctx.client.api('/bets', {
    method: 'POST',
    body: JSON.stringify(betRequest(state, stake, ctx.unit)),
  });
  button.disabled = false;
  if (res.status === 200) {
    state.picks = [];
    state.notice = '';
    ctx.emit({ type: 'betPlaced', balance: res.body.balance });
    return ctx.go('/bets');
  }
  const refusal = refusalOf(state, res.body as BetRefusal, ctx.t);
  for (const event of refusal.events) ctx.emit(event);
  state.picks = refusal.picks;
  state.notice = refusal.notice;
  ctx.render();
}

/**
 * The bet slip: a bar on phones until opened, a column on wide screens (empty, it says how to
 * fill it), with the picks, the stake, odds-change acceptance and the refusal notice.
 */
export function slip(ctx: SdkContext) {
  const { t, state, wide } = ctx;
  if (state.picks.length === 0) {
    return wide.matches
      ? h(
          'aside',
          { class: 'bsdk-slip is-empty', 'aria-label': t('slip') },
          h('h2', {}, t('slip')),
          h('p', { class: 'bsdk-empty' }, t('slipEmpty')),
        )
      : null;
  }
  const stake = h('input', {
    type: 'number',
    inputmode: 'decimal',
    min: '0',
    step: 'any',
    value: '1',
    'aria-label': t('stake'),
    class: 'bsdk-stake',
  });
  const accept = h('input', { type: 'checkbox' });
  accept.checked = state.accept;
  accept.addEventListener('change', () => {
    state.accept = accept.checked;
  });
  const total = accaOdds(state.picks);
  const button = h(
    'button',
    { type: 'submit', class: 'bsdk-place' },
    ctx.isPlayer ? t('place') : t('signIn'),
  );
  const isOpen = state.isSlipOpen || wide.matches;
  const summary = isAcca(state) ? ` · @ ${total.toFixed(2)}` : '';
  const toggle = h(
    'button',
    { type: 'button', class: 'bsdk-slip-head', 'aria-expanded': String(isOpen) },
    h('span', {}, `${t('slip')} (${state.picks.length})${summary}`),
    h('span', { class: 'bsdk-slip-arrow', 'aria-hidden': 'true' }, isOpen ? '▾' : '▴'),
  );
  toggle.addEventListener('click', () => {
    state.isSlipOpen = !isOpen;
    ctx.render();
  });
  if (!isOpen) {
    return h(
      'div',
      { class: 'bsdk-slip is-closed', role: 'region', 'aria-label': t('slip') },
      toggle,
    );
  }
  const form = h(
    'form',
    { class: 'bsdk-slip', method: 'post', 'aria-label': t('slip') },
    wide.matches ? h('h2', {}, `${t('slip')} (${state.picks.length})`) : toggle,
    state.picks.length > 1 ? modeTabs(ctx) : null,
    ...state.picks.map((p) => pickRow(ctx, p)),
    isAcca(state) ? h('div', { class: 'bsdk-meta' }, `${t('acca')} @ ${total.toFixed(2)}`) : null,
    h('label', { class: 'bsdk-row' }, t('stake'), stake),
    h('label', { class: 'bsdk-row bsdk-check' }, accept, t('acceptOdds')),
    state.notice ? h('p', { class: 'bsdk-notice', role: 'alert' }, state.notice) : null,
    button,
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void place(ctx, stake.value, button);
  });
  return form;
}
