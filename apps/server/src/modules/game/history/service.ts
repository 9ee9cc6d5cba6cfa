import { BET_STATUS, type Bet, type Spin } from '@casino/contracts';
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
