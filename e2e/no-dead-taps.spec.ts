import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerPlayer } from './support/players.ts';
import { sessionCookies, TEST_PASSWORD } from './support/session.ts';
import {
  FAST_ARGON2,
  hasChromium,
  PHONE,
  type RunningSite,
  startSite,
  useSiteAndBrowser,
} from './support/site.ts';
import { responseTime } from './support/tap-timing.ts';

const SMALL_PHONE = { width: 360, height: 640 };
/**
 * Issue 13: a tap is answered within 100 ms after hydration. The 100 ms target is measured by
 * `npm run bench:taps` (bench/taps.ts, on a quiet machine); this journey proves every tap is
 * answered at all and well inside a second even on a loaded test machine. Measured in the page
 * from the click event to the first animation frame that shows the answer.
 */
const ANSWERED_WITHIN_MS = 1_000;

type Viewport = { width: number; height: number };

describe.skipIf(!hasChromium)('no dead taps (issue 13)', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser({ ...FAST_ARGON2, RATE_LIMIT_REGISTER_PER_MINUTE: 100 }, (started) => {
    ({ site, browser } = started);
  });

  /**
   * A phone whose page scripts are refused (`abort`) or held back until `release()`: the page
   * never hydrates (or only when told), so every tap is answered by the server's HTML alone.
   */
  async function phone(
    options: {
      scripts?: 'allow' | 'block' | 'hold';
      player?: boolean;
      viewport?: Viewport;
      cookieConsent?: boolean;
    } = {},
  ) {
    const context = await browser.newContext({
      viewport: options.viewport ?? PHONE,
      hasTouch: true,
    });
    if (options.cookieConsent !== false) {
      await context.addCookies([{ name: 'cookie-consent', value: '1', url: site.url }]);
    }
    if (options.player) {
      const player = await registerPlayer(site.url, 'taps');
      await context.addCookies(sessionCookies(site.url, player));
    }
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    if (options.scripts === 'block') await context.route('**/assets/*.js', (r) => r.abort());
    if (options.scripts === 'hold')
      await context.route('**/assets/*.js', async (r) => {
        await released;
        await r.continue();
      });
    return { context, page: await context.newPage(), release };
  }

  /** The bottom bar's Menu button gets aria-expanded from the script only: hydration is done. */
  const hydrated = (page: Page) =>
    page.getByTestId('menu-button').getAttribute('aria-expanded', { timeout: 1000 });
  const isDrawerOpen = (page: Page) =>
    page.locator('#menu').evaluate((el) => el.matches(':popover-open'));

  async function expectNotHydrated(page: Page) {
    expect(await hydrated(page)).toBeNull();
  }

  it('opens Sign up, Sign in and the password modals from plain links before hydration', async () => {
    const { context, page } = await phone({ scripts: 'block' });
    await page.goto(`${site.url}/games`);
    await page.getByRole('link', { name: 'Sign up' }).tap();
    await page.waitForURL(/\/games\?sign-up$/);
    await page.getByRole('dialog', { name: 'Create your account' }).waitFor();
    // The register modal links to sign in; sign in links to the password reset and back.
    await page.getByRole('dialog').getByRole('link', { name: 'Sign in' }).tap();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.waitFor();
    expect(await signIn.getByLabel('Email', { exact: true }).isEditable()).toBe(true);
    await signIn.getByRole('link', { name: 'Forgot password?' }).tap();
    await page.getByRole('dialog', { name: 'Reset your password' }).waitFor();
    await page.getByRole('dialog').getByRole('link', { name: 'Close' }).tap();
    await page.waitForURL(`${site.url}/games`);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectNotHydrated(page);
    await context.close();
  });

  it('opens the drawer from Menu and closes it (close button, Escape, a link) before hydration', async () => {
    const { context, page } = await phone({ scripts: 'block' });
    await page.goto(`${site.url}/`);
    const menu = page.getByTestId('menu-button');
    await menu.tap();
    await expect.poll(() => isDrawerOpen(page)).toBe(true);
    const providers = page.locator('#menu').getByRole('link', { name: 'Providers' });
    // It slides in: on screen once the slide has ended.
    await expect
      .poll(async () => {
        const box = await providers.boundingBox();
        return Boolean(box && box.x >= 0 && box.x + box.width <= PHONE.width);
      })
      .toBe(true);
    await page.getByTestId('drawer-close').tap();
    expect(await isDrawerOpen(page)).toBe(false);
    await menu.tap();
    await page.keyboard.press('Escape');
    expect(await isDrawerOpen(page)).toBe(false);
    await menu.tap();
    await providers.tap();
    await page.waitForURL(`${site.url}/providers`);
    expect(await isDrawerOpen(page)).toBe(false);
    await expectNotHydrated(page);
    await context.close();
  });

  it('follows every bottom-bar item before hydration, and offers no Sports or Live casino today', {
    timeout: 180_000,
  }, async () => {
    const { context, page } = await phone({ scripts: 'block' });
    await page.goto(`${site.url}/`);
    const bar = page.locator('.bottom-nav');
    expect(await bar.locator('.bottom-nav__item').allTextContents()).toEqual([
      'Menu',
      'Casino',
      'Search',
      'Chat',
    ]);
    for (const [name, path] of [
      ['Casino', '/games'],
      ['Search', '/games?focus=search'],
      ['Chat', '/questions'],
    ] as const) {
      await page.goto(`${site.url}/`);
      await bar.getByRole('link', { name }).tap();
      await page.waitForURL(`${site.url}${path}`);
    }
    // The sportsbook does not exist yet and the catalog has no live-casino games.
    for (const name of ['Sports', 'Live casino'])
      expect(await page.getByRole('link', { name, exact: true }).count()).toBe(0);
    await expectNotHydrated(page);

    // Once an operator switches a sportsbook on (SPORTSBOOK_ENABLED and a restart: here a second
    // site booted so), Sports takes its place in the bar and the drawer.
    const withSports = await startSite({ SPORTSBOOK_ENABLED: true });
    try {
      await page.goto(`${withSports.url}/`);
      expect(await bar.locator('.bottom-nav__item').allTextContents()).toEqual([
        'Menu',
        'Casino',
        'Search',
        'Sports',
        'Chat',
      ]);
      expect(await page.locator('#menu a[href="/betting"]').count()).toBe(1);
    } finally {
      await withSports.close();
    }
    await context.close();
  });

  it('opens Deposit, the account menu and the language menu for a player before hydration', async () => {
    const { context, page } = await phone({ scripts: 'block', player: true });
    await page.goto(`${site.url}/games`);
    await page.getByTestId('deposit-button').tap();
    await page.waitForURL(/\/games\?wallet=deposit$/);
    await page.getByRole('dialog', { name: 'Wallet' }).waitFor();
    await page.getByRole('dialog').getByRole('link', { name: 'Close' }).tap();
    await page.waitForURL(`${site.url}/games`);

    await page.getByTestId('user-menu').tap();
    const withdraw = page.getByTestId('menu-withdraw');
    expect(await withdraw.isVisible()).toBe(true);
    await withdraw.tap();
    await page.waitForURL(/\?wallet=withdraw$/);
    await page.getByRole('dialog', { name: 'Wallet' }).waitFor();

    await page.goto(`${site.url}/games`);
    await page.getByTestId('language-switcher').tap();
    await page.getByRole('link', { name: 'Deutsch' }).tap();
    await page.waitForURL(`${site.url}/de/games`);
    await expectNotHydrated(page);
    await context.close();
  });

  it('shows the modal a link leads to, and the drawer, with JavaScript off', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    await page.getByRole('link', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.waitFor();
    // The modal itself, not a loading frame: its fields are in the server's HTML.
    expect(await dialog.getByLabel('Email', { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByLabel('Password').isVisible()).toBe(true);
    await dialog.getByRole('link', { name: 'Close' }).click();
    await page.getByTestId('menu-button').click();
    expect(await isDrawerOpen(page)).toBe(true);
    await context.close();
  });

  it('holds a form sent before hydration and sends it once the script has arrived', async () => {
    const player = await registerPlayer(site.url, 'held');
    const { context, page, release } = await phone({ scripts: 'hold' });
    await page.goto(`${site.url}/?sign-in`, { waitUntil: 'commit' });
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.waitFor();
    await dialog.getByLabel('Email', { exact: true }).fill(player.email);
    await dialog.getByLabel('Password').fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in' }).tap();
    // Not posted natively: the page stays, the form shows it is busy.
    expect(new URL(page.url()).search).toBe('?sign-in');
    expect(await dialog.locator('form').getAttribute('aria-busy')).toBe('true');
    await expectNotHydrated(page);
    release();
    // Every held script now loads at once, then the page and the modal hydrate.
    await expect
      .poll(() => page.getByTestId('user-menu').isVisible(), { timeout: 30_000 })
      .toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  // A slow phone (4x CPU) hydrates the player's chrome in slices: React has given the Log out
  // form its props before it runs its handler, and a replay then posted the page itself (405).
  it.each([
    ['a phone', 1],
    ['a slow phone (4x CPU)', 4],
  ])(
    'holds Accept cookies and Log out tapped before hydration and does both once the script has arrived, on %s',
    {
      timeout: 120_000,
    },
    async (_, cpuSlowdown) => {
      const { context, page, release } = await phone({
        scripts: 'hold',
        player: true,
        cookieConsent: false,
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
      });
      await page.goto(`${site.url}/games`, { waitUntil: 'commit' });
      const notice = page.getByTestId('cookie-popup');
      await notice.getByRole('button').tap();
      await page.getByTestId('user-menu').tap();
      await page.getByRole('button', { name: 'Log out' }).tap();
      expect(new URL(page.url()).pathname).toBe('/games');
      await expectNotHydrated(page);
      release();
      await expect.poll(() => notice.count(), { timeout: 60_000 }).toBe(0);
      await expect.poll(() => page.getByTestId('user-menu').count(), { timeout: 60_000 }).toBe(0);
      // Each done once, by the site's handlers: the page itself was never posted.
      expect(posts).toEqual(['/api/player/sessions/logout']);
      await expect
        .poll(() => page.getByRole('banner').getByRole('link', { name: 'Sign in' }).isVisible())
        .toBe(true);
      const cookies = await context.cookies(site.url);
      expect(cookies.find((cookie) => cookie.name === 'cookie-consent')?.value).toBe('1');
      await context.close();
    },
  );

  it('keeps what was typed before hydration and signs in once the script has arrived', async () => {
    const player = await registerPlayer(site.url, 'early');
    const { context, page, release } = await phone({ scripts: 'hold' });
    await page.goto(`${site.url}/?sign-in`, { waitUntil: 'commit' });
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.waitFor();
    // The preloader does not wait for the held scripts: the form can be tapped at once.
    await page.waitForFunction(() =>
      document.getElementById('preloader')?.classList.contains('is-fading'),
    );
    await dialog.getByLabel('Email', { exact: true }).tap();
    await page.keyboard.type(player.email);
    await dialog.getByLabel('Password').tap();
    await page.keyboard.type(TEST_PASSWORD);
    await expectNotHydrated(page);
    release();
    await expect.poll(() => hydrated(page)).toBe('false');
    expect(await dialog.getByLabel('Email', { exact: true }).inputValue()).toBe(player.email);
    await dialog.getByRole('button', { name: 'Sign in' }).tap();
    await expect.poll(() => page.getByTestId('user-menu').isVisible()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('keeps a lobby search typed before hydration and searches it once the script has arrived', async () => {
    const { context, page, release } = await phone({ scripts: 'hold' });
    await page.goto(`${site.url}/games`, { waitUntil: 'commit' });
    const search = page.getByTestId('lobby-search');
    await search.waitFor();
    await search.tap();
    await page.keyboard.type('Pharaoh');
    await expectNotHydrated(page);
    release();
    await expect.poll(() => hydrated(page)).toBe('false');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('search'), { timeout: 30_000 })
      .toBe('Pharaoh');
    expect(await search.inputValue()).toBe('Pharaoh');
    await context.close();
  });

  it('answers Sign up, Sign in, Menu and Deposit at once after hydration', async () => {
    const guest = await phone();
    // After hydration has finished and the page has settled (its first fetches done).
    await guest.page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await expect.poll(() => hydrated(guest.page)).toBe('false');
    const times: Record<string, number> = {};
    times.signUp = await responseTime(
      guest.page,
      guest.page.getByRole('link', { name: 'Sign up' }),
      'dialog',
    );
    await guest.page.getByRole('dialog').getByRole('link', { name: 'Close' }).tap();
    await expect.poll(() => guest.page.getByRole('dialog').count()).toBe(0);
    times.signIn = await responseTime(
      guest.page,
      guest.page.getByRole('link', { name: 'Sign in' }),
      'dialog',
    );
    await guest.page.keyboard.press('Escape');
    await expect.poll(() => guest.page.getByRole('dialog').count()).toBe(0);
    times.menu = await responseTime(guest.page, guest.page.getByTestId('menu-button'), 'drawer');
    expect(await hydrated(guest.page)).toBe('true');
    await guest.context.close();

    const player = await phone({ player: true });
    await player.page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await expect.poll(() => hydrated(player.page)).toBe('false');
    times.deposit = await responseTime(
      player.page,
      player.page.getByTestId('deposit-button'),
      'dialog',
    );
    await player.context.close();

    console.info('tap → visible after hydration (ms):', JSON.stringify(times));
    for (const ms of Object.values(times)) expect(ms).toBeLessThan(ANSWERED_WITHIN_MS);
  });

  /** The two boxes share no pixel. */
  function isApart(
    a: { x: number; y: number; width: number; height: number },
    b: { x: number; y: number; width: number; height: number },
  ) {
    return (
      a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y
    );
  }

  it.each([
    ['390x844', PHONE],
    ['360x640', SMALL_PHONE],
  ])('keeps the toast of a profile save clear of the Save button at %s', async (_, viewport) => {
    const { context, page } = await phone({ player: true, viewport });
    await page.goto(`${site.url}/profile/info`);
    await expect.poll(() => hydrated(page)).toBe('false');
    await page.getByLabel('First name').fill('Ada');
    const save = page.getByRole('form', { name: 'Personal details' }).getByRole('button', {
      name: 'Save',
    });
    await save.scrollIntoViewIfNeeded();
    const button = await save.boundingBox();
    await save.tap();
    const toast = page.locator('.toast').filter({ hasText: 'Your changes are saved.' });
    await toast.waitFor();
    const shown = await toast.boundingBox();
    expect(button && shown && isApart(button, shown)).toBe(true);
    await context.close();
  });

  it.each([
    ['390x844', PHONE],
    ['360x640', SMALL_PHONE],
  ])('keeps the toast of a sign-up in the modal clear of its button at %s', async (_, viewport) => {
    const { context, page } = await phone({ viewport });
    await page.goto(`${site.url}/?register`);
    await expect.poll(() => hydrated(page)).toBe('false');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByLabel('Email', { exact: true }).fill(`toast${Date.now()}@example.com`);
    await dialog.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await dialog.getByLabel('Repeat password').fill(TEST_PASSWORD);
    await dialog.getByLabel('Country').selectOption('DE');
    await dialog.getByLabel(/I am over 18/).check();
    const submit = dialog.getByRole('button', { name: 'Create account' });
    await submit.scrollIntoViewIfNeeded();
    const button = await submit.boundingBox();
    await submit.tap();
    const toast = page.locator('.toast').first();
    await toast.waitFor();
    const shown = await toast.boundingBox();
    expect(button && shown && isApart(button, shown)).toBe(true);
    await context.close();
  });
});
