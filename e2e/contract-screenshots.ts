import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { registerPlayer } from './support/players.ts';
import { holdRequests, LOGOUT_REFUSED, refuseRequests } from './support/routes.ts';
import { sessionCookies } from './support/session.ts';
import { DESKTOP, FAST_ARGON2, launchBrowser, PHONE, startSite } from './support/site.ts';

/**
 * `npm run screenshots:contract [dir]`: the issue 18 modals (sign-up, registerCancel, confirm,
 * cancelDeposit, fiat) in the 4 languages, and the wallet button loading, the return-game link,
 * the withdraw-methods error and the logout error in English, at 390x844, 360x640 and 1440x900,
 * for a person to look at (default ./screenshots/contract).
 */
const dir = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'screenshots/contract';
mkdirSync(dir, { recursive: true });
const site = await startSite({ ...FAST_ARGON2, RATE_LIMIT_REGISTER_PER_MINUTE: 1000 });
const browser = await launchBrowser();
const settle = async (page: Page) => {
  await page.waitForFunction(() =>
    document.getElementById('preloader')?.classList.contains('is-hidden'),
  );
  await page.waitForTimeout(500);
};

async function playerPage(b: Browser, viewport: { width: number; height: number }) {
  const player = await registerPlayer(site.url, 'shots');
  const context = await b.newContext({ viewport, deviceScaleFactor: 1 });
  await context.addCookies([
    { name: 'cookie-consent', value: '1', url: site.url },
    ...sessionCookies(site.url, player),
  ]);
  return { player, context, page: await context.newPage() };
}

try {
  const sizes = [PHONE, { width: 360, height: 640 }, DESKTOP];
  for (const viewport of sizes) {
    const w = viewport.width;
    for (const locale of ['en', 'de', 'es', 'pt-br']) {
      const prefix = locale === 'en' ? '' : `/${locale}`;
      const guest = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      await guest.addCookies([{ name: 'cookie-consent', value: '1', url: site.url }]);
      const page = await guest.newPage();
      await page.goto(`${site.url}${prefix}/?sign-up`);
      await settle(page);
      await page.screenshot({ path: `${dir}/sign-up-${locale}-${w}.png` });
      await page.getByRole('dialog').locator('input[type=email]').fill('half@example.com');
      await page.keyboard.press('Escape');
      await settle(page);
      await page.screenshot({ path: `${dir}/register-cancel-${locale}-${w}.png` });
      await page.goto(`${site.url}${prefix}/?confirm=leaveForGames&confirmTo=%2Fgames`);
      await settle(page);
      await page.screenshot({ path: `${dir}/confirm-${locale}-${w}.png` });
      await guest.close();

      const { player, context, page: wallet } = await playerPage(browser, viewport);
      await wallet.goto(`${site.url}${prefix}/?wallet=deposit`);
      await settle(wallet);
      await wallet.getByTestId('amount-input').fill('25');
      await wallet.keyboard.press('Escape');
      await settle(wallet);
      await wallet.screenshot({ path: `${dir}/cancel-deposit-${locale}-${w}.png` });
      const btc = await fetch(`${site.url}/api/wallet/accounts`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${player.accessToken}`,
        },
        body: JSON.stringify({ currency: 'BTC' }),
      }).then((r) => r.json() as Promise<{ id: string }>);
      await fetch(`${site.url}/api/wallet/accounts/${btc.id}/switch`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${player.accessToken}` },
      });
      await wallet.goto(`${site.url}${prefix}/?wallet=deposit`);
      await settle(wallet);
      await wallet.screenshot({ path: `${dir}/crypto-deposit-${locale}-${w}.png` });
      await wallet.goto(`${site.url}${prefix}/?fiat`);
      await settle(wallet);
      await wallet.screenshot({ path: `${dir}/fiat-${locale}-${w}.png` });
      await context.close();
    }

    // English only: the wallet button loading, return-game, the two error rules.
    const { context, page } = await playerPage(browser, viewport);
    const letThrough = await holdRequests(page, '**/api/payment/methods/deposit*');
    await page.goto(`${site.url}/`);
    await settle(page);
    if (await page.getByTestId('deposit-button').isVisible()) {
      await page.getByTestId('deposit-button').click();
      await page.waitForTimeout(300);
      await page.screenshot({
        path: `${dir}/wallet-loading-en-${w}.png`,
        clip: { x: 0, y: 0, width: w, height: 120 },
      });
    }
    letThrough();
    await page.evaluate(() =>
      sessionStorage.setItem(
        'returnGame',
        JSON.stringify({
          path: '/games/aurora-fortune?real=true',
          name: 'Aurora Fortune Deluxe Megaways',
        }),
      ),
    );
    await page.goto(`${site.url}/?wallet=deposit`);
    await settle(page);
    await page.screenshot({ path: `${dir}/return-game-en-${w}.png` });
    await refuseRequests(page, '**/api/payment/methods/withdrawal*', {
      status: 503,
      code: 'payments_down',
      message: 'Try later',
    });
    await page.goto(`${site.url}/?wallet=withdraw`);
    await settle(page);
    await page.screenshot({ path: `${dir}/withdraw-error-en-${w}.png` });
    await refuseRequests(page, '**/api/player/sessions/logout*', LOGOUT_REFUSED);
    await page.goto(`${site.url}/games`);
    await settle(page);
    await page.getByTestId('user-menu').click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${site.url}/`);
    await page.locator('.toast').first().waitFor();
    await page.screenshot({ path: `${dir}/logout-error-en-${w}.png` });
    await context.close();
  }
  console.log(`screenshots in ${dir}`);
} finally {
  await browser.close();
  await site.close();
}
