import { CRASH_TITLES } from './crash/titles.ts';
import { DICE_TITLES } from './dice/titles.ts';
import { ROULETTE_TITLES } from './roulette/titles.ts';
import { SLOT_TITLES } from './slot/titles/index.ts';
import type { GameTitle, SlotSymbol } from './types.ts';

/** Lobby categories the titles use (English names; the site translates by identity). */
export const GAME_CATEGORIES: readonly { identity: string; name: string }[] = [
  { identity: 'slots', name: 'Slots' },
  { identity: 'table', name: 'Table games' },
  { identity: 'instant', name: 'Instant games' },
  { identity: 'roulette', name: 'Roulette' },
  { identity: 'dice', name: 'Dice' },
  { identity: 'crash', name: 'Crash' },
  { identity: 'classic', name: 'Classic slots' },
  { identity: 'high-volatility', name: 'High volatility' },
];

export const GAME_TITLES: readonly GameTitle[] = [
  ...SLOT_TITLES,
  ...ROULETTE_TITLES,
  ...DICE_TITLES,
  ...CRASH_TITLES,
];

const BY_IDENTITY = new Map(GAME_TITLES.map((title) => [title.identity, title]));

export function findTitle(identity: string): GameTitle | undefined {
  return BY_IDENTITY.get(identity);
}

/** The symbols of every slot title, by identity, so a browser can draw reels without images. */
export const SYMBOLS: Readonly<Record<string, readonly SlotSymbol[]>> = Object.fromEntries(
  GAME_TITLES.flatMap((title) =>
    title.config.kind === 'slot' ? [[title.identity, title.config.symbols]] : [],
  ),
);
