import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Config } from '../../apps/server/src/config.ts';
import { watchBrowser } from './axe.ts';
import { bootSite, type RunningSite, settingsEnv } from './boot-site.ts';
import { CHROMIUM_LAUNCH, CHROMIUM_PATH } from './chromium.ts';

export { type RunningSite, seededPgliteDir } from './boot-site.ts';
export { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
export { demoAdminFileOf, freePort } from './served.ts';

export const hasChromium = existsSync(CHROMIUM_PATH);

if (!hasChromium) {
  const message = `Chromium not found at ${CHROMIUM_PATH}: install it (apt-get install chromium) or set CHROME_PATH.`;
  // CI must never pass without running the journeys.
  if (process.env.REQUIRE_BROWSER === '1') throw new Error(message);
  console.warn(`${message} Browser journeys are not run.`);
}

/**
 * The real product in a process of its own, started as `npm run serve` starts it (production
 * mode, built site beside the API, boot checks), on a free port and on a copy of the seeded
 * database (its migrations and seed find nothing to do). `overrides` are settings as the server
 * reads them, handed to it as environment variables; NODE_ENV is not among them (the site runs
 * as production, whose sandbox mode has its demo admin). Nothing of the site is reachable but
 * over HTTP: change state as an operator would (back office, operator API) or start another site.
 *
 * In the journeys' run (vitest project e2e) the site comes from the site pool
 * (support/site-pool.ts): still a fresh process and database for this caller alone, often booted
 * while the previous file ran.
 *
 * `at`: a port chosen beforehand and a PGlite folder prepared beforehand (`seededPgliteDir`),
 * for journeys that run a CLI command against the site's database before it boots, or that
 * restart a site on its own database and address. The caller removes that folder.
 */
export async function startSite(
  overrides: Partial<Config> = {},
  at: { port?: number; databaseDir?: string } = {},
): Promise<RunningSite> {
  const settings = settingsEnv(overrides);
  const pool = at.port === undefined && at.databaseDir === undefined ? sitePool() : undefined;
  return pool ? takeFromPool(pool, settings) : bootSite(settings, at);
}

/** The site pool's address in the journeys' run; none in a script started outside Vitest. */
function sitePool(): string | undefined {
  try {
    return inject('sitePool');
  } catch {
    return undefined;
  }
}

async function takeFromPool(
  pool: string,
  settings: ReturnType<typeof settingsEnv>,
): Promise<RunningSite> {
  const response = await fetch(`${pool}/sites`, {
    method: 'POST',
    body: JSON.stringify({ settings }),
  });
  const taken = await response.json();
  if (!response.ok) throw new Error(`The site pool could not start a site: ${taken.error}`);
  const { id, url, operatorKey } = taken as { id: string; url: string; operatorKey: string };
  return {
    url,
    operatorKey,
    async close() {
      await fetch(`${pool}/sites/${id}`, { method: 'DELETE' });
    },
  };
}

/**
 * Debian's Chromium driven by playwright-core (never a downloaded browser). In the journeys' run
 * every file connects to the one Chromium the site pool keeps (support/site-pool.ts: starting
 * one takes a second or more on a loaded machine); its contexts are its own and `close()` ends
 * them and disconnects. A script started outside Vitest launches its own. Within the journeys
 * the browser's pages are checked for WCAG 2.1 AA violations as they load and close
 * (support/axe.ts).
 */
export async function launchBrowser(): Promise<Browser> {
  const pool = sitePool();
  if (!pool) return chromium.launch(CHROMIUM_LAUNCH);
  // Within the journeys every page is checked by axe (support/axe.ts); scripts are not.
  const response = await fetch(`${pool}/browser`, { method: 'POST' });
  const answer = (await response.json()) as { wsEndpoint?: string; error?: string };
  if (!answer.wsEndpoint) throw new Error(`The site pool has no browser: ${answer.error}`);
  return watchBrowser(await chromium.connect(answer.wsEndpoint));
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
/** A journey run at both sizes: its name's word and its viewport. */
export const BOTH_SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

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
