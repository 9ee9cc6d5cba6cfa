import type { Client } from './client.ts';
import { formatOdds, isPicked, marketLabel, type SdkState, withPickToggled } from './state.ts';
import type { Bet, EventView, Market, SdkEvent } from './types.ts';

/** What the views draw with and act through (sdk.ts makes one per mounted sportsbook). */
export interface SdkContext {
  t: (key: string) => string;
  lang: string;
  money: (minor: number) => string;
  /** Minor units per unit of the currency. */
  unit: number;
  /** A player (the site gave a launch token); a guest browses odds. */
  isPlayer: boolean;
  state: SdkState;
  /** Wide screens (1024 px and up) keep the slip open in its own column. */
  wide: MediaQueryList;
  client: Client;
  emit: (event: SdkEvent) => void;
  go: (path: string) => void;
  render: () => void;
}

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string | null)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  for (const c of children) if (c !== null) el.append(c);
  return el;
}

/** A link to an SDK route (a chip, pressed when `current`, or a plain title). */
export function link(ctx: SdkContext, text: string, path: string, current = false, plain = false) {
  const cls = plain ? 'bsdk-title' : current ? 'bsdk-chip is-on' : 'bsdk-chip';
  const a = h('a', { href: `#${path}`, class: cls }, text);
  a.addEventListener('click', (e) => {
    e.preventDefault();
    ctx.go(path);
  });
  return a;
}

function oddsButton(ctx: SdkContext, event: EventView, market: Market, selection: string) {
  const { t, state } = ctx;
  const on = isPicked(state, event.id, market.id, selection);
  const b = h(
    'button',
    { type: 'button', class: on ? 'bsdk-odd is-on' : 'bsdk-odd', 'aria-pressed': String(on) },
    h('span', {}, t(selection)),
    h('b', {}, market.suspended ? '—' : formatOdds(market.odds[selection] ?? 0)),
  );
  b.disabled = market.suspended;
  b.addEventListener('click', () => {
    state.picks = withPickToggled(state, event, market, selection);
    state.notice = '';
    ctx.render();
  });
  return b;
}

/** An event with its first market (a list) or all of them (its own page). */
export function eventCard(ctx: SdkContext, event: EventView, full: boolean) {
  const { t } = ctx;
  const when = event.score
    ? `${t('live')} ${event.score.minute}' · ${event.score.home}:${event.score.away}`
    : new Intl.DateTimeFormat(ctx.lang, {
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(event.startsAt));
  const markets = full ? event.markets : event.markets.slice(0, 1);
  return h(
    'article',
    { class: 'bsdk-event' },
    h(
      'div',
      { class: 'bsdk-meta' },
      `${t(event.sport)} · ${event.leagueName}`,
      h('span', { class: event.score ? 'bsdk-live' : '' }, when),
    ),
    full
      ? h('h2', {}, `${event.home} – ${event.away}`)
      : link(ctx, `${event.home} – ${event.away}`, `/event/${event.id}`, false, true),
    ...markets.map((m) =>
      h(
        'div',
        { class: 'bsdk-market' },
        full ? h('h3', {}, marketLabel(t, m.id, '').replace(/: $/, '')) : null,
        h(
          'div',
          { class: 'bsdk-odds' },
          ...Object.keys(m.odds).map((s) => oddsButton(ctx, event, m, s)),
        ),
      ),
    ),
  );
}

/** A titled list of events (nothing when empty). */
export const section = (ctx: SdkContext, title: string, events: EventView[]) =>
  events.length ? [h('h2', {}, title), ...events.map((e) => eventCard(ctx, e, false))] : [];

/** A placed bet: its legs with their results and seeds, the payout, and the cash-out offer. */
export function betCard(ctx: SdkContext, bet: Bet) {
  const { t, money } = ctx;
  const cash = bet.cashout
    ? h('button', { type: 'button', class: 'bsdk-place' }, `${t('cashOut')} ${money(bet.cashout)}`)
    : null;
  cash?.addEventListener('click', async () => {
    cash.disabled = true;
    await ctx.client.api(`/bets/${bet.id}/cashout`, {
      method: 'POST',
      body: JSON.stringify({ amount: bet.cashout }),
    });
    ctx.render();
  });
  return h(
    'article',
    { class: 'bsdk-event' },
    h(
      'div',
      { class: 'bsdk-meta' },
      `${t(bet.kind === 'acca' ? 'acca' : 'singles')} · ${money(bet.stake)}`,
      h('span', {}, t(bet.status)),
    ),
    ...bet.legs.map((l) =>
      h(
        'div',
        { class: 'bsdk-pick' },
        h(
          'div',
          {},
          h('small', {}, l.leagueName ?? ''),
          h('div', { class: 'bsdk-teams' }, l.home ? `${l.home} – ${l.away}` : t('event')),
          h('div', {}, marketLabel(t, l.market, l.selection)),
        ),
        h('b', {}, formatOdds(l.odds)),
        h('small', {}, l.result ? t(l.result) : ''),
      ),
    ),
    ...bet.legs.map((l) =>
      h(
        'small',
        { class: 'bsdk-fair' },
        l.serverSeed ? `${t('seed')}: ${l.serverSeed}` : `${t('seedHash')}: ${l.serverSeedHash}`,
      ),
    ),
    bet.payout !== null
      ? h('div', { class: 'bsdk-row' }, t('payout'), h('b', {}, money(bet.payout)))
      : null,
    cash,
  );
}
