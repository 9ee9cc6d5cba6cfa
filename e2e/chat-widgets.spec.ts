import { mkdirSync } from 'node:fs';
import { jwtVerify } from 'jose';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../apps/server/src/config.ts';
import { type FakeWidgets, startFakeWidgets } from './support/fake-widgets.ts';
import { registerPlayer } from './support/players.ts';
import { sessionCookies, TEST_PASSWORD } from './support/session.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const SHOTS = 'screenshots/chat-widgets';
const ZENDESK_SECRET = 'zendesk-journey-secret-0123456789abcdef';
const poll = expect.poll;

const hydrated = (page: Page) =>
  poll(() => page.getByTestId('menu-button').getAttribute('aria-expanded')).not.toBeNull();
const callsOf = (page: Page, name: '__zendeskCalls' | '__freshchatCalls') =>
  page.evaluate((n) => (window as unknown as Record<string, unknown[][] | undefined>)[n], name);
const idOf = async (siteUrl: string, accessToken: string) =>
  (await (
    await fetch(`${siteUrl}/api/player/profile`, {
      headers: { authorization: `Bearer ${accessToken}` },
    })
  ).json()) as { id: string; freshchatRestoreId: string | null };

async function phonePage(
  browser: Browser,
  siteUrl: string,
  tokens?: Parameters<typeof sessionCookies>[1],
) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await context.addCookies([
    ...(tokens ? sessionCookies(siteUrl, tokens) : []),
    { name: 'cookie-consent', value: '1', url: siteUrl },
  ]);
  return { context, page: await context.newPage() };
}

async function logOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await poll(() => page.getByTestId('user-menu').count()).toBe(0);
}

/**
 * A suite's fake widget server, then a site configured against it (`config` reads its URLs),
 * and a browser; `use` gets all three before the tests.
 */
function useWidgetSite(
  config: (widgets: FakeWidgets) => Partial<Config>,
  use: (started: { widgets: FakeWidgets; site: RunningSite; browser: Browser }) => void,
) {
  let widgets: FakeWidgets;
  beforeAll(async () => {
    widgets = await startFakeWidgets();
  });
  afterAll(async () => {
    await widgets?.close();
  });
  useSiteAndBrowser(
    () => ({ ...FAST_ARGON2, ...config(widgets) }),
    ({ site, browser }) => use({ widgets, site, browser }),
  );
}

describe.skipIf(!hasChromium)('Zendesk messaging widget', () => {
  let widgets: FakeWidgets;
  let site: RunningSite;
  let browser: Browser;
  useWidgetSite(
    (fake) => ({
      SUPPORT_CHAT_ADAPTER: 'zendesk',
      ZENDESK_WIDGET_URL: fake.zendeskUrl,
      ZENDESK_WIDGET_KEY: 'journey-widget-key',
      ZENDESK_KEY_ID: 'app_journey',
      ZENDESK_SECRET,
    }),
    (started) => {
      ({ widgets, site, browser } = started);
    },
  );

  it('loads only for a signed-in player, logs in with our JWT, opens from the bottom bar and logs out on logout', async () => {
    mkdirSync(SHOTS, { recursive: true });
    // A guest (guest chat off): no widget.
    const guest = await phonePage(browser, site.url);
    await guest.page.goto(site.url);
    await hydrated(guest.page);
    expect(await callsOf(guest.page, '__zendeskCalls')).toBeUndefined();
    expect(widgets.requests).toEqual([]);

    // The guest signs in: the widget loads with the key and logs the player in with our JWT.
    const player = await registerPlayer(site.url, 'zendesk');
    const { id } = await idOf(site.url, player.accessToken);
    await guest.page.goto(`${site.url}/?sign-in`);
    const dialog = guest.page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Email', { exact: true }).fill(player.email);
    await dialog.getByLabel('Password').fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await poll(() => guest.page.getByTestId('user-menu').isVisible(), { timeout: 30_000 }).toBe(
      true,
    );
    await poll(
      async () => (await callsOf(guest.page, '__zendeskCalls'))?.some((c) => c[0] === 'jwt'),
      {
        timeout: 20_000,
      },
    ).toBe(true);
    expect(widgets.requests).toEqual(['/zendesk.js?key=journey-widget-key']);
    const calls = (await callsOf(guest.page, '__zendeskCalls'))!;
    expect(calls[0]).toEqual(['messenger', 'loginUser']);
    const jwt = calls.find((c) => c[0] === 'jwt')![1] as string;
    const { payload, protectedHeader } = await jwtVerify(
      jwt,
      new TextEncoder().encode(ZENDESK_SECRET),
    );
    expect(protectedHeader.kid).toBe('app_journey');
    expect(payload).toMatchObject({
      scope: 'user',
      external_id: `${id}-aurora`,
      email: player.email,
    });

    // The bottom bar's Chat opens the widget.
    await guest.page.getByTestId('chat-launcher').click();
    await poll(async () => (await callsOf(guest.page, '__zendeskCalls'))?.at(-1)).toEqual([
      'messenger',
      'open',
    ]);
    await guest.page.screenshot({ path: `${SHOTS}/zendesk-phone.png` });

    // Logout: the widget forgets the player.
    await logOut(guest.page);
    await poll(async () =>
      (await callsOf(guest.page, '__zendeskCalls'))?.some((c) => c[1] === 'logoutUser'),
    ).toBe(true);
    await guest.context.close();
  });
});

describe.skipIf(!hasChromium)('Freshchat widget', () => {
  let site: RunningSite;
  let browser: Browser;
  useWidgetSite(
    (fake) => ({
      SUPPORT_CHAT_ADAPTER: 'freshchat',
      FRESHCHAT_WIDGET_URL: fake.freshchatUrl,
      FRESHCHAT_TOKEN: 'journey-freshchat-token',
      FRESHCHAT_HOST: 'https://journey.freshchat.example',
    }),
    (started) => {
      ({ site, browser } = started);
    },
  );

  it("starts with the player's restore id, keeps a new one in the profile and clears the user on logout", async () => {
    mkdirSync(SHOTS, { recursive: true });
    const player = await registerPlayer(site.url, 'freshchat');
    const { id, freshchatRestoreId } = await idOf(site.url, player.accessToken);
    expect(freshchatRestoreId).toBeNull();
    const { context, page } = await phonePage(browser, site.url, player);
    await page.goto(site.url);
    await hydrated(page);

    // Freshchat makes the user and its restore id: the profile keeps it.
    await poll(async () => (await callsOf(page, '__freshchatCalls'))?.[0]).toEqual([
      'init',
      {
        externalId: `${id}-aurora`,
        restoreId: null,
        token: 'journey-freshchat-token',
        host: 'https://journey.freshchat.example',
      },
    ]);
    await poll(async () => (await idOf(site.url, player.accessToken)).freshchatRestoreId, {
      timeout: 20_000,
    }).toBe('fc-restore-1');

    // The next visit restores the same conversation.
    await page.reload();
    await hydrated(page);
    await poll(async () => (await callsOf(page, '__freshchatCalls'))?.[0]).toEqual([
      'init',
      expect.objectContaining({ externalId: `${id}-aurora`, restoreId: 'fc-restore-1' }),
    ]);
    await page.getByTestId('chat-launcher').click();
    await poll(async () =>
      (await callsOf(page, '__freshchatCalls'))?.some((c) => c[0] === 'open'),
    ).toBe(true);
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${SHOTS}/freshchat-desktop.png` });
    await page.setViewportSize(PHONE);

    // Logout clears the widget's user and closes it.
    await logOut(page);
    await poll(async () =>
      (await callsOf(page, '__freshchatCalls'))?.map((c) => c[0]).slice(-2),
    ).toEqual(['clear', 'destroy']);
    await context.close();
  });
});
