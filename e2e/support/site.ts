import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@casino/db';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../apps/server/src/app.ts';
import { type Config, loadConfig } from '../../apps/server/src/config.ts';
import { openSeededPglite } from '../../apps/server/test/pglite-template.ts';

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
  /** The live configuration, so a journey can flip e.g. maintenance mode mid-visit. */
  config: Config;
  close(): Promise<void>;
  /** The running app itself, for journeys that change state behind the API (catalog syncs). */
  app: Awaited<ReturnType<typeof buildApp>>;
}

/** The real product (built web site + API) on a fresh seeded PGlite, on a free port. */
/** A port nobody listens on right now (the OS picks it), so PUBLIC_URL is known before boot. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Where a site on `siteUrl` writes its sandbox demo admin's generated password (one per site). */
export const demoAdminFileOf = (siteUrl: string) =>
  join(tmpdir(), `casino-e2e-demo-admin-${new URL(siteUrl).port}.txt`);

/**
 * `at`: a port chosen beforehand and a PGlite folder prepared beforehand (`seededPgliteDir`),
 * for journeys that run a CLI command against the site's database before it boots.
 */
export async function startSite(
  overrides: Partial<Config> = {},
  at: { port?: number; databaseDir?: string } = {},
): Promise<RunningSite> {
  const database = at.databaseDir ? openDatabase(at.databaseDir) : await openSeededPglite();
  if (at.databaseDir) await database.migrate();
  const port = at.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    GAME_ORIGIN_PORT: '0',
    DEMO_ADMIN_FILE: demoAdminFileOf(url),
  });
  const app = await buildApp({ config: { ...base, ...overrides }, db: database.db });
  await app.listen({ host: '127.0.0.1', port });
  await app.gameOrigin.ready();
  return {
    url,
    config: app.config,
    app,
    async close() {
      await app.close();
      await database.close();
      rmSync(demoAdminFileOf(url), { force: true });
    },
  };
}

/**
 * A fresh PGlite folder holding the seeded template (the database `npm start` would have), for
 * a CLI command to run against before `startSite(…, { databaseDir })` opens it (PGlite is
 * single-process). The caller removes it.
 */
export async function seededPgliteDir(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'casino-e2e-db-'));
  const template = await openSeededPglite();
  const dump = await template.dumpDataDir!();
  await template.close();
  await openDatabase(dir, { loadDataDir: dump }).close();
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
