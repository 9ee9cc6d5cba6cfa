import { randomInt } from 'node:crypto';
import type { ProviderGame } from '../../providers/types.ts';

/** One outcome of a twin game: the stake times `multiplier`, drawn `weight` times in 10 000. */
export interface Outcome {
  multiplier: number;
  weight: number;
}

export interface TwinGame {
  game: ProviderGame;
  outcomes: readonly Outcome[];
}

/** The return to player of a paytable, in percent (what the catalog states). */
export function rtpOf(outcomes: readonly Outcome[]): number {
  const total = outcomes.reduce((sum, o) => sum + o.weight, 0);
  const paid = outcomes.reduce((sum, o) => sum + o.multiplier * o.weight, 0);
  return Math.round((paid / total) * 10_000) / 100;
}

/** Draws one outcome (a uniform draw over the weights). */
export function draw(outcomes: readonly Outcome[]): Outcome {
  const total = outcomes.reduce((sum, o) => sum + o.weight, 0);
  let roll = randomInt(total);
  for (const outcome of outcomes) {
    if (roll < outcome.weight) return outcome;
    roll -= outcome.weight;
  }
  return outcomes[0]!;
}

/** One row of a twin's feed: what differs from game to game; the rest is the feed's own. */
interface FeedRow {
  identity: string;
  name: string;
  kind: ProviderGame['kind'];
  category: string;
  theme: string;
  volatility: ProviderGame['volatility'];
  popularity: number;
  /** Tile colours: background, accent (the motif's too). */
  colors: [string, string];
  glyph: string;
  /** The paytable: [multiplier, weight in 10 000]. */
  paytable: [number, number][];
}

/**
 * A twin game from its feed row. Sandbox content: listed below the built-in titles (least
 * popular, not the newest), real money only, its RTP and top payout read off its paytable.
 */
function twinGame(row: FeedRow): TwinGame {
  const outcomes = row.paytable.map(([multiplier, weight]) => ({ multiplier, weight }));
  const [background, accent] = row.colors;
  return {
    game: {
      identity: row.identity,
      name: row.name,
      kind: row.kind,
      categories: [row.category],
      theme: row.theme,
      volatility: row.volatility,
      rtp: rtpOf(outcomes),
      popularity: row.popularity,
      releasedAt: '2025-06-01',
      art: { background, accent, motif: [{ glyph: row.glyph, color: accent }] },
      hasDemo: false,
      maxWinMultiplier: Math.max(...outcomes.map((o) => o.multiplier)),
    },
    outcomes,
  };
}

/** Each twin's sandbox feed: what its catalog import brings. */
export const TWIN_GAMES = {
  hub88: [
    twinGame({
      identity: 'hub88-fruit-fiesta',
      name: 'Fruit Fiesta',
      kind: 'slot',
      category: 'slots',
      theme: 'fruit',
      volatility: 'medium',
      popularity: 10,
      colors: ['#3b0a45', '#ffb703'],
      glyph: 'seven',
      paytable: [
        [0, 5580],
        [1, 2500],
        [2, 1200],
        [5, 500],
        [10, 220],
      ],
    }),
  ],
  softswiss: [
    twinGame({
      identity: 'softswiss-lucky-dice',
      name: 'Lucky Dice',
      kind: 'dice',
      category: 'table',
      theme: 'classic',
      volatility: 'low',
      popularity: 8,
      colors: ['#023047', '#8ecae6'],
      glyph: 'star',
      paytable: [
        [0, 6645],
        [2, 2300],
        [3, 800],
        [10, 255],
      ],
    }),
  ],
  everymatrix: [
    twinGame({
      identity: 'everymatrix-gem-tower',
      name: 'Gem Tower',
      kind: 'slot',
      category: 'slots',
      theme: 'gems',
      volatility: 'high',
      popularity: 9,
      colors: ['#0b3d2e', '#52e3a4'],
      glyph: 'diamond',
      paytable: [
        [0, 6900],
        [2, 2000],
        [4, 700],
        [20, 150],
        [50, 25],
      ],
    }),
  ],
  slotegrator: [
    twinGame({
      identity: 'slotegrator-gem-rush',
      name: 'Gem Rush',
      kind: 'slot',
      category: 'slots',
      theme: 'gems',
      volatility: 'high',
      popularity: 9,
      colors: ['#0b3d2e', '#52e3a4'],
      glyph: 'star',
      paytable: [
        [0, 6900],
        [1, 1600],
        [2, 900],
        [5, 420],
        [20, 155],
        [40, 25],
      ],
    }),
  ],
} satisfies Record<string, readonly TwinGame[]>;
