import type { ReportQuery } from '@casino/contracts/backoffice';
import { type Database, queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  builderDailyRows,
  builderListPlayerBalances,
  builderListPlayerLedger,
  builderPeriodRows,
  builderRoundResultsSince,
  rawAffiliateRows,
  rawGameReportRows,
  rawLedgerCheckRows,
} from '../../../bench/sql-forms.ts';
import { roundResultsSince } from '../src/modules/game/facts-service.ts';
import { affiliateRows } from '../src/modules/reporting/affiliates.ts';
import { dailyRows, periodRows } from '../src/modules/reporting/dashboard.ts';
import { gameReportRows } from '../src/modules/reporting/game-report.ts';
import { ledgerCheckRows, ledgerReport } from '../src/modules/wallet/ledger/check.ts';
import { listPlayerBalances, listPlayerLedger } from '../src/modules/wallet/operator-queries.ts';
import { TEST_DATABASES } from './databases.ts';
import { fillReportData } from './factories/report-data.ts';

/**
 * ADR 013's reporting and back-office sites in both forms (issue 30): the app's (builder or raw,
 * whichever `npm run bench:backoffice` found faster) and the other one, kept in bench/sql-forms.ts
 * for that benchmark, give the same rows on the same seeded data (players, deposits,
 * withdrawals, rounds and their ledger transfers and entries, plus a few broken ledger rows), on
 * PGlite and PostgreSQL.
 */

const DAY_MS = 86_400_000;
/** Rows of a query without `order by`, in one order for comparing. */
const unordered = <T>(rows: T[]) =>
  [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe.each(TEST_DATABASES)('raw SQL and query builder give the same rows ($name)', (which) => {
  let database: Database & { dispose(): Promise<void> };
  const now = new Date();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const daysAgo = (days: number) => new Date(today.getTime() - days * DAY_MS);
  const periods = [today, daysAgo(29), daysAgo(200)];
  let players: string[] = [];

  beforeAll(async () => {
    database = await which.open();
    const { db } = database;
    await fillReportData(db, { players: 400, invoices: 300, rounds: 3000, wallets: 120, days: 90 });
    // Break the ledger once for each rule the check knows.
    await queryRows(
      db,
      sql`update ledger_accounts set balance = balance + 7 where id = (select id from ledger_accounts
        where kind = 'real' and wallet_account_id is not null order by id limit 1)`,
    );
    const [locked] = await queryRows<{ id: string; currency: string; real: string }>(
      db,
      sql`select l.id, l.currency, r.id as real from ledger_accounts l
        join ledger_accounts r on r.wallet_account_id = l.wallet_account_id and r.kind = 'real'
        where l.kind = 'locked' and l.balance = 0 order by l.id limit 1`,
    );
    await queryRows(
      db,
      sql`insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount,
          currency, code, state)
        values ('test-no-entries', ${locked!.real}, ${locked!.id}, 500, ${locked!.currency},
          'withdrawal_reserve', 'pending')`,
    );
    await queryRows(
      db,
      sql`with t as (insert into ledger_transfers (idempotency_key, debit_account_id,
            credit_account_id, amount, currency, code, state)
          values ('test-one-entry', (select id from ledger_accounts where kind = 'house_cash'
            and currency = ${locked!.currency} and shard = 0), ${locked!.real}, 300,
            ${locked!.currency}, 'deposit', 'posted') returning id, credit_account_id)
        insert into ledger_entries (transfer_id, account_id, amount, balance_after)
        select id, credit_account_id, 300, 300 from t`,
    );
    players = (
      await queryRows<{ player_id: string }>(
        db,
        sql`select player_id from wallet_accounts order by created_at limit 6`,
      )
    ).map((row) => row.player_id);
  }, 120_000);
  afterAll(() => database?.dispose());

  it('dashboard: per-currency figures of today, 30 days and all, and the daily series', async () => {
    const { db } = database;
    for (const from of periods) {
      const reference = await periodRows(db, from);
      expect(await builderPeriodRows(db, from)).toEqual(reference);
    }
    const all = await periodRows(db, daysAgo(200));
    expect(all.rows.map((row) => row.currency)).toEqual(['EUR', 'USD']);
    expect(all.rows.every((row) => row.firstDeposits > 0 && row.bonus > 0)).toBe(true);
    const builder = await builderDailyRows(db, daysAgo(29));
    const reference = await dailyRows(db, daysAgo(29));
    expect(unordered(builder.deposits)).toEqual(unordered(reference.deposits));
    expect(unordered(builder.rounds)).toEqual(unordered(reference.rounds));
    expect(builder.rounds.length).toBeGreaterThan(30);
  });

  it('GGR/NGR report: by day, currency, game and provider over 7 and 90 days', async () => {
    const { db } = database;
    const groups: ReportQuery['groupBy'][] = ['day', 'currency', 'game', 'provider'];
    for (const groupBy of groups) {
      for (const days of [7, 90]) {
        const since = daysAgo(days - 1);
        const until = new Date(today.getTime() + DAY_MS);
        const builder = await gameReportRows(db, groupBy, since, until);
        expect(builder.length).toBeGreaterThan(1);
        expect(builder).toEqual(await rawGameReportRows(db, groupBy, since, until));
      }
    }
    const byCurrency = await gameReportRows(db, 'currency', daysAgo(89), today);
    expect(byCurrency.every((row) => row.bonus > 0 && row.wins > 0)).toBe(true);
  });

  it('affiliates: registrations, first deposits, deposits and net revenue per tag', async () => {
    const { db } = database;
    for (const from of [daysAgo(6), daysAgo(30), daysAgo(200)]) {
      const builder = await affiliateRows(db, from);
      const reference = await rawAffiliateRows(db, from);
      for (const key of ['registrations', 'firsts', 'deposits', 'revenue'] as const) {
        expect(unordered<object>(builder[key])).toEqual(unordered<object>(reference[key]));
      }
    }
    const all = await affiliateRows(db, daysAgo(200));
    expect(all.registrations).toHaveLength(7);
    expect(all.firsts.length && all.deposits.length && all.revenue.length).toBeGreaterThan(0);
  });

  it("the operator's ledger check: every broken invariant, the same rows", async () => {
    const { db } = database;
    const read = (rows: typeof ledgerCheckRows) =>
      db.transaction(rows, { isolationLevel: 'repeatable read', accessMode: 'read only' });
    const builder = await read(ledgerCheckRows);
    const reference = await read(rawLedgerCheckRows);
    for (const key of ['balances', 'last', 'transfers', 'currencies', 'locked'] as const) {
      expect(unordered<object>(builder[key])).toEqual(unordered<object>(reference[key]));
    }
    expect(builder.counts).toEqual(reference.counts);
    expect(builder.counts.entries).toBeGreaterThan(2 * 3000);
    const rules = new Set(ledgerReport(builder).mismatches.map((m) => m.rule));
    expect([...rules].sort()).toEqual([
      'account_balance',
      'account_last_entry',
      'currency_zero_sum',
      'locked_reservations',
      'transfer_entries',
    ]);
  });

  it("the back office's wallet lists: balances and ledger pages with filters", async () => {
    const { db } = database;
    for (const playerId of players) {
      const balances = await listPlayerBalances(db, playerId);
      expect(balances).toHaveLength(1);
      expect(await builderListPlayerBalances(db, playerId)).toEqual(balances);
      for (const query of [
        { page: 1, perPage: 25 },
        { page: 2, perPage: 10 },
        { page: 1, perPage: 25, kind: 'stake' },
        { page: 1, perPage: 25, currency: balances[0]!.currency, kind: 'win' },
        { page: 1, perPage: 25, currency: 'BRL' },
      ]) {
        const reference = await listPlayerLedger(db, playerId, query);
        expect(await builderListPlayerLedger(db, playerId, query)).toEqual(reference);
      }
      expect((await listPlayerLedger(db, playerId, { page: 1, perPage: 5 })).total).toBeGreaterThan(
        5,
      );
    }
  });

  it("game facts: a player's stakes and wins since a time, per currency", async () => {
    const { db } = database;
    for (const playerId of players) {
      for (const since of [daysAgo(3), daysAgo(60)]) {
        const reference = await roundResultsSince(db, playerId, since);
        expect(await builderRoundResultsSince(db, playerId, since)).toEqual(reference);
      }
      expect((await roundResultsSince(db, playerId, daysAgo(100)))[0]!.staked).toBeGreaterThan(0);
    }
  });
});
