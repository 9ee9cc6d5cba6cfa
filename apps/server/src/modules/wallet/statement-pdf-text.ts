import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import bidiFactory from 'bidi-js';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

// Text of the statement PDF in any of the site's languages: DejaVu Sans (Latin Extended, Greek,
// Cyrillic, Arabic with its joining forms) embedded as a subset, lines laid out right to left for
// Arabic by the Unicode bidi algorithm (docs/decisions/047, session 17).

export type Direction = 'ltr' | 'rtl';

const require = createRequire(import.meta.url);
const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'] as const;

interface FontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
  /** The order fontkit lays a string out in: right to left when its first letter is Arabic. */
  layoutDirection: (text: string) => Direction;
}

let loading: Promise<FontFiles> | undefined;

/** The font files, read once from the dejavu-fonts-ttf package (a failed read is tried again). */
function fontFiles(): Promise<FontFiles> {
  loading ??= Promise.all(
    FONT_FILES.map((file) => readFile(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))),
  ).then(
    ([regular, bold]) => {
      const layout = fontkit.create(regular!);
      return {
        regular: regular!,
        bold: bold!,
        layoutDirection: (text) => (layout.layout(text).direction === 'rtl' ? 'rtl' : 'ltr'),
      };
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const bidi = bidiFactory();

/** Marks Intl puts around numbers and dates: they steer the bidi algorithm and draw nothing. */
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Right-to-left letters, Arabic digits and the marks that start right-to-left text. */
const RIGHT_TO_LEFT =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe\u200f\u202b\u202e\u2067]|[\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

/**
 * A line as pieces in visual order (left to right), each a string to hand to pdf-lib: a
 * right-to-left piece goes in logical order, since fontkit joins its Arabic letters and then
 * reverses it; anything else goes in the order it is seen, turned round first if fontkit would
 * reverse it (Arabic-Indic digits). Mirrored characters are swapped in right-to-left runs.
 */
export function visualPieces(
  text: string,
  paragraph: Direction,
  layoutDirection: (text: string) => Direction,
): string[] {
  // Left-to-right text with nothing right to left in it is one run, as it is.
  if (paragraph === 'ltr' && !RIGHT_TO_LEFT.test(text)) return [text.replace(INVISIBLE, '')];
  const embedding = bidi.getEmbeddingLevels(text, paragraph);
  const order = bidi.getReorderedIndices(text, embedding);
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels);
  const runs: { level: number; chars: string[] }[] = [];
  let previous = -2;
  for (const index of order) {
    const level = embedding.levels[index]!;
    const run = runs.at(-1);
    const step = level % 2 === 1 ? -1 : 1;
    const char = mirrored.get(index) ?? text[index]!;
    if (run && run.level === level && index === previous + step) run.chars.push(char);
    else runs.push({ level, chars: [char] });
    previous = index;
  }
  const pieces: string[] = [];
  for (const run of runs) {
    const seen = run.chars.join('').replace(INVISIBLE, '');
    if (!seen) continue;
    const reversed = [...seen].reverse().join('');
    pieces.push(layoutDirection(seen) === 'rtl' ? reversed : seen);
  }
  return pieces;
}

export interface TextStyle {
  size: number;
  isBold?: boolean;
  color: Color;
}

/** Writes and measures lines of one language on the statement's pages. */
export class StatementWriter {
  private readonly regular: PDFFont;
  private readonly bold: PDFFont;
  private readonly direction: Direction;
  private readonly layoutDirection: (text: string) => Direction;

  private constructor(
    fonts: { regular: PDFFont; bold: PDFFont },
    direction: Direction,
    layoutDirection: (text: string) => Direction,
  ) {
    this.regular = fonts.regular;
    this.bold = fonts.bold;
    this.direction = direction;
    this.layoutDirection = layoutDirection;
  }

  /** Embeds the two DejaVu Sans faces (subsets: only the glyphs drawn) into `doc`. */
  static async embed(doc: PDFDocument, direction: Direction): Promise<StatementWriter> {
    const files = await fontFiles();
    // A font parsed anew for each document: fontkit keeps each glyph with the characters it was
    // first laid out for, which become the PDF's ToUnicode map; shared, that map would depend on
    // the documents made before.
    doc.registerFontkit(fontkit);
    const regular = await doc.embedFont(files.regular, { subset: true });
    const bold = await doc.embedFont(files.bold, { subset: true });
    return new StatementWriter({ regular, bold }, direction, files.layoutDirection);
  }

  private pieces(text: string, style: TextStyle) {
    const font = style.isBold ? this.bold : this.regular;
    return visualPieces(text, this.direction, this.layoutDirection).map((piece) => ({
      piece,
      width: font.widthOfTextAtSize(piece, style.size),
    }));
  }

  width(text: string, style: TextStyle): number {
    return this.pieces(text, style).reduce((sum, { width }) => sum + width, 0);
  }

  /** Draws `text` from `x` rightwards (`align: 'left'`) or ending at `x` (`'right'`). */
  draw(
    page: PDFPage,
    text: string,
    { x, y, align, ...style }: TextStyle & { x: number; y: number; align: 'left' | 'right' },
  ) {
    const font = style.isBold ? this.bold : this.regular;
    const pieces = this.pieces(text, style);
    let left = align === 'left' ? x : x - pieces.reduce((sum, { width }) => sum + width, 0);
    for (const { piece, width } of pieces) {
      page.drawText(piece, { x: left, y, size: style.size, font, color: style.color });
      left += width;
    }
  }

  /** `text` broken at spaces into lines no wider than `maxWidth` (a longer word stands alone). */
  wrap(text: string, style: TextStyle, maxWidth: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && this.width(candidate, style) > maxWidth) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) lines.push(line);
    return lines;
  }
}
