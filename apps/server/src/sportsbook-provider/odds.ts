/**
 * Prices and settles the markets from a distribution of final scores (docs/decisions/031):
 * match result (1x2), totals (over/under a line), handicap (Asian: quarter lines split the
 * stake over the two nearest lines, hence half-won and half-lost) and both teams to score.
 * Odds are integers in hundredths (1.85 = 185), shaded by the margin.
 */

/** P(final score = home h, away a), indexed [h][a], starting from the current score. */
export interface Grid {
  base: { home: number; away: number };
  cells: number[][];
}

/** The bookmaker's margin: offered odds are the fair odds divided by 1 + MARGIN. */
export const MARGIN = 0.06;

function pmf(lambda: number): number[] {
  const n = Math.ceil(lambda + 8 * Math.sqrt(lambda) + 6);
  const out: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= n; k++) {
    out.push(p);
    p = (p * lambda) / (k + 1);
  }
  return out;
}

/** Independent Poisson goals for the rest of the match, added to the current score. */
export function scoreGrid(
  score: { home: number; away: number },
  lambdaHome: number,
  lambdaAway: number,
): Grid {
  const h = pmf(lambdaHome);
  const a = pmf(lambdaAway);
  return { base: { ...score }, cells: h.map((ph) => a.map((pa) => ph * pa)) };
}

export type LegResult = 'won' | 'lost' | 'void' | 'half_won' | 'half_lost';

export interface MarketDef {
  /** e.g. `1x2`, `total@2.5`, `ah@-0.25`, `btts`. */
  id: string;
  selections: readonly string[];
}

const lineOf = (market: string) => Number(market.split('@')[1]);

/**
 * The margin of a selection at a final score: above 0 it wins, 0 it is void, below it loses;
 * null for markets without a line.
 */
function marginOf(market: string, selection: string, home: number, away: number): number | null {
  const kind = market.split('@')[0];
  if (kind === 'total') {
    const over = home + away - lineOf(market);
    return selection === 'over' ? over : -over;
  }
  if (kind === 'ah') {
    const diff = home - away + lineOf(market);
    return selection === 'home' ? diff : -diff;
  }
  return null;
}

function byMargin(m: number): 'won' | 'void' | 'lost' {
  return m > 1e-9 ? 'won' : m < -1e-9 ? 'lost' : 'void';
}

/** The legs's result at a final score. A quarter line settles half the stake on each side. */
export function settleLeg(
  market: string,
  selection: string,
  score: { home: number; away: number },
): LegResult {
  const { home, away } = score;
  if (market === '1x2') {
    const outcome = home > away ? 'home' : home < away ? 'away' : 'draw';
    return outcome === selection ? 'won' : 'lost';
  }
  if (market === 'btts') {
    return (home > 0 && away > 0) === (selection === 'yes') ? 'won' : 'lost';
  }
  const m = marginOf(market, selection, home, away)!;
  const quarter = Math.abs((lineOf(market) * 4) % 2) === 1;
  if (!quarter) return byMargin(m);
  const halves = [byMargin(m - 0.25), byMargin(m + 0.25)];
  if (halves[0] === halves[1]) return halves[0]!;
  return halves.includes('won') ? 'half_won' : 'half_lost';
}

/** What a leg multiplies the stake by, as a fraction (odds in hundredths). */
export function legFactor(result: LegResult, odds: number): { num: bigint; den: bigint } {
  switch (result) {
    case 'won':
      return { num: BigInt(odds), den: 100n };
    case 'lost':
      return { num: 0n, den: 1n };
    case 'void':
      return { num: 1n, den: 1n };
    case 'half_won':
      return { num: BigInt(odds + 100), den: 200n };
    case 'half_lost':
      return { num: 1n, den: 2n };
  }
}

/** Stake × the product of the factors, rounded down to the minor unit. */
export function payoutOf(stake: number, factors: { num: bigint; den: bigint }[]): number {
  const num = factors.reduce((acc, f) => acc * f.num, BigInt(stake));
  const den = factors.reduce((acc, f) => acc * f.den, 1n);
  return Number(num / den);
}

/** Fair price of every selection of a market, offered with the margin, in hundredths. */
export function priceMarket(grid: Grid, market: MarketDef): Record<string, number> {
  const prices: Record<string, number> = {};
  for (const selection of market.selections) {
    let win = 0;
    let lose = 0;
    grid.cells.forEach((row, h) => {
      row.forEach((p, a) => {
        const result = settleLeg(market.id, selection, {
          home: grid.base.home + h,
          away: grid.base.away + a,
        });
        if (result === 'won') win += p;
        else if (result === 'lost') lose += p;
        else if (result === 'half_won') {
          win += p / 2;
        } else if (result === 'half_lost') lose += p / 2;
      });
    });
    const fair = win <= 1e-9 ? 1000 : 1 + lose / win;
    prices[selection] = Math.min(10_000, Math.max(101, Math.floor((fair * 100) / (1 + MARGIN))));
  }
  return prices;
}

/** The markets of an event: handicap and total lines from its expected goals. */
export function marketsOf(
  sport: { hasBtts: boolean },
  lambda: { home: number; away: number },
): MarketDef[] {
  const total = Math.round(lambda.home + lambda.away) + 0.5;
  const handicap = sport.hasBtts
    ? Math.round((lambda.away - lambda.home) * 2) / 2 - 0.25
    : Math.round(lambda.away - lambda.home) + 0.5;
  const markets: MarketDef[] = [
    { id: '1x2', selections: ['home', 'draw', 'away'] },
    { id: `total@${total}`, selections: ['over', 'under'] },
    { id: `ah@${handicap}`, selections: ['home', 'away'] },
  ];
  if (sport.hasBtts) markets.push({ id: 'btts', selections: ['yes', 'no'] });
  return markets;
}
