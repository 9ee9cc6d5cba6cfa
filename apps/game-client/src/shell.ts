import type { ProviderSession } from '@casino/contracts';
import type { GameTitle } from '@casino/game-engine';
import { ApiError, type PlayResponse, playRound } from './api.ts';
import { shieldIcon, titleImage } from './art.ts';
import type { Boot } from './boot.ts';
import { goToLobby, postToCasino } from './casino.ts';
import { h, setVars, wait } from './dom.ts';
import { createFairnessPanel } from './fairness.ts';
import { createMoney, createTranslate, type Money, type Translate } from './format.ts';
import { createInfoPanel } from './info.ts';
import { createNotice } from './notice.ts';
import { mayCelebrate, waitBeforeRound } from './rules.ts';

/** What a game view gets: the chrome around it and the one way to play a round. */
export interface Shell {
  boot: Boot;
  session: ProviderSession;
  title: GameTitle;
  t: Translate;
  money: Money;
  stage: HTMLElement;
  controls: HTMLElement;
  /** Sends a round; shows why on failure (null). The stake leaves the balance at once. */
  play(stake: number, bet: unknown): Promise<PlayResponse | null>;
  /** After the round's animation: the win, the final balance, the revealed seed. */
  settle(response: PlayResponse): void;
  /** Space bar (outside inputs) runs this. */
  onPrimary(action: () => void): void;
  balance(): number;
  /** The stake of the casino's free spins while some remain (the stake selector shows it), else null. */
  freeStake(): number | null;
  /**
   * A round's return may be celebrated as a win (sounds, highlights, "You won"): always where
   * the player's jurisdiction allows it, else only a return above the stake (issue 32).
   */
  celebrates(win: number, stake: number): boolean;
}

/** Dark text on a light accent, white on a dark one. */
function textOn(hex: string): string {
  const rgb = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = rgb.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.35 ? '#0b0b12' : '#ffffff';
}

export function createShell(root: HTMLElement, boot: Boot, session: ProviderSession): Shell {
  const t = createTranslate(boot.strings);
  const title = session.title as GameTitle;
  const money = createMoney(session.currency, boot.lang);
  let balance = session.balance;
  let primary: (() => void) | null = null;
  const rules = session.rules;
  const celebrates = (win: number, stake: number) => mayCelebrate(rules, win, stake);
  // The jurisdiction's least time between two rounds' starts: the game waits it out itself
  // (the provider refuses a round that comes sooner anyway).
  let lastStart: number | null = null;
  let lastStake = 0;

  setVars(document.documentElement, {
    '--bg': title.art.background,
    '--accent': title.art.accent,
    '--on-accent': textOn(title.art.accent),
  });
  document.documentElement.dataset.kind = title.kind;

  const balanceText = h(
    'strong',
    { class: 'amount', 'aria-live': 'polite' },
    money.format(balance),
  );
  const winText = h('strong', { class: 'amount' }, '–');
  // Free spins the casino granted: played first, at their own stake; the banner counts them.
  let freeRounds = session.freeRounds;
  const freeBanner = h('div', { class: 'free-rounds', role: 'status', hidden: true });
  const showFreeRounds = () => {
    if (!freeRounds) {
      freeBanner.hidden = true;
      return;
    }
    freeBanner.hidden = false;
    freeBanner.textContent =
      freeRounds.remaining > 0
        ? t('free_rounds_left', {
            count: freeRounds.remaining,
            stake: money.format(freeRounds.stake),
          })
        : t('free_rounds_done', { amount: money.format(freeRounds.totalWin) });
    freeBanner.classList.toggle('done', freeRounds.remaining === 0);
  };
  showFreeRounds();
  const stage = h('main', { class: 'stage', id: 'stage' }, freeBanner);
  const controls = h('div', { class: 'controls' });
  const fairness = createFairnessPanel(boot, t, session);
  const info = createInfoPanel(t, title, money, session.stakes, boot.lang);
  const notice = createNotice(boot, t, money, session);

  const sheet = h('div', { class: 'sheet', hidden: true, role: 'dialog', 'aria-modal': 'true' });
  const sheetBody = h('div', { class: 'sheet-body' });
  const closeSheet = () => {
    sheet.hidden = true;
    sheetBody.replaceChildren();
  };
  const openSheet = (label: string, content: HTMLElement) => {
    sheetBody.replaceChildren(content);
    sheet.setAttribute('aria-label', label);
    sheet.hidden = false;
    sheet.querySelector<HTMLButtonElement>('.sheet-close')?.focus();
  };
  sheet.append(
    h('div', { class: 'sheet-backdrop', onclick: closeSheet }),
    h(
      'div',
      { class: 'sheet-panel' },
      h(
        'button',
        { class: 'sheet-close icon', 'aria-label': t('close'), onclick: closeSheet },
        '✕',
      ),
      sheetBody,
    ),
  );

  const header = h(
    'header',
    { class: 'bar' },
    h(
      'button',
      {
        class: 'chip-btn lobby',
        type: 'button',
        'aria-label': t('lobby'),
        onclick: () => goToLobby(boot),
      },
      h('span', { 'aria-hidden': 'true' }, '‹'),
      h('b', { class: 'lobby-text' }, t('lobby')),
    ),
    h(
      'div',
      { class: 'title' },
      titleImage(title.art.motif, 'title-art'),
      h('span', { class: 'title-name' }, title.name),
      h('span', { class: `badge ${boot.mode}` }, boot.mode === 'demo' ? t('demo') : t('real')),
    ),
    h(
      'div',
      { class: 'bar-actions' },
      h(
        'button',
        {
          class: 'icon fair-btn',
          type: 'button',
          'aria-label': t('fairness'),
          title: t('fairness'),
          onclick: () => openSheet(t('fairness'), fairness.render()),
        },
        shieldIcon(),
      ),
      h(
        'button',
        {
          class: 'icon',
          type: 'button',
          'aria-label': t('info'),
          title: t('info'),
          onclick: () => openSheet(t('info'), info),
        },
        'i',
      ),
    ),
  );

  const dock = h(
    'footer',
    { class: 'dock' },
    h('div', { class: 'meter' }, h('span', {}, t('balance')), balanceText),
    controls,
    h('div', { class: 'meter meter-win' }, h('span', {}, t('lastWin')), winText),
  );
  const sidebar = h('aside', { class: 'sidebar', 'aria-label': t('fairness') }, fairness.element);
  root.replaceChildren(
    header,
    h('div', { class: 'body' }, stage, sidebar),
    dock,
    notice.element,
    sheet,
  );

  const showBalance = (value: number) => {
    balance = value;
    balanceText.textContent = money.format(value);
    balanceText.classList.remove('flash');
    void balanceText.offsetWidth;
    balanceText.classList.add('flash');
  };

  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !sheet.hidden) closeSheet();
    if (event.code !== 'Space' || event.repeat || !sheet.hidden) return;
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, button, a')) return;
    event.preventDefault();
    primary?.();
  });

  return {
    boot,
    session,
    title,
    t,
    money,
    stage,
    controls,
    balance: () => balance,
    freeStake: () => (freeRounds && freeRounds.remaining > 0 ? freeRounds.stake : null),
    celebrates,
    onPrimary: (action) => {
      primary = action;
    },
    async play(stake, bet) {
      notice.hide();
      const before = balance;
      // A free round takes nothing from the balance.
      const free = freeRounds !== undefined && freeRounds.remaining > 0;
      balanceText.textContent = money.format(Math.max(0, before - (free ? 0 : stake)));
      winText.textContent = '–';
      winText.classList.remove('won');
      // The casino holds its balance's rise (the win) until this round is shown (settle).
      postToCasino(boot, 'casino:round-started');
      const early = waitBeforeRound(rules, lastStart, Date.now());
      if (early > 0) await wait(early);
      lastStart = Date.now();
      lastStake = free ? 0 : stake;
      try {
        return await playRound(session.sessionId, stake, bet);
      } catch (error) {
        const shown = error instanceof ApiError ? (error.body.balance ?? before) : before;
        showBalance(shown);
        notice.show(error);
        postToCasino(boot, 'casino:round-shown');
        return null;
      }
    },
    settle(response) {
      showBalance(response.balance);
      const { win } = response.round;
      postToCasino(boot, 'casino:round-shown', {
        stake: lastStake,
        win,
        currency: session.currency,
        mode: session.mode,
      });
      winText.textContent = win > 0 ? money.format(win) : '–';
      winText.classList.toggle('won', win > 0 && celebrates(win, lastStake));
      fairness.record(response);
      if (response.freeRounds) freeRounds = response.freeRounds;
      else if (freeRounds?.remaining === 0) freeRounds = undefined;
      showFreeRounds();
    },
  };
}
