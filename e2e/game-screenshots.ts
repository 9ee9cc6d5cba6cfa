import { mkdirSync } from 'node:fs';
import { GAME_TITLES } from '@casino/game-engine';
import { fundByCard, registerPlayer } from './support/players.ts';
import { sessionCookies } from './support/session.ts';
import { DESKTOP, FAST_ARGON2, launchBrowser, PHONE, startSite } from './support/site.ts';

/**
 * `npm run screenshots:game [size...]`: the game page of one title per kind (slot, roulette,
 * dice, crash) as a guest in demo, and one in real money as a funded player whose email is
 * unconfirmed, at phone sizes in portrait and landscape and on the desktop, into
 * ./screenshots/game. Sizes: p390 p360 l844 l640 tablet desktop (all when none is named);
 * `--lang=de` (es, pt-br) for a localized page.
 */
const SIZES = {
  p390: PHONE,
  p360: { width: 360, height: 640 },
  l844: { width: 844, height: 390 },
  l640: { width: 640, height: 360 },
  tablet: { width: 768, height: 1024 },
  desktop: DESKTOP,
} as const;
const requested = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const lang = process.argv.find((a) => a.startsWith('--lang='))?.slice(7);
const prefix = lang ? `/${lang}` : '';
const identities = (['slot', 'roulette', 'dice', 'crash'] as const).map(
  (kind) => GAME_TITLES.find((t) => t.kind === kind)!.identity,
);

mkdirSync('screenshots/game', { recursive: true });
const site = await startSite(FAST_ARGON2);
const browser = await launchBrowser();
try {
  const player = await registerPlayer(site.url, 'shots');
  await fundByCard(site.url, player.accessToken, 5_000);
  for (const [size, viewport] of Object.entries(SIZES)) {
    if (requested.length && !requested.includes(size)) continue;
    for (const who of ['guest', 'player'] as const) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      await context.addCookies([
        { name: 'cookie-consent', value: '1', url: site.url },
        ...(who === 'player' ? sessionCookies(site.url, player) : []),
      ]);
      const page = await context.newPage();
      for (const identity of who === 'guest' ? identities : identities.slice(0, 1)) {
        await page.goto(
          `${site.url}${prefix}/games/${identity}${who === 'player' ? '?real=true' : ''}`,
        );
        await page.waitForFunction(() =>
          document.getElementById('preloader')?.classList.contains('is-hidden'),
        );
        const game = page.frameLocator('[data-testid="game-frame"]');
        await game.getByTestId('play').waitFor({ timeout: 20_000 });
        await page.waitForTimeout(500);
        const file = `screenshots/game/${lang ?? 'en'}-${size}-${who}-${identity}.png`;
        await page.screenshot({ path: file });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await site.close();
}
