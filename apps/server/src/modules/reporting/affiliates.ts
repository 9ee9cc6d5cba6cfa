import { type Db, reportGameRounds, reportPaidDeposits, reportPlayers } from '@casino/db';
import { and, count, eq, gte, isNotNull, sql, sum } from 'drizzle-orm';
import { baseCurrencyRates } from './rates.ts';

// Affiliates (issue 18, docs/decisions/029): per affiliate tag the registrations, first deposits
// and net revenue of the players it brought, over the last `days` days, in the base currency.

const DAY_MS = 86_400_000;

export interface AffiliateFigures {
  registrations: number;
  firstDeposits: number;
  firstDepositAmount: number;
  deposits: number;
  /** NGR of the tag's players: stakes − wins − bonus stakes. */
  netRevenue: number;
}

const zero = (): AffiliateFigures => ({
  registrations: 0,
  firstDeposits: 0,
  firstDepositAmount: 0,
  deposits: 0,
  netRevenue: 0,
});

/** Per affiliate tag (and currency for money): what its players did since `from`. */
export interface AffiliateRows {
  registrations: { tag: string; n: number }[];
  firsts: { tag: string; currency: string; n: number; amount: number }[];
  deposits: { tag: string; currency: string; amount: number }[];
  revenue: { tag: string; currency: string; net: number }[];
}

/** A tagged player's tag (the join and where below keep only tagged players). */
const tag = sql<string>`${reportPlayers.affiliateTag}`;

/**
 * The four grouped reads of the report in the query builder (ADR 013: measured against the raw
 * form with `npm run bench:backoffice`).
 */
export async function affiliateRows(db: Db, from: Date): Promise<AffiliateRows> {
  const tagged = isNotNull(reportPlayers.affiliateTag);
  const registrations = await db
    .select({ tag, n: count() })
    .from(reportPlayers)
    .where(and(tagged, gte(reportPlayers.createdAt, from)))
    .groupBy(tag);
  // Each player's first paid deposit.
  const first = db
    .selectDistinctOn([reportPaidDeposits.playerId], {
      playerId: reportPaidDeposits.playerId,
      currency: reportPaidDeposits.currency,
      amount: reportPaidDeposits.amount,
      createdAt: reportPaidDeposits.createdAt,
    })
    .from(reportPaidDeposits)
    .orderBy(reportPaidDeposits.playerId, reportPaidDeposits.createdAt)
    .as('f');
  const firsts = await db
    .select({
      tag,
      currency: first.currency,
      n: count(),
      amount: sum(first.amount).mapWith(Number),
    })
    .from(reportPlayers)
    .innerJoin(first, eq(first.playerId, reportPlayers.id))
    .where(and(tagged, sql`${first.createdAt} >= ${from.toISOString()}::timestamptz`))
    .groupBy(tag, first.currency);
  const deposits = await db
    .select({
      tag,
      currency: reportPaidDeposits.currency,
      amount: sum(reportPaidDeposits.amount).mapWith(Number),
    })
    .from(reportPlayers)
    .innerJoin(reportPaidDeposits, eq(reportPaidDeposits.playerId, reportPlayers.id))
    .where(and(tagged, gte(reportPaidDeposits.createdAt, from)))
    .groupBy(tag, reportPaidDeposits.currency);
  const r = reportGameRounds;
  const revenue = await db
    .select({
      tag,
      currency: r.currency,
      net: sql`sum(${r.stake} - ${r.win} - ${r.bonusStake})`.mapWith(Number),
    })
    .from(reportPlayers)
    .innerJoin(r, eq(r.playerId, reportPlayers.id))
    .where(and(tagged, gte(r.createdAt, from)))
    .groupBy(tag, r.currency);
  return { registrations, firsts, deposits, revenue };
}

export async function affiliateReport(db: Db, now: Date, days: number) {
  const from = new Date(now.getTime() - days * DAY_MS);
  const since = from.toISOString();
  const { base, toBase } = await baseCurrencyRates(db);
  const { registrations, firsts, deposits, revenue } = await affiliateRows(db, from);
  const byTag = new Map<string, AffiliateFigures>();
  const of = (tag: string) => {
    const known = byTag.get(tag);
    if (known) return known;
    const figures = zero();
    byTag.set(tag, figures);
    return figures;
  };
  for (const r of registrations) of(r.tag).registrations += r.n;
  for (const f of firsts) {
    of(f.tag).firstDeposits += f.n;
    of(f.tag).firstDepositAmount += toBase(f.amount, f.currency);
  }
  for (const d of deposits) of(d.tag).deposits += toBase(d.amount, d.currency);
  for (const r of revenue) of(r.tag).netRevenue += toBase(r.net, r.currency);

  const rows = [...byTag]
    .map(([affiliateTag, figures]) => ({ affiliateTag, ...figures }))
    .sort((a, b) => b.netRevenue - a.netRevenue || a.affiliateTag.localeCompare(b.affiliateTag));
  const total = rows.reduce<AffiliateFigures>(
    (sum, row) => ({
      registrations: sum.registrations + row.registrations,
      firstDeposits: sum.firstDeposits + row.firstDeposits,
      firstDepositAmount: sum.firstDepositAmount + row.firstDepositAmount,
      deposits: sum.deposits + row.deposits,
      netRevenue: sum.netRevenue + row.netRevenue,
    }),
    zero(),
  );
  return { baseCurrency: base, from: since, days, rows, total };
}
