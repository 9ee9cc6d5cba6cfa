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

function twinGame(
  game: Omit<ProviderGame, 'rtp' | 'maxWinMultiplier'>,
  outcomes: Outcome[],
): TwinGame {
  return {
    game: {
      ...game,
      rtp: rtpOf(outcomes),
      maxWinMultiplier: Math.max(...outcomes.map((o) => o.multiplier)),
    },
    outcomes,
  };
}

/**
 * The sandbox feed of the Hub88 twin: what its catalog import brings. Sandbox content: listed
 * below the built-in titles (least popular, not the newest).
 */
export const HUB88_TWIN_GAMES: readonly TwinGame[] = [
  twinGame(
    {
      identity: 'hub88-fruit-fiesta',
      name: 'Fruit Fiesta',
      kind: 'slot',
      categories: ['slots'],
      theme: 'fruit',
      volatility: 'medium',
      popularity: 10,
      releasedAt: '2025-06-01',
      art: {
        background: '#3b0a45',
        accent: '#ffb703',
        motif: [{ glyph: 'seven', color: '#ffb703' }],
      },
      hasDemo: false,
    },
    [
      { multiplier: 0, weight: 5580 },
      { multiplier: 1, weight: 2500 },
      { multiplier: 2, weight: 1200 },
      { multiplier: 5, weight: 500 },
      { multiplier: 10, weight: 220 },
    ],
  ),
];

/** The sandbox feed of the SoftSwiss twin. */
export const SOFTSWISS_TWIN_GAMES: readonly TwinGame[] = [
  twinGame(
    {
      identity: 'softswiss-lucky-dice',
      name: 'Lucky Dice',
      kind: 'dice',
      categories: ['table'],
      theme: 'classic',
      volatility: 'low',
      popularity: 8,
      releasedAt: '2025-06-01',
      art: {
        background: '#023047',
        accent: '#8ecae6',
        motif: [{ glyph: 'star', color: '#8ecae6' }],
      },
      hasDemo: false,
    },
    [
      { multiplier: 0, weight: 6645 },
      { multiplier: 2, weight: 2300 },
      { multiplier: 3, weight: 800 },
      { multiplier: 10, weight: 255 },
    ],
  ),
];

/** The sandbox feed of the EveryMatrix twin. */
export const EVERYMATRIX_TWIN_GAMES: readonly TwinGame[] = [
  twinGame(
    {
      identity: 'everymatrix-gem-tower',
      name: 'Gem Tower',
      kind: 'slot',
      categories: ['slots'],
      theme: 'gems',
      volatility: 'high',
      popularity: 9,
      releasedAt: '2025-06-01',
      art: {
        background: '#0b3d2e',
        accent: '#52e3a4',
        motif: [{ glyph: 'diamond', color: '#52e3a4' }],
      },
      hasDemo: false,
    },
    [
      { multiplier: 0, weight: 6900 },
      { multiplier: 2, weight: 2000 },
      { multiplier: 4, weight: 700 },
      { multiplier: 20, weight: 150 },
      { multiplier: 50, weight: 25 },
    ],
  ),
];

/** The sandbox feed of the Slotegrator twin. */
export const SLOTEGRATOR_TWIN_GAMES: readonly TwinGame[] = [
  twinGame(
    {
      identity: 'slotegrator-gem-rush',
      name: 'Gem Rush',
      kind: 'slot',
      categories: ['slots'],
      theme: 'gems',
      volatility: 'high',
      popularity: 9,
      releasedAt: '2025-06-01',
      art: {
        background: '#0b3d2e',
        accent: '#52e3a4',
        motif: [{ glyph: 'star', color: '#52e3a4' }],
      },
      hasDemo: false,
    },
    [
      { multiplier: 0, weight: 6900 },
      { multiplier: 1, weight: 1600 },
      { multiplier: 2, weight: 900 },
      { multiplier: 5, weight: 420 },
      { multiplier: 20, weight: 155 },
      { multiplier: 40, weight: 25 },
    ],
  ),
];
