import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../../shared/http.ts';

/** Sends a stored file: its detected type, never sniffed by the browser, never run. */
export function sendDocument(
  reply: FastifyReply,
  file: { bytes: Uint8Array; contentType: string; fileName: string },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition('inline', file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.bytes));
}
