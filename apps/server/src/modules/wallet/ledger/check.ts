import { type Db, ledgerAccounts, ledgerEntries, ledgerTransfers, queryRows } from '@casino/db';
import { and, count, desc, eq, or, type SQLWrapper, sql } from 'drizzle-orm';
import { toMinor } from '../../../shared/money.ts';

export interface LedgerMismatch {
  rule:
    | 'account_balance'
    | 'account_last_entry'
    | 'transfer_entries'
    | 'currency_zero_sum'
    | 'locked_reservations'
    | 'game_hours';
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

/** What the check reads: the rows that break an invariant, and the ledger's size. */
export interface LedgerCheckRows {
  balances: { id: string; balance: number; total: number }[];
  last: { id: string; balance: number; after: number }[];
  transfers: { id: string; n: number; net: number; gross: number; amount: number }[];
  currencies: { currency: string; net: number }[];
  locked: { id: string; balance: number; pending: number }[];
  counts: { accounts: number; transfers: number; entries: number };
}

const a = ledgerAccounts;
const e = ledgerEntries;
const t = ledgerTransfers;
/** A bigint column or aggregate as a number (throws past 2^53, as the ledger never is). */
const minor = (value: SQLWrapper) => sql`${value}`.mapWith(toMinor);
/** Entry amounts are changes in each account's normal direction; this makes debits positive. */
const debitPositive = sql`case when ${a.normalBalance} = 'debit' then ${e.amount} else -${e.amount} end`;

/**
 * The invariants as grouped reads in the query builder (ADR 013: measured against the raw form
 * with `npm run bench:backoffice`), each returning only the rows that break it.
 */
export async function ledgerCheckRows(tx: Db): Promise<LedgerCheckRows> {
  const entriesTotal = sql`coalesce(sum(${e.amount}), 0)`;
  const balances = await tx
    .select({ id: a.id, balance: minor(a.balance), total: minor(entriesTotal) })
    .from(a)
    .leftJoin(e, eq(e.accountId, a.id))
    .groupBy(a.id)
    .having(sql`${a.balance} <> ${entriesTotal}`);
  const lastEntry = tx
    .select({ after: e.balanceAfter })
    .from(e)
    .where(eq(e.accountId, a.id))
    .orderBy(desc(e.id))
    .limit(1)
    .as('last_entry');
  const last = await tx
    .select({ id: a.id, balance: minor(a.balance), after: minor(sql`${lastEntry.after}`) })
    .from(a)
    .innerJoinLateral(lastEntry, sql`true`)
    .where(sql`${lastEntry.after} <> ${a.balance}`);
  const n = count(e.id);
  const net = sql`coalesce(sum(${debitPositive}), 0)`;
  const gross = sql`coalesce(sum(abs(${e.amount})), 0)`;
  const transfers = await tx
    .select({ id: t.id, n, net: minor(net), gross: minor(gross), amount: minor(t.amount) })
    .from(t)
    .leftJoin(e, eq(e.transferId, t.id))
    .leftJoin(a, eq(a.id, e.accountId))
    .groupBy(t.id)
    .having(or(sql`${n} <> 2`, sql`${net} <> 0`, sql`${gross} <> 2 * ${t.amount}`));
  const currencies = await tx
    .select({ currency: a.currency, net: minor(sql`sum(${debitPositive})`) })
    .from(e)
    .innerJoin(a, eq(a.id, e.accountId))
    .groupBy(a.currency)
    .having(sql`sum(${debitPositive}) <> 0`);
  const pending = sql`coalesce(sum(${t.amount}), 0)`;
  const locked = await tx
    .select({ id: a.id, balance: minor(a.balance), pending: minor(pending) })
    .from(a)
    .leftJoin(
      t,
      and(eq(t.creditAccountId, a.id), eq(t.code, 'withdrawal_reserve'), eq(t.state, 'pending')),
    )
    .where(eq(a.kind, 'locked'))
    .groupBy(a.id)
    .having(sql`${a.balance} <> ${pending}`);
  const [counts] = await tx
    .select({ accounts: count(), transfers: tx.$count(t), entries: tx.$count(e) })
    .from(a);
  return {
    balances,
    last,
    transfers,
    currencies,
    locked,
    counts: {
      accounts: counts?.accounts ?? 0,
      transfers: Number(counts?.transfers ?? 0),
      entries: Number(counts?.entries ?? 0),
    },
  };
}

/** The report of the rows that break an invariant. */
export function ledgerReport(rows: LedgerCheckRows): LedgerReport {
  const mismatches: LedgerMismatch[] = [
    ...rows.balances.map((row) => ({
      rule: 'account_balance' as const,
      subject: row.id,
      expected: `sum of entries ${row.total}`,
      actual: `balance ${row.balance}`,
    })),
    ...rows.last.map((row) => ({
      rule: 'account_last_entry' as const,
      subject: row.id,
      expected: `balance_after of the last entry ${row.after}`,
      actual: `balance ${row.balance}`,
    })),
    ...rows.transfers.map((row) => ({
      rule: 'transfer_entries' as const,
      subject: row.id,
      expected: `2 entries, debits = credits = ${row.amount}`,
      actual: `${row.n} entries, debits - credits = ${row.net}, total ${row.gross}`,
    })),
    ...rows.currencies.map((row) => ({
      rule: 'currency_zero_sum' as const,
      subject: row.currency,
      expected: 'debits - credits = 0',
      actual: `debits - credits = ${row.net}`,
    })),
    ...rows.locked.map((row) => ({
      rule: 'locked_reservations' as const,
      subject: row.id,
      expected: `pending reservations ${row.pending}`,
      actual: `balance ${row.balance}`,
    })),
  ];
  return { ...rows.counts, mismatches };
}

/**
 * Each player, hour and currency whose kept game totals differ from the sum of the game
 * transfers of that hour (the trigger of migration 0027 keeps them; both sides the same rule).
 */
export const GAME_HOURS_DIFF = sql.raw(`
  with moved as (
    select wa.player_id, t.currency,
      date_bin('1 hour', t.created_at, timestamptz '2000-01-01 00:00:00+00') as hour,
      sum(case t.code when 'stake' then t.amount when 'stake_refund' then -t.amount else 0 end) as stakes,
      sum(case t.code when 'win' then t.amount when 'win_reversal' then -t.amount else 0 end) as wins
    from ledger_transfers t
    join ledger_accounts la on la.id = case when t.code in ('stake', 'win_reversal')
      then t.debit_account_id else t.credit_account_id end
    join wallet_accounts wa on wa.id = la.wallet_account_id
    where t.code in ('stake', 'stake_refund', 'win', 'win_reversal') and la.kind in ('real', 'bonus')
    group by 1, 2, 3
  )
  select coalesce(m.player_id, h.player_id)::text || ' ' || coalesce(m.currency, h.currency)
      || ' ' || to_char(coalesce(m.hour, h.hour) at time zone 'UTC', 'YYYY-MM-DD"T"HH24":00Z"') as subject,
    'stakes ' || coalesce(m.stakes, 0) || ', wins ' || coalesce(m.wins, 0) as expected,
    'stakes ' || coalesce(h.stakes, 0) || ', wins ' || coalesce(h.wins, 0) as actual
  from moved m full join ledger_player_game_hours h
    on h.player_id = m.player_id and h.currency = m.currency and h.hour = m.hour
  where coalesce(m.stakes, 0) <> coalesce(h.stakes, 0) or coalesce(m.wins, 0) <> coalesce(h.wins, 0)
`);

/**
 * Proves the ledger over the whole database (`npm run wallet:check`):
 * - every account's balance equals the sum of its entries, and its last entry's balance_after;
 * - every transfer has exactly two entries whose debits equal credits (its amount each);
 * - so every currency's debits equal its credits;
 * - every locked account holds exactly its pending reservations;
 * - every player's hourly game totals (`ledger_player_game_hours`, the limits' windows) equal
 *   their game transfers of that hour (issue 31).
 * Reads one consistent snapshot (repeatable read), so it can run beside live traffic.
 */
export async function checkLedger(db: Db): Promise<LedgerReport> {
  return db.transaction(
    async (tx) => {
      const report = ledgerReport(await ledgerCheckRows(tx));
      // The kept hourly game totals against the transfers (issue 31): raw, a full join of a
      // grouped read with the kept rows, the operator's command (not on any hot path).
      const hours = await queryRows<{ subject: string; expected: string; actual: string }>(
        tx,
        sql`${GAME_HOURS_DIFF}`,
      );
      for (const row of hours) report.mismatches.push({ rule: 'game_hours', ...row });
      return report;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
