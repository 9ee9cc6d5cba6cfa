import { mkdirSync } from 'node:fs';
import { DESKTOP, launchBrowser, PHONE, startSite } from './support/site.ts';

/**
 * `npm run screenshots [path...]`: captures pages at phone (390x844) and desktop (1440x900)
 * sizes into ./screenshots, for a person to look at.
 */
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
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
mkdirSync('screenshots', { recursive: true });
const site = await startSite();
const browser = await launchBrowser();
try {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(`${site.url}${path}`);
      await page.waitForFunction(() =>
        document.getElementById('preloader')?.classList.contains('is-hidden'),
      );
      const file = `screenshots/${name}${path.replace(/[^a-z0-9]+/gi, '_')}.png`;
      await page.screenshot({ path: file });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}
