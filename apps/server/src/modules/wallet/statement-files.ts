import type { Currency, Statement } from '@casino/contracts';
import { siteLocaleOf } from '@casino/contracts/locale';
import { type Language, STATEMENT_TEXTS, TOTALS } from './statement-texts.ts';

// The statement's CSV download and the language of both downloads (issue 35): labels from the
// catalogues of statement-texts.ts (one per site locale); the PDF is drawn in statement-pdf.ts.

/** The first of `languages` the statement speaks (de-DE counts as de, pt as pt-br), else English. */
export function statementLanguage(languages: (string | null | undefined)[]): Language {
  for (const code of languages) {
    if (!code) continue;
    const language = siteLocaleOf(code);
    // siteLocaleOf answers English for a language we do not have: try the next one then
    if (language !== 'en' || code.toLowerCase().startsWith('en')) return language;
  }
  return 'en';
}

export type CurrencyUnit = Pick<Currency, 'code' | 'subunitToUnit' | 'type'>;

/** Minor units as an exact decimal in major units ("-12.05"), for spreadsheets. */
export function decimalOf(minor: number, subunitToUnit: number): string {
  const digits = Math.round(Math.log10(subunitToUnit));
  const sign = minor < 0 ? '-' : '';
  const abs = String(Math.abs(minor)).padStart(digits + 1, '0');
  if (digits <= 0) return `${sign}${abs}`;
  return `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}

const csvCell = (value: string) =>
  /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
const csvLine = (cells: string[]) => cells.map(csvCell).join(',');

/**
 * The statement as CSV: the header block (title, currency, period, time zone), the totals as
 * label/amount rows, then one row per day. Labels are in the player's language; amounts are
 * exact decimals in major units of the currency and days ISO dates, so a spreadsheet reads them.
 */
export function statementCsv(statement: Statement, currency: CurrencyUnit, language: Language) {
  const t = STATEMENT_TEXTS[language];
  const amount = (minor: number) => decimalOf(minor, currency.subunitToUnit);
  const lines = [
    csvLine([t.title]),
    csvLine([t.currency, statement.currency]),
    csvLine([t.period, statement.from, statement.to]),
    csvLine([t.timeZone, statement.timeZone]),
    '',
    csvLine([t.opening, amount(statement.openingBalance)]),
    ...TOTALS.map((key) => csvLine([t.totalNames[key], amount(statement[key])])),
    csvLine([t.closing, amount(statement.closingBalance)]),
    '',
    csvLine([t.date, ...TOTALS.map((key) => t.totalNames[key]), t.closing]),
    ...statement.days.map((day) =>
      csvLine([day.date, ...TOTALS.map((key) => amount(day[key])), amount(day.closingBalance)]),
    ),
  ];
  // A byte-order mark: spreadsheets then read the accents as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
