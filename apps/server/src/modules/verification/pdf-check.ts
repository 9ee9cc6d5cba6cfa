import { inflateSync } from 'node:zlib';

/**
 * PDF features that run something, send something or carry another file when opened (also
 * inside an object stream, however the names are escaped). Links (/URI) stay: bank statements
 * carry them, they run nothing, and documents are served sandboxed.
 */
const ACTIVE_PDF =
  /\/(JavaScript|JS|Launch|EmbeddedFiles?|OpenAction|AA|RichMedia|XFA|SubmitForm|ImportData|GoToE)(?![^\s/[\]<>(){}%])/;

/** Characters that end a PDF name. */
const NAME = /\/[^\s/[\]<>(){}%]*/g;

/** Decoded object streams larger than this are refused (a compression bomb). */
const MAX_DECODED_BYTES = 64 * 1024 * 1024;

export type PdfVerdict = 'plain' | 'active' | 'uncheckable';

/** `#xx` escapes of every name written out (`/J#61vaScript` is `/JavaScript` to a reader). */
export function normaliseNames(text: string): string {
  return text.replace(NAME, (name) =>
    name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

const hasActive = (text: string) => ACTIVE_PDF.test(normaliseNames(text));

/** Undoes one filter, or null when it is not one checked here (or the bytes are broken). */
function unfilter(filter: string, data: Buffer): Buffer | null {
  try {
    if (filter === 'FlateDecode' || filter === 'Fl') {
      return inflateSync(data, { maxOutputLength: MAX_DECODED_BYTES });
    }
    if (filter === 'ASCIIHexDecode' || filter === 'AHx') {
      const hex = data
        .toString('latin1')
        .replace(/>[\s\S]*$/, '')
        .replace(/[^0-9A-Fa-f]/g, '');
      return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
    }
  } catch {}
  return null;
}

/**
 * What the objects packed in one object stream say: its declared filters undone (a filter not
 * decoded here, a predictor or broken bytes make it uncheckable), and a plain inflate tried too
 * whatever is declared.
 */
function inspectObjectStream(dictionary: string, data: Buffer): PdfVerdict {
  const inflated = unfilter('FlateDecode', data);
  if (inflated && hasActive(inflated.toString('latin1'))) return 'active';
  // Predictors reshuffle the decoded bytes; an object stream never needs one.
  if (/\/Predictor\s+0*([2-9]|\d\d)/.test(dictionary)) return 'uncheckable';
  const declared = [...dictionary.matchAll(/\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>(){}%]+)/g)].pop();
  let decoded: Buffer | null = data;
  for (const name of declared?.[1]?.match(NAME) ?? []) {
    decoded = decoded && unfilter(name.slice(1), decoded);
  }
  if (!decoded) return 'uncheckable';
  return hasActive(decoded.toString('latin1')) ? 'active' : 'plain';
}

/**
 * Whether a PDF may be kept: `active` when it names a feature of ACTIVE_PDF once name escapes
 * are undone, in its own bytes or in an object stream's decoded objects; `uncheckable` when it is
 * encrypted or an object stream cannot be decoded, since then nobody can say what is inside.
 * Other streams (pages, images, fonts) hold no objects a reader acts on, so they stay unread.
 *
 * NOTE: this reads the bytes without trusting their structure (a reader follows the cross
 * reference, which the file may lie about): every `stream` keyword counts, and the text before
 * it back to the previous one stands for its dictionary.
 */
export function inspectPdf(bytes: Uint8Array): PdfVerdict {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const raw = buffer.toString('latin1');
  if (hasActive(raw)) return 'active';
  const text = normaliseNames(raw);
  if (/\/Encrypt(?![^\s/[\]<>(){}%])/.test(text)) return 'uncheckable';
  let verdict: PdfVerdict = 'plain';
  let previous = 0;
  for (const match of raw.matchAll(/(?<![A-Za-z])stream(?:\r\n|\n|\r)/g)) {
    const dictionary = normaliseNames(raw.slice(previous, match.index));
    const start = match.index + match[0].length;
    previous = start;
    // A reader takes a stream the cross reference points into as an object stream (/First n).
    const isObjectStream = /\/ObjStm\b|\/First\s+\d+(?!\s+\d+\s+R)/.test(dictionary);
    if (!isObjectStream) continue;
    const length = [...dictionary.matchAll(/\/Length\s+(\d+)(?!\s+\d+\s+R)/g)].pop()?.[1];
    let end = length === undefined ? -1 : start + Number(length);
    if (end < 0 || !/^\s*endstream/.test(raw.slice(end, end + 32))) {
      end = raw.indexOf('endstream', start);
      if (end < 0) end = raw.length;
    }
    const found = inspectObjectStream(dictionary, buffer.subarray(start, end));
    if (found === 'active') return 'active';
    if (found === 'uncheckable') verdict = 'uncheckable';
  }
  return verdict;
}
