import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDatabase } from '@casino/db';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Config } from '../../apps/server/src/config.ts';
import { configToEnv } from '../../apps/server/test/config-env.ts';
import { copySeededPgliteDir } from '../../apps/server/test/pglite-template.ts';
import { serveBuiltSite } from './served.ts';

export { demoAdminFileOf, freePort } from './served.ts';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);

if (!hasChromium) {
  const message = `Chromium not found at ${CHROMIUM_PATH}: install it (apt-get install chromium) or set CHROME_PATH.`;
  // CI must never pass without running the journeys.
  if (process.env.REQUIRE_BROWSER === '1') throw new Error(message);
  console.warn(`${message} Browser journeys are not run.`);
}

export interface RunningSite {
  url: string;
  /**
   * The sandbox's shared operator key (`x-operator-key` on /api/admin and /api/sandbox): the
   * OPERATOR_API_KEY the site was started with (production generates none).
   */
  operatorKey: string;
  /** What the server process printed so far (warnings and errors), for failure messages. */
  output(): string;
  close(): Promise<void>;
}

/**
 * The real product in a process of its own, started as `npm run serve` starts it (production
 * mode, built site beside the API, boot checks), on a free port and on a copy of the seeded
 * database (its migrations and seed find nothing to do). `overrides` are settings as the server
 * reads them, handed to it as environment variables; NODE_ENV is not among them (the site runs
 * as production, whose sandbox mode has its demo admin). Nothing of the site is reachable but
 * over HTTP: change state as an operator would (back office, operator API) or start another site.
 *
 * `at`: a port chosen beforehand and a PGlite folder prepared beforehand (`seededPgliteDir`),
 * for journeys that run a CLI command against the site's database before it boots, or that
 * restart a site on its own database and address. The caller removes that folder.
 */
export async function startSite(
  overrides: Partial<Config> = {},
  at: { port?: number; databaseDir?: string } = {},
): Promise<RunningSite> {
  const { NODE_ENV: _ignored, ...settings } = overrides;
  const operatorKey = settings.OPERATOR_API_KEY ?? randomBytes(18).toString('base64url');
  const databaseUrl = at.databaseDir ?? (await seededPgliteDir());
  const env: Record<string, string | undefined> = configToEnv({
    ...settings,
    OPERATOR_API_KEY: operatorKey,
  });
  // A setting given as undefined is unset in the process too.
  for (const [key, value] of Object.entries(settings))
    if (value === undefined) env[key] = undefined;
  const served = await serveBuiltSite({ port: at.port, databaseUrl, env }).catch(
    (error: unknown) => {
      if (!at.databaseDir) rmSync(databaseUrl, { recursive: true, force: true });
      throw error;
    },
  );
  return {
    url: served.url,
    operatorKey,
    output: served.output,
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

/** The flags every run of Debian's Chromium gets (journeys, screenshots, benchmarks). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium driven by playwright-core (never a downloaded browser). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/** Cheap password hashing for journeys that register players (never for production). */
export const FAST_ARGON2 = { ARGON2_MEMORY_KIB: 1024, ARGON2_TIME_COST: 1 } as const;

/**
 * A suite's site and browser: started before its tests (with `overrides`, or what `overrides`
 * returns when it needs work first), handed to `use`, both stopped afterwards.
 */
export function useSiteAndBrowser(
  overrides: Partial<Config> | (() => Partial<Config>),
  use: (started: { site: RunningSite; browser: Browser }) => void,
) {
  let started: { site: RunningSite; browser: Browser } | undefined;
  beforeAll(async () => {
    const config = typeof overrides === 'function' ? overrides() : overrides;
    const [site, browser] = await Promise.all([startSite(config), launchBrowser()]);
    started = { site, browser };
    use(started);
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.site.close();
  });
}

/**
 * Every part of the shell is hydrated (React hydrates in slices): each link of the header, the
 * drawer, the footer and the bottom bar has React's props, so it navigates in the page instead
 * of loading it.
 */
export const fullyHydrated = (page: Page) =>
  page.waitForFunction(() => {
    const links = [...document.querySelectorAll('.shell a[href]:not(main a)')];
    return (
      links.length > 0 &&
      links.every((link) => Object.keys(link).some((key) => key.startsWith('__reactProps$')))
    );
  });

/** The site's page is hydrated: its menu button has its state (React took over the markup). */
export const hydrated = (page: Page) =>
  expect.poll(() => page.getByTestId('menu-button').getAttribute('aria-expanded')).not.toBeNull();
