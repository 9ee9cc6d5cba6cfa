import { createClient } from './client.ts';
import { slip } from './slip.ts';
import { browseOf, createState, moneyOf } from './state.ts';
import { stringsFor } from './strings.ts';
import { SDK_CSS } from './style.ts';
import type { Bet, InitOptions, SdkEvent } from './types.ts';
import { betCard, eventCard, h, link, type SdkContext, section } from './view.ts';

/**
 * The built-in sportsbook's SDK (docs/decisions/032): `window.BetSdk.init(options)` renders the
 * sportsbook into the site's container (no iframe): sports, leagues, events and markets, a bet
 * slip for singles and accumulators, open and settled bets with cash-out. The site hears what
 * it must act on through `onEvent`. Phone first; vanilla DOM, no framework. The state and its
 * rules are in state.ts, the API in client.ts, the views in view.ts and slip.ts.
 */

/** My bets (`/bets`, `/bets/settled`): a guest is asked to sign in. */
async function betsPage(ctx: SdkContext, path: string): Promise<Node[]> {
  const { t } = ctx;
  if (!(await ctx.client.session())) {
    const b = h('button', { type: 'button', class: 'bsdk-place' }, t('signIn'));
    b.addEventListener('click', () => ctx.emit({ type: 'signIn' }));
    return [b];
  }
  const settled = path === '/bets/settled';
  const list = await ctx.client.api(`/bets?settled=${settled}`);
  const bets: Bet[] = list.body.items ?? [];
  return [
    h(
      'div',
      { class: 'bsdk-tabs' },
      link(ctx, t('open'), '/bets', !settled),
      link(ctx, t('settled'), '/bets/settled', settled),
    ),
    ...(bets.length
      ? bets.map((bet) => betCard(ctx, bet))
      : [h('p', { class: 'bsdk-empty' }, t('empty'))]),
  ];
}

/** The odds (`/`, `/sport/:id`, `/league/:id`, `/event/:id`) from a fresh feed. */
async function oddsPage(ctx: SdkContext, path: string): Promise<Node[]> {
  const { t, state } = ctx;
  const feed = await ctx.client.api('/feed');
  state.events = feed.body.events ?? [];
  const page = browseOf(state.events, path);
  const { kind, id } = page;
  if (kind === 'event') {
    const event = state.events.find((e) => e.id === id);
    return [
      link(ctx, `‹ ${t('back')}`, '/'),
      event ? eventCard(ctx, event, true) : h('p', { class: 'bsdk-empty' }, t('empty')),
    ];
  }
  return [
    h(
      'div',
      { class: 'bsdk-tabs bsdk-scroll' },
      ...page.sports.map((s) => link(ctx, t(s), `/sport/${s}`, kind === 'sport' && id === s)),
    ),
    h(
      'div',
      { class: 'bsdk-tabs bsdk-scroll' },
      ...page.leagues.map(([l, name]) =>
        link(ctx, name, `/league/${l}`, kind === 'league' && id === l),
      ),
    ),
    ...section(ctx, t('live'), page.live),
    ...section(ctx, t('upcoming'), page.upcoming),
  ];
}

function init(options: InitOptions) {
  const emit = (event: SdkEvent) => options.onEvent?.(event);
  const state = createState(options.path);
  const root = h('div', { class: `bsdk bsdk--${options.theme ?? 'dark'}` });
  options.container.replaceChildren(h('style', {}, SDK_CSS), root);
  const ctx: SdkContext = {
    t: stringsFor(options.lang),
    lang: options.lang,
    ...moneyOf(options.lang, options.currency),
    isPlayer: Boolean(options.token),
    state,
    wide: window.matchMedia('(min-width: 1024px)'),
    client: createClient(options.token),
    emit,
    go(path) {
      state.path = path;
      emit({ type: 'routeChange', path });
      void render();
    },
    render: () => void render(),
  };

  async function render() {
    const { path } = state;
    const { t } = ctx;
    const nav = h(
      'nav',
      { class: 'bsdk-tabs' },
      link(ctx, t('sports'), '/', path === '/'),
      link(ctx, t('myBets'), '/bets', path.startsWith('/bets')),
    );
    const body = path.startsWith('/bets') ? await betsPage(ctx, path) : await oddsPage(ctx, path);
    // A newer route was asked for meanwhile: its render draws.
    if (path !== state.path) return;
    root.replaceChildren(h('div', { class: 'bsdk-main' }, nav, ...body), slip(ctx) ?? '');
  }

  ctx.wide.addEventListener('change', () => void render());
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
