import type { GbReturn } from '@casino/contracts/api/backoffice';
import { csvCell, major } from './csv.ts';

const PRODUCT_MONEY = ['stakes', 'wins', 'ggr', 'bonusStakes'] as const;
const COUNTS = [
  ['activePlayers', 'active_players'],
  ['newRegistrations', 'new_registrations'],
  ['depositLimitsSet', 'deposit_limits_set'],
  ['selfExclusions', 'self_exclusions'],
  ['timeOuts', 'time_outs'],
  ['registerExclusions', 'register_exclusions'],
] as const;

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The return as CSV (RFC 4180, CRLF), one figure a line so a spreadsheet can pivot it:
 * `period_start,period_end,figure,product,currency,value`. Money in major units of its currency
 * (exact decimals), counts as integers; `product` is `all` for the counts over every product.
 */
export function gbReturnCsv(report: GbReturn, subunits: (currency: string) => number): string {
  const lines: string[][] = [
    ['period_start', 'period_end', 'figure', 'product', 'currency', 'value'],
  ];
  const line = (figure: string, product: string, currency: string, value: string) =>
    lines.push([report.periodStart, report.periodEnd, figure, product, currency, value]);
  for (const row of report.products) {
    for (const key of PRODUCT_MONEY) {
      line(snake(key), row.product, row.currency, major(row[key], subunits(row.currency)));
    }
    line('active_players', row.product, row.currency, String(row.activePlayers));
  }
  for (const [key, figure] of COUNTS) line(figure, 'all', '', String(report[key]));
  // The value is a plain decimal or count (a minus sign is no formula); the rest are words.
  const text = (cells: string[]) =>
    cells.map((c, i) => (i < cells.length - 1 ? csvCell(c) : c)).join(',');
  return `${lines.map(text).join('\r\n')}\r\n`;
}
