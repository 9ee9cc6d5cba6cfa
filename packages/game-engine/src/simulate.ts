import { createFastSource, type FloatSource } from './random.ts';
import { prepareRound } from './round.ts';
import { createSpinState, playSlotRound } from './slot/engine.ts';
import { compileSlot } from './slot/model.ts';
import type { GameTitle, RoundBet } from './types.ts';

export interface SimulationStats {
  rounds: number;
  /** Mean return per unit staked (the measured RTP). */
  rtp: number;
  /** Standard deviation of one round's return per unit staked. */
  sd: number;
  /** Share of rounds that paid anything. */
  hitRate: number;
  /** Largest return seen, in stake multiples. */
  maxMultiplier: number;
}

/** Running mean and variance (Welford) of per-round returns. */
export class ReturnStats {
  private n = 0;
  private mean = 0;
  private m2 = 0;
  private hits = 0;
  private max = 0;

  add(x: number): void {
    this.n++;
    const delta = x - this.mean;
    this.mean += delta / this.n;
    this.m2 += delta * (x - this.mean);
    if (x > 0) this.hits++;
    if (x > this.max) this.max = x;
  }

  result(): SimulationStats {
    return {
      rounds: this.n,
      rtp: this.mean,
      sd: this.n > 1 ? Math.sqrt(this.m2 / (this.n - 1)) : 0,
      hitRate: this.n > 0 ? this.hits / this.n : 0,
      maxMultiplier: this.max,
    };
  }
}

/**
 * Plays `rounds` rounds from one float source and measures the return per unit staked.
 * Slots take the engine's allocation-free path (the same spin and line code playRound uses,
 * without building the outcome for the UI); other kinds validate the bet once and settle each round as playRound does.
 */
export function simulate(
  title: GameTitle,
  rounds: number,
  {
    source = createFastSource(1),
    bet = { kind: 'slot' },
    stake = 100,
  }: { source?: FloatSource; bet?: RoundBet; stake?: number } = {},
): SimulationStats {
  const stats = new ReturnStats();
  if (title.config.kind === 'slot') {
    const model = compileSlot(title.config);
    const state = createSpinState();
    for (let i = 0; i < rounds; i++) stats.add(playSlotRound(model, source, state) / model.lines);
  } else {
    const play = prepareRound(title, bet, stake);
    for (let i = 0; i < rounds; i++) stats.add(play(source).win / stake);
  }
  return stats.result();
}
