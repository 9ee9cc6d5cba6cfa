import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPhone } from './support/phone.ts';
import { registerPlayer } from './support/players.ts';
import { type sessionCookies, TEST_PASSWORD } from './support/session.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

// The vendors' widgets as shipped in sandbox mode: SUPPORT_CHAT_ADAPTER alone loads the sandbox
// twins our server serves (docs/decisions/030), so these journeys drive the real site code.
const SHOTS = process.env.SHOTS_DIR ?? 'screenshots/chat-widgets';
const SMALL_PHONE = { width: 360, height: 640 };
const poll = expect.poll;

const hydrated = (page: Page) =>
  poll(() => page.getByTestId('menu-button').getAttribute('aria-expanded')).not.toBeNull();
const profileOf = async (siteUrl: string, accessToken: string) =>
  (await (
    await fetch(`${siteUrl}/api/player/profile`, {
      headers: { authorization: `Bearer ${accessToken}` },
    })
  ).json()) as { id: string; freshchatRestoreId: string | null };

/** A registered player with a name the widgets show. */
async function namedPlayer(siteUrl: string, prefix: string) {
  const player = await registerPlayer(siteUrl, prefix);
  const named = await fetch(`${siteUrl}/api/player/profile`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${player.accessToken}` },
    body: JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace' }),
  });
  expect(named.status).toBe(200);
  return player;
}

async function phonePage(
  browser: Browser,
  siteUrl: string,
  tokens?: Parameters<typeof sessionCookies>[1],
) {
  return openPhone(browser, siteUrl, { player: tokens, isMobile: true });
}

async function signIn(page: Page, siteUrl: string, email: string) {
  await page.goto(`${siteUrl}/?sign-in`);
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password').fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await poll(() => page.getByTestId('user-menu').isVisible(), { timeout: 30_000 }).toBe(true);
}

async function logOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await poll(() => page.getByTestId('user-menu').count()).toBe(0);
}

/** The twin's panel (a dialog named after it) and the identity it shows. */
const twinOf = (page: Page, name: 'Sandbox Zendesk' | 'Sandbox Freshchat') => {
  const panel = page.getByRole('dialog', { name });
  return { panel, identity: panel.getByTestId('sandbox-chat-identity') };
};

/** Screenshots of the open twin at the phone, small phone and desktop sizes. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [size, viewport] of [
    ['390x844', PHONE],
    ['360x640', SMALL_PHONE],
    ['1440x900', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png` });
  }
  await page.setViewportSize(PHONE);
}

describe.skipIf(!hasChromium)('Zendesk messaging (sandbox twin)', () => {
  let site: RunningSite;
  let browser: Browser;
  useSiteAndBrowser(
    () => ({ ...FAST_ARGON2, SUPPORT_CHAT_ADAPTER: 'zendesk' }),
    (started) => {
      ({ site, browser } = started);
    },
  );

  it('a player on a phone signs in, opens Chat from the bottom bar and sees their verified name; logged out, the twin is signed out', async () => {
    // A guest (guest chat off): no widget script.
    const { context, page } = await phonePage(browser, site.url);
    await page.goto(site.url);
    await hydrated(page);
    expect(await page.locator('#ze-snippet').count()).toBe(0);

    // Signed in, the widget loads with the snippet key and signs the player in with our JWT,
    // which the twin has our server check with the (generated) secret.
    const player = await namedPlayer(site.url, 'zendesk');
    await signIn(page, site.url, player.email);
    await poll(() => page.locator('#ze-snippet').getAttribute('src'), { timeout: 20_000 }).toBe(
      `${site.url}/sandbox/widgets/zendesk.js?key=sandbox-twin`,
    );
    await page.getByTestId('chat-launcher').click();
    const twin = twinOf(page, 'Sandbox Zendesk');
    await poll(() => twin.panel.isVisible()).toBe(true);
    await poll(() => twin.identity.textContent(), { timeout: 20_000 }).toContain(
      'Signed in with a verified token',
    );
    expect(await twin.identity.textContent()).toContain('Ada Lovelace');
    expect(await twin.identity.textContent()).toContain(player.email);
    // A full-screen sheet on the phone.
    expect(await twin.panel.boundingBox()).toMatchObject({ x: 0, y: 0, ...PHONE });
    await twin.panel.getByLabel('Message').fill('Where is my withdrawal?');
    await twin.panel.getByRole('button', { name: 'Send' }).click();
    await poll(() => twin.panel.getByText('Where is my withdrawal?').isVisible()).toBe(true);
    await shoot(page, 'zendesk');

    // Logout signs the player out of the widget: opened from its launcher, it shows a visitor.
    await twin.panel.getByRole('button', { name: 'Close chat' }).click();
    await logOut(page);
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Open Sandbox Zendesk' }).click();
    await poll(() => twin.identity.getAttribute('data-state')).toBe('signed-out');
    expect(await twin.identity.textContent()).toContain('Not signed in');
    expect(await twin.identity.textContent()).not.toContain('Ada');
    await context.close();
  });
});

describe.skipIf(!hasChromium)('Freshchat (sandbox twin)', () => {
  let site: RunningSite;
  let browser: Browser;
  useSiteAndBrowser(
    () => ({ ...FAST_ARGON2, SUPPORT_CHAT_ADAPTER: 'freshchat' }),
    (started) => {
      ({ site, browser } = started);
    },
  );

  it('a player on a phone gets a restore id kept in the profile, reused after logging in again', async () => {
    const player = await namedPlayer(site.url, 'freshchat');
    expect((await profileOf(site.url, player.accessToken)).freshchatRestoreId).toBeNull();
    const { context, page } = await phonePage(browser, site.url, player);
    await page.goto(site.url);
    await hydrated(page);

    // The twin makes the user and issues its restore id: the profile keeps it.
    await poll(async () => (await profileOf(site.url, player.accessToken)).freshchatRestoreId, {
      timeout: 20_000,
    }).toMatch(/^sbx-[0-9a-f]{16}$/);
    const { freshchatRestoreId: restoreId } = await profileOf(site.url, player.accessToken);
    await page.getByTestId('chat-launcher').click();
    const twin = twinOf(page, 'Sandbox Freshchat');
    await poll(() => twin.panel.isVisible()).toBe(true);
    expect(await twin.identity.textContent()).toContain('Ada Lovelace');
    expect(await twin.identity.textContent()).toContain(`New conversation: ${restoreId}`);
    await shoot(page, 'freshchat');

    // Logout clears the widget's user and removes the widget.
    await twin.panel.getByRole('button', { name: 'Close chat' }).click();
    await logOut(page);
    await poll(() => page.getByTestId('sandbox-chat').count()).toBe(0);

    // Signed in again: the same conversation comes back by the kept restore id.
    await signIn(page, site.url, player.email);
    await poll(() => page.getByTestId('sandbox-chat').count(), { timeout: 20_000 }).toBe(1);
    await page.getByTestId('chat-launcher').click();
    await poll(() => twin.panel.isVisible()).toBe(true);
    expect(await twin.identity.textContent()).toContain(`Conversation restored: ${restoreId}`);
    await context.close();
  });
});
