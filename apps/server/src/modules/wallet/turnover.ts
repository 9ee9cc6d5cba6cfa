import { type Db, queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';
import { toMinor } from '../../shared/money.ts';
import type { WalletContext } from './context.ts';
import { findAccountsWithBalances } from './repository.ts';

export interface Turnover {
  /** Stakes the deposits call for: deposits × DEPOSIT_TURNOVER_MULTIPLIER, rounded up. */
  required: number;
  /**
   * Stakes placed (transfers coded `stake` out of the player's real or bonus money), less the
   * stakes a provider rolled back (`stake_refund`).
   */
  wagered: number;
  /** What is still to stake; that much real money is held back from withdrawal. */
  remaining: number;
}

const NONE: Turnover = { required: 0, wagered: 0, remaining: 0 };

// Raw SQL, prepared like the balance reads it runs beside (a withdrawal's reserve, under the
// account lock). ADR 003 measured the postings, not this query: no gain of its own is measured.

/**
 * Deposit turnover of one wallet account, from the ledger itself: every deposit must be staked
 * `multiplier` times before it can be withdrawn. Counted over the account's whole life (stakes
 * before a deposit count towards it too), which is simple and never holds back more than due.
 */
export async function turnoverOf(
  ctx: WalletContext,
  account: { id: string },
  db: Db = ctx.db,
): Promise<Turnover> {
  const multiplier = ctx.depositTurnoverMultiplier;
  if (multiplier <= 0) return NONE;
  const [row] = await queryRows<{ deposited: unknown; wagered: unknown }>(
    db,
    sql`select
        coalesce(sum(t.amount) filter (where t.code = 'deposit' and t.credit_account_id = la.id), 0) as deposited,
        coalesce(sum(t.amount) filter (where t.code = 'stake' and t.debit_account_id = la.id), 0)
          - coalesce(sum(t.amount) filter (where t.code = 'stake_refund' and t.credit_account_id = la.id), 0)
          as wagered
      from ledger_accounts la
      join ledger_transfers t on t.credit_account_id = la.id or t.debit_account_id = la.id
      where la.wallet_account_id = ${account.id} and la.kind in ('real', 'bonus')`,
  );
  const required = Math.ceil(toMinor(row?.deposited ?? 0) * multiplier);
  const wagered = toMinor(row?.wagered ?? 0);
  return { required, wagered, remaining: Math.max(0, required - wagered) };
}

/** Deposit turnover of the player's account in `currency` (all zero without one). */
export async function getTurnover(
  ctx: WalletContext,
  playerId: string,
  currency: string,
): Promise<Turnover> {
  const [account] = await findAccountsWithBalances(ctx.db, playerId, {
    currency,
    includeHidden: true,
  });
  return account ? turnoverOf(ctx, account) : NONE;
}
