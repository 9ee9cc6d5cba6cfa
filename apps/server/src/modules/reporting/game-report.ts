import type { Report, ReportFigures, ReportQuery, ReportRow } from '@casino/contracts/backoffice';
import {
  type Db,
  reportGameProviders,
  reportGameRounds,
  reportGames,
  reportGameTransfers,
} from '@casino/db';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { baseCurrencyRates } from './rates.ts';

/**
 * GGR and NGR from the ledger (docs/decisions/025): every game movement is a ledger transfer
 * between the player's real or bonus account and the house's game account, coded `stake`,
 * `win`, `stake_refund` (a provider's rollback gives the stake back) or `win_reversal` (a
 * sportsbook's lower corrected payout takes part of a win back, docs/decisions/032), its reference
 * the round. Wins are net of what was taken back. One aggregate query over the date range, grouped
 * by the asked dimension and currency, in the query builder (ADR 013: measured against the raw
 * form with `npm run bench:backoffice`).
 */

const DAY_MS = 86_400_000;

/** One group's and currency's sums, as the database gives them. */
export interface GameReportRow {
  key: string;
  label: string;
  currency: string;
  stakes: number;
  wins: number;
  bonus: number;
}

const t = reportGameTransfers;
const day = sql<string>`to_char(${t.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The grouping key and its label; game and provider join the round the transfer names. */
const DIMENSIONS: Record<ReportQuery['groupBy'], { key: SQL<string>; label: SQL<string> }> = {
  day: { key: day, label: day },
  currency: { key: sql<string>`${t.currency}`, label: sql<string>`${t.currency}` },
  game: { key: sql<string>`${reportGames.id}::text`, label: sql<string>`${reportGames.name}` },
  provider: {
    key: sql<string>`${reportGameProviders.id}::text`,
    label: sql<string>`${reportGameProviders.name}`,
  },
};

/** The sum of the amounts of the transfers coded `code` (bonus money only if `bonus`), or 0. */
const total = (code: string, bonus = false) =>
  sql`coalesce(sum(${t.amount}) filter (where ${t.code} = ${sql.raw(`'${code}'`)}${bonus ? sql` and ${t.isBonus}` : sql``}), 0)`;

/** The report's sums over `since`..`until`, grouped by the dimension and currency. */
export async function gameReportRows(
  db: Db,
  groupBy: ReportQuery['groupBy'],
  since: Date,
  until: Date,
): Promise<GameReportRow[]> {
  const { key, label } = DIMENSIONS[groupBy];
  const round = eq(reportGameRounds.id, sql`${t.reference}::uuid`);
  let query = db
    .select({
      key,
      label,
      currency: t.currency,
      stakes: sql`${total('stake')} - ${total('stake_refund')}`.mapWith(Number),
      wins: sql`${total('win')} - ${total('win_reversal')}`.mapWith(Number),
      // The view says whether the player's side of the transfer was bonus money.
      bonus: sql`${total('stake', true)} - ${total('stake_refund', true)}`.mapWith(Number),
    })
    .from(t)
    .$dynamic();
  if (groupBy === 'game') {
    query = query
      .innerJoin(reportGameRounds, round)
      .innerJoin(reportGames, eq(reportGames.id, reportGameRounds.gameId));
  } else if (groupBy === 'provider') {
    query = query
      .innerJoin(reportGameRounds, round)
      .innerJoin(reportGameProviders, eq(reportGameProviders.id, reportGameRounds.providerId));
  }
  return query
    .where(and(gte(t.createdAt, since), lt(t.createdAt, until)))
    .groupBy(key, label, t.currency)
    .orderBy(key, t.currency);
}

function figures(stakes: number, wins: number, bonusCosts: number): ReportFigures {
  const fees = 0;
  const ggr = stakes - wins;
  return { stakes, wins, ggr, bonusCosts, fees, ngr: ggr - bonusCosts - fees };
}

function add(a: ReportFigures, b: ReportFigures): ReportFigures {
  return figures(a.stakes + b.stakes, a.wins + b.wins, a.bonusCosts + b.bonusCosts);
}

const ZERO = figures(0, 0, 0);

/** The report for the days `from`..`to` (UTC, inclusive). */
export async function gameReport(db: Db, query: ReportQuery, now: Date): Promise<Report> {
  const since = new Date(`${query.from}T00:00:00Z`);
  const until = new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS);
  const rows = await gameReportRows(db, query.groupBy, since, until);
  const { base, toBase } = await baseCurrencyRates(db);
  const reportRows: ReportRow[] = rows.map((row) => {
    const f = figures(row.stakes, row.wins, row.bonus);
    return {
      key: row.key,
      label: row.label,
      currency: row.currency,
      ...f,
      ggrBase: toBase(f.ggr, row.currency),
      ngrBase: toBase(f.ngr, row.currency),
    };
  });
  if (query.groupBy === 'game' || query.groupBy === 'provider') {
    reportRows.sort((a, b) => b.ggrBase - a.ggrBase || a.label.localeCompare(b.label));
  }
  const perCurrency = new Map<string, ReportFigures>();
  for (const row of reportRows) {
    perCurrency.set(row.currency, add(perCurrency.get(row.currency) ?? ZERO, row));
  }
  const totals = [...perCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, f]) => ({ currency, ...f }));
  const baseTotal = totals.reduce(
    (sum, t) =>
      add(
        sum,
        figures(
          toBase(t.stakes, t.currency),
          toBase(t.wins, t.currency),
          toBase(t.bonusCosts, t.currency),
        ),
      ),
    ZERO,
  );
  return {
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    baseCurrency: base,
    ratesAt: now.toISOString(),
    rows: reportRows,
    totals,
    baseTotal,
  };
}
