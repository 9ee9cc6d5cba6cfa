import { randomUUID } from 'node:crypto';
import type { Db } from '@casino/db';
import { getSetting, setSetting } from '../../settings/service.ts';

const KEY = 'game.catalogVersion';
/** The back office's last catalog change; the sync's fingerprint includes it. */
export const CATALOG_REVISION_KEY = 'game.catalogRevision';

/**
 * The catalog's version: the ETag of every public catalog answer starts with it, so a sync
 * that changed anything makes every cached answer stale. Kept in the settings (all instances
 * agree) and re-read at most every `ttlMs`, so a 304 costs no query.
 */
export interface CatalogVersion {
  get(): Promise<string>;
  set(value: string): Promise<void>;
  /** A version already stored (by `writeCatalogChange`) becomes this instance's at once. */
  adopt(value: string): void;
}

export function createCatalogVersion(
  db: Db,
  { readDb = db, ttlMs = 5000 }: { readDb?: Db; ttlMs?: number } = {},
): CatalogVersion {
  let cached: { value: string; at: number } | null = null;
  // With a replica (DATABASE_READ_URL) the version is read where the lobby reads: a version taken
  // ahead of the replica would label rows it has not replayed yet, and cache them under that
  // version. So this instance's own change is not adopted there; the replica's copy is read next.
  const remember = (value: string) => {
    cached = readDb === db ? { value, at: Date.now() } : null;
  };
  return {
    async get() {
      if (cached && Date.now() - cached.at < ttlMs) return cached.value;
      const value = (await getSetting<string>(readDb, KEY)) ?? '0';
      cached = { value, at: Date.now() };
      return value;
    },
    async set(value) {
      await setSetting(db, KEY, value);
      remember(value);
    },
    adopt(value) {
      remember(value);
    },
  };
}

/**
 * Moves the catalog version inside the transaction of an operator's change (docs/decisions/024):
 * every cached catalog answer, lobby total and guest page is keyed by it, so all go stale at
 * commit. Call `adopt` with the answer after the commit.
 */
export async function writeCatalogChange(tx: Db, now: Date): Promise<string> {
  const revision = `op-${randomUUID().slice(0, 13)}`;
  await setSetting(tx, CATALOG_REVISION_KEY, revision, now);
  await setSetting(tx, KEY, revision, now);
  return revision;
}
