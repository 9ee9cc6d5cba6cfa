import type { Report, ReportFigures, ReportQuery, ReportRow } from '@casino/contracts/backoffice';
import { type Db, queryRows } from '@casino/db';
import { type SQL, sql } from 'drizzle-orm';
import { baseCurrencyRates } from './dashboard-service.ts';

/**
 * GGR and NGR from the ledger (docs/decisions/025): every game movement is a ledger transfer
 * between the player's real or bonus account and the house's game account, coded `stake`,
 * `win`, `stake_refund` (a provider's rollback gives the stake back) or `win_reversal` (a
 * sportsbook's lower corrected payout takes part of a win back, docs/decisions/032), its reference
 * the round. Wins are net of what was taken back. One aggregate query over the date range, grouped by the asked dimension and currency.
 */

const DAY_MS = 86_400_000;

interface Row {
  key: string;
  label: string;
  currency: string;
  stakes: string;
  wins: string;
  bonus: string;
}

/** The grouping key, its label and the joins it needs. */
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
    joins: sql`join game_rounds r on r.id = t.reference::uuid join games g on g.id = r.game_id`,
  },
  provider: {
    key: sql`p.id::text`,
    label: sql`p.name`,
    joins: sql`join game_rounds r on r.id = t.reference::uuid
      join game_providers p on p.id = r.provider_id`,
  },
};

export const GAME_TRANSFER_CODES = ['stake', 'win', 'stake_refund', 'win_reversal'] as const;

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
  const { key, label, joins } = DIMENSIONS[query.groupBy];
  // The player's side of the transfer says whether bonus money moved: the debit account of a
  // stake or a win taken back, the credit account of a win or refund.
  const rows = await queryRows<Row>(
    db,
    sql`select ${key} as key, ${label} as label, t.currency,
        coalesce(sum(t.amount) filter (where t.code = 'stake'), 0)
          - coalesce(sum(t.amount) filter (where t.code = 'stake_refund'), 0) as stakes,
        coalesce(sum(t.amount) filter (where t.code = 'win'), 0)
          - coalesce(sum(t.amount) filter (where t.code = 'win_reversal'), 0) as wins,
        coalesce(sum(t.amount) filter (where t.code = 'stake' and a.kind = 'bonus'), 0)
          - coalesce(sum(t.amount) filter (where t.code = 'stake_refund' and a.kind = 'bonus'), 0)
          as bonus
      from ledger_transfers t
      join ledger_accounts a
        on a.id = case when t.code in ('stake', 'win_reversal') then t.debit_account_id
          else t.credit_account_id end
      ${joins}
      where t.code in ('stake', 'win', 'stake_refund', 'win_reversal')
        and t.created_at >= ${since.toISOString()}::timestamptz
        and t.created_at < ${until.toISOString()}::timestamptz
      group by 1, 2, 3
      order by 1, 3`,
  );
  const { base, toBase } = await baseCurrencyRates(db);
  const reportRows: ReportRow[] = rows.map((row) => {
    const f = figures(Number(row.stakes), Number(row.wins), Number(row.bonus));
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

/** A text cell as a spreadsheet should read it: quoted when needed, never a formula. */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Minor units as a decimal of major units (exact: no floating point). */
function major(amount: number, subunits: number): string {
  const digits = Math.round(Math.log10(subunits));
  if (digits <= 0) return String(amount);
  const sign = amount < 0 ? '-' : '';
  const abs = String(Math.abs(amount)).padStart(digits + 1, '0');
  return `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}

/**
 * The report as CSV (RFC 4180: comma separated, CRLF, quoted where needed): the rows, then a
 * total per currency, then the base-currency total. Amounts in major units of their currency.
 */
export function reportCsv(report: Report, subunits: (currency: string) => number): string {
  const header = [
    report.groupBy,
    'name',
    'currency',
    'stakes',
    'wins',
    'ggr',
    'bonus_costs',
    'fees',
    'ngr',
    `ggr_${report.baseCurrency}`,
    `ngr_${report.baseCurrency}`,
  ];
  const money = (f: ReportFigures, currency: string) =>
    [f.stakes, f.wins, f.ggr, f.bonusCosts, f.fees, f.ngr].map((n) => major(n, subunits(currency)));
  const baseMoney = (n: number) => major(n, subunits(report.baseCurrency));
  const lines = [
    header,
    ...report.rows.map((r) => [
      r.key,
      r.label,
      r.currency,
      ...money(r, r.currency),
      baseMoney(r.ggrBase),
      baseMoney(r.ngrBase),
    ]),
    ...report.totals.map((t) => ['total', 'Total', t.currency, ...money(t, t.currency), '', '']),
    [
      'total',
      `Total in ${report.baseCurrency} at today's rates`,
      report.baseCurrency,
      ...money(report.baseTotal, report.baseCurrency),
      baseMoney(report.baseTotal.ggr),
      baseMoney(report.baseTotal.ngr),
    ],
  ];
  // Key, name and currency are text; the rest are plain decimals (a minus sign is no formula).
  const line = (cells: string[]) => cells.map((c, i) => (i < 3 ? csvCell(c) : c)).join(',');
  return `${lines.map(line).join('\r\n')}\r\n`;
}

/** Today's rates' subunits, for the CSV. */
export async function currencySubunits(db: Db) {
  return (await baseCurrencyRates(db)).subunits;
}
