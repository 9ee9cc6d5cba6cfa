import type { GlyphId } from '../art/glyphs/index.ts';
import type { GameArt, GameTitle, SlotConfig, SlotSymbol, Volatility } from '../types.ts';
import { paylinesFor } from './paylines.ts';

type SymbolSpec = [id: string, name: string, glyph: GlyphId, color: string];

/** A slot title as written in the catalog; defineSlot turns it into a GameTitle. */
export interface SlotSpec {
  identity: string;
  name: string;
  theme: string;
  description: string;
  /** Tile colours; the tile shows the wild, the first high symbol and the scatter. */
  art: Omit<GameArt, 'motif'>;
  releasedAt: string;
  popularity: number;
  volatility: Volatility;
  /** The stated RTP: slotMath(config).rtp rounded to 6 decimals (a test keeps them equal). */
  rtp: number;
  lines: 10 | 20 | 25;
  wild: SymbolSpec;
  scatter: SymbolSpec;
  high: SymbolSpec[];
  low: SymbolSpec[];
  /** Line pays (line-bet multiples) for 3, 4, 5 of a kind, or for 2, 3, 4, 5 when 4 numbers. */
  pays: Record<string, number[]>;
  /** Scatter pays (total-stake multiples) for 3, 4, 5+ scatters. */
  scatterPays: [number, number, number];
  /** Symbol counts on reels 1..5. */
  reels: Record<string, [number, number, number, number, number]>;
  /** Symbols that stand in blocks of this many stops (stacked symbols). */
  stacks?: Record<string, number>;
  freeSpins: {
    awards: [number, number, number];
    multiplier: number;
    retrigger: boolean;
    maxSpins: number;
  };
  extraCategories?: string[];
}

/**
 * A reel strip from symbol counts: blocks (a stack is one block) are spread as evenly as
 * possible (each next block is the symbol furthest behind its share), then the strip is
 * rotated so reels with equal counts still differ.
 */
export function buildReelStrip(
  counts: [id: string, count: number][],
  stacks: Record<string, number>,
  rotation: number,
): string[] {
  const blocks = counts
    .filter(([, count]) => count > 0)
    .map(([id, count]) => {
      const size = stacks[id] ?? 1;
      if (count % size !== 0)
        throw new Error(`${id}: ${count} stops do not make stacks of ${size}`);
      return { id, size, blocks: count / size, placed: 0 };
    });
  const totalBlocks = blocks.reduce((sum, symbol) => sum + symbol.blocks, 0);
  const strip: string[] = [];
  for (let placed = 0; placed < totalBlocks; placed++) {
    let best = blocks[0]!;
    let bestLag = Number.NEGATIVE_INFINITY;
    for (const symbol of blocks) {
      const lag = (symbol.blocks * (placed + 1)) / totalBlocks - symbol.placed;
      if (symbol.placed < symbol.blocks && lag > bestLag + 1e-12) {
        best = symbol;
        bestLag = lag;
      }
    }
    best.placed++;
    for (let i = 0; i < best.size; i++) strip.push(best.id);
  }
  const shift = rotation % strip.length;
  return [...strip.slice(shift), ...strip.slice(0, shift)];
}

function toSymbols(spec: SlotSpec): SlotSymbol[] {
  const make =
    (kind: SlotSymbol['kind']) =>
    ([id, name, glyph, color]: SymbolSpec) => ({
      id,
      name,
      glyph,
      color,
      kind,
    });
  return [
    make('wild')(spec.wild),
    make('scatter')(spec.scatter),
    ...spec.high.map(make('high')),
    ...spec.low.map(make('low')),
  ];
}

/** Pays indexed by count 0..5. */
function payRow(pays: number[]): number[] {
  return pays.length === 4 ? [0, 0, ...pays] : [0, 0, 0, ...pays];
}

export function slotConfig(spec: SlotSpec): SlotConfig {
  const symbols = toSymbols(spec);
  const reelStrips = [0, 1, 2, 3, 4].map((reel) =>
    buildReelStrip(
      symbols.map(({ id }) => [id, spec.reels[id]?.[reel] ?? 0]),
      spec.stacks ?? {},
      reel * 7,
    ),
  );
  const { awards, ...freeSpins } = spec.freeSpins;
  return {
    kind: 'slot',
    reels: 5,
    rows: 3,
    lines: spec.lines,
    paylines: paylinesFor(spec.lines),
    symbols,
    pays: Object.fromEntries(Object.entries(spec.pays).map(([id, pays]) => [id, payRow(pays)])),
    scatterPays: [0, 0, 0, ...spec.scatterPays],
    scattersToTrigger: 3,
    reelStrips,
    freeSpins: { awards: [0, 0, 0, ...awards], ...freeSpins },
  };
}

/**
 * The most a round can pay, as a stake multiple: every spin paying the top line pay on every
 * line plus the top scatter pay, and every free spin played. A bound, never reached in play.
 */
export function slotMaxWin(config: SlotConfig): number {
  const topLine = Math.max(...Object.values(config.pays).flat());
  const topScatter = Math.max(...config.scatterPays);
  const { multiplier, maxSpins } = config.freeSpins;
  return (topLine + topScatter) * (1 + multiplier * maxSpins);
}

export function defineSlot(spec: SlotSpec): GameTitle {
  const config = slotConfig(spec);
  const categories = ['slots', ...(spec.volatility === 'high' ? ['high-volatility'] : [])];
  return {
    identity: spec.identity,
    name: spec.name,
    kind: 'slot',
    categories: [...categories, ...(spec.extraCategories ?? [])],
    theme: spec.theme,
    volatility: spec.volatility,
    rtp: spec.rtp,
    maxWinMultiplier: slotMaxWin(config),
    art: {
      ...spec.art,
      motif: [spec.wild, spec.high[0]!, spec.scatter].map(([, , glyph, color]) => ({
        glyph,
        color,
      })),
    },
    config,
    releasedAt: spec.releasedAt,
    popularity: spec.popularity,
    description: spec.description,
  };
}
