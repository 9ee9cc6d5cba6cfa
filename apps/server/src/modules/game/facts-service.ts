import { BET_STATUS } from '@casino/contracts';
import { type Db, gameProviders, gameRounds, games, queryRows } from '@casino/db';
import { and, eq, sql } from 'drizzle-orm';

// What other modules ask of games and rounds (docs/decisions/036): the bonus rules' game
// maximum win, whether a player still has a round open, a session's results.

/** The game's stated maximum win per round (× stake), by identity; null when unknown. */
export async function gameMaxWinMultiplier(db: Db, identity: string): Promise<number | null> {
  const [row] = await db
    .select({ max: games.maxWinMultiplier })
    .from(games)
    .where(eq(games.identity, identity));
  return row?.max ?? null;
}

/** The identity of the provider whose game this is (free spins go to it); null when unknown. */
export async function gameProviderIdentity(db: Db, identity: string): Promise<string | null> {
  const [row] = await db
    .select({ provider: gameProviders.identity })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(eq(games.identity, identity));
  return row?.provider ?? null;
}

/** Whether the player has a round in `currency` whose bet is placed and not settled. */
export async function hasOpenRound(db: Db, playerId: string, currency: string) {
  const [row] = await db
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.playerId, playerId),
        eq(gameRounds.currency, currency),
        eq(gameRounds.status, BET_STATUS.placed),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Stakes and wins of the player's rounds started at or after `since`, per currency. Raw SQL,
 * prepared (ADR 013: `npm run bench:backoffice` measured it about twice as fast as its
 * query-builder form, which is planned each time; it runs at every reality check).
 */
export async function roundResultsSince(db: Db, playerId: string, since: Date) {
  const rows = await queryRows<{ currency: string; staked: string; won: string }>(
    db,
    sql`select currency, coalesce(sum(stake), 0)::text as staked, coalesce(sum(win), 0)::text as won
      from game_rounds
      where player_id = ${playerId} and created_at >= ${since.toISOString()}::timestamptz
      group by currency order by currency`,
  );
  return rows.map((r) => {
    const staked = Number(r.staked);
    const won = Number(r.won);
    return { currency: r.currency, staked, won, net: won - staked };
  });
}
