import type { EventView, Market, Pick, SdkEvent } from './types.ts';

/** What the SDK shows: the route, the feed and the slip. */
export interface SdkState {
  path: string;
  events: EventView[];
  picks: Pick[];
  mode: 'singles' | 'acca';
  /** Accept odds changes when the bet is placed. */
  accept: boolean;
  /** The slip's last refusal, in the player's language. */
  notice: string;
  /** Phones show the slip as a bar until the player opens it; wide screens keep it open. */
  isSlipOpen: boolean;
}

export const createState = (path: string | undefined): SdkState => ({
  path: path || '/',
  events: [],
  picks: [],
  mode: 'singles',
  accept: true,
  notice: '',
  isSlipOpen: false,
});

type Translate = (key: string) => string;

/** Minor units per unit of `currency` (crypto in satoshi-like 1e-8) and its money format. */
export function moneyOf(lang: string, currency: string) {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  const unit = ['BTC', 'ETH'].includes(currency) ? 1e8 : 10 ** digits;
  const format = new Intl.NumberFormat(lang, {
    style: 'currency',
    currency,
    maximumFractionDigits: unit === 1e8 ? 8 : digits,
  });
  return { unit, money: (minor: number) => format.format(minor / unit) };
}

/** Odds in hundredths as the slip shows them (`185` → `1.85`). */
export const formatOdds = (o: number) => (o / 100).toFixed(2);

/** A market and selection in words: `Handicap: Home +1.5`. */
export function marketLabel(t: Translate, market: string, selection: string) {
  const [kind, line] = market.split('@');
  const sign = Number(line) > 0 && kind === 'ah' ? '+' : '';
  return `${t(kind ?? market)}: ${t(selection)}${line ? ` ${sign}${line}` : ''}`;
}

const isSame = (p: Pick, eventId: string, market: string, selection: string) =>
  p.eventId === eventId && p.market === market && p.selection === selection;

export const isPicked = (state: SdkState, eventId: string, market: string, selection: string) =>
  state.picks.some((p) => isSame(p, eventId, market, selection));

/**
 * The slip after a tap on an odd: a picked odd leaves it; a new one joins (an accumulator keeps
 * one pick per event, so it replaces that event's).
 */
export function withPickToggled(
  state: SdkState,
  event: EventView,
  market: Market,
  selection: string,
): Pick[] {
  if (isPicked(state, event.id, market.id, selection))
    return state.picks.filter((p) => !isSame(p, event.id, market.id, selection));
  return [
    ...state.picks.filter((p) => p.eventId !== event.id || state.mode === 'singles'),
    {
      eventId: event.id,
      label: `${event.home} – ${event.away}`,
      market: market.id,
      selection,
      odds: market.odds[selection] ?? 0,
    },
  ];
}

export const isAcca = (state: SdkState) => state.mode === 'acca' && state.picks.length > 1;

/** The accumulator's odds: the picks' odds multiplied. */
export const accaOdds = (picks: Pick[]) => picks.reduce((acc, p) => acc * (p.odds / 100), 1);

/** The body of a bet of the slip's picks with `stake` typed in units. */
export function betRequest(state: SdkState, stake: string, unit: number) {
  return {
    kind: isAcca(state) ? 'acca' : 'singles',
    stake: Math.round(Number(stake) * unit),
    selections: state.picks.map(({ eventId, market, selection, odds }) => ({
      eventId,
      market,
      selection,
      odds,
    })),
    oddsChange: state.accept ? 'accept' : 'refuse',
    requestId: crypto.randomUUID(),
  };
}

/** The API's refusal of a bet as the SDK reads it. */
export interface BetRefusal {
  error?: { code?: string; message?: string };
  reason?: string;
  selections?: { eventId: string; market: string; odds: number }[];
}

/**
 * A refused bet: what the site must hear (a deposit, a limit), the slip's picks at the new odds
 * when the odds moved, and the notice in the player's language.
 */
export function refusalOf(state: SdkState, body: BetRefusal, t: Translate) {
  const code = body.error?.code;
  const events: SdkEvent[] = [];
  if (code === 'insufficient_funds') events.push({ type: 'deposit' });
  if (code === 'bet_refused') events.push({ type: 'limitReached', reason: body.reason ?? 'limit' });
  const picks = [...state.picks];
  // Each moved selection updates the first pick of its event and market.
  for (const s of code === 'odds_changed' ? (body.selections ?? []) : []) {
    const i = picks.findIndex((x) => x.eventId === s.eventId && x.market === s.market);
    const pick = picks[i];
    if (pick) picks[i] = { ...pick, odds: s.odds };
  }
  const notice =
    code === 'odds_changed'
      ? t('oddsChanged')
      : code === 'market_suspended'
        ? t('suspended')
        : (body.error?.message ?? t('error'));
  return { events, picks, notice };
}

/** The browse pages (`/`, `/sport/:id`, `/league/:id`): tabs and the events shown. */
export function browseOf(events: EventView[], path: string) {
  const [, kind, id] = path.split('/');
  const shown = events.filter((e) =>
    kind === 'sport' ? e.sport === id : kind === 'league' ? e.league === id : true,
  );
  return {
    kind,
    id,
    sports: [...new Set(events.map((e) => e.sport))],
    leagues: [
      ...new Map(
        events
          .filter((e) => kind !== 'sport' || e.sport === id)
          .map((e) => [e.league, e.leagueName]),
      ).entries(),
    ],
    live: shown.filter((e) => e.phase === 'live').slice(0, 10),
    upcoming: shown.filter((e) => e.phase === 'prematch').slice(0, 30),
  };
}
