/**
 * Prices and settles the markets from a distribution of final scores (docs/decisions/032):
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

/** How a market's selection settles at a final score, parsed once (pricing calls it per cell). */
function settlerOf(market: string, selection: string): (home: number, away: number) => LegResult {
  if (market === '1x2') {
    return (home, away) =>
      (home > away ? 'home' : home < away ? 'away' : 'draw') === selection ? 'won' : 'lost';
  }
  if (market === 'btts') {
    const yes = selection === 'yes';
    return (home, away) => ((home > 0 && away > 0) === yes ? 'won' : 'lost');
  }
  const [kind, lineText] = market.split('@');
  const line = Number(lineText);
  const sign = selection === 'over' || selection === 'home' ? 1 : -1;
  const marginAt =
    kind === 'total'
      ? (home: number, away: number) => sign * (home + away - line)
      : (home: number, away: number) => sign * (home - away + line);
  // A quarter line settles half the stake on each of the two nearest lines.
  const quarter = Math.abs((line * 4) % 2) === 1;
  return (home, away) => {
    const m = marginAt(home, away);
    if (!quarter) return byMargin(m);
    const low = byMargin(m - 0.25);
    const high = byMargin(m + 0.25);
    if (low === high) return low;
    return low === 'won' || high === 'won' ? 'half_won' : 'half_lost';
  };
}

function byMargin(m: number): 'won' | 'void' | 'lost' {
  return m > 1e-9 ? 'won' : m < -1e-9 ? 'lost' : 'void';
}

/** The leg's result at a final score. */
export function settleLeg(
  market: string,
  selection: string,
  score: { home: number; away: number },
): LegResult {
  return settlerOf(market, selection)(score.home, score.away);
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
    const settle = settlerOf(market.id, selection);
    grid.cells.forEach((row, h) => {
      row.forEach((p, a) => {
        if (p < 1e-12) return;
        const result = settle(grid.base.home + h, grid.base.away + a);
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
