import type { SlotConfig } from '../types.ts';
import { CELLS, PAY_STRIDE, REELS, ROWS } from './engine.ts';

export { CELLS, PAY_STRIDE, REELS, ROWS };

/** A slot title compiled to typed arrays for fast, allocation-free spins. */
export interface SlotModel {
  config: SlotConfig;
  ids: string[];
  wild: number;
  scatter: number;
  lines: number;
  /** lines × 5 rows. */
  lineRows: Uint8Array;
  strips: Uint8Array[];
  /** Line pays in line-bet multiples: pay[symbol × 6 + count]. */
  pay: Int32Array;
  /** Scatter pay by count in line-bet multiples (total-stake multiple × lines). */
  scatterUnits: Int32Array;
  /** Free spins awarded by scatter count (0 below the trigger). */
  awards: Int32Array;
  multiplier: number;
  retrigger: boolean;
  maxSpins: number;
}

const compiled = new WeakMap<SlotConfig, SlotModel>();

/** By-count lookups for every possible count 0..15; counts past the table use its last entry. */
function byCount(table: readonly number[], from: number, scale: number): Int32Array {
  const out = new Int32Array(CELLS + 1);
  for (let count = from; count <= CELLS; count++) {
    out[count] = (table[Math.min(count, table.length - 1)] ?? 0) * scale;
  }
  return out;
}

export function compileSlot(config: SlotConfig): SlotModel {
  const cached = compiled.get(config);
  if (cached) return cached;
  const ids = config.symbols.map((symbol) => symbol.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const only = (kind: 'wild' | 'scatter'): number => {
    const found = config.symbols.filter((symbol) => symbol.kind === kind);
    if (found.length !== 1) throw new Error(`a slot needs exactly one ${kind} symbol`);
    return index.get(found[0]!.id)!;
  };
  const pay = new Int32Array(ids.length * PAY_STRIDE);
  for (const [id, pays] of Object.entries(config.pays)) {
    const symbol = index.get(id);
    if (symbol === undefined) throw new Error(`pays name unknown symbol ${id}`);
    pays.forEach((value, count) => {
      if (!Number.isInteger(value) || value < 0) throw new Error(`bad pay ${id}[${count}]`);
      pay[symbol * PAY_STRIDE + count] = value;
    });
  }
  const strips = config.reelStrips.map((strip) =>
    Uint8Array.from(strip, (id) => {
      const symbol = index.get(id);
      if (symbol === undefined) throw new Error(`reel strip names unknown symbol ${id}`);
      return symbol;
    }),
  );
  if (strips.length !== REELS || strips.some((strip) => strip.length < ROWS)) {
    throw new Error('a slot needs 5 reel strips of at least 3 stops');
  }
  const { freeSpins } = config;
  const model: SlotModel = {
    config,
    ids,
    wild: only('wild'),
    scatter: only('scatter'),
    lines: config.lines,
    lineRows: Uint8Array.from(config.paylines.flat()),
    strips,
    pay,
    scatterUnits: byCount(config.scatterPays, 0, config.lines),
    awards: byCount(freeSpins.awards, config.scattersToTrigger, 1).map((spins) =>
      Math.min(spins, freeSpins.maxSpins),
    ),
    multiplier: freeSpins.multiplier,
    retrigger: freeSpins.retrigger,
    maxSpins: freeSpins.maxSpins,
  };
  if (config.paylines.length !== config.lines) throw new Error('paylines do not match lines');
  compiled.set(config, model);
  return model;
}
