import { type Db, queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';

// The dashboard's figures: today and the last 30 days per currency, a base-currency total.

const DAY_MS = 86_400_000;
export const PAID = [2, 8]; // INVOICE_STATUS success, paid late

interface Row {
  currency: string;
  registrations: string;
  first_deposits: string;
  deposits_count: string;
  deposits: string;
  withdrawals: string;
  stakes: string;
  wins: string;
  bonus: string;
  active: string;
}

type Figures = {
  registrations: number;
  firstDeposits: number;
  depositsCount: number;
  deposits: number;
  withdrawals: number;
  stakes: number;
  wins: number;
  ggr: number;
  bonusCosts: number;
  fees: number;
  ngr: number;
  activePlayers: number;
};

const paid = sql.raw(`(${PAID.join(', ')})`);

/** One period's figures per currency (one scan of each table, grouped by currency). */
async function figuresSince(db: Db, from: Date) {
  const since = from.toISOString();
  const rows = await queryRows<Row>(
    db,
    sql`with
      reg as (select currency, count(*) as n from players where created_at >= ${since}::timestamptz group by currency),
      firsts as (select currency, count(*) as n from (
          select player_id, currency, min(created_at) as first from payment_invoices
          where type = 'deposit' and status in ${paid} group by player_id, currency) f
        where first >= ${since}::timestamptz group by currency),
      dep as (select currency, count(*) as n, sum(amount) as amount from payment_invoices
        where type = 'deposit' and status in ${paid} and created_at >= ${since}::timestamptz group by currency),
      wd as (select currency, sum(amount) as amount from payment_invoices
        where type = 'withdrawal' and status = 2 and created_at >= ${since}::timestamptz group by currency),
      rounds as (select currency, sum(stake) as stakes, sum(win) as wins, sum(bonus_stake) as bonus,
          count(distinct player_id) as active
        from game_rounds where created_at >= ${since}::timestamptz group by currency),
      currencies_seen as (select currency from reg union select currency from dep
        union select currency from wd union select currency from rounds)
      select c.currency,
        coalesce(reg.n, 0) as registrations, coalesce(firsts.n, 0) as first_deposits,
        coalesce(dep.n, 0) as deposits_count, coalesce(dep.amount, 0) as deposits,
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
    sql`select count(distinct player_id) as n from game_rounds where created_at >= ${since}::timestamptz`,
  );
  return { rows: rows.map(toFigures), activePlayers: Number(activeAll?.n ?? 0) };
}

function toFigures(row: Row): Figures & { currency: string } {
  const stakes = Number(row.stakes);
  const wins = Number(row.wins);
  const bonusCosts = Number(row.bonus);
  const fees = 0;
  return {
    currency: row.currency,
    registrations: Number(row.registrations),
    firstDeposits: Number(row.first_deposits),
    depositsCount: Number(row.deposits_count),
    deposits: Number(row.deposits),
    withdrawals: Number(row.withdrawals),
    stakes,
    wins,
    ggr: stakes - wins,
    bonusCosts,
    fees,
    ngr: stakes - wins - bonusCosts - fees,
    activePlayers: Number(row.active),
  };
}

interface CurrencyRate {
  code: string;
  rate: string;
  subunit_to_unit: string;
  is_base: boolean;
}

/**
 * Today's rates: the base currency and a converter of minor units of a currency into minor
 * units of the base currency (dashboard and reports; not the rate of the day of the money).
 */
export async function baseCurrencyRates(db: Db) {
  const rates = await queryRows<CurrencyRate>(
    db,
    sql`select code, rate, subunit_to_unit, is_base from currencies`,
  );
  const base = rates.find((r) => r.is_base) ?? rates[0]!;
  const byCode = new Map(rates.map((r) => [r.code, r]));
  const toBase = (amount: number, currency: string) => {
    const r = byCode.get(currency);
    if (!r) return 0;
    const major = (amount / Number(r.subunit_to_unit)) * Number(r.rate);
    return Math.round((major / Number(base.rate)) * Number(base.subunit_to_unit));
  };
  /** Minor units per major unit of a currency (100 for USD). */
  const subunits = (currency: string) => Number(byCode.get(currency)?.subunit_to_unit ?? 100);
  return { base: base.code, toBase, subunits };
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
    const { rows, activePlayers } = await figuresSince(db, from);
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
  const since = from.toISOString();
  const deposits = await queryRows<{ day: string; currency: string; amount: string }>(
    db,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, currency, sum(amount) as amount
      from payment_invoices where type = 'deposit' and status in ${paid} and created_at >= ${since}::timestamptz
      group by 1, 2`,
  );
  const rounds = await queryRows<{ day: string; currency: string; ggr: string }>(
    db,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, currency, sum(stake - win) as ggr
      from game_rounds where created_at >= ${since}::timestamptz group by 1, 2`,
  );
  const days = Array.from({ length: 30 }, (_, i) =>
    new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10),
  );
  const series = new Map(days.map((date) => [date, { date, deposits: 0, ggr: 0 }]));
  for (const d of deposits) {
    const day = series.get(d.day);
    if (day) day.deposits += toBase(Number(d.amount), d.currency);
  }
  for (const r of rounds) {
    const day = series.get(r.day);
    if (day) day.ggr += toBase(Number(r.ggr), r.currency);
  }
  return [...series.values()];
}
