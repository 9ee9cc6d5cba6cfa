import { BET_STATUS, type Bet, type Spin } from '@casino/contracts';
import { type Db, queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';
import { toMinor } from '../../../shared/money.ts';
import type { GameContext } from '../context.ts';
import * as repo from './repository.ts';

/** The player's rounds (history "spins"), newest first; fully rolled-back ones left out. */
export async function listSpins(ctx: GameContext, playerId: string, page: repo.Page) {
  const { rows, total } = await repo.findSpins(ctx.readDb, playerId, page);
  const items: Spin[] = rows.map((row) => ({
    ...row,
    stake: toMinor(row.stake),
    win: toMinor(row.win),
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, total, ...page };
}

/** The player's bets (history "bets"), newest first: settled ones (default) or open ones. */
export async function listBets(
  ctx: GameContext,
  playerId: string,
  query: repo.Page & { isSettled: boolean },
) {
  const { rows, total } = await repo.findBets(ctx.readDb, playerId, query);
  const items: Bet[] = rows.map((row) => ({
    ...row,
    amount: toMinor(row.amount),
    win: toMinor(row.win),
    isSettled: row.status !== BET_STATUS.placed,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  }));
  return { items, total, page: query.page, perPage: query.perPage };
}

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
