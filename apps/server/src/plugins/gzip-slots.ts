import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A gzip of a body whose nonce slots stay plain bytes (docs/decisions/022): the text between
 * slots is deflated once, each slot is a stored (uncompressed) deflate block, so a reply writes
 * its own nonce into the compressed copy in place and only recomputes the CRC. Each piece is
 * its own deflate stream ended by a sync flush (byte-aligned, not final); the last one is
 * final. RFC 1951 §3.2.4 (stored blocks), RFC 1952 (the gzip frame).
 */
export interface GzipWithSlots {
  gz: Buffer;
  /** Where each slot's bytes are inside `gz`. */
  slots: number[];
}

const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);

export function gzipWithSlots(body: Buffer, slots: number[], slotLength: number): GzipWithSlots {
  if (slotLength > 0xffff) throw new Error('a slot must fit one stored block');
  const parts: Buffer[] = [HEADER];
  const gzSlots: number[] = [];
  let size = HEADER.length;
  let from = 0;
  const push = (part: Buffer) => {
    parts.push(part);
    size += part.length;
  };
  for (const at of slots) {
    push(deflateRawSync(body.subarray(from, at), { finishFlush: constants.Z_SYNC_FLUSH }));
    // Stored block: BFINAL 0, BTYPE 00 (padded to the byte), LEN and its complement.
    push(
      Buffer.from([
        0,
        slotLength & 0xff,
        slotLength >> 8,
        ~slotLength & 0xff,
        (~slotLength >> 8) & 0xff,
      ]),
    );
    gzSlots.push(size);
    push(Buffer.from(body.subarray(at, at + slotLength)));
    from = at + slotLength;
  }
  push(deflateRawSync(body.subarray(from)));
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(body), 0);
  trailer.writeUInt32LE(body.length % 2 ** 32, 4);
  push(trailer);
  return { gz: Buffer.concat(parts, size), slots: gzSlots };
}

/**
 * Writes `fill` into every slot of `gz` (a copy made by the caller) and the CRC-32 of the
 * uncompressed body with that fill; `body` and `bodySlots` describe the uncompressed template.
 */
export function fillGzipSlots(
  gz: Buffer,
  gzSlots: number[],
  body: Buffer,
  bodySlots: number[],
  fill: Buffer,
): void {
  let crc = 0;
  let from = 0;
  for (const [index, at] of bodySlots.entries()) {
    crc = crc32(body.subarray(from, at), crc);
    crc = crc32(fill, crc);
    fill.copy(gz, gzSlots[index] as number);
    from = at + fill.length;
  }
  crc = crc32(body.subarray(from), crc);
  gz.writeUInt32LE(crc, gz.length - 8);
}
