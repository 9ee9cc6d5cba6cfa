import { stringsFor } from './strings.ts';
import { SDK_CSS } from './style.ts';

/**
 * The built-in sportsbook's SDK (docs/decisions/032): `window.BetSdk.init(options)` renders the
 * sportsbook into the site's container (no iframe): sports, leagues, events and markets, a bet
 * slip for singles and accumulators, open and settled bets with cash-out. The site hears what
 * it must act on through `onEvent`. Phone first; vanilla DOM, no framework.
 */

type SdkEvent =
  | { type: 'deposit' }
  | { type: 'signIn' }
  | { type: 'limitReached'; reason: string }
  | { type: 'heightChange'; height: number }
  | { type: 'routeChange'; path: string }
  | { type: 'betPlaced'; balance: number | null };

interface InitOptions {
  /** The casino launch token; null for a guest, who browses odds. */
  token: string | null;
  lang: string;
  currency: string;
  theme?: 'dark' | 'light';
  container: HTMLElement;
  /** The SDK route to open (the site keeps it in `?setIframePath=`). */
  path?: string;
  onEvent?: (event: SdkEvent) => void;
}

interface Market {
  id: string;
  suspended: boolean;
  odds: Record<string, number>;
}
interface EventView {
  id: string;
  sport: string;
  league: string;
  leagueName: string;
  home: string;
  away: string;
  startsAt: string;
  phase: string;
  score: { home: number; away: number; minute: number } | null;
  markets: Market[];
}
interface Leg {
  eventId: string;
  /** The teams and league (null for an event the feed no longer knows). */
  home: string | null;
  away: string | null;
  leagueName: string | null;
  market: string;
  selection: string;
  odds: number;
  result: string | null;
  /** Provably fair (ADR 032): the commitment, and the seed once the event has a result. */
  serverSeedHash: string | null;
  serverSeed: string | null;
}
interface Bet {
  id: string;
  kind: string;
  status: string;
  stake: number;
  payout: number | null;
  cashout: number | null;
  legs: Leg[];
}
interface Pick {
  eventId: string;
  label: string;
  market: string;
  selection: string;
  odds: number;
}

const SCRIPT = document.currentScript as HTMLScriptElement | null;
const BASE = SCRIPT ? new URL('.', SCRIPT.src).href.replace(/\/$/, '') : '/sportsbook';

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string | null)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  for (const c of children) if (c !== null) el.append(c);
  return el;
}

function init(options: InitOptions) {
  const t = stringsFor(options.lang);
  const emit = (event: SdkEvent) => options.onEvent?.(event);
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency: options.currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  const unit = ['BTC', 'ETH'].includes(options.currency) ? 1e8 : 10 ** digits;
  const money = (minor: number) =>
    new Intl.NumberFormat(options.lang, {
      style: 'currency',
      currency: options.currency,
      maximumFractionDigits: unit === 1e8 ? 8 : digits,
    }).format(minor / unit);
  const odds = (o: number) => (o / 100).toFixed(2);
  const state = {
    path: options.path || '/',
    events: [] as EventView[],
    picks: [] as Pick[],
    mode: 'singles' as 'singles' | 'acca',
    accept: true,
    notice: '',
    session: null as string | null,
    bets: [] as Bet[],
    settled: false,
    /** Phones show the slip as a bar until the player opens it; wide screens keep it open. */
    isSlipOpen: false,
  };
  const wide = window.matchMedia('(min-width: 1024px)');

  const root = h('div', { class: `bsdk bsdk--${options.theme ?? 'dark'}` });
  const style = h('style', {}, SDK_CSS);
  options.container.replaceChildren(style, root);

  async function api(path: string, init: RequestInit = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (state.session) headers.authorization = `Bearer ${state.session}`;
    const res = await fetch(`${BASE}/api${path}`, { ...init, headers });
    return { status: res.status, body: await res.json().catch(() => ({})) };
  }

  async function session() {
    if (state.session || !options.token) return state.session;
    const res = await api('/sessions', {
      method: 'POST',
      body: JSON.stringify({ token: options.token }),
    });
    if (res.status === 200) state.session = res.body.sessionId;
    return state.session;
  }

  const label = (market: string, selection: string) => {
    const [kind, line] = market.split('@');
    return `${t(kind ?? market)}: ${t(selection)}${line ? ` ${Number(line) > 0 && kind === 'ah' ? '+' : ''}${line}` : ''}`;
  };

  function go(path: string) {
    state.path = path;
    emit({ type: 'routeChange', path });
    void render();
  }

  function link(text: string, path: string, current = false, plain = false) {
    const cls = plain ? 'bsdk-title' : current ? 'bsdk-chip is-on' : 'bsdk-chip';
    const a = h('a', { href: `#${path}`, class: cls }, text);
    a.addEventListener('click', (e) => {
      e.preventDefault();
      go(path);
    });
    return a;
  }

  function oddsButton(event: EventView, market: Market, selection: string) {
    const on = state.picks.some(
      (p) => p.eventId === event.id && p.market === market.id && p.selection === selection,
    );
    const b = h(
      'button',
      { type: 'button', class: on ? 'bsdk-odd is-on' : 'bsdk-odd', 'aria-pressed': String(on) },
      h('span', {}, t(selection)),
      h('b', {}, market.suspended ? '—' : odds(market.odds[selection] ?? 0)),
    );
    b.disabled = market.suspended;
    b.addEventListener('click', () => {
      const i = state.picks.findIndex(
        (p) => p.eventId === event.id && p.market === market.id && p.selection === selection,
      );
      if (i >= 0) state.picks.splice(i, 1);
      else {
        state.picks = state.picks.filter((p) => p.eventId !== event.id || state.mode === 'singles');
        state.picks.push({
          eventId: event.id,
          label: `${event.home} – ${event.away}`,
          market: market.id,
          selection,
          odds: market.odds[selection] ?? 0,
        });
      }
      state.notice = '';
      void render();
    });
    return b;
  }

  function eventCard(event: EventView, full: boolean) {
    const when = event.score
      ? `${t('live')} ${event.score.minute}' · ${event.score.home}:${event.score.away}`
      : new Intl.DateTimeFormat(options.lang, {
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
        : link(`${event.home} – ${event.away}`, `/event/${event.id}`, false, true),
      ...markets.map((m) =>
        h(
          'div',
          { class: 'bsdk-market' },
          full ? h('h3', {}, label(m.id, '').replace(/: $/, '')) : null,
          h(
            'div',
            { class: 'bsdk-odds' },
            ...Object.keys(m.odds).map((s) => oddsButton(event, m, s)),
          ),
        ),
      ),
    );
  }

  function slip() {
    if (state.picks.length === 0) {
      // Wide screens keep the slip's column, saying how to fill it.
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
    const modes = h(
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
          void render();
        });
        return b;
      }),
    );
    const total = state.picks.reduce((acc, p) => acc * (p.odds / 100), 1);
    const place = h(
      'button',
      { type: 'submit', class: 'bsdk-place' },
      options.token ? t('place') : t('signIn'),
    );
    const isOpen = state.isSlipOpen || wide.matches;
    const summary =
      state.mode === 'acca' && state.picks.length > 1 ? ` · @ ${total.toFixed(2)}` : '';
    const toggle = h(
      'button',
      { type: 'button', class: 'bsdk-slip-head', 'aria-expanded': String(isOpen) },
      h('span', {}, `${t('slip')} (${state.picks.length})${summary}`),
      h('span', { class: 'bsdk-slip-arrow', 'aria-hidden': 'true' }, isOpen ? '▾' : '▴'),
    );
    toggle.addEventListener('click', () => {
      state.isSlipOpen = !isOpen;
      void render();
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
      state.picks.length > 1 ? modes : null,
      ...state.picks.map((p) => {
        const remove = h(
          'button',
          { type: 'button', class: 'bsdk-x', 'aria-label': t('remove') },
          '×',
        );
        remove.addEventListener('click', () => {
          state.picks = state.picks.filter((x) => x !== p);
          void render();
        });
        return h(
          'div',
          { class: 'bsdk-pick' },
          h('div', {}, h('small', {}, p.label), h('div', {}, label(p.market, p.selection))),
          h('b', {}, odds(p.odds)),
          remove,
        );
      }),
      state.mode === 'acca' && state.picks.length > 1
        ? h('div', { class: 'bsdk-meta' }, `${t('acca')} @ ${total.toFixed(2)}`)
        : null,
      h('label', { class: 'bsdk-row' }, t('stake'), stake),
      h('label', { class: 'bsdk-row bsdk-check' }, accept, t('acceptOdds')),
      state.notice ? h('p', { class: 'bsdk-notice', role: 'alert' }, state.notice) : null,
      place,
    );
    form.addEventListener('submit', async (e) => {
      e.preventDefault();
      if (!options.token) return emit({ type: 'signIn' });
      place.disabled = true;
      await session();
      const res = await api('/bets', {
        method: 'POST',
        body: JSON.stringify({
          kind: state.mode === 'acca' && state.picks.length > 1 ? 'acca' : 'singles',
          stake: Math.round(Number(stake.value) * unit),
          selections: state.picks.map(({ eventId, market, selection, odds }) => ({
            eventId,
            market,
            selection,
            odds,
          })),
          oddsChange: state.accept ? 'accept' : 'refuse',
          requestId: crypto.randomUUID(),
        }),
      });
      place.disabled = false;
      if (res.status === 200) {
        state.picks = [];
        state.notice = '';
        emit({ type: 'betPlaced', balance: res.body.balance });
        return go('/bets');
      }
      const code = res.body.error?.code;
      if (code === 'insufficient_funds') emit({ type: 'deposit' });
      if (code === 'bet_refused')
        emit({ type: 'limitReached', reason: res.body.reason ?? 'limit' });
      if (code === 'odds_changed') {
        for (const s of res.body.selections ?? []) {
          const p = state.picks.find((x) => x.eventId === s.eventId && x.market === s.market);
          if (p) p.odds = s.odds;
        }
      }
      state.notice =
        code === 'odds_changed'
          ? t('oddsChanged')
          : code === 'market_suspended'
            ? t('suspended')
            : (res.body.error?.message ?? t('error'));
      void render();
    });
    return form;
  }

  function betCard(bet: Bet) {
    const cash = bet.cashout
      ? h(
          'button',
          { type: 'button', class: 'bsdk-place' },
          `${t('cashOut')} ${money(bet.cashout)}`,
        )
      : null;
    cash?.addEventListener('click', async () => {
      cash.disabled = true;
      await api(`/bets/${bet.id}/cashout`, {
        method: 'POST',
        body: JSON.stringify({ amount: bet.cashout }),
      });
      void render();
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
            h('div', {}, label(l.market, l.selection)),
          ),
          h('b', {}, odds(l.odds)),
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

  const section = (title: string, events: EventView[]) =>
    events.length ? [h('h2', {}, title), ...events.map((e) => eventCard(e, false))] : [];

  async function render() {
    const path = state.path;
    const nav = h(
      'nav',
      { class: 'bsdk-tabs' },
      link(t('sports'), '/', path === '/'),
      link(t('myBets'), '/bets', path.startsWith('/bets')),
    );
    let body: Node[];
    if (path.startsWith('/bets')) {
      if (!(await session())) {
        const b = h('button', { type: 'button', class: 'bsdk-place' }, t('signIn'));
        b.addEventListener('click', () => emit({ type: 'signIn' }));
        body = [b];
      } else {
        const settled = path === '/bets/settled';
        const list = await api(`/bets?settled=${settled}`);
        const bets: Bet[] = list.body.items ?? [];
        body = [
          h(
            'div',
            { class: 'bsdk-tabs' },
            link(t('open'), '/bets', !settled),
            link(t('settled'), '/bets/settled', settled),
          ),
          ...(bets.length ? bets.map(betCard) : [h('p', { class: 'bsdk-empty' }, t('empty'))]),
        ];
      }
    } else {
      const feed = await api('/feed');
      state.events = feed.body.events ?? [];
      const [, kind, id] = path.split('/');
      if (kind === 'event') {
        const event = state.events.find((e) => e.id === id);
        const back = link(`‹ ${t('back')}`, '/');
        body = [back, event ? eventCard(event, true) : h('p', { class: 'bsdk-empty' }, t('empty'))];
      } else {
        const sports = [...new Set(state.events.map((e) => e.sport))];
        const shown = state.events.filter((e) =>
          kind === 'sport' ? e.sport === id : kind === 'league' ? e.league === id : true,
        );
        const leagues = [
          ...new Map(
            state.events
              .filter((e) => kind !== 'sport' || e.sport === id)
              .map((e) => [e.league, e.leagueName]),
          ).entries(),
        ];
        body = [
          h(
            'div',
            { class: 'bsdk-tabs bsdk-scroll' },
            ...sports.map((s) => link(t(s), `/sport/${s}`, kind === 'sport' && id === s)),
          ),
          h(
            'div',
            { class: 'bsdk-tabs bsdk-scroll' },
            ...leagues.map(([l, name]) =>
              link(name, `/league/${l}`, kind === 'league' && id === l),
            ),
          ),
          ...section(t('live'), shown.filter((e) => e.phase === 'live').slice(0, 10)),
          ...section(t('upcoming'), shown.filter((e) => e.phase === 'prematch').slice(0, 30)),
        ];
      }
    }
    if (path !== state.path) return;
    root.replaceChildren(h('div', { class: 'bsdk-main' }, nav, ...body), slip() ?? '');
  }

  wide.addEventListener('change', () => void render());
  const resize = new ResizeObserver(() =>
    emit({ type: 'heightChange', height: root.offsetHeight }),
  );
  resize.observe(root);
  const timer = setInterval(() => {
    if (document.visibilityState === 'visible' && !root.contains(document.activeElement))
      void render();
  }, 15_000);
  void render();
  return {
    navigate: (path: string) => {
      state.path = path || '/';
      void render();
    },
    destroy() {
      clearInterval(timer);
      resize.disconnect();
      options.container.replaceChildren();
    },
  };
}

(window as unknown as { BetSdk: { init: typeof init } }).BetSdk = { init };
