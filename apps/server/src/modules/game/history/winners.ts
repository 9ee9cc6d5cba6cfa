import { WINNERS_LIST_SIZE, type Winner } from '@casino/contracts';
import { type Db, queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';
import { toMinor } from '../../../shared/money.ts';
import { findDisplayNames } from '../../player/account-service.ts';
import { isoText } from '../catalog/game-rows.ts';

/**
 * A winner is a settled real-money round that paid more than its stake (win > stake: a
 * profit, however small). Every seamless round is real money (demo never reaches the casino).
 */
export async function winnerOf(
  db: Db,
  round: { id: string; gameId: string; playerId: string; win: number; currency: string },
  settledAt: Date,
): Promise<Winner | null> {
  const [game] = await queryRows<{ identity: string; name: string; image: string }>(
    db,
    sql`select identity, name, image from games where id = ${round.gameId}::uuid`,
  );
  if (!game) return null;
  const names = await findDisplayNames(db, [round.playerId]);
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

/** The newest winners (spec 9: 12), newest first: two queries, no N+1. */
export async function listWinners(db: Db): Promise<Winner[]> {
  const rows = await queryRows<{
    id: string;
    game_id: string;
    identity: string;
    name: string;
    image: string;
    player_id: string;
    win: unknown;
    currency: string;
    settled_at: string;
  }>(
    db,
    sql`select r.id, r.game_id, g.identity, g.name, g.image, r.player_id, r.win, r.currency,
        ${isoText(sql`r.settled_at`)} as settled_at
      from game_rounds r join games g on g.id = r.game_id
      where r.status = 2 and r.win > r.stake
      order by r.settled_at desc nulls last limit ${WINNERS_LIST_SIZE}`,
  );
  const names = await findDisplayNames(
    db,
    rows.map((r) => r.player_id),
  );
  return rows.map((row) => ({
    id: row.id,
    gameId: row.game_id,
    gameIdentity: row.identity,
    gameName: row.name,
    gameImage: row.image,
    nickname: names.get(row.player_id) ?? 'Unknown',
    amount: toMinor(row.win),
    currency: row.currency,
    createdAt: row.settled_at,
  }));
}
