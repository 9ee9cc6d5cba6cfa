import { BET_STATUS, type Bet, type Spin } from '@casino/contracts';
import { type Db, queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';
import { toMinor } from '../../../shared/money.ts';
import { isoText } from '../catalog/game-rows.ts';

interface Page {
  page: number;
  perPage: number;
}

const limits = ({ page, perPage }: Page) => sql`limit ${perPage} offset ${(page - 1) * perPage}`;

/** The player's rounds (history "spins"), newest first; fully rolled-back ones left out. */
export async function listSpins(db: Db, playerId: string, page: Page) {
  const where = sql`r.player_id = ${playerId}::uuid and r.status <> ${BET_STATUS.rolledBack}`;
  const [rows, count] = await Promise.all([
    queryRows<{
      id: string;
      game_id: string;
      name: string;
      provider_round_id: string;
      currency: string;
      stake: unknown;
      win: unknown;
      created_at: string;
    }>(
      db,
      sql`select r.id, r.game_id, g.name, r.provider_round_id, r.currency, r.stake, r.win,
          ${isoText(sql`r.created_at`)} as created_at
        from game_rounds r join games g on g.id = r.game_id
        where ${where} order by r.created_at desc, r.id ${limits(page)}`,
    ),
    queryRows<{ n: unknown }>(db, sql`select count(*) as n from game_rounds r where ${where}`),
  ]);
  const items: Spin[] = rows.map((row) => ({
    id: row.id,
    gameId: row.game_id,
    gameName: row.name,
    roundId: row.provider_round_id,
    currency: row.currency,
    stake: toMinor(row.stake),
    win: toMinor(row.win),
    createdAt: row.created_at,
  }));
  return { items, total: toMinor(count[0]?.n ?? 0), ...page };
}

/** The player's bets (history "bets"), newest first: settled ones (default) or open ones. */
export async function listBets(db: Db, playerId: string, query: Page & { isSettled: boolean }) {
  const settled = query.isSettled
    ? sql`b.status <> ${BET_STATUS.placed}`
    : sql`b.status = ${BET_STATUS.placed}`;
  const where = sql`b.player_id = ${playerId}::uuid and ${settled}`;
  const [rows, count] = await Promise.all([
    queryRows<{
      id: string;
      game_id: string;
      name: string;
      provider_round_id: string;
      currency: string;
      amount: unknown;
      win: unknown;
      status: number;
      created_at: string;
      settled_at: string | null;
    }>(
      db,
      sql`select b.id, r.game_id, g.name, r.provider_round_id, r.currency, b.amount, b.win,
          b.status, ${isoText(sql`b.created_at`)} as created_at,
          ${isoText(sql`b.settled_at`)} as settled_at
        from game_bets b join game_rounds r on r.id = b.round_id join games g on g.id = r.game_id
        where ${where} order by b.created_at desc, b.id ${limits(query)}`,
    ),
    queryRows<{ n: unknown }>(db, sql`select count(*) as n from game_bets b where ${where}`),
  ]);
  const items: Bet[] = rows.map((row) => ({
    id: row.id,
    gameId: row.game_id,
    gameName: row.name,
    roundId: row.provider_round_id,
    currency: row.currency,
    amount: toMinor(row.amount),
    win: toMinor(row.win),
    status: Number(row.status),
    isSettled: Number(row.status) !== BET_STATUS.placed,
    createdAt: row.created_at,
    settledAt: row.settled_at,
  }));
  return { items, total: toMinor(count[0]?.n ?? 0), page: query.page, perPage: query.perPage };
}
