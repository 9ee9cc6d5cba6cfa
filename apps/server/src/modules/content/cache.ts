import { createHash } from 'node:crypto';

export interface Cached<T> {
  value: T;
  etag: string;
  expiresAt: number;
}

/**
 * Computed content answers per key, kept `ttlMs` and dropped all at once by `clear()` (every
 * write through this instance). The TTL bounds how long another instance, or the CLI on the
 * same PostgreSQL database, serves an entry after it changed.
 */
export function createContentCache(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, Cached<unknown>>();
  let version = 0;
  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<Cached<T>> {
      const hit = entries.get(key) as Cached<T> | undefined;
      if (hit && hit.expiresAt > now()) return hit;
      const value = await load();
      const fresh = { value, etag: etagOf(value), expiresAt: now() + ttlMs };
      if (ttlMs > 0) entries.set(key, fresh);
      return fresh;
    },
    clear() {
      entries.clear();
      version += 1;
    },
    /** Moves with every write through this instance (the guest page cache keys on it). */
    get version() {
      return version;
    },
  };
}
export type ContentCache = ReturnType<typeof createContentCache>;

export function etagOf(value: unknown): string {
  return `"${createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 22)}"`;
}
