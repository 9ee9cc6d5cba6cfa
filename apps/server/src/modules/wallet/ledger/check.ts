import { type Db, queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';
import { toMinor } from '../../../shared/money.ts';

export interface LedgerMismatch {
  rule:
    | 'account_balance'
    | 'account_last_entry'
    | 'transfer_entries'
    | 'currency_zero_sum'
    | 'locked_reservations';
  /** Account id, transfer id or currency. */
  subject: string;
  expected: string;
  actual: string;
}

export interface LedgerReport {
  accounts: number;
  transfers: number;
  entries: number;
  mismatches: LedgerMismatch[];
}

// Raw SQL with no measured gain (ADR 003 measured the postings; this is an operator command):
// audit aggregates (joins, group by, having) written as the invariants they check.

/** Entry amounts are changes in each account's normal direction; this makes debits positive. */
const DEBIT_POSITIVE = sql.raw(
  "case when a.normal_balance = 'debit' then e.amount else -e.amount end",
);

/**
 * Proves the ledger over the whole database (`npm run wallet:check`):
 * - every account's balance equals the sum of its entries, and its last entry's balance_after;
 * - every transfer has exactly two entries whose debits equal credits (its amount each);
 * - so every currency's debits equal its credits;
 * - every locked account holds exactly its pending reservations.
 * Reads one consistent snapshot (repeatable read), so it can run beside live traffic.
 */
export async function checkLedger(db: Db): Promise<LedgerReport> {
  return db.transaction(
    async (tx) => {
      const mismatches: LedgerMismatch[] = [];
      const balances = await queryRows<{ id: string; balance: unknown; total: unknown }>(
        tx,
        sql`select a.id, a.balance, coalesce(sum(e.amount), 0) as total
          from ledger_accounts a left join ledger_entries e on e.account_id = a.id
          group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
      );
      for (const row of balances) {
        mismatches.push({
          rule: 'account_balance',
          subject: row.id,
          expected: `sum of entries ${toMinor(row.total)}`,
          actual: `balance ${toMinor(row.balance)}`,
        });
      }
      const last = await queryRows<{ id: string; balance: unknown; after: unknown }>(
        tx,
        sql`select a.id, a.balance, e.balance_after as after
          from ledger_accounts a
          join lateral (select balance_after from ledger_entries
            where account_id = a.id order by id desc limit 1) e on true
          where e.balance_after <> a.balance`,
      );
      for (const row of last) {
        mismatches.push({
          rule: 'account_last_entry',
          subject: row.id,
          expected: `balance_after of the last entry ${toMinor(row.after)}`,
          actual: `balance ${toMinor(row.balance)}`,
        });
      }
      const transfers = await queryRows<{
        id: string;
        n: unknown;
        net: unknown;
        gross: unknown;
        amount: unknown;
      }>(
        tx,
        sql`select t.id, count(e.id) as n, coalesce(sum(${DEBIT_POSITIVE}), 0) as net,
            coalesce(sum(abs(e.amount)), 0) as gross, t.amount
          from ledger_transfers t
          left join ledger_entries e on e.transfer_id = t.id
          left join ledger_accounts a on a.id = e.account_id
          group by t.id
          having count(e.id) <> 2 or coalesce(sum(${DEBIT_POSITIVE}), 0) <> 0
            or coalesce(sum(abs(e.amount)), 0) <> 2 * t.amount`,
      );
      for (const row of transfers) {
        mismatches.push({
          rule: 'transfer_entries',
          subject: row.id,
          expected: `2 entries, debits = credits = ${toMinor(row.amount)}`,
          actual: `${toMinor(row.n)} entries, debits - credits = ${toMinor(row.net)}, total ${toMinor(row.gross)}`,
        });
      }
      const currencies = await queryRows<{ currency: string; net: unknown }>(
        tx,
        sql`select a.currency, sum(${DEBIT_POSITIVE}) as net
          from ledger_entries e join ledger_accounts a on a.id = e.account_id
          group by a.currency having sum(${DEBIT_POSITIVE}) <> 0`,
      );
      for (const row of currencies) {
        mismatches.push({
          rule: 'currency_zero_sum',
          subject: row.currency,
          expected: 'debits - credits = 0',
          actual: `debits - credits = ${toMinor(row.net)}`,
        });
      }
      const locked = await queryRows<{ id: string; balance: unknown; pending: unknown }>(
        tx,
        sql`select a.id, a.balance, coalesce(sum(t.amount), 0) as pending
          from ledger_accounts a
          left join ledger_transfers t on t.credit_account_id = a.id
            and t.code = 'withdrawal_reserve' and t.state = 'pending'
          where a.kind = 'locked'
          group by a.id having a.balance <> coalesce(sum(t.amount), 0)`,
      );
      for (const row of locked) {
        mismatches.push({
          rule: 'locked_reservations',
          subject: row.id,
          expected: `pending reservations ${toMinor(row.pending)}`,
          actual: `balance ${toMinor(row.balance)}`,
        });
      }
      const [counts] = await queryRows<{ accounts: unknown; transfers: unknown; entries: unknown }>(
        tx,
        sql`select (select count(*) from ledger_accounts) as accounts,
          (select count(*) from ledger_transfers) as transfers,
          (select count(*) from ledger_entries) as entries`,
      );
      return {
        accounts: toMinor(counts?.accounts ?? 0),
        transfers: toMinor(counts?.transfers ?? 0),
        entries: toMinor(counts?.entries ?? 0),
        mismatches,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
