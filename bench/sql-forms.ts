import type { ReportQuery } from '@casino/contracts/backoffice';
import {
  type Db,
  gameRounds,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  queryRows,
  reportGameProviders,
  reportGameRounds,
  reportGames,
  reportGameTransfers,
  reportPaidDeposits,
  reportPaidWithdrawals,
  reportPlayers,
  walletAccounts,
} from '@casino/db';
import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  min,
  type SQL,
  type SQLWrapper,
  sql,
  sum,
} from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { AffiliateRows } from '../apps/server/src/modules/reporting/affiliates.ts';
import type { DailyRows, PeriodRow } from '../apps/server/src/modules/reporting/dashboard.ts';
import type { GameReportRow } from '../apps/server/src/modules/reporting/game-report.ts';
import type { LedgerCheckRows } from '../apps/server/src/modules/wallet/ledger/check.ts';
import { toMinor } from '../apps/server/src/shared/money.ts';

/**
 * The other form of each of ADR 013's reporting and back-office sites (issue 30): the raw SQL
 * (prepared statements through `queryRows`) of the sites the app now reads with the query
 * builder, and the builder form of the sites that measured faster as raw SQL and kept it. They are
 * the other side of `npm run bench:backoffice`'s "raw vs builder" figures and the reference of
 * `apps/server/test/sql-forms.test.ts`, which checks on PGlite and
 * PostgreSQL that both forms give the same rows. Each function has the signature and result of
 * the app's function it stands beside; nothing in the app imports this file.
 */

type Numeric<T> = { [K in keyof T]: T[K] extends number ? unknown : T[K] };
const numbers = <T extends object>(row: Numeric<T>, keys: (keyof T)[]): T => {
  const out = { ...row } as Record<keyof T, unknown>;
  for (const key of keys) out[key] = Number(row[key]);
  return out as T;
};

const DIMENSIONS: Record<ReportQuery['groupBy'], { key: SQL; label: SQL; joins: SQL }> = {
  day: {
    key: sql`to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD')`,
    label: sql`to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD')`,
    joins: sql``,
  },
  currency: { key: sql`t.currency`, label: sql`t.currency`, joins: sql`` },
  game: {
    key: sql`g.id::text`,
    label: sql`g.name`,
    joins: sql`join ${reportGameRounds} r on r.id = t.reference::uuid
      join ${reportGames} g on g.id = r.game_id`,
  },
  provider: {
    key: sql`p.id::text`,
    label: sql`p.name`,
    joins: sql`join ${reportGameRounds} r on r.id = t.reference::uuid
      join ${reportGameProviders} p on p.id = r.provider_id`,
  },
};

/** reporting/game-report.ts `gameReportRows`. */
export async function rawGameReportRows(
  db: Db,
  groupBy: ReportQuery['groupBy'],
  since: Date,
  until: Date,
): Promise<GameReportRow[]> {
  const { key, label, joins } = DIMENSIONS[groupBy];
  const rows = await queryRows<Numeric<GameReportRow>>(
    db,
    sql`select ${key} as key, ${label} as label, t.currency,
        coalesce(sum(t.amount) filter (where t.code = 'stake'), 0)
          - coalesce(sum(t.amount) filter (where t.code = 'stake_refund'), 0) as stakes,
        coalesce(sum(t.amount) filter (where t.code = 'win'), 0)
          - coalesce(sum(t.amount) filter (where t.code = 'win_reversal'), 0) as wins,
        coalesce(sum(t.amount) filter (where t.code = 'stake' and t.is_bonus), 0)
          - coalesce(sum(t.amount) filter (where t.code = 'stake_refund' and t.is_bonus), 0)
          as bonus
      from ${reportGameTransfers} t
      ${joins}
      where t.created_at >= ${since.toISOString()}::timestamptz
        and t.created_at < ${until.toISOString()}::timestamptz
      group by 1, 2, 3
      order by 1, 3`,
  );
  return rows.map((row) => numbers<GameReportRow>(row, ['stakes', 'wins', 'bonus']));
}

/** reporting/affiliates.ts `affiliateRows`. */
export async function rawAffiliateRows(db: Db, from: Date): Promise<AffiliateRows> {
  const since = from.toISOString();
  const registrations = await queryRows<{ tag: string; n: string }>(
    db,
    sql`select affiliate_tag as tag, count(*) as n from ${reportPlayers}
      where affiliate_tag is not null and created_at >= ${since}::timestamptz group by 1`,
  );
  const firsts = await queryRows<{ tag: string; currency: string; n: string; amount: string }>(
    db,
    sql`select p.affiliate_tag as tag, f.currency, count(*) as n, sum(f.amount) as amount
      from ${reportPlayers} p join (
        select distinct on (player_id) player_id, currency, amount, created_at
        from ${reportPaidDeposits} order by player_id, created_at
      ) f on f.player_id = p.id
      where p.affiliate_tag is not null and f.created_at >= ${since}::timestamptz group by 1, 2`,
  );
  const deposits = await queryRows<{ tag: string; currency: string; amount: string }>(
    db,
    sql`select p.affiliate_tag as tag, i.currency, sum(i.amount) as amount
      from ${reportPlayers} p join ${reportPaidDeposits} i on i.player_id = p.id
      where p.affiliate_tag is not null and i.created_at >= ${since}::timestamptz group by 1, 2`,
  );
  const revenue = await queryRows<{ tag: string; currency: string; net: string }>(
    db,
    sql`select p.affiliate_tag as tag, r.currency, sum(r.stake - r.win - r.bonus_stake) as net
      from ${reportPlayers} p join ${reportGameRounds} r on r.player_id = p.id
      where p.affiliate_tag is not null and r.created_at >= ${since}::timestamptz group by 1, 2`,
  );
  return {
    registrations: registrations.map((r) => ({ ...r, n: Number(r.n) })),
    firsts: firsts.map((f) => ({ ...f, n: Number(f.n), amount: Number(f.amount) })),
    deposits: deposits.map((d) => ({ ...d, amount: Number(d.amount) })),
    revenue: revenue.map((r) => ({ ...r, net: Number(r.net) })),
  };
}

const DEBIT_POSITIVE = sql.raw(
  "case when a.normal_balance = 'debit' then e.amount else -e.amount end",
);

/** wallet/ledger/check.ts `ledgerCheckRows`. */
export async function rawLedgerCheckRows(tx: Db): Promise<LedgerCheckRows> {
  const minor = <T extends object>(rows: Numeric<T>[], keys: (keyof T)[]): T[] =>
    rows.map((row) => {
      const out = { ...row } as Record<keyof T, unknown>;
      for (const key of keys) out[key] = toMinor(row[key]);
      return out as T;
    });
  const balances = await queryRows<Numeric<LedgerCheckRows['balances'][number]>>(
    tx,
    sql`select a.id, a.balance, coalesce(sum(e.amount), 0) as total
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
  );
  const last = await queryRows<Numeric<LedgerCheckRows['last'][number]>>(
    tx,
    sql`select a.id, a.balance, e.balance_after as after
      from ledger_accounts a
      join lateral (select balance_after from ledger_entries
        where account_id = a.id order by id desc limit 1) e on true
      where e.balance_after <> a.balance`,
  );
  const transfers = await queryRows<Numeric<LedgerCheckRows['transfers'][number]>>(
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
  const currencies = await queryRows<Numeric<LedgerCheckRows['currencies'][number]>>(
    tx,
    sql`select a.currency, sum(${DEBIT_POSITIVE}) as net
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      group by a.currency having sum(${DEBIT_POSITIVE}) <> 0`,
  );
  const locked = await queryRows<Numeric<LedgerCheckRows['locked'][number]>>(
    tx,
    sql`select a.id, a.balance, coalesce(sum(t.amount), 0) as pending
      from ledger_accounts a
      left join ledger_transfers t on t.credit_account_id = a.id
        and t.code = 'withdrawal_reserve' and t.state = 'pending'
      where a.kind = 'locked'
      group by a.id having a.balance <> coalesce(sum(t.amount), 0)`,
  );
  const [counts] = await queryRows<Numeric<LedgerCheckRows['counts']>>(
    tx,
    sql`select (select count(*) from ledger_accounts) as accounts,
      (select count(*) from ledger_transfers) as transfers,
      (select count(*) from ledger_entries) as entries`,
  );
  return {
    balances: minor(balances, ['balance', 'total']),
    last: minor(last, ['balance', 'after']),
    transfers: minor(transfers, ['n', 'net', 'gross', 'amount']),
    currencies: minor(currencies, ['net']),
    locked: minor(locked, ['balance', 'pending']),
    counts: minor([counts!], ['accounts', 'transfers', 'entries'])[0]!,
  };
}

// The builder forms of the sites that keep their raw SQL.

const wa = walletAccounts;
const la = ledgerAccounts;

/** The sum of the balances of the ledger accounts of one kind, 0 when there is none. */
const book = (kind: 'real' | 'bonus' | 'locked') =>
  sql`coalesce(sum(${la.balance}) filter (where ${la.kind} = ${sql.raw(`'${kind}'`)}), 0)`.mapWith(
    Number,
  );

/** wallet/operator-queries.ts `listPlayerBalances`, in the query builder. */
export async function builderListPlayerBalances(db: Db, playerId: string) {
  return db
    .select({
      id: wa.id,
      currency: wa.currency,
      status: wa.status,
      realBalance: book('real'),
      bonusBalance: book('bonus'),
      lockedBalance: book('locked'),
    })
    .from(wa)
    .innerJoin(la, eq(la.walletAccountId, wa.id))
    .where(eq(wa.playerId, playerId))
    .groupBy(wa.id)
    .orderBy(wa.createdAt);
}

/** wallet/operator-queries.ts `listPlayerLedger`, in the query builder. */
export async function builderListPlayerLedger(
  db: Db,
  playerId: string,
  query: { currency?: string; kind?: string; page: number; perPage: number },
) {
  const le = ledgerEntries;
  const lt = ledgerTransfers;
  const where: SQL[] = [eq(wa.playerId, playerId)];
  if (query.currency) where.push(eq(la.currency, query.currency));
  if (query.kind) where.push(eq(lt.code, query.kind));
  const rows = await db
    .select({
      id: sql<string>`${le.id}::text`,
      transferId: le.transferId,
      kind: lt.code,
      currency: la.currency,
      book: la.kind,
      amount: sql`${le.amount}`.mapWith(Number),
      createdAt: le.createdAt,
      total: sql`count(*) over ()`.mapWith(Number),
    })
    .from(wa)
    .innerJoin(la, eq(la.walletAccountId, wa.id))
    .innerJoin(le, eq(le.accountId, la.id))
    .innerJoin(lt, eq(lt.id, le.transferId))
    .where(and(...where))
    .orderBy(desc(le.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return {
    items: rows.map(({ total: _, createdAt, ...entry }) => ({
      ...entry,
      createdAt: createdAt.toISOString(),
    })),
    total: rows[0]?.total ?? 0,
  };
}

/** game/facts-service.ts `roundResultsSince`, in the query builder. */
export async function builderRoundResultsSince(db: Db, playerId: string, since: Date) {
  const rows = await db
    .select({
      currency: gameRounds.currency,
      staked: sql`coalesce(sum(${gameRounds.stake}), 0)`.mapWith(Number),
      won: sql`coalesce(sum(${gameRounds.win}), 0)`.mapWith(Number),
    })
    .from(gameRounds)
    .where(and(eq(gameRounds.playerId, playerId), gte(gameRounds.createdAt, since)))
    .groupBy(gameRounds.currency)
    .orderBy(gameRounds.currency);
  return rows.map((r) => ({ ...r, net: r.won - r.staked }));
}

/** A nullable aggregate or joined value as a number, 0 when absent. */
const orZero = (value: SQLWrapper) => sql`coalesce(${value}, 0)`.mapWith(Number);

/**
 * reporting/dashboard.ts `periodRows`, in the query builder: one period's rows per currency (one scan of each view, grouped by currency, joined on the
 * currencies seen) and the distinct players who played in it. The builder names an aggregate of
 * a `with` query without its query's name, so each has a name of its own.
 */
export async function builderPeriodRows(db: Db, from: Date) {
  const reg = db.$with('reg').as(
    db
      .select({ currency: reportPlayers.currency, registrations: count().as('registrations') })
      .from(reportPlayers)
      .where(gte(reportPlayers.createdAt, from))
      .groupBy(reportPlayers.currency),
  );
  const firstOf = db
    .select({
      currency: reportPaidDeposits.currency,
      first: min(reportPaidDeposits.createdAt).as('first'),
    })
    .from(reportPaidDeposits)
    .groupBy(reportPaidDeposits.playerId, reportPaidDeposits.currency)
    .as('f');
  const firsts = db.$with('firsts').as(
    db
      .select({ currency: firstOf.currency, firstDeposits: count().as('first_deposits') })
      .from(firstOf)
      .where(sql`${firstOf.first} >= ${from.toISOString()}::timestamptz`)
      .groupBy(firstOf.currency),
  );
  const dep = db.$with('dep').as(
    db
      .select({
        currency: reportPaidDeposits.currency,
        depositsCount: count().as('deposits_count'),
        deposits: sum(reportPaidDeposits.amount).as('deposits'),
      })
      .from(reportPaidDeposits)
      .where(gte(reportPaidDeposits.createdAt, from))
      .groupBy(reportPaidDeposits.currency),
  );
  const wd = db.$with('wd').as(
    db
      .select({
        currency: reportPaidWithdrawals.currency,
        withdrawals: sum(reportPaidWithdrawals.amount).as('withdrawals'),
      })
      .from(reportPaidWithdrawals)
      .where(gte(reportPaidWithdrawals.createdAt, from))
      .groupBy(reportPaidWithdrawals.currency),
  );
  const rounds = db.$with('rounds').as(
    db
      .select({
        currency: reportGameRounds.currency,
        stakes: sum(reportGameRounds.stake).as('stakes'),
        wins: sum(reportGameRounds.win).as('wins'),
        bonus: sum(reportGameRounds.bonusStake).as('bonus'),
        active: countDistinct(reportGameRounds.playerId).as('active'),
      })
      .from(reportGameRounds)
      .where(gte(reportGameRounds.createdAt, from))
      .groupBy(reportGameRounds.currency),
  );
  const seen = db
    .$with('currencies_seen')
    .as(
      union(
        db.select({ currency: reg.currency }).from(reg),
        db.select({ currency: dep.currency }).from(dep),
        db.select({ currency: wd.currency }).from(wd),
        db.select({ currency: rounds.currency }).from(rounds),
      ),
    );
  const rows: PeriodRow[] = await db
    .with(reg, firsts, dep, wd, rounds, seen)
    .select({
      currency: seen.currency,
      registrations: orZero(reg.registrations),
      firstDeposits: orZero(firsts.firstDeposits),
      depositsCount: orZero(dep.depositsCount),
      deposits: orZero(dep.deposits),
      withdrawals: orZero(wd.withdrawals),
      stakes: orZero(rounds.stakes),
      wins: orZero(rounds.wins),
      bonus: orZero(rounds.bonus),
      active: orZero(rounds.active),
    })
    .from(seen)
    .leftJoin(reg, eq(reg.currency, seen.currency))
    .leftJoin(firsts, eq(firsts.currency, seen.currency))
    .leftJoin(dep, eq(dep.currency, seen.currency))
    .leftJoin(wd, eq(wd.currency, seen.currency))
    .leftJoin(rounds, eq(rounds.currency, seen.currency))
    .orderBy(seen.currency);
  const [all] = await db
    .select({ n: countDistinct(reportGameRounds.playerId) })
    .from(reportGameRounds)
    .where(gte(reportGameRounds.createdAt, from));
  return { rows, activePlayers: all?.n ?? 0 };
}

/** The UTC day of a timestamp as `YYYY-MM-DD`. */
const utcDay = (at: SQLWrapper) => sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD')`;

/** reporting/dashboard.ts `dailyRows`, in the query builder. */
export async function builderDailyRows(db: Db, from: Date): Promise<DailyRows> {
  const depositDay = utcDay(reportPaidDeposits.createdAt);
  const deposits = await db
    .select({
      day: depositDay,
      currency: reportPaidDeposits.currency,
      amount: sum(reportPaidDeposits.amount).mapWith(Number),
    })
    .from(reportPaidDeposits)
    .where(gte(reportPaidDeposits.createdAt, from))
    .groupBy(depositDay, reportPaidDeposits.currency);
  const roundDay = utcDay(reportGameRounds.createdAt);
  const rounds = await db
    .select({
      day: roundDay,
      currency: reportGameRounds.currency,
      ggr: sql`sum(${reportGameRounds.stake} - ${reportGameRounds.win})`.mapWith(Number),
    })
    .from(reportGameRounds)
    .where(gte(reportGameRounds.createdAt, from))
    .groupBy(roundDay, reportGameRounds.currency);
  return { deposits, rounds };
}
