import { describe, expect, it } from 'vitest';
import { browseOf, createState, refusalOf, withPickToggled } from './state.ts';
import type { EventView } from './types.ts';

const t = (key: string) => `«${key}»`;

const event = (id: string, sport: string, league: string, phase = 'prematch'): EventView => ({
  id,
  sport,
  league,
  leagueName: league.toUpperCase(),
  home: `${id} Home`,
  away: `${id} Away`,
  startsAt: '2026-11-28T20:00:00.000Z',
  phase,
  score: null,
  markets: [{ id: '1x2', suspended: false, odds: { home: 185, draw: 340, away: 420 } }],
});
const A = event('a', 'football', 'epl', 'live');
const B = event('b', 'tennis', 'atp');
const market = A.markets[0]!;

describe('the bet slip', () => {
  it('adds a tapped odd and removes it on a second tap', () => {
    const state = createState('/');
    state.picks = withPickToggled(state, A, market, 'home');
    expect(state.picks).toEqual([
      { eventId: 'a', label: 'a Home – a Away', market: '1x2', selection: 'home', odds: 185 },
    ]);
    expect(withPickToggled(state, A, market, 'home')).toEqual([]);
  });

  it('keeps one pick per event in an accumulator, several in singles', () => {
    const state = createState('/');
    state.picks = withPickToggled(state, A, market, 'home');
    expect(withPickToggled(state, A, market, 'draw')).toHaveLength(2);
    state.mode = 'acca';
    expect(withPickToggled(state, A, market, 'draw').map((p) => p.selection)).toEqual(['draw']);
  });

  it('takes the new odds of a refusal for moved odds, and says so', () => {
    const state = createState('/');
    state.picks = withPickToggled(state, A, market, 'home');
    const refusal = refusalOf(
      state,
      {
        error: { code: 'odds_changed' },
        selections: [{ eventId: 'a', market: '1x2', odds: 170 }],
      },
      t,
    );
    expect(refusal.picks[0]?.odds).toBe(170);
    expect(refusal.notice).toBe('«oddsChanged»');
    expect(state.picks[0]?.odds).toBe(185);
  });

  it('tells the site to offer a deposit or name a limit', () => {
    const state = createState('/');
    expect(
      refusalOf(state, { error: { code: 'insufficient_funds', message: 'No money' } }, t),
    ).toMatchObject({ events: [{ type: 'deposit' }], notice: 'No money' });
    expect(refusalOf(state, { error: { code: 'bet_refused' }, reason: 'loss' }, t)).toMatchObject({
      events: [{ type: 'limitReached', reason: 'loss' }],
      notice: '«error»',
    });
  });
});

describe('the odds pages', () => {
  it('lists sports and the leagues of the chosen sport, live and upcoming apart', () => {
    const page = browseOf([A, B], '/sport/football');
    expect(page.sports).toEqual(['football', 'tennis']);
    expect(page.leagues).toEqual([['epl', 'EPL']]);
    expect(page.live.map((e) => e.id)).toEqual(['a']);
    expect(page.upcoming).toEqual([]);
    expect(browseOf([A, B], '/').upcoming.map((e) => e.id)).toEqual(['b']);
  });
});
