import { type Db, gameBets, gameRounds, games } from '@casino/db';
import { count, desc, eq } from 'drizzle-orm';

/** The player's bets, newest first, with the game's name and the round's currency. */
export async function listPlayerBets(
  db: Db,
  playerId: string,
  { page, perPage }: { page: number; perPage: number },
) {
  const where = eq(gameBets.playerId, playerId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ bet: gameBets, game: games.name, currency: gameRounds.currency })
      .from(gameBets)
      .innerJoin(gameRounds, eq(gameRounds.id, gameBets.roundId))
      .leftJoin(games, eq(games.id, gameRounds.gameId))
      .where(where)
      .orderBy(desc(gameBets.createdAt))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(gameBets).where(where),
  ]);
  return {
    items: rows.map(({ bet, game, currency }) => ({
      id: bet.id,
      game: game ?? '',
      currency,
      stake: Number(bet.amount),
      win: Number(bet.win),
      status: bet.status,
      createdAt: bet.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}
