import { BET_STATUS, WINNERS_LIST_SIZE } from '@casino/contracts';
import { type Db, gameBets, gameRounds, games } from '@casino/db';
import { and, count, desc, eq, gt, ne, sql } from 'drizzle-orm';

export interface Page {
  page: number;
  perPage: number;
}

const offsetOf = ({ page, perPage }: Page) => (page - 1) * perPage;

/** The player's rounds, newest first; fully rolled-back ones left out. With their total. */
export async function findSpins(db: Db, playerId: string, page: Page) {
  const where = and(
    eq(gameRounds.playerId, playerId),
    ne(gameRounds.status, BET_STATUS.rolledBack),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: gameRounds.id,
        gameId: gameRounds.gameId,
        gameName: games.name,
        roundId: gameRounds.providerRoundId,
        currency: gameRounds.currency,
        stake: gameRounds.stake,
        win: gameRounds.win,
        createdAt: gameRounds.createdAt,
      })
      .from(gameRounds)
      .innerJoin(games, eq(games.id, gameRounds.gameId))
      .where(where)
      .orderBy(desc(gameRounds.createdAt), gameRounds.id)
      .limit(page.perPage)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(gameRounds).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The player's bets, newest first: settled ones or open ones. With their total. */
export async function findBets(db: Db, playerId: string, page: Page & { isSettled: boolean }) {
  const settled = page.isSettled
    ? ne(gameBets.status, BET_STATUS.placed)
    : eq(gameBets.status, BET_STATUS.placed);
  const where = and(eq(gameBets.playerId, playerId), settled);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: gameBets.id,
        gameId: gameRounds.gameId,
        gameName: games.name,
        roundId: gameRounds.providerRoundId,
        currency: gameRounds.currency,
        amount: gameBets.amount,
        win: gameBets.win,
        status: gameBets.status,
        createdAt: gameBets.createdAt,
        settledAt: gameBets.settledAt,
      })
      .from(gameBets)
      .innerJoin(gameRounds, eq(gameRounds.id, gameBets.roundId))
      .innerJoin(games, eq(games.id, gameRounds.gameId))
      .where(where)
      .orderBy(desc(gameBets.createdAt), gameBets.id)
      .limit(page.perPage)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(gameBets).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The newest winning rounds: settled (status 2) with a win above the stake, in the order of
 * the partial index `game_rounds_winners_idx`.
 */
export function findWinningRounds(db: Db) {
  return db
    .select({
      id: gameRounds.id,
      gameId: gameRounds.gameId,
      gameIdentity: games.identity,
      gameName: games.name,
      gameImage: games.image,
      playerId: gameRounds.playerId,
      win: gameRounds.win,
      currency: gameRounds.currency,
      settledAt: gameRounds.settledAt,
    })
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .where(and(eq(gameRounds.status, 2), gt(gameRounds.win, gameRounds.stake)))
    .orderBy(sql`${gameRounds.settledAt} desc nulls last`)
    .limit(WINNERS_LIST_SIZE);
}
