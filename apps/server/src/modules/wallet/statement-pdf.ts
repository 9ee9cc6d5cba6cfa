import type { Statement } from '@casino/contracts';
import { intlLocale, textDirection } from '@casino/contracts/locale';
import { formatMoney } from '@casino/contracts/money';
import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import type { CurrencyUnit } from './statement-files.ts';
import { StatementWriter } from './statement-pdf-text.ts';
import { formatDay, type Language, STATEMENT_TEXTS, TOTALS } from './statement-texts.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
/** Room for the date at the start of each day's row. */
const DATE_WIDTH = 62;

/**
 * The statement as a PDF (pdf-lib, A4) in the player's language: title, period and time zone,
 * the totals from the opening to the closing balance, then the days. DejaVu Sans writes every
 * site language; an Arabic statement runs right to left, its columns mirrored (the date on the
 * right, amounts ending on their left edge). Page streams are Flate-compressed as usual.
 */
export async function statementPdf(
  statement: Statement,
  currency: CurrencyUnit,
  language: Language,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const direction = textDirection(language);
  const writer = await StatementWriter.embed(doc, direction);
  const t = STATEMENT_TEXTS[language];
  const locale = intlLocale(language);
  const isRtl = direction === 'rtl';
  // In Arabic an amount is one left-to-right unit (isolated: LRI … PDI), or the text around it
  // pulls Intl's "US$" apart ("$US 1.00", docs/decisions/048); Intl's direction marks, there to
  // hold it against that text, would only split it inside the isolate.
  const money = (minor: number) => {
    const amount = formatMoney(minor, currency, locale);
    return isRtl ? `\u2066${amount.replace(/[\u061c\u200e\u200f]/g, '')}\u2069` : amount;
  };
  doc.setTitle(`${t.title} ${statement.from} – ${statement.to}`);
  doc.setLanguage(locale);
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));

  const right = A4[0] - MARGIN;
  // Offsets are measured from where a line starts: the left margin, or the right one in Arabic.
  const at = (offset: number) => (isRtl ? right - offset : MARGIN + offset);
  const black = rgb(0, 0, 0);
  const grey = rgb(0.35, 0.35, 0.4);
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  let pages = 1;
  /** Writes `value` from `offset` on, or (`toOffset`) so that it ends there. */
  const text = (
    value: string,
    offset: number,
    { size = 10, isBold = false, toOffset = false, color = black } = {},
  ) => {
    const align = toOffset !== isRtl ? 'right' : 'left';
    writer.draw(page, value, { x: at(offset), y, size, isBold, color, align });
  };
  const nextLine = (height: number) => {
    y -= height;
    if (y < MARGIN + 20) {
      page = doc.addPage(A4);
      pages += 1;
      y = A4[1] - MARGIN;
      text(`${t.title} · ${t.page} ${pages}`, 0, { size: 8, color: grey });
      y -= 18;
    }
  };

  text(t.title, 0, { size: 18, isBold: true });
  nextLine(24);
  text(
    `${t.period}: ${formatDay(statement.from, language)} – ${formatDay(statement.to, language)}`,
    0,
  );
  nextLine(14);
  text(`${t.currency}: ${statement.currency}   ${t.timeZone}: ${statement.timeZone}`, 0);
  nextLine(26);

  const width = right - MARGIN;
  text(t.totals, 0, { size: 12, isBold: true });
  nextLine(18);
  const totalRow = (label: string, minor: number, isBold = false) => {
    text(label, 0, { isBold });
    text(money(minor), width, { isBold, toOffset: true });
    nextLine(15);
  };
  totalRow(t.opening, statement.openingBalance, true);
  for (const key of TOTALS) totalRow(t.totalNames[key], statement[key]);
  totalRow(t.closing, statement.closingBalance, true);
  const checkLines = writer.wrap(t.check, { size: 8, color: grey }, width);
  checkLines.forEach((line, i) => {
    text(line, 0, { size: 8, color: grey });
    nextLine(i === checkLines.length - 1 ? 28 : 10);
  });

  text(t.days, 0, { size: 12, isBold: true });
  nextLine(18);
  if (statement.days.length === 0) {
    text(t.noActivity, 0);
    return doc.save({ useObjectStreams: false });
  }
  // The date, then six totals and the closing balance in equal columns, each amount ending at
  // its column's far edge; a heading too wide for its column takes two lines or more.
  const column = (width - DATE_WIDTH) / 7;
  const ends = Array.from({ length: 7 }, (_, i) => DATE_WIDTH + column * (i + 1));
  const heading = { size: 7, isBold: true, color: black };
  const headings = [...TOTALS.map((key) => t.totalNames[key]), t.closing].map((label) =>
    writer.wrap(label, heading, column - 4),
  );
  const headingLines = Math.max(...headings.map((lines) => lines.length));
  for (let line = 0; line < headingLines; line++) {
    if (line === 0) text(t.date, 0, heading);
    headings.forEach((lines, i) => {
      const part = lines[line];
      if (part) text(part, ends[i]!, { ...heading, toOffset: true });
    });
    nextLine(line === headingLines - 1 ? 12 : 8);
  }
  for (const day of statement.days) {
    text(formatDay(day.date, language), 0, { size: 7 });
    [...TOTALS.map((key) => day[key]), day.closingBalance].forEach((minor, i) => {
      text(money(minor), ends[i]!, { size: 7, toOffset: true });
    });
    nextLine(11);
  }
  return doc.save({ useObjectStreams: false });
}
