import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAdminOf, enrolOperator } from './support/backoffice.ts';
import { TEST_PASSWORD } from './support/session.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  hasChromium,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const TABLET = { width: 820, height: 1180 };
const SHOTS = 'screenshots/backoffice';
const GEO = 'x-geo-country';

interface CatalogGame {
  identity: string;
  name: string;
}

/** The back office's games and settings screens change the player site (ADR 024). */
describe.skipIf(!hasChromium)('back office games and settings in a browser', () => {
  let site: RunningSite;
  let browser: Browser;
  // The sandbox demo admin exists, as after `npm run serve`.
  useSiteAndBrowser(
    { ...FAST_ARGON2, GEO_COUNTRY_HEADER: GEO, RESTRICTED_COUNTRIES: [] },
    (started) => {
      ({ site, browser } = started);
    },
  );

  /** The lobby as a guest sees it: its total and whether `identity` has a tile. */
  async function lobby(page: Page, identity: string) {
    await page.goto(`${site.url}/games`);
    const total = (await page.getByTestId('lobby-total').textContent()) ?? '';
    const tiles = await page
      .locator(`[data-testid="game-tile"] a[href*="/games/${identity}"]`)
      .count();
    return { total, shown: tiles > 0 };
  }

  async function shoot(page: Page, name: string) {
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${SHOTS}/${name}-1440.png`, fullPage: true });
    await page.setViewportSize(TABLET);
    await page.screenshot({ path: `${SHOTS}/${name}-tablet.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);
  }

  let admin: Page;
  /** The demo admin, enrolled once, on the back office. */
  async function signedInAdmin() {
    if (admin) return admin;
    const context = await browser.newContext({ viewport: DESKTOP });
    admin = await context.newPage();
    await enrolOperator(
      admin,
      site.url,
      demoAdminOf(site.url).email,
      demoAdminOf(site.url).password,
    );
    return admin;
  }

  it('an admin disables a game: gone from /games and not launchable; enabled, it is back', async () => {
    const top = (await (
      await fetch(`${site.url}/api/game/games?sort=popular&perPage=1`)
    ).json()) as { items: CatalogGame[] };
    const game = top.items[0]!;
    const guest = await browser.newPage({ viewport: DESKTOP });
    const before = await lobby(guest, game.identity);
    expect(before.shown).toBe(true);

    const admin = await signedInAdmin();
    await admin.getByRole('button', { name: 'Games', exact: true }).click();
    await admin.getByLabel('Name or identity').fill(game.identity);
    await admin.getByRole('button', { name: 'Filter' }).click();
    const disable = admin.getByRole('button', { name: `Disable ${game.name}` });
    await disable.click();
    await expect
      .poll(() => admin.getByRole('button', { name: `Enable ${game.name}` }).count())
      .toBe(1);

    // The guest's next visit: the game is gone and the lobby counts one fewer.
    const after = await lobby(guest, game.identity);
    expect(after.shown).toBe(false);
    expect(Number.parseInt(after.total, 10)).toBe(Number.parseInt(before.total, 10) - 1);
    const launch = await fetch(`${site.url}/api/game/games/${game.identity}/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ real: false, locale: 'en' }),
    });
    expect(launch.status).toBe(404);

    await admin.getByRole('button', { name: `Enable ${game.name}` }).click();
    await expect
      .poll(() => admin.getByRole('button', { name: `Disable ${game.name}` }).count())
      .toBe(1);
    expect((await lobby(guest, game.identity)).shown).toBe(true);

    // Screens as operators see them.
    await admin.getByLabel('Name or identity').fill('');
    await admin.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => admin.locator('tbody tr').count()).toBe(25);
    await shoot(admin, 'games-catalog');
    await admin.getByRole('tab', { name: 'Collections' }).click();
    await admin.getByLabel('Find a game').fill(game.name.split(' ')[0]!);
    await admin.getByRole('button', { name: 'Find' }).click();
    await expect.poll(() => admin.locator('.found').count()).toBeGreaterThan(0);
    await shoot(admin, 'games-collections');
    await admin.getByRole('tab', { name: 'Providers' }).click();
    await expect.poll(() => admin.getByRole('cell', { name: 'builtin' }).count()).toBe(1);
    await shoot(admin, 'games-providers');
    await guest.close();
  }, 180_000);

  it('an admin restricts a country: a registration from there is refused; the audit log shows it', async () => {
    const admin = await signedInAdmin();
    await admin.getByRole('button', { name: 'Settings', exact: true }).click();
    await admin.getByLabel('Country to restrict').selectOption('FR');
    await admin.getByRole('button', { name: 'Restrict country' }).click();
    await expect
      .poll(() => admin.getByRole('list', { name: 'Restricted countries' }).textContent())
      .toContain('FR');
    await shoot(admin, 'settings');

    const french = await browser.newContext({
      viewport: DESKTOP,
      extraHTTPHeaders: { [GEO]: 'FR' },
    });
    const visitor = await french.newPage();
    await visitor.goto(`${site.url}/?register`);
    const dialog = visitor.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByLabel('Email', { exact: true }).fill(`fr${Date.now()}@example.com`);
    await dialog.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await dialog.getByLabel('Repeat password').fill(TEST_PASSWORD);
    await dialog.getByLabel('Country').selectOption('FR');
    await dialog.getByLabel(/I am over 18/).check();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect
      .poll(() => dialog.getByText('not offered in your country').count())
      .toBeGreaterThan(0);
    expect(await visitor.getByTestId('user-menu').count()).toBe(0);

    // The audit log shows both changes with the admin's name.
    await admin.getByRole('button', { name: 'Audit log' }).click();
    for (const action of ['game.disable', 'game.enable', 'settings.restricted_countries']) {
      await expect.poll(() => admin.getByText(action, { exact: true }).count()).toBeGreaterThan(0);
    }
    await french.close();
  }, 180_000);
});
