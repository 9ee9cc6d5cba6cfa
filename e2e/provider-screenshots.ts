import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { GAME_TITLES } from '@casino/game-engine';
import type { Page } from 'playwright-core';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openSeededPglite } from '../apps/server/test/pglite-template.ts';
import { DESKTOP, launchBrowser, PHONE } from './support/site.ts';

/**
 * `npm run screenshots:provider [identity...]`: the built-in provider's game client (demo mode)
 * of one title per kind, before and after a round, at phone and desktop sizes, plus the
 * fairness panel and the verify page, into ./screenshots/provider. No web build needed.
 */
const requested = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const lang = process.argv.find((a) => a.startsWith('--lang='))?.slice(7) ?? 'en';
const identities = requested.length
  ? requested
  : (['slot', 'roulette', 'dice', 'crash'] as const).map(
      (kind) => GAME_TITLES.find((t) => t.kind === kind)!.identity,
    );

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function playOnce(page: Page, kind: string) {
  if (kind === 'roulette') {
    for (const key of ['red', 'n17', 'd2', 'n32', 'c1'])
      await page.click(`.spot[data-key="${key}"]`);
  }
  await page.click('button.action');
  await page.waitForFunction(
    () => {
      const button = document.querySelector<HTMLButtonElement>('button.action');
      return button && !button.disabled && document.querySelector('.fair-last');
    },
    undefined,
    { timeout: 60_000 },
  );
  await page.waitForTimeout(400);
}

mkdirSync('screenshots/provider', { recursive: true });
const database = await openSeededPglite();
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  PORT: String(port),
  PUBLIC_URL: url,
  GAME_ORIGIN_PORT: '0',
});
const app = await buildApp({ config, db: database.db, withWeb: false });
await app.listen({ host: '127.0.0.1', port });
const browser = await launchBrowser();
try {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    for (const identity of identities) {
      const kind = GAME_TITLES.find((t) => t.identity === identity)!.kind;
      await page.goto(`${url}/provider/games/${identity}?mode=demo&lang=${lang}&lobby=/games`);
      await page.waitForSelector('.dock');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `screenshots/provider/${identity}-${size}-start.png` });
      await playOnce(page, kind);
      await page.screenshot({ path: `screenshots/provider/${identity}-${size}-played.png` });
      if (size === 'phone' && kind === 'dice') {
        await page.click('.fair-btn');
        await page.waitForTimeout(300);
        await page.screenshot({ path: `screenshots/provider/${identity}-${size}-fairness.png` });
        const href = await page.getAttribute('.sheet .fair-last a', 'href');
        await page.goto(`${url}${href}`);
        await page.screenshot({ path: `screenshots/provider/verify-${size}.png`, fullPage: true });
      }
    }
    await context.close();
  }
  console.log('screenshots in ./screenshots/provider');
} finally {
  await browser.close();
  await app.close();
  await database.close();
}
