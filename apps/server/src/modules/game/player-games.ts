import type { Game } from '@casino/contracts';
import { type Db, gameFavorites, gameRecentPlays, queryRows } from '@casino/db';
import { and, eq, sql } from 'drizzle-orm';
import { GAME_COLUMNS, type GameRow, toGame } from './catalog/game-rows.ts';
import type { GameContext } from './context.ts';

/** How many recently played games the list keeps. */
export const PLAYED_LIST_SIZE = 24;
const FAVORITES_MAX = 500;

/** The enabled game's id by id or identity (favourites and launches name either). */
export async function findGameId(db: Db, key: string): Promise<string | null> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from games where (id::text = ${key} or identity = ${key}) and is_enabled limit 1`,
  );
  return rows[0]?.id ?? null;
}

/** The player's favourites, newest first (enabled games only). */
export async function listFavorites(ctx: GameContext, playerId: string): Promise<Game[]> {
  const rows = await queryRows<GameRow>(
    ctx.db,
    sql`select ${GAME_COLUMNS}, true as is_favorite
      from game_favorites f join games g on g.id = f.game_id
      join game_providers p on p.id = g.provider_id
      where f.player_id = ${playerId}::uuid and g.is_enabled
      order by f.created_at desc, g.id limit ${FAVORITES_MAX}`,
  );
  return rows.map(toGame);
}

/** Marks a game as a favourite; false when there is no such game. Idempotent. */
export async function addFavorite(ctx: GameContext, playerId: string, key: string) {
  const gameId = await findGameId(ctx.db, key);
  if (!gameId) return false;
  await ctx.db.insert(gameFavorites).values({ playerId, gameId }).onConflictDoNothing();
  return true;
}

/** Unmarks it; false when there is no such game. Idempotent. */
export async function removeFavorite(ctx: GameContext, playerId: string, key: string) {
  const gameId = await findGameId(ctx.db, key);
  if (!gameId) return false;
  await ctx.db
    .delete(gameFavorites)
    .where(and(eq(gameFavorites.playerId, playerId), eq(gameFavorites.gameId, gameId)));
  return true;
}

/** The games the player launched, most recent first. */
export async function listPlayed(ctx: GameContext, playerId: string): Promise<Game[]> {
  const rows = await queryRows<GameRow>(
    ctx.db,
    sql`select ${GAME_COLUMNS}, (f.player_id is not null) as is_favorite
      from game_recent_plays r join games g on g.id = r.game_id
      join game_providers p on p.id = g.provider_id
      left join game_favorites f on f.game_id = g.id and f.player_id = r.player_id
      where r.player_id = ${playerId}::uuid and g.is_enabled
      order by r.last_played_at desc, g.id limit ${PLAYED_LIST_SIZE}`,
  );
  return rows.map(toGame);
}

export async function recordPlayed(db: Db, playerId: string, gameId: string, now: Date) {
  await db
    .insert(gameRecentPlays)
    .values({ playerId, gameId, lastPlayedAt: now })
    .onConflictDoUpdate({
      target: [gameRecentPlays.playerId, gameRecentPlays.gameId],
      set: { lastPlayedAt: now },
    });
}
