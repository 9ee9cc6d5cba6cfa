import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFRawStream,
} from 'pdf-lib';

/** One string a PDF page shows (`<hex> Tj`): where it starts, its glyphs and what they read. */
export interface PdfTextRun {
  page: number;
  x: number;
  y: number;
  /** The glyph codes as drawn, left to right: glyph ids of an embedded (Type0) font. */
  glyphs: number[];
  /** What each glyph stands for, by the font's ToUnicode map (a ligature stands for two). */
  chars: string[];
  /** The chars joined, in drawing order (left to right). */
  text: string;
}

/** A font's ToUnicode map: glyph code → the text it stands for. */
function toUnicode(font: PDFDict): Map<number, string> | undefined {
  const stream = font.lookup(PDFName.of('ToUnicode'));
  if (!(stream instanceof PDFRawStream)) return undefined;
  const cmap = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
  const map = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of section[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(Number.parseInt(code!, 16), utf16(text!));
    }
  }
  return map;
}

function streamsOf(doc: PDFDocument, contents: PDFObject | undefined): PDFRawStream[] {
  if (contents instanceof PDFRawStream) return [contents];
  if (contents instanceof PDFArray) {
    return contents.asArray().flatMap((ref) => streamsOf(doc, doc.context.lookup(ref)));
  }
  return [];
}

/**
 * The text runs of a PDF as pdf-lib writes them (`/Font size Tf`, `1 0 0 1 x y Tm`, `<hex> Tj`),
 * decoded through each embedded font's ToUnicode map; a standard font (no map) reads as Latin-1.
 */
export async function pdfTextRuns(pdf: Uint8Array): Promise<PdfTextRun[]> {
  const doc = await PDFDocument.load(pdf);
  const runs: PdfTextRun[] = [];
  doc.getPages().forEach((page, index) => {
    const fonts = new Map<string, Map<number, string> | undefined>();
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      fonts.set(name.decodeText(), toUnicode(doc.context.lookup(ref, PDFDict)));
    }
    let map: Map<number, string> | undefined;
    let x = 0;
    let y = 0;
    const ops = /\/(\S+) [\d.]+ Tf|1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm|<([0-9A-Fa-f]*)> Tj/g;
    for (const stream of streamsOf(doc, page.node.Contents())) {
      const content = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const [, font, tmX, tmY, hex] of content.matchAll(ops)) {
        if (font !== undefined) map = fonts.get(font);
        else if (tmX !== undefined) [x, y] = [Number(tmX), Number(tmY)];
        else if (hex !== undefined) {
          const bytes = Buffer.from(hex, 'hex');
          const glyphs = map
            ? Array.from({ length: bytes.length / 2 }, (_, i) => bytes.readUInt16BE(i * 2))
            : [...bytes];
          const chars = glyphs.map((glyph) =>
            map ? (map.get(glyph) ?? '\uFFFD') : String.fromCharCode(glyph),
          );
          runs.push({ page: index + 1, x, y, glyphs, chars, text: chars.join('') });
        }
      }
    }
  });
  return runs;
}
