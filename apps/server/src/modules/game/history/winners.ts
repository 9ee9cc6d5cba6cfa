import type { Winner } from '@casino/contracts';
import type { Db } from '@casino/db';
import { toMinor } from '../../../shared/money.ts';
import { findPublicNames } from '../../player/account-service.ts';
import type { GameContext } from '../context.ts';
import type { GameFacts } from '../game-facts.ts';
import { findWinningRounds } from './repository.ts';

/**
 * A winner is a settled real-money round that paid more than its stake (win > stake: a
 * profit, however small). Every seamless round is real money (demo never reaches the casino).
 * `game`: the round's game (the seamless calls keep its facts per catalog version).
 */
export async function winnerOf(
  db: Db,
  round: { id: string; gameId: string; playerId: string; win: number; currency: string },
  game: Pick<GameFacts, 'identity' | 'name' | 'image'>,
  settledAt: Date,
): Promise<Winner> {
  const names = await findPublicNames(db, [round.playerId]);
  return {
    id: round.id,
    gameId: round.gameId,
    gameIdentity: game.identity,
    gameName: game.name,
    gameImage: game.image,
    nickname: names.get(round.playerId) ?? 'Unknown',
    amount: round.win,
    currency: round.currency,
    createdAt: settledAt.toISOString(),
  };
}

/**
 * The newest winners (docs/product/constants.md#latest-winners: 12), newest first: two queries, no
 * N+1.
 */
export async function listWinners(ctx: GameContext): Promise<Winner[]> {
  const rows = await findWinningRounds(ctx.readDb);
  const names = await findPublicNames(
    ctx.readDb,
    rows.map((r) => r.playerId),
  );
  return rows.map(({ playerId, win, settledAt, ...row }) => ({
    ...row,
    nickname: names.get(playerId) ?? 'Unknown',
    amount: toMinor(win),
    // A settled round always has its time (closeRound sets both).
    createdAt: settledAt?.toISOString() ?? '',
  }));
}
