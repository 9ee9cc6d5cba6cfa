import { mkdirSync } from 'node:fs';
import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newOperatorSession } from './support/backoffice.ts';
import { registerPlayer } from './support/players.ts';
import { sessionCookies } from './support/session.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const SHOTS = '/tmp/i19-chat-shots';

/** The machine is shared: polls wait up to 15 s. */
const poll = <T>(check: () => T | Promise<T>, options: { timeout?: number } = {}) =>
  expect.poll(check, { timeout: 15_000, ...options });
const hydrated = (page: Page) =>
  poll(() => page.getByTestId('menu-button').getAttribute('aria-expanded')).not.toBeNull();
const bodies = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .evaluateAll((items) => items.map((i) => i.querySelector('p')?.textContent ?? ''));

describe.skipIf(!hasChromium)('support chat in two browsers', () => {
  let site: RunningSite;
  let browser: Browser;
  // The sandbox demo admin exists (as after `npm run serve`) and adds the support operator.
  useSiteAndBrowser({ ...FAST_ARGON2, GUEST_CHAT_ENABLED: true }, (started) => {
    ({ site, browser } = started);
  });

  it('a guest and a player on a phone talk to an agent live both ways; a dropped connection loses and repeats nothing; logout hides the history', async () => {
    mkdirSync(SHOTS, { recursive: true });
    // The agent: a support operator with the support screen open (that makes support online).
    const agentContext = await browser.newContext({ viewport: DESKTOP });
    await agentContext.addCookies([await newOperatorSession(site.url, 'support', 'Sam')]);
    const agent = await agentContext.newPage();
    await agent.goto(`${site.url}/backoffice/support`);
    await poll(() => agent.getByText('agent(s) online').count()).toBe(1);

    // A guest on a phone opens the chat from the bottom bar and writes.
    const guestContext = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    const guest = await guestContext.newPage();
    const guestSockets: string[] = [];
    guest.on('websocket', (ws) => guestSockets.push(ws.url()));
    await guest.goto(site.url);
    await hydrated(guest);
    await poll(() => guest.getByTestId('chat-launcher').count()).toBe(1);
    await guest.getByTestId('chat-launcher').click();
    await poll(() => guest.getByTestId('chat-panel').isVisible()).toBe(true);
    expect(await guest.getByTestId('chat-offline').count()).toBe(0);
    await guest.getByTestId('chat-input').fill('Hello, I am just looking around');
    await guest.getByTestId('chat-input').press('Enter');
    await poll(() => bodies(guest, 'chat-message')).toEqual(['Hello, I am just looking around']);
    // One connection for the page: the winners feed and the chat share it (issue 30).
    await poll(() => guest.evaluate(() => document.documentElement.dataset.chat)).toBe('live');
    expect(guestSockets).toHaveLength(1);
    await guest.screenshot({ path: `${SHOTS}/journey-guest-phone.png` });

    // It reaches the agent's queue live; the agent answers, the guest sees it live.
    const guestItem = agent.getByTestId('support-queue-item').filter({ hasText: 'looking around' });
    await poll(() => guestItem.count(), { timeout: 10_000 }).toBe(1);
    await guestItem.click();
    await agent.getByTestId('support-input').fill('Welcome! Ask me anything.');
    await agent.getByTestId('support-input').press('Enter');
    await poll(() => bodies(guest, 'chat-message')).toEqual([
      'Hello, I am just looking around',
      'Welcome! Ask me anything.',
    ]);

    // A player on a phone; their websocket runs through a switch the test can pull.
    const player = await registerPlayer(site.url, 'chat');
    const playerContext = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    await playerContext.addCookies(sessionCookies(site.url, player));
    const page = await playerContext.newPage();
    const sockets: WebSocketRoute[] = [];
    let isNetworkDown = false;
    await page.routeWebSocket(/\/api\/connection\/websocket/, (ws) => {
      if (isNetworkDown) return ws.close({ code: 3001, reason: 'down' });
      ws.connectToServer();
      sockets.push(ws);
    });
    await page.goto(site.url);
    await hydrated(page);
    await page.getByTestId('chat-launcher').click();
    await page.getByTestId('chat-input').fill('My withdrawal has been pending for a day');
    await page.getByTestId('chat-send').click();
    await poll(() => page.evaluate(() => document.documentElement.dataset.chat)).toBe('live');
    // One connection carries the player's channels, the chat and the winners feed (issue 30).
    await poll(() => page.evaluate(() => document.documentElement.dataset.realtime)).toBe('live');
    expect(sockets).toHaveLength(1);

    const playerItem = agent
      .getByTestId('support-queue-item')
      .filter({ hasText: 'pending for a day' });
    await poll(() => playerItem.count(), { timeout: 10_000 }).toBe(1);
    await playerItem.click();
    await poll(() => agent.getByTestId('support-context').textContent()).toContain(player.email);
    await poll(() => agent.getByTestId('support-context').textContent()).toContain(
      'Pending withdrawals',
    );
    await agent.getByRole('button', { name: 'Assign to me' }).click();
    await agent.getByTestId('support-input').fill('Let me check that for you.');
    await agent.getByTestId('support-input').press('Enter');
    await poll(() => bodies(page, 'chat-message')).toEqual([
      'My withdrawal has been pending for a day',
      'Let me check that for you.',
    ]);
    // The player typing shows on the agent's side; the agent's reply was read (the panel is open).
    await page.getByTestId('chat-input').fill('Thanks');
    await poll(() => agent.getByTestId('support-typing').count()).toBe(1);
    await page.getByTestId('chat-input').press('Enter');
    await poll(() => agent.getByText('read').count()).toBeGreaterThan(0);

    // The connection drops; the agent writes twice meanwhile; the player comes back with both, once each.
    isNetworkDown = true;
    for (const ws of sockets.splice(0)) await ws.close({ code: 3001, reason: 'dropped' });
    await poll(() => page.evaluate(() => document.documentElement.dataset.chat)).toBe('connecting');
    for (const body of ['It was approved a minute ago.', 'You will get it today.']) {
      await agent.getByTestId('support-input').fill(body);
      await agent.getByTestId('support-input').press('Enter');
      await poll(() => bodies(agent, 'support-message')).toContain(body);
    }
    expect(await bodies(page, 'chat-message')).not.toContain('It was approved a minute ago.');
    isNetworkDown = false;
    // The client's reconnect delay grows to 20 s (plus jitter) over a long outage.
    await poll(() => bodies(page, 'chat-message'), { timeout: 30_000 }).toEqual([
      'My withdrawal has been pending for a day',
      'Let me check that for you.',
      'Thanks',
      'It was approved a minute ago.',
      'You will get it today.',
    ]);
    await page.screenshot({ path: `${SHOTS}/journey-player-phone.png` });
    await agent.screenshot({ path: `${SHOTS}/journey-agent-desktop.png` });

    // Unread count on the launcher while the chat is closed.
    await page.getByRole('button', { name: 'Close chat' }).click();
    await agent.getByTestId('support-input').fill('Anything else?');
    await agent.getByTestId('support-input').press('Enter');
    await poll(() =>
      page.getByTestId('chat-launcher').getByTestId('chat-unread').textContent(),
    ).toContain('1');

    // Logout: the conversation disappears from this browser at once.
    await page.getByTestId('user-menu').click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await poll(() => page.getByTestId('chat-unread').count()).toBe(0);
    await poll(() => page.getByTestId('chat-launcher').count()).toBe(1);
    await page.getByTestId('chat-launcher').click();
    await poll(() => page.getByTestId('chat-panel').isVisible()).toBe(true);
    expect(await page.getByTestId('chat-message').count()).toBe(0);
    await playerContext.close();
    await guestContext.close();
    await agentContext.close();
  }, 180_000);
});
