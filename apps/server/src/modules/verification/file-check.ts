import { DOCUMENT_MAX_BYTES } from '@casino/contracts';
import sharp from 'sharp';
import { inspectPdf } from './pdf-check.ts';

/** The types a document may have, each told by its first bytes (never by the name). */
export type DocumentType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

const EXTENSION: Record<DocumentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type the content says, or null (HTML, scripts, archives... whatever the name claims). */
export function sniffType(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

export type CheckedFile =
  | { ok: true; bytes: Uint8Array; contentType: DocumentType; fileName: string }
  | { ok: false; message: string };

/** Largest image side kept (a phone photo stays readable, a decompression bomb does not). */
const MAX_PIXELS = 40_000_000;

/**
 * Checks one upload and returns what is stored: images decoded and encoded again in their
 * own format (EXIF, GPS, ICC and any trailing bytes gone, turned upright first); PDFs as sent
 * when they carry no active content (pdf-check.ts). The stored name keeps the player's base name with the
 * extension of the detected type (a PNG named .pdf becomes .png).
 */
export async function checkDocumentFile(bytes: Uint8Array, name: string): Promise<CheckedFile> {
  if (bytes.byteLength === 0) return { ok: false, message: 'The file is empty' };
  if (bytes.byteLength > DOCUMENT_MAX_BYTES) {
    return { ok: false, message: 'The file is larger than 10 MB' };
  }
  const type = sniffType(bytes);
  if (!type) return { ok: false, message: 'Send a photo (JPEG, PNG, WebP) or a PDF' };
  const fileName = `${baseName(name)}.${EXTENSION[type]}`;
  if (type === 'application/pdf') {
    const verdict = inspectPdf(bytes);
    if (verdict === 'active') {
      return { ok: false, message: 'This PDF contains scripts or attachments; send a plain scan' };
    }
    if (verdict === 'uncheckable') {
      return {
        ok: false,
        message: 'This PDF cannot be checked (encrypted or unusual compression); send a plain scan',
      };
    }
    return { ok: true, bytes, contentType: type, fileName };
  }
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const clean =
      type === 'image/png'
        ? image.png()
        : type === 'image/webp'
          ? image.webp({ quality: 90 })
          : image.jpeg({ quality: 90, mozjpeg: true });
    const out = await clean.toBuffer();
    return { ok: true, bytes: new Uint8Array(out), contentType: type, fileName };
  } catch {
    return { ok: false, message: 'The image cannot be read; take the photo again' };
  }
}

/** The name without path, extension or control characters, at most 80 characters. */
function baseName(name: string) {
  const last = name.split(/[\\/]/).pop() ?? '';
  const stem = last.replace(/\.[^.]*$/, '');
  const safe = stem
    .replace(/[^\p{L}\p{N} _.-]/gu, '')
    .trim()
    .slice(0, 80);
  return safe || 'document';
}
