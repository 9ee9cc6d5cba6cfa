import type { Db } from '@casino/db';
import { getSetting, setSetting } from '../../settings/service.ts';

const KEY = 'game.catalogVersion';

/**
 * The catalog's version: the ETag of every public catalog answer starts with it, so a sync
 * that changed anything makes every cached answer stale. Kept in the settings (all instances
 * agree) and re-read at most every `ttlMs`, so a 304 costs no query.
 */
export interface CatalogVersion {
  get(): Promise<string>;
  set(value: string): Promise<void>;
}

export function createCatalogVersion(db: Db, ttlMs = 5000): CatalogVersion {
  let cached: { value: string; at: number } | null = null;
  return {
    async get() {
      if (cached && Date.now() - cached.at < ttlMs) return cached.value;
      const value = (await getSetting<string>(db, KEY)) ?? '0';
      cached = { value, at: Date.now() };
      return value;
    },
    async set(value) {
      await setSetting(db, KEY, value);
      cached = { value, at: Date.now() };
    },
  };
}
