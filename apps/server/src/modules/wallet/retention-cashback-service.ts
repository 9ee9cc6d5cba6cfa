import { type Db, queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';
import type { Result } from '../../shared/result.ts';
import type { WalletContext } from './context.ts';
import { inLedgerTransaction, postLocked } from './ledger/post.ts';
import type { LedgerFailure } from './ledger/types.ts';
import { lockFor, type Movement, settle } from './money-service.ts';

// Money of the retention module's cashback and referrals (issue 33): the wallet owns the ledger,
// so the figures read from it and the rewards posted to it live here.

/** A player's real-money net loss in one currency over a period (minor units, > 0 only). */
export interface NetLoss {
  playerId: string;
  currency: string;
  netLoss: number;
}

/**
 * Real money lost on games between `from` (inclusive) and `to` (exclusive): stakes and taken-back
 * wins from the player's real account minus wins and refunds into it. Bonus money staked or won
 * is on the bonus account and does not count. One aggregate over the period's game transfers;
 * `playerId` narrows it to one player (the site's accrual), `currency` to one currency.
 */
export async function realNetLosses(
  db: Db,
  period: { from: Date; to: Date },
  only: { playerId?: string; currency?: string } = {},
): Promise<NetLoss[]> {
  const from = period.from.toISOString();
  const to = period.to.toISOString();
  const player = only.playerId ? sql`and wa.player_id = ${only.playerId}` : sql``;
  const currency = only.currency ? sql`and la.currency = ${only.currency}` : sql``;
  const rows = await queryRows<{ player_id: string; currency: string; net: string }>(
    db,
    sql`
    with acc as ${only.playerId ? sql`materialized` : sql``} (
      select la.id, wa.player_id, la.currency
      from ledger_accounts la join wallet_accounts wa on wa.id = la.wallet_account_id
      where la.kind = 'real' ${player} ${currency}
    ), m as (
      select t.debit_account_id as account_id, t.amount as v from ledger_transfers t
      where t.code in ('stake', 'win_reversal')
        and t.created_at >= ${from}::timestamptz and t.created_at < ${to}::timestamptz
        ${only.playerId ? sql`and t.debit_account_id in (select id from acc)` : sql``}
      union all
      select t.credit_account_id, -t.amount from ledger_transfers t
      where t.code in ('win', 'stake_refund')
        and t.created_at >= ${from}::timestamptz and t.created_at < ${to}::timestamptz
        ${only.playerId ? sql`and t.credit_account_id in (select id from acc)` : sql``}
    )
    select acc.player_id, acc.currency, sum(m.v)::text as net
    from m join acc on acc.id = m.account_id
    group by acc.player_id, acc.currency
    having sum(m.v) > 0
    order by acc.player_id, acc.currency`,
  );
  return rows.map((r) => ({ playerId: r.player_id, currency: r.currency, netLoss: Number(r.net) }));
}

/** A player's real-money deposits and stakes per currency, all time (referral thresholds). */
export async function realDepositsAndStakes(db: Db, playerId: string) {
  const rows = await queryRows<{ currency: string; deposits: string; stakes: string }>(
    db,
    sql`
    with acc as materialized (
      select la.id, la.currency
      from ledger_accounts la join wallet_accounts wa on wa.id = la.wallet_account_id
      where la.kind = 'real' and wa.player_id = ${playerId}
    )
    select acc.currency,
      coalesce((select sum(t.amount) from ledger_transfers t
        where t.credit_account_id = acc.id and t.code in ('deposit', 'held_release')), 0)::text as deposits,
      coalesce((select sum(t.amount) from ledger_transfers t
        where t.debit_account_id = acc.id and t.code = 'stake'), 0)::text as stakes
    from acc`,
  );
  return rows.map((r) => ({
    currency: r.currency,
    deposits: Number(r.deposits),
    stakes: Number(r.stakes),
  }));
}

/**
 * A retention reward as real money: `amount` from the house's game account to the player's real
 * account, posted once under `key` (a replay moves nothing and answers `replayed`). Inside the
 * caller's transaction when `ctx.db` is one (a savepoint); `wallet.balance.changed` goes to
 * `ctx.events` (the caller's collector, published after its commit).
 */
export async function payRewardCash(
  ctx: WalletContext,
  input: {
    playerId: string;
    currency: string;
    amount: number;
    key: string;
    code: 'cashback' | 'referral_reward';
    reference: string;
  },
): Promise<Result<Movement, LedgerFailure>> {
  const result = await inLedgerTransaction(ctx.db, async (tx) => {
    const locked = await lockFor(
      ctx,
      tx,
      input.playerId,
      input.currency,
      ['real'],
      ['house_games'],
    );
    const posted = await postLocked(tx, locked.accounts, [
      {
        key: input.key,
        code: input.code,
        debit: locked.house('house_games').id,
        credit: locked.player('real').id,
        amount: input.amount,
        currency: input.currency,
        reference: input.reference,
      },
    ]);
    return { posted, accountId: locked.player('real').walletAccountId! };
  });
  return settle(ctx, input.playerId, result);
}
