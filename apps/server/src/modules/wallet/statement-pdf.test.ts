import type { Statement } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { type PdfTextRun, pdfTextRuns } from '../../../test/pdf-text.ts';
import { statementPdf } from './statement-pdf.ts';
import { type Direction, visualPieces } from './statement-pdf-text.ts';
import { type Language, STATEMENT_TEXTS } from './statement-texts.ts';

const USD = { code: 'USD', subunitToUnit: 100, type: 'fiat' as const };
const days = ['2026-11-20', '2026-11-21', '2026-11-22'].map((date, i) => ({
  date,
  deposits: 2000 * i,
  withdrawals: 1000,
  stakes: 550,
  wins: 300,
  bonuses: 0,
  other: 0,
  closingBalance: 8250 + 1000 * i * (i + 1) - 1250 * (i + 1),
}));
const statement: Statement = {
  currency: 'USD',
  timeZone: 'Europe/Istanbul',
  from: '2026-11-20',
  to: '2026-11-22',
  openingBalance: 8250,
  deposits: 6000,
  withdrawals: 3000,
  stakes: 1650,
  wins: 900,
  bonuses: 0,
  other: 0,
  closingBalance: 10_500,
  days,
};

const runsOf = async (language: Language) =>
  pdfTextRuns(await statementPdf(statement, USD, language));
/** A run as read in its language: glyphs drawn right to left read from the last one. */
const reading = (run: PdfTextRun, isRtl: boolean) =>
  isRtl ? run.chars.toReversed().join('') : run.text;
const PAGE_MIDDLE = 595.28 / 2;

describe('statement PDF', () => {
  it.each(Object.keys(STATEMENT_TEXTS) as Language[])(
    'is written in %s with every letter in the font',
    async (language) => {
      const t = STATEMENT_TEXTS[language];
      const runs = await runsOf(language);
      const read = runs.map((run) => reading(run, language === 'ar'));
      expect(read).toEqual(expect.arrayContaining([t.title, t.closing, t.days]));
      // glyph 0 is the empty box a font draws for a character it lacks
      expect(runs.filter((run) => run.glyphs.includes(0))).toEqual([]);
      expect(read.filter((text) => text.includes('?') || text.includes('\uFFFD'))).toEqual([]);
    },
  );

  it.each([
    [
      'tr',
      [
        'Hesap hareketleri dökümü',
        'Dönem: 20 Kas 2026 – 22 Kas 2026',
        'Diğer',
        '$105,00',
        'Açılış bakiyesi + yatırımlar − çekimler − bahisler + kazançlar + bonuslar + diğer = kapanış bakiyesi.',
      ],
    ],
    [
      'pl',
      [
        'Zestawienie aktywności',
        'Okres: 20 lis 2026 – 22 lis 2026',
        'Według dni',
        '105,00\u00a0USD',
        'Saldo początkowe + wpłaty − wypłaty − stawki + wygrane + bonusy + inne = saldo końcowe.',
      ],
    ],
  ] as const)('writes %s letters and amounts, not question marks', async (language, lines) => {
    const text = (await runsOf(language)).map((run) => run.text);
    expect(text).toEqual(expect.arrayContaining([...lines]));
  });

  it('writes Arabic joined, right to left and right-aligned, amounts left to right', async () => {
    const runs = await runsOf('ar');
    const title = runs.find((run) => reading(run, true) === 'كشف النشاط');
    // Drawn in visual order: the last letter first (leftmost), ending at the right margin.
    expect(title?.chars[0]).toBe('ط');
    expect(title!.x).toBeGreaterThan(PAGE_MIDDLE);
    // Joined: the alef of "ال" stands alone, the one of "شاط" ends its join: two glyphs.
    const alefs = title!.glyphs.filter((_, i) => title!.chars[i] === 'ا');
    expect(alefs).toHaveLength(2);
    expect(new Set(alefs).size).toBe(2);
    // Lam and alef with hamza below make one glyph (the lam-alef ligature).
    const deposits = runs.find((run) => reading(run, true) === 'الإيداعات');
    expect(deposits?.chars).toContain('لإ');
    // An amount keeps its digits left to right, at the left edge across from its label.
    const closing = runs.find((run) => run.text === '105.00\u00a0US$');
    expect(closing?.x).toBeLessThan(PAGE_MIDDLE);
    const label = runs.find(
      (run) => reading(run, true) === 'الرصيد الختامي' && run.y === closing?.y,
    );
    expect(label?.x).toBeGreaterThan(PAGE_MIDDLE);
  });

  it('orders mixed lines by the bidi algorithm, mirroring brackets right to left', () => {
    // fontkit's rule: a string whose first letter is Arabic is laid out reversed
    const layout = (text: string): Direction =>
      /^[^\p{L}]*\p{Script=Arabic}/u.test(text) ? 'rtl' : 'ltr';
    const drawn = (text: string, paragraph: Direction) =>
      visualPieces(text, paragraph, layout)
        .map((piece) => (layout(piece) === 'rtl' ? [...piece].reverse().join('') : piece))
        .join('');
    const seen = (arabic: string) => [...arabic].reverse().join('');
    expect(drawn('أخرى (2)', 'rtl')).toBe(`(2) ${seen('أخرى')}`);
    expect(drawn('الرصيد: 82.50', 'rtl')).toBe(`82.50 :${seen('الرصيد')}`);
    // a number after Arabic letters counts as Arabic: it stands to their left
    expect(drawn('Total: الرصيد 5', 'ltr')).toBe(`Total: 5 ${seen('الرصيد')}`);
    expect(drawn('Saldo końcowe (1)', 'ltr')).toBe('Saldo końcowe (1)');
  });
});
