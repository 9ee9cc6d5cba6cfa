import { BET_STATUS } from '@casino/contracts';
import { type Db, queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';

/**
 * A player's settled real-money rounds in a currency within a window, optionally of one game:
 * how many and their stakes (issue 33: quest progress reads them, so progress is recomputed
 * from the rounds themselves and a missed notification never loses any). Uses the player's
 * rounds index (player_id, created_at).
 */
export async function settledRoundTotals(
  db: Db,
  input: {
    playerId: string;
    currency: string;
    since: Date;
    until: Date | null;
    gameIdentity: string | null;
  },
): Promise<{ rounds: number; stake: number }> {
  const [row] = await queryRows<{ rounds: string; stake: string }>(
    db,
    sql`select count(*)::text as rounds, coalesce(sum(r.stake), 0)::text as stake
      from game_rounds r
      ${input.gameIdentity ? sql`join games g on g.id = r.game_id and g.identity = ${input.gameIdentity}` : sql``}
      where r.player_id = ${input.playerId}::uuid and r.currency = ${input.currency}
        and r.created_at >= ${input.since.toISOString()}::timestamptz
        and r.status in (${BET_STATUS.won}, ${BET_STATUS.lost})
        and r.real_stake > 0
        ${input.until ? sql`and r.settled_at <= ${input.until.toISOString()}::timestamptz` : sql``}`,
  );
  return { rounds: Number(row?.rounds ?? 0), stake: Number(row?.stake ?? 0) };
}
