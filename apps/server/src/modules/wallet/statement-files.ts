import type { Currency, MovementTotals, Statement } from '@casino/contracts';
import { intlLocale, type SiteLocaleCode, siteLocaleOf } from '@casino/contracts/locale';
import { formatMoney } from '@casino/contracts/money';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { MORE_STATEMENT_TEXTS } from './statement-files.more-locales.ts';

// The statement's CSV and PDF downloads (issue 35), in the player's language: labels from the
// catalogues below (one per site locale), money and dates by Intl for that language.

type Language = SiteLocaleCode;

interface Texts {
  title: string;
  currency: string;
  period: string;
  timeZone: string;
  date: string;
  opening: string;
  closing: string;
  totals: string;
  days: string;
  noActivity: string;
  totalNames: Record<keyof MovementTotals, string>;
  /** Says how the balance adds up, under the totals. */
  check: string;
  page: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    title: 'Activity statement',
    currency: 'Currency',
    period: 'Period',
    timeZone: 'Time zone',
    date: 'Date',
    opening: 'Opening balance',
    closing: 'Closing balance',
    totals: 'Totals',
    days: 'By day',
    noActivity: 'No activity in this period.',
    totalNames: {
      deposits: 'Deposits',
      withdrawals: 'Withdrawals',
      stakes: 'Stakes',
      wins: 'Wins',
      bonuses: 'Bonuses',
      other: 'Other',
    },
    check:
      'Opening balance + deposits − withdrawals − stakes + wins + bonuses + other = closing balance.',
    page: 'Page',
  },
  de: {
    title: 'Kontoauszug',
    currency: 'Währung',
    period: 'Zeitraum',
    timeZone: 'Zeitzone',
    date: 'Datum',
    opening: 'Anfangssaldo',
    closing: 'Schlusssaldo',
    totals: 'Summen',
    days: 'Nach Tagen',
    noActivity: 'Keine Aktivität in diesem Zeitraum.',
    totalNames: {
      deposits: 'Einzahlungen',
      withdrawals: 'Auszahlungen',
      stakes: 'Einsätze',
      wins: 'Gewinne',
      bonuses: 'Boni',
      other: 'Sonstiges',
    },
    check:
      'Anfangssaldo + Einzahlungen − Auszahlungen − Einsätze + Gewinne + Boni + Sonstiges = Schlusssaldo.',
    page: 'Seite',
  },
  es: {
    title: 'Extracto de actividad',
    currency: 'Moneda',
    period: 'Periodo',
    timeZone: 'Zona horaria',
    date: 'Fecha',
    opening: 'Saldo inicial',
    closing: 'Saldo final',
    totals: 'Totales',
    days: 'Por día',
    noActivity: 'No hay actividad en este periodo.',
    totalNames: {
      deposits: 'Depósitos',
      withdrawals: 'Retiros',
      stakes: 'Apuestas',
      wins: 'Ganancias',
      bonuses: 'Bonos',
      other: 'Otros',
    },
    check:
      'Saldo inicial + depósitos − retiros − apuestas + ganancias + bonos + otros = saldo final.',
    page: 'Página',
  },
  'pt-br': {
    title: 'Extrato de atividade',
    currency: 'Moeda',
    period: 'Período',
    timeZone: 'Fuso horário',
    date: 'Data',
    opening: 'Saldo inicial',
    closing: 'Saldo final',
    totals: 'Totais',
    days: 'Por dia',
    noActivity: 'Nenhuma atividade neste período.',
    totalNames: {
      deposits: 'Depósitos',
      withdrawals: 'Saques',
      stakes: 'Apostas',
      wins: 'Ganhos',
      bonuses: 'Bônus',
      other: 'Outros',
    },
    check: 'Saldo inicial + depósitos − saques − apostas + ganhos + bônus + outros = saldo final.',
    page: 'Página',
  },
  pl: {
    title: 'Zestawienie aktywności',
    currency: 'Waluta',
    period: 'Okres',
    timeZone: 'Strefa czasowa',
    date: 'Data',
    opening: 'Saldo początkowe',
    closing: 'Saldo końcowe',
    totals: 'Podsumowanie',
    days: 'Według dni',
    noActivity: 'Brak aktywności w tym okresie.',
    totalNames: {
      deposits: 'Wpłaty',
      withdrawals: 'Wypłaty',
      stakes: 'Stawki',
      wins: 'Wygrane',
      bonuses: 'Bonusy',
      other: 'Inne',
    },
    check:
      'Saldo początkowe + wpłaty − wypłaty − stawki + wygrane + bonusy + inne = saldo końcowe.',
    page: 'Strona',
  },
  ar: {
    title: 'كشف النشاط',
    currency: 'العملة',
    period: 'الفترة',
    timeZone: 'المنطقة الزمنية',
    date: 'التاريخ',
    opening: 'الرصيد الافتتاحي',
    closing: 'الرصيد الختامي',
    totals: 'الإجماليات',
    days: 'حسب اليوم',
    noActivity: 'لا نشاط في هذه الفترة.',
    totalNames: {
      deposits: 'الإيداعات',
      withdrawals: 'عمليات السحب',
      stakes: 'الرهانات',
      wins: 'الأرباح',
      bonuses: 'المكافآت',
      other: 'أخرى',
    },
    check:
      'الرصيد الافتتاحي + الإيداعات − عمليات السحب − الرهانات + الأرباح + المكافآت + أخرى = الرصيد الختامي.',
    page: 'صفحة',
  },
  ...MORE_STATEMENT_TEXTS,
};

const TOTALS: (keyof MovementTotals)[] = [
  'deposits',
  'withdrawals',
  'stakes',
  'wins',
  'bonuses',
  'other',
];

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

type CurrencyUnit = Pick<Currency, 'code' | 'subunitToUnit' | 'type'>;

/** Minor units as an exact decimal in major units ("-12.05"), for spreadsheets. */
export function decimalOf(minor: number, subunitToUnit: number): string {
  const digits = Math.round(Math.log10(subunitToUnit));
  const sign = minor < 0 ? '-' : '';
  const abs = String(Math.abs(minor)).padStart(digits + 1, '0');
  if (digits <= 0) return `${sign}${abs}`;
  return `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}

/** A day (YYYY-MM-DD) as the language writes it. */
function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
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
  const t = TEXTS[language];
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

/**
 * Helvetica (a standard PDF font) writes WinAnsi only: spaces Intl puts in money become plain
 * spaces and the minus sign a hyphen; anything else it cannot write becomes "?".
 */
function winAnsi(text: string, font: PDFFont): string {
  const plain = text.replace(/[\u00a0\u202f\u2009]/g, ' ').replace(/\u2212/g, '-');
  let out = '';
  for (const char of plain) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      out += '?';
    }
  }
  return out;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;

/**
 * The statement as a PDF (pdf-lib, A4): title, period and time zone, the totals from the
 * opening to the closing balance, then the days. Page streams are Flate-compressed as usual;
 * each line of text is one string of its page.
 */
export async function statementPdf(
  statement: Statement,
  currency: CurrencyUnit,
  requested: Language,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  // The standard fonts write Western European letters only (WinAnsi): a language they cannot
  // write (Polish, Arabic) gets its CSV in full and this PDF in English until a Unicode font
  // with Arabic shaping is embedded (docs/decisions/048).
  const fits = [...JSON.stringify(TEXTS[requested])].every(
    (char) => char === '?' || winAnsi(char, font) !== '?',
  );
  const language: Language = fits ? requested : 'en';
  const t = TEXTS[language];
  const locale = intlLocale(language);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  doc.setTitle(`${t.title} ${statement.from} – ${statement.to}`);
  doc.setLanguage(locale);
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  let pages = 1;
  const grey = rgb(0.35, 0.35, 0.4);
  const text = (
    value: string,
    x: number,
    { size = 10, isBold = false, alignRight = false, color = rgb(0, 0, 0) } = {},
  ) => {
    const used = isBold ? bold : font;
    const safe = winAnsi(value, used);
    const left = alignRight ? x - used.widthOfTextAtSize(safe, size) : x;
    page.drawText(safe, { x: left, y, size, font: used, color });
  };
  const nextLine = (height: number) => {
    y -= height;
    if (y < MARGIN + 20) {
      page = doc.addPage(A4);
      pages += 1;
      y = A4[1] - MARGIN;
      text(`${t.title} · ${t.page} ${pages}`, MARGIN, { size: 8, color: grey });
      y -= 18;
    }
  };

  text(t.title, MARGIN, { size: 18, isBold: true });
  nextLine(24);
  text(
    `${t.period}: ${formatDay(statement.from, language)} – ${formatDay(statement.to, language)}`,
    MARGIN,
  );
  nextLine(14);
  text(`${t.currency}: ${statement.currency}   ${t.timeZone}: ${statement.timeZone}`, MARGIN);
  nextLine(26);

  const right = A4[0] - MARGIN;
  text(t.totals, MARGIN, { size: 12, isBold: true });
  nextLine(18);
  const totalRow = (label: string, minor: number, isBold = false) => {
    text(label, MARGIN, { isBold });
    text(money(minor), right, { isBold, alignRight: true });
    nextLine(15);
  };
  totalRow(t.opening, statement.openingBalance, true);
  for (const key of TOTALS) totalRow(t.totalNames[key], statement[key]);
  totalRow(t.closing, statement.closingBalance, true);
  text(t.check, MARGIN, { size: 8, color: grey });
  nextLine(28);

  text(t.days, MARGIN, { size: 12, isBold: true });
  nextLine(18);
  if (statement.days.length === 0) {
    text(t.noActivity, MARGIN);
  } else {
    // The date, then six totals and the closing balance right-aligned in equal columns.
    const start = MARGIN + 62;
    const width = (right - start) / 7;
    const columns = Array.from({ length: 7 }, (_, i) => start + width * (i + 1));
    const header = [...TOTALS.map((key) => t.totalNames[key]), t.closing];
    text(t.date, MARGIN, { size: 7, isBold: true });
    header.forEach((label, i) => {
      text(label, columns[i]!, { size: 7, isBold: true, alignRight: true });
    });
    nextLine(12);
    for (const day of statement.days) {
      text(formatDay(day.date, language), MARGIN, { size: 7 });
      [...TOTALS.map((key) => day[key]), day.closingBalance].forEach((minor, i) => {
        text(money(minor), columns[i]!, { size: 7, alignRight: true });
      });
      nextLine(11);
    }
  }
  return doc.save({ useObjectStreams: false });
}
