import {
  type Db,
  queryRows,
  reportGameRounds,
  reportPaidDeposits,
  reportPaidWithdrawals,
  reportPlayers,
} from '@casino/db';
import { sql } from 'drizzle-orm';
import { baseCurrencyRates } from './rates.ts';

// The dashboard's figures: today and the last 30 days per currency, a base-currency total.
// Raw SQL, prepared (ADR 013: `npm run bench:backoffice` measured its query-builder form, in
// bench/sql-forms.ts, 27% slower at the median).

const DAY_MS = 86_400_000;

/** One currency's counts and sums of a period, as the database gives them. */
export interface PeriodRow {
  currency: string;
  registrations: number;
  firstDeposits: number;
  depositsCount: number;
  deposits: number;
  withdrawals: number;
  stakes: number;
  wins: number;
  bonus: number;
  active: number;
}

/** Per day (UTC) and currency: paid deposits and GGR. */
export interface DailyRows {
  deposits: { day: string; currency: string; amount: number }[];
  rounds: { day: string; currency: string; ggr: number }[];
}

/** A period's figures (one currency's, or the base-currency total). */
type Figures = Omit<PeriodRow, 'currency' | 'bonus' | 'active'> & {
  ggr: number;
  bonusCosts: number;
  fees: number;
  ngr: number;
  activePlayers: number;
};

/**
 * One period's rows per currency (one scan of each view, grouped by currency, joined on the
 * currencies seen) and the distinct players who played in it.
 */
export async function periodRows(db: Db, from: Date) {
  const since = from.toISOString();
  const rows = await queryRows<Record<keyof PeriodRow, string>>(
    db,
    sql`with
      reg as (select currency, count(*) as n from ${reportPlayers} where created_at >= ${since}::timestamptz group by currency),
      firsts as (select currency, count(*) as n from (
          select player_id, currency, min(created_at) as first from ${reportPaidDeposits}
          group by player_id, currency) f
        where first >= ${since}::timestamptz group by currency),
      dep as (select currency, count(*) as n, sum(amount) as amount from ${reportPaidDeposits}
        where created_at >= ${since}::timestamptz group by currency),
      wd as (select currency, sum(amount) as amount from ${reportPaidWithdrawals}
        where created_at >= ${since}::timestamptz group by currency),
      rounds as (select currency, sum(stake) as stakes, sum(win) as wins, sum(bonus_stake) as bonus,
          count(distinct player_id) as active
        from ${reportGameRounds} where created_at >= ${since}::timestamptz group by currency),
      currencies_seen as (select currency from reg union select currency from dep
        union select currency from wd union select currency from rounds)
      select c.currency,
        coalesce(reg.n, 0) as "registrations", coalesce(firsts.n, 0) as "firstDeposits",
        coalesce(dep.n, 0) as "depositsCount", coalesce(dep.amount, 0) as deposits,
        coalesce(wd.amount, 0) as withdrawals, coalesce(rounds.stakes, 0) as stakes,
        coalesce(rounds.wins, 0) as wins, coalesce(rounds.bonus, 0) as bonus,
        coalesce(rounds.active, 0) as active
      from currencies_seen c
      left join reg on reg.currency = c.currency left join firsts on firsts.currency = c.currency
      left join dep on dep.currency = c.currency left join wd on wd.currency = c.currency
      left join rounds on rounds.currency = c.currency
      order by c.currency`,
  );
  const [activeAll] = await queryRows<{ n: string }>(
    db,
    sql`select count(distinct player_id) as n from ${reportGameRounds} where created_at >= ${since}::timestamptz`,
  );
  return {
    rows: rows.map(
      (row): PeriodRow => ({
        currency: row.currency,
        registrations: Number(row.registrations),
        firstDeposits: Number(row.firstDeposits),
        depositsCount: Number(row.depositsCount),
        deposits: Number(row.deposits),
        withdrawals: Number(row.withdrawals),
        stakes: Number(row.stakes),
        wins: Number(row.wins),
        bonus: Number(row.bonus),
        active: Number(row.active),
      }),
    ),
    activePlayers: Number(activeAll?.n ?? 0),
  };
}

/** Paid deposits and GGR per UTC day and currency since `from`. */
export async function dailyRows(db: Db, from: Date): Promise<DailyRows> {
  const since = from.toISOString();
  const deposits = await queryRows<{ day: string; currency: string; amount: string }>(
    db,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, currency, sum(amount) as amount
      from ${reportPaidDeposits} where created_at >= ${since}::timestamptz
      group by 1, 2`,
  );
  const rounds = await queryRows<{ day: string; currency: string; ggr: string }>(
    db,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, currency, sum(stake - win) as ggr
      from ${reportGameRounds} where created_at >= ${since}::timestamptz group by 1, 2`,
  );
  return {
    deposits: deposits.map((d) => ({ ...d, amount: Number(d.amount) })),
    rounds: rounds.map((r) => ({ ...r, ggr: Number(r.ggr) })),
  };
}

function toFigures(row: PeriodRow): Figures & { currency: string } {
  const { stakes, wins } = row;
  const bonusCosts = row.bonus;
  const fees = 0;
  return {
    currency: row.currency,
    registrations: row.registrations,
    firstDeposits: row.firstDeposits,
    depositsCount: row.depositsCount,
    deposits: row.deposits,
    withdrawals: row.withdrawals,
    stakes,
    wins,
    ggr: stakes - wins,
    bonusCosts,
    fees,
    ngr: stakes - wins - bonusCosts - fees,
    activePlayers: row.active,
  };
}

export async function dashboard(db: Db, now: Date) {
  const { base, toBase } = await baseCurrencyRates(db);
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const monthStart = new Date(today.getTime() - 29 * DAY_MS);
  const periods = [];
  for (const [name, from] of [
    ['today', today],
    ['last30Days', monthStart],
  ] as const) {
    const period = await periodRows(db, from);
    const rows = period.rows.map(toFigures);
    const { activePlayers } = period;
    const total = rows.reduce<Figures>(
      (sum, row) => {
        const money = (key: keyof Figures) => sum[key] + toBase(row[key], row.currency);
        return {
          registrations: sum.registrations + row.registrations,
          firstDeposits: sum.firstDeposits + row.firstDeposits,
          depositsCount: sum.depositsCount + row.depositsCount,
          deposits: money('deposits'),
          withdrawals: money('withdrawals'),
          stakes: money('stakes'),
          wins: money('wins'),
          ggr: money('ggr'),
          bonusCosts: money('bonusCosts'),
          fees: money('fees'),
          ngr: money('ngr'),
          activePlayers,
        };
      },
      {
        registrations: 0,
        firstDeposits: 0,
        depositsCount: 0,
        deposits: 0,
        withdrawals: 0,
        stakes: 0,
        wins: 0,
        ggr: 0,
        bonusCosts: 0,
        fees: 0,
        ngr: 0,
        activePlayers,
      },
    );
    periods.push({ name, from: from.toISOString(), rows, total });
  }
  const daily = await dailySeries(db, monthStart, toBase);
  return { baseCurrency: base, periods, daily };
}

async function dailySeries(
  db: Db,
  from: Date,
  toBase: (amount: number, currency: string) => number,
) {
  const { deposits, rounds } = await dailyRows(db, from);
  const days = Array.from({ length: 30 }, (_, i) =>
    new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10),
  );
  const series = new Map(days.map((date) => [date, { date, deposits: 0, ggr: 0 }]));
  for (const d of deposits) {
    const day = series.get(d.day);
    if (day) day.deposits += toBase(d.amount, d.currency);
  }
  for (const r of rounds) {
    const day = series.get(r.day);
    if (day) day.ggr += toBase(r.ggr, r.currency);
  }
  return [...series.values()];
}
