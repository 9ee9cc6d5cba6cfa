/**
 * A short-lived shared cache of server-rendered guest pages (docs/decisions/022). Only pages
 * the site marked as guest pages (`public, no-cache`, no Set-Cookie, status 200) are kept, under
 * a key made of everything that varies them; the caller decides what may be looked up at all.
 *
 * The page's CSP nonce is drawn per render and written into its inline scripts: a kept page is
 * stored with the offsets of that nonce, and every reply gets a copy with a fresh nonce written
 * there. Copies are reused once their reply has been handed to the socket, so a busy page
 * allocates nothing per reply (a fresh 100 KB buffer per reply kept the collector busy a
 * quarter of the time). The page is also gzipped once with its nonce slots left plain, so a
 * browser's gzip reply costs a copy and a CRC, not a compression.
 */

import { fillGzipSlots, gzipWithSlots } from './gzip-slots.ts';

/** Copies kept per page for reuse; more replies at once than this allocate their own. */
const SPARE_COPIES = 8;

export interface CachedPage {
  status: number;
  /** The site's headers (no Set-Cookie, no policy: the policy is built per reply). */
  headers: Array<[string, string]>;
  /** The body as rendered, and where the render's nonce is in it. */
  body: Buffer;
  slots: number[];
  nonceLength: number;
  /** Copies of the body no reply uses any more, ready for the next one. */
  spare: Buffer[];
  /** The same page gzipped once, its nonce slots stored plain (gzip-slots.ts). */
  gzip: { gz: Buffer; slots: number[]; spare: Buffer[] };
  bytes: number;
  expiresAt: number;
}

export interface GuestPageCacheOptions {
  ttlMs: number;
  /** Bodies kept at most, in bytes; the least recently used pages leave first. */
  maxBytes: number;
  now?: () => number;
}

export interface GuestPageCache {
  get(key: string): CachedPage | undefined;
  /** Keeps a rendered page (if it fits); `nonce` is the one the render wrote. */
  set(
    key: string,
    page: { status: number; headers: Array<[string, string]>; body: Buffer; nonce: string },
  ): void;
  /**
   * One render per key at a time: concurrent misses of the same key wait for the first one's
   * outcome (null: that render was not kept, each renders its own).
   */
  coalesce(key: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null>;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
}

export function createGuestPageCache({
  ttlMs,
  maxBytes,
  now = Date.now,
}: GuestPageCacheOptions): GuestPageCache {
  // A Map keeps insertion order: re-inserting on use makes the first key the least recent.
  const pages = new Map<string, CachedPage>();
  const pending = new Map<string, Promise<CachedPage | null>>();
  let bytes = 0;

  const drop = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  };

  return {
    get(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.expiresAt <= now()) {
        drop(key);
        return undefined;
      }
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    set(key, { status, headers, body, nonce }) {
      if (ttlMs <= 0 || body.length * (1 + SPARE_COPIES) > maxBytes) return;
      const slots = offsetsOf(body, nonce);
      const nonceLength = Buffer.byteLength(nonce);
      const gzip = { ...gzipWithSlots(body, slots, nonceLength), spare: [] };
      const page: CachedPage = {
        status,
        headers,
        body,
        slots,
        nonceLength,
        spare: [],
        gzip,
        // The copies a busy page may keep count against the budget from the start.
        bytes: (body.length + gzip.gz.length) * (1 + SPARE_COPIES),
        expiresAt: now() + ttlMs,
      };
      if (page.bytes > maxBytes) return;
      drop(key);
      pages.set(key, page);
      bytes += page.bytes;
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    coalesce(key, render) {
      const running = pending.get(key);
      if (running) return running;
      const started = render().finally(() => pending.delete(key));
      pending.set(key, started);
      return started;
    },
    clear() {
      pages.clear();
      bytes = 0;
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/** Where `nonce` occurs in the body (none: no offsets). */
export function offsetsOf(body: Buffer, nonce: string): number[] {
  if (!nonce) return [];
  const needle = Buffer.from(nonce);
  const offsets: number[] = [];
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, at + needle.length)) {
    offsets.push(at);
  }
  return offsets;
}

/**
 * A kept page's body (gzipped when `gzip`) carrying `nonce` wherever the render wrote its own;
 * call `release()` once the reply has been written out (never before: the socket may still read
 * the buffer).
 */
export function bodyWithNonce(
  page: CachedPage,
  nonce: string,
  { gzip = false }: { gzip?: boolean } = {},
): { body: Buffer; release: () => void } {
  const none = () => {};
  const template = gzip ? page.gzip.gz : page.body;
  if (page.slots.length === 0) return { body: template, release: none };
  const fresh = Buffer.from(nonce);
  if (fresh.length !== page.nonceLength) {
    // Another length cannot go in place (never happens with drawNonce): cut, join, gzip anew.
    const parts: Buffer[] = [];
    let from = 0;
    for (const at of page.slots) {
      parts.push(page.body.subarray(from, at), fresh);
      from = at + page.nonceLength;
    }
    parts.push(page.body.subarray(from));
    const joined = Buffer.concat(parts);
    return { body: gzip ? gzipWithSlots(joined, [], 0).gz : joined, release: none };
  }
  const spare = gzip ? page.gzip.spare : page.spare;
  const body = spare.pop() ?? Buffer.from(template);
  if (gzip) fillGzipSlots(body, page.gzip.slots, page.body, page.slots, fresh);
  else for (const at of page.slots) fresh.copy(body, at);
  return {
    body,
    release: () => {
      if (spare.length < SPARE_COPIES) spare.push(body);
    },
  };
}

/** True when the client takes gzip (`gzip` or `*`, not with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((item) => {
    const [name, ...params] = item.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
