import { mkdirSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { registerByApi, sessionCookies } from './support/session.ts';
import { DESKTOP, launchBrowser, PHONE, startSite } from './support/site.ts';

/**
 * `npm run screenshots [--player] [path...]`: captures pages at phone (390x844) and desktop
 * (1440x900) sizes into ./screenshots, for a person to look at. `--player` signs in a freshly
 * registered player first.
 */
const args = process.argv.slice(2);
const asPlayer = args.includes('--player');
const requested = args.filter((a) => !a.startsWith('--'));
const paths = requested.length
  ? requested
  : [
      '/',
      '/games',
      '/de/games',
      '/games/starburst',
      '/providers',
      '/favorites',
      '/questions',
      '/profile/limits',
      '/no-such-page',
      '/verify/abc',
    ];

async function signInContext(context: BrowserContext, url: string) {
  const email = `shots${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const { accessToken, refreshToken } = await registerByApi(url, email);
  await context.addCookies([
    ...sessionCookies(url, { accessToken, refreshToken }),
    { name: 'cookie-consent', value: '1', url },
  ]);
}

mkdirSync('screenshots', { recursive: true });
const site = await startSite();
const browser = await launchBrowser();
try {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    if (asPlayer) await signInContext(context, site.url);
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(`${site.url}${path}`);
      await page.waitForFunction(() =>
        document.getElementById('preloader')?.classList.contains('is-hidden'),
      );
      await page.waitForTimeout(400);
      const file = `screenshots/${name}${asPlayer ? '_player' : ''}${path.replace(/[^a-z0-9]+/gi, '_')}.png`;
      await page.screenshot({ path: file });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}
