import type { SlotConfig } from '../types.ts';

/** Exact theoretical figures of a slot title (see docs/decisions/006-game-engine.md). */
export interface SlotMath {
  /** Return to player of the whole round: base spin plus free spins. */
  rtp: number;
  /** Part of the RTP paid by base spins (lines and scatter). */
  baseRtp: number;
  /** Part paid by free spins. */
  freeSpinsRtp: number;
  /** Expected win of one spin (lines + scatter, no multiplier) in line-bet multiples. */
  spinUnits: number;
  /** Probability that a spin triggers free spins. */
  triggerProbability: number;
  /** Expected free spins played once triggered (retriggers and cap included). */
  expectedFreeSpins: number;
  /** Probability of each scatter count on one spin. */
  scatterDistribution: number[];
}

/** Probability of each symbol on each reel: a uniform stop makes every row's symbol follow the strip. */
function symbolProbabilities(config: SlotConfig, ids: string[]): number[][] {
  return config.reelStrips.map((strip) =>
    ids.map((id) => strip.filter((symbol) => symbol === id).length / strip.length),
  );
}

/** Line pay of a 5-symbol tuple: the better of the leading-wild pay and the first symbol's pay. */
function tuplePay(tuple: string[], config: SlotConfig, wild: string, scatter: string): number {
  const payOf = (id: string, count: number) => config.pays[id]?.[count] ?? 0;
  let wilds = 0;
  while (wilds < 5 && tuple[wilds] === wild) wilds++;
  const wildPay = payOf(wild, wilds);
  const symbol = tuple[wilds];
  if (symbol === undefined || symbol === scatter) return wildPay;
  let count = wilds;
  while (count < 5 && (tuple[count] === symbol || tuple[count] === wild)) count++;
  return Math.max(wildPay, payOf(symbol, count));
}

/**
 * Expected pay of one payline, by enumerating every symbol tuple weighted by its probability.
 * NOTE: every payline crosses each reel once and reels stop independently, so all lines share
 * this expectation whatever rows they cross.
 */
export function expectedLinePay(config: SlotConfig): number {
  const ids = config.symbols.map((symbol) => symbol.id);
  const wild = config.symbols.find((symbol) => symbol.kind === 'wild')!.id;
  const scatter = config.symbols.find((symbol) => symbol.kind === 'scatter')!.id;
  const probabilities = symbolProbabilities(config, ids);
  const tuple: string[] = [];
  const walk = (reel: number, weight: number): number => {
    if (reel === 5) return weight * tuplePay(tuple, config, wild, scatter);
    let sum = 0;
    ids.forEach((id, i) => {
      const p = probabilities[reel]![i]!;
      if (p === 0) return;
      tuple[reel] = id;
      sum += walk(reel + 1, weight * p);
    });
    return sum;
  };
  return walk(0, 1);
}

/** Distribution of the scatter count over the 15 cells, from every stop of every reel. */
export function scatterDistribution(config: SlotConfig): number[] {
  const scatter = config.symbols.find((symbol) => symbol.kind === 'scatter')!.id;
  let total = [1];
  for (const strip of config.reelStrips) {
    const perReel = [0, 0, 0, 0];
    for (let stop = 0; stop < strip.length; stop++) {
      let count = 0;
      for (let row = 0; row < 3; row++) if (strip[(stop + row) % strip.length] === scatter) count++;
      perReel[count]! += 1 / strip.length;
    }
    const next = new Array<number>(total.length + 3).fill(0);
    total.forEach((p, a) => {
      perReel.forEach((q, b) => {
        next[a + b]! += p * q;
      });
    });
    total = next;
  }
  return total;
}

const lookup = (table: readonly number[], count: number) =>
  table[Math.min(count, table.length - 1)] ?? 0;

/**
 * Expected number of free spins played after an award of `initial` spins: each spin may
 * retrigger (awards by scatter count), never past maxSpins in all. Solved by recursion over
 * (spins left, spins awarded so far).
 */
export function expectedFreeSpins(config: SlotConfig, distribution: number[], initial: number) {
  const { awards, retrigger, maxSpins } = config.freeSpins;
  const start = Math.min(initial, maxSpins);
  if (!retrigger) return start;
  const memo = new Map<number, number>();
  const expected = (left: number, awarded: number): number => {
    if (left === 0) return 0;
    const key = left * (maxSpins + 1) + awarded;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let value = 1;
    distribution.forEach((p, count) => {
      if (p === 0) return;
      const spins = count >= config.scattersToTrigger ? lookup(awards, count) : 0;
      const added = Math.min(spins, maxSpins - awarded);
      value += p * expected(left - 1 + added, awarded + added);
    });
    memo.set(key, value);
    return value;
  };
  return expected(start, start);
}

/**
 * RTP of a slot round. By Wald's identity (the number of free spins is a stopping time of
 * i.i.d. spins) the free-spin win is E[spins played] × multiplier × E[spin win], so
 * RTP = E[spin] × (1 + multiplier × E[free spins per round]) / lines.
 */
export function slotMath(config: SlotConfig): SlotMath {
  const distribution = scatterDistribution(config);
  const lineUnits = config.lines * expectedLinePay(config);
  let scatterUnits = 0;
  let triggerProbability = 0;
  let freeSpinsPerRound = 0;
  distribution.forEach((p, count) => {
    scatterUnits += p * lookup(config.scatterPays, count) * config.lines;
    if (count >= config.scattersToTrigger) {
      triggerProbability += p;
      freeSpinsPerRound +=
        p * expectedFreeSpins(config, distribution, lookup(config.freeSpins.awards, count));
    }
  });
  const spinUnits = lineUnits + scatterUnits;
  const baseRtp = spinUnits / config.lines;
  const freeSpinsRtp = baseRtp * config.freeSpins.multiplier * freeSpinsPerRound;
  return {
    rtp: baseRtp + freeSpinsRtp,
    baseRtp,
    freeSpinsRtp,
    spinUnits,
    triggerProbability,
    expectedFreeSpins: triggerProbability > 0 ? freeSpinsPerRound / triggerProbability : 0,
    scatterDistribution: distribution,
  };
}
