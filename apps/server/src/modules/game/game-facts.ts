import type { Db } from '@casino/db';
import type { CatalogVersion } from './catalog/version.ts';
import { findGameFacts, type GameFacts } from './repository.ts';

export type { GameFacts } from './repository.ts';

/**
 * What the seamless calls need of a game that only a catalog change alters (identity, name,
 * image, categories, stated maximum win), kept per catalog version (issue 31): a win reads
 * them without a query. Every catalog change (a sync, an operator's switch) writes a new
 * version; this instance adopts its own at once, the others within the version's TTL (5 s).
 */
export interface GameFactsCache {
  /**
   * The game's facts under `version` (read first, outside any transaction: on PGlite a query
   * outside an open transaction waits for it); a miss is read through `db`, the caller's
   * transaction. Null for an unknown game.
   */
  get(db: Db, gameId: string, version: string): Promise<GameFacts | null>;
  version: CatalogVersion;
}

/** Bound of the games kept (oldest out first): the games played since the last change. */
const MAX_GAMES = 20_000;

export function createGameFactsCache(version: CatalogVersion): GameFactsCache {
  let kept = { version: '', games: new Map<string, Promise<GameFacts | null>>() };
  return {
    version,
    get(db, gameId, current) {
      if (kept.version !== current) kept = { version: current, games: new Map() };
      const { games } = kept;
      const hit = games.get(gameId);
      if (hit) return hit;
      if (games.size >= MAX_GAMES) games.delete(games.keys().next().value!);
      const read = findGameFacts(db, gameId);
      games.set(gameId, read);
      // A failed read (connection lost) is forgotten, not kept.
      read.catch(() => games.get(gameId) === read && games.delete(gameId));
      return read;
    },
  };
}
