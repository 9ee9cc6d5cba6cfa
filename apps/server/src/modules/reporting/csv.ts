import type { Report, ReportFigures } from '@casino/contracts/backoffice';
import type { Db } from '@casino/db';
import { baseCurrencyRates } from './rates.ts';

/** A text cell as a spreadsheet should read it: quoted when needed, never a formula. */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Minor units as a decimal of major units (exact: no floating point). */
export function major(amount: number, subunits: number): string {
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
