import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDatabase } from '@casino/db';
import type { Config } from '../../apps/server/src/config.ts';
import { configToEnv } from '../../apps/server/test/config-env.ts';
import { copySeededPgliteDir } from '../../apps/server/test/pglite-template.ts';
import { serveBuiltSite } from './served.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The site pool's address (site-pool.ts), for `startSite` in the journey files. */
    sitePool: string;
  }
}

export interface RunningSite {
  url: string;
  /**
   * The sandbox's shared operator key (`x-operator-key` on /api/admin and /api/sandbox): the
   * OPERATOR_API_KEY the site was started with (production generates none).
   */
  operatorKey: string;
  close(): Promise<void>;
}

/**
 * Settings as the environment variables the server reads; `null`: unset in the process (a
 * setting given as undefined). Plain JSON, so the same settings give the same text: the key of
 * the site pool (site-pool.ts).
 */
export type SettingsEnv = Record<string, string | null>;

export function settingsEnv(overrides: Partial<Config>): SettingsEnv {
  const { NODE_ENV: _ignored, ...settings } = overrides;
  const env: SettingsEnv = configToEnv(settings);
  for (const [key, value] of Object.entries(settings)) if (value === undefined) env[key] = null;
  return Object.fromEntries(Object.entries(env).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * A site process on `settings` (site.ts `startSite` tells what it is): on a fresh copy of the
 * seeded database, or on `at.databaseDir` and `at.port` chosen beforehand.
 */
export async function bootSite(
  settings: SettingsEnv,
  at: { port?: number; databaseDir?: string } = {},
): Promise<RunningSite> {
  const operatorKey = settings.OPERATOR_API_KEY ?? randomBytes(18).toString('base64url');
  const databaseUrl = at.databaseDir ?? (await seededPgliteDir());
  const env: Record<string, string | undefined> = { OPERATOR_API_KEY: operatorKey };
  for (const [key, value] of Object.entries(settings)) env[key] = value ?? undefined;
  const served = await serveBuiltSite({ port: at.port, databaseUrl, env }).catch(
    (error: unknown) => {
      if (!at.databaseDir) rmSync(databaseUrl, { recursive: true, force: true });
      throw error;
    },
  );
  return {
    url: served.url,
    operatorKey,
    async close() {
      await served.close();
      if (!at.databaseDir) rmSync(databaseUrl, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh PGlite folder holding the seeded template (the database `npm run serve` leaves after
 * its first boot), for a site to boot on, or a CLI command to run against before
 * `startSite(…, { databaseDir })` opens it (PGlite is single-process). `prepare` writes to it
 * first, for what the site has no screen or API for (as a migration or a DBA would). The caller
 * removes the folder.
 */
export async function seededPgliteDir(prepare?: (db: Db) => Promise<unknown>): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'casino-e2e-db-'));
  await copySeededPgliteDir(dir);
  if (prepare) {
    const database = openDatabase(dir);
    try {
      await prepare(database.db);
    } finally {
      await database.close();
    }
  }
  return dir;
}
