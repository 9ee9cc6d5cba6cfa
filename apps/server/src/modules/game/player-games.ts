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

/** Marks a game as a favourite; `game_not_found` when there is no such game. Idempotent. */
export async function addFavorite(
  ctx: GameContext,
  playerId: string,
  key: string,
): Promise<Changed> {
  const gameId = await repo.findGameId(ctx.db, key);
  if (!gameId) return fail({ kind: 'game_not_found' });
  await repo.insertFavorite(ctx.db, playerId, gameId);
  return ok(undefined);
}

/** Unmarks it; `game_not_found` when there is no such game. Idempotent. */
export async function removeFavorite(
  ctx: GameContext,
  playerId: string,
  key: string,
): Promise<Changed> {
  const gameId = await repo.findGameId(ctx.db, key);
  if (!gameId) return fail({ kind: 'game_not_found' });
  await repo.deleteFavorite(ctx.db, playerId, gameId);
  return ok(undefined);
}

/** The games the player launched, most recent first. */
export async function listPlayed(ctx: GameContext, playerId: string): Promise<Game[]> {
  return (await repo.findPlayedGames(ctx.db, playerId)).map(toGame);
}
