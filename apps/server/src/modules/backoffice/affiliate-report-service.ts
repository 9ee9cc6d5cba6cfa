import { type Db, queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';
import { baseCurrencyRates, PAID } from './dashboard-service.ts';

// Affiliates (issue 18, docs/decisions/029): per affiliate tag the registrations, first deposits
// and net revenue of the players it brought, over the last `days` days, in the base currency.

const DAY_MS = 86_400_000;
const paid = sql.raw(`(${PAID.join(', ')})`);

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

export async function affiliateReport(db: Db, now: Date, days: number) {
  const from = new Date(now.getTime() - days * DAY_MS);
  const since = from.toISOString();
  const { base, toBase } = await baseCurrencyRates(db);
  const registrations = await queryRows<{ tag: string; n: string }>(
    db,
    sql`select affiliate_tag as tag, count(*) as n from players
      where affiliate_tag is not null and created_at >= ${since}::timestamptz group by 1`,
  );
  const firsts = await queryRows<{ tag: string; currency: string; n: string; amount: string }>(
    db,
    sql`select p.affiliate_tag as tag, f.currency, count(*) as n, sum(f.amount) as amount
      from players p join (
        select distinct on (player_id) player_id, currency, amount, created_at from payment_invoices
        where type = 'deposit' and status in ${paid} order by player_id, created_at
      ) f on f.player_id = p.id
      where p.affiliate_tag is not null and f.created_at >= ${since}::timestamptz group by 1, 2`,
  );
  const deposits = await queryRows<{ tag: string; currency: string; amount: string }>(
    db,
    sql`select p.affiliate_tag as tag, i.currency, sum(i.amount) as amount
      from players p join payment_invoices i on i.player_id = p.id
      where p.affiliate_tag is not null and i.type = 'deposit' and i.status in ${paid}
        and i.created_at >= ${since}::timestamptz group by 1, 2`,
  );
  const revenue = await queryRows<{ tag: string; currency: string; net: string }>(
    db,
    sql`select p.affiliate_tag as tag, r.currency, sum(r.stake - r.win - r.bonus_stake) as net
      from players p join game_rounds r on r.player_id = p.id
      where p.affiliate_tag is not null and r.created_at >= ${since}::timestamptz group by 1, 2`,
  );

  const byTag = new Map<string, AffiliateFigures>();
  const of = (tag: string) => {
    const known = byTag.get(tag);
    if (known) return known;
    const figures = zero();
    byTag.set(tag, figures);
    return figures;
  };
  for (const r of registrations) of(r.tag).registrations += Number(r.n);
  for (const f of firsts) {
    of(f.tag).firstDeposits += Number(f.n);
    of(f.tag).firstDepositAmount += toBase(Number(f.amount), f.currency);
  }
  for (const d of deposits) of(d.tag).deposits += toBase(Number(d.amount), d.currency);
  for (const r of revenue) of(r.tag).netRevenue += toBase(Number(r.net), r.currency);

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
