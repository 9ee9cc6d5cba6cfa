import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  SIGNATURE_HEADER,
  signPayload,
} from '../apps/server/src/modules/payment/providers/signature.ts';
import { createCardInvoice } from './support/players.ts';
import { sessionCookies, TEST_PASSWORD } from './support/session.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  hasChromium,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const CARD_SECRET = 'e2e-card-webhook-secret-0123456789abcdef';

interface Player {
  accessToken: string;
  refreshToken: string;
}

describe.skipIf(!hasChromium)('live balance and missed notifications in a browser', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser({ ...FAST_ARGON2, SANDBOX_CARD_WEBHOOK_SECRET: CARD_SECRET }, (started) => {
    ({ site, browser } = started);
  });

  async function register(): Promise<Player> {
    const response = await fetch(`${site.url}/api/player/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `live${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`,
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
        currency: 'USD',
        country: 'US',
        agreements: true,
      }),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as Player;
  }

  async function signedIn(player: Player): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addCookies([
      ...sessionCookies(site.url, player),
      { name: 'cookie-consent', value: '1', url: site.url },
    ]);
    return context;
  }

  /**
   * A card deposit paid elsewhere (another tab, another device): the invoice is created with the
   * player's token and the provider's signed webhook reports it paid, as the hosted page would.
   */
  async function depositElsewhere(player: Player, amount: number) {
    const invoice = { id: await createCardInvoice(site.url, player.accessToken, amount) };
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'payment.updated',
      created: Math.floor(Date.now() / 1000),
      data: {
        sessionId: `cs_e2e_${invoice.id.slice(0, 8)}`,
        merchantReference: invoice.id,
        status: 'succeeded',
        amount,
        currency: 'USD',
        card: { brand: 'visa', last4: '4242', fingerprint: 'fp-e2e' },
      },
    });
    const webhook = await fetch(`${site.url}/api/payment/webhooks/sandbox-card`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signPayload(CARD_SECRET, body, new Date()),
      },
      body,
    });
    expect(await webhook.json()).toEqual({ ok: true });
  }

  const balance = (page: Page) => page.getByTestId('balance-pill').textContent();
  const realtime = (page: Page) =>
    page.evaluate(() => document.documentElement.dataset.realtime ?? null);
  const toasts = (page: Page) => page.locator('.toast').allTextContents();

  it('updates the header balance and shows the deposit status without a reload', async () => {
    const player = await register();
    const context = await signedIn(player);
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    await expect.poll(() => balance(page)).toContain('$0.00');
    await expect.poll(() => realtime(page)).toBe('live');
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });

    await depositElsewhere(player, 5000);
    await expect.poll(() => balance(page)).toContain('$50.00');
    await expect
      .poll(() => toasts(page))
      .toContainEqual(expect.stringMatching(/Deposit received.*\$50\.00 is now in your balance/));
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );

    // Logout stops the live updates.
    await page.getByTestId('user-menu').click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => realtime(page)).toBeNull();
    await context.close();
  });

  it('falls back to an HTTP stream where no WebSocket can be opened, still live', async () => {
    const player = await register();
    const context = await signedIn(player);
    // A browser (or a proxy) without WebSocket: the client tries its next transport.
    await context.addInitScript(() => {
      Object.defineProperty(window, 'WebSocket', { value: undefined, configurable: true });
    });
    const page = await context.newPage();
    const streams: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/connection/')) streams.push(pathname);
    });
    await page.goto(`${site.url}/`);
    await expect.poll(() => realtime(page)).toBe('live');
    expect(streams).toContain('/api/connection/http_stream');
    expect(streams).toContain('/api/connection/emulation');

    await depositElsewhere(player, 3100);
    await expect.poll(() => balance(page)).toContain('$31.00');
    await context.close();
  });

  it('shows a deposit completed while the site was closed when the player comes back', async () => {
    const player = await register();
    await depositElsewhere(player, 2500);
    const context = await signedIn(player);
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    await expect
      .poll(() => toasts(page))
      .toContainEqual(expect.stringMatching(/Deposit received.*\$25\.00 is now in your balance/));
    await expect.poll(() => balance(page)).toContain('$25.00');
    // Shown once: the buffer is clean.
    await expect
      .poll(async () => {
        const res = await fetch(`${site.url}/api/notification/notifications`, {
          headers: { authorization: `Bearer ${player.accessToken}` },
        });
        return ((await res.json()) as { items: unknown[] }).items.length;
      })
      .toBe(0);
    await context.close();
  });
});
