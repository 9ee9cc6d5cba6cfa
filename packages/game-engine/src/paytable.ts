import { diceMultiplier } from './dice/engine.ts';
import type { GameTitle, RouletteBetType, SlotSymbol } from './types.ts';

export interface PayRow {
  count: number;
  pay: number;
}

export type Paytable =
  | {
      kind: 'slot';
      lines: number;
      paylines: number[][];
      /** Line pays in line-bet multiples (line bet = stake / lines), highest symbols first. */
      symbols: (SlotSymbol & { pays: PayRow[] })[];
      /** Scatter pays in total-stake multiples, anywhere on the reels. */
      scatter: {
        symbol: SlotSymbol;
        pays: PayRow[];
        freeSpins: { count: number; spins: number }[];
      };
      freeSpins: { multiplier: number; retrigger: boolean; maxSpins: number };
    }
  | {
      kind: 'roulette';
      /** `pays` to 1 (stake back on top); `returns` = stake multiple paid back on a win. */
      bets: { type: RouletteBetType; numbers: number; pays: number; returns: number }[];
    }
  | {
      kind: 'dice';
      rtp: number;
      minChance: number;
      maxChance: number;
      examples: { chance: number; multiplier: number }[];
    }
  | {
      kind: 'crash';
      houseEdge: number;
      minCashOut: number;
      maxCashOut: number;
      /** Chance (percent, 4 decimals) that the round reaches each cash-out. */
      examples: { cashOutAt: number; chance: number }[];
    };

const ROULETTE_SIZES: [RouletteBetType, number][] = [
  ['straight', 1],
  ['split', 2],
  ['street', 3],
  ['corner', 4],
  ['line', 6],
  ['dozen', 12],
  ['column', 12],
  ['red', 18],
  ['black', 18],
  ['odd', 18],
  ['even', 18],
  ['low', 18],
  ['high', 18],
];

const rows = (pays: readonly number[], from = 0) =>
  pays.flatMap((pay, count) => (count >= from && pay > 0 ? [{ count, pay }] : []));

/** What every outcome pays, for a game's info panel. */
export function paytable(title: GameTitle): Paytable {
  const { config } = title;
  switch (config.kind) {
    case 'slot': {
      const scatter = config.symbols.find((symbol) => symbol.kind === 'scatter')!;
      return {
        kind: 'slot',
        lines: config.lines,
        paylines: config.paylines,
        symbols: config.symbols
          .filter((symbol) => symbol.kind !== 'scatter')
          .map((symbol) => ({ ...symbol, pays: rows(config.pays[symbol.id] ?? []) })),
        scatter: {
          symbol: scatter,
          pays: rows(config.scatterPays),
          freeSpins: rows(config.freeSpins.awards, config.scattersToTrigger).map(
            ({ count, pay }) => ({ count, spins: pay }),
          ),
        },
        freeSpins: {
          multiplier: config.freeSpins.multiplier,
          retrigger: config.freeSpins.retrigger,
          maxSpins: config.freeSpins.maxSpins,
        },
      };
    }
    case 'roulette':
      return {
        kind: 'roulette',
        bets: ROULETTE_SIZES.map(([type, numbers]) => ({
          type,
          numbers,
          pays: 36 / numbers - 1,
          returns: 36 / numbers,
        })),
      };
    case 'dice':
      return {
        kind: 'dice',
        rtp: config.rtp,
        minChance: config.minChance,
        maxChance: config.maxChance,
        examples: [config.minChance, 10, 25, 49.5, 75, config.maxChance]
          .filter((chance) => chance >= config.minChance && chance <= config.maxChance)
          .map((chance) => ({
            chance,
            multiplier: diceMultiplier(config, Math.round(chance * 100)) / 10_000,
          })),
      };
    case 'crash':
      return {
        kind: 'crash',
        houseEdge: config.houseEdge,
        minCashOut: config.minCashOut,
        maxCashOut: config.maxCashOut,
        examples: [config.minCashOut, 1.5, 2, 5, 10, 100, config.maxCashOut]
          .filter((at) => at <= config.maxCashOut)
          .map((cashOutAt) => ({
            cashOutAt,
            chance: Math.floor(((1 - config.houseEdge) / cashOutAt) * 1_000_000) / 10_000,
          })),
      };
  }
}
