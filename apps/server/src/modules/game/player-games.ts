import type { Game } from '@casino/contracts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { toGame } from './catalog/game-rows.ts';
import type { GameContext } from './context.ts';
import type { GameFailure } from './failures.ts';
import * as repo from './repository.ts';

export { PLAYED_LIST_SIZE } from './repository.ts';

type Changed = Result<void, GameFailure>;

/** The player's favourites, newest first (enabled games only). */
export async function listFavorites(ctx: GameContext, playerId: string): Promise<Game[]> {
  return (await repo.findFavoriteGames(ctx.db, playerId)).map(toGame);
}

async function changeFavorite(
  ctx: GameContext,
  playerId: string,
  key: string,
  change: (db: GameContext['db'], playerId: string, gameId: string) => Promise<void>,
): Promise<Changed> {
  const gameId = await repo.findGameId(ctx.db, key);
  if (!gameId) return fail({ kind: 'game_not_found' });
  await change(ctx.db, playerId, gameId);
  return ok(undefined);
}

/** Marks a game as a favourite; `game_not_found` when there is no such game. Idempotent. */
export const addFavorite = (ctx: GameContext, playerId: string, key: string) =>
  changeFavorite(ctx, playerId, key, repo.insertFavorite);

/** Unmarks it; `game_not_found` when there is no such game. Idempotent. */
export const removeFavorite = (ctx: GameContext, playerId: string, key: string) =>
  changeFavorite(ctx, playerId, key, repo.deleteFavorite);

/** The games the player launched, most recent first. */
export async function listPlayed(ctx: GameContext, playerId: string): Promise<Game[]> {
  return (await repo.findPlayedGames(ctx.db, playerId)).map(toGame);
}
