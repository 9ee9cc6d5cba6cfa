import { GAME_TITLES } from '@casino/game-engine';
import type { CatalogTitle } from './builtin.ts';

/** The built-in provider's titles: the game engine's catalog. */
export const BUILTIN_TITLES: readonly CatalogTitle[] = GAME_TITLES;
