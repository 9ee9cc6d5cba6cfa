import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { GAME_TITLES } from '@casino/game-engine';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  SIGNATURE_HEADER,
  signPayload,
} from '../apps/server/src/modules/payment/providers/signature.ts';
import { TEST_PASSWORD } from './support/session.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const CARD_SECRET = 'e2e-card-webhook-secret-0123456789abcdef';
const slot = GAME_TITLES.find((t) => t.kind === 'slot')!;
const dice = GAME_TITLES.find((t) => t.kind === 'dice')!;

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

describe.skipIf(!hasChromium)('built-in provider games in a browser', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser({ ...FAST_ARGON2, SANDBOX_CARD_WEBHOOK_SECRET: CARD_SECRET }, (started) => {
    ({ site, browser } = started);
  });

  async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
    const response = await fetch(`${site.url}${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
    });
    expect(response.ok, `${path}: ${response.status}`).toBe(true);
    return (await response.json()) as T;
  }

  /** A registered player with `amount` cents on a USD account (a signed sandbox-card webhook). */
  async function fundedPlayer(amount: number): Promise<string> {
    const { accessToken } = await api<{ accessToken: string }>('/api/player/register', {
      method: 'POST',
      body: JSON.stringify({
        email: `games${Date.now()}${randomBytes(3).toString('hex')}@example.com`,
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
        currency: 'USD',
        country: 'US',
        agreements: true,
      }),
    });
    const { invoice } = await api<{ invoice: { id: string } }>('/api/payment/invoices/deposit', {
      method: 'POST',
      token: accessToken,
      body: JSON.stringify({
        method: 'sandbox-card',
        currency: 'USD',
        amount,
        idempotencyKey: randomUUID(),
      }),
    });
    const event = JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      type: 'payment.updated',
      created: Math.floor(Date.now() / 1000),
      data: {
        sessionId: `cs_test_${invoice.id.slice(0, 8)}`,
        merchantReference: invoice.id,
        status: 'succeeded',
        amount,
        currency: 'USD',
        card: { brand: 'visa', last4: '4242', fingerprint: 'fp-4242' },
      },
    });
    const hook = await fetch(`${site.url}/api/payment/webhooks/sandbox-card`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signPayload(CARD_SECRET, event, new Date()),
      },
      body: event,
    });
    expect(hook.status).toBe(200);
    return accessToken;
  }

  const settled = (page: Page | ReturnType<Page['frameLocator']>) =>
    page.locator('button.action:not([disabled])').waitFor({ timeout: 30_000 });

  it('a guest spins a demo slot: credits move and the seed revealed matches the hash shown before', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await page.goto(`${site.url}/provider/games/${slot.identity}?mode=demo&lang=en`);
    const balance = page.locator('.dock .meter:first-child .amount');
    await expect.poll(() => balance.textContent()).toBe('100,000.00 FUN');
    const committed = await page.locator('.sidebar .fair-field.next code').textContent();

    await page.keyboard.press('Space');
    await page.locator('.sidebar .fair-last').waitFor();
    await settled(page);
    const revealed = await page.locator('.sidebar .fair-field.revealed code').textContent();
    expect(createHash('sha256').update(revealed!).digest('hex')).toBe(committed);
    await expect.poll(() => page.locator('.sidebar .fair-last .ok-text').isVisible()).toBe(true);
    const win = amountOf(await page.locator('.meter-win .amount').textContent());
    expect(amountOf(await balance.textContent())).toBeCloseTo(100_000 - 1 + win, 2);
    // The reels show the title's SVG drawings, each decoded by the browser (no glyph to font).
    const drawings = await page.locator('.reel .sym img.glyph').evaluateAll((images) =>
      images.map((image) => {
        const img = image as HTMLImageElement;
        return {
          ok: img.complete && img.naturalWidth > 0,
          svg: img.src.startsWith('data:image/svg+xml,'),
        };
      }),
    );
    expect(drawings.length).toBeGreaterThanOrEqual(15);
    expect(drawings.every((d) => d.ok && d.svg)).toBe(true);
    expect(await page.locator('.reels').textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
    await page.context().close();
  });

  it('a funded player plays dice for real in the casino frame; a stake too high offers the deposit', async () => {
    const token = await fundedPlayer(2500);
    const launch = await api<{ url: string }>(`/api/game/games/${dice.identity}/play`, {
      method: 'POST',
      token,
      body: JSON.stringify({ real: true, locale: 'en' }),
    });
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    // A stand-in for the casino's game page: the iframe and a record of its messages. It is
    // written into a real document of the casino's origin (robots.txt, no policy of its own):
    // the game's messages go to that exact origin, and Chromium lets a page it loaded from
    // loopback frame the game's loopback origin (a routed, fulfilled page it would block).
    await page.goto(`${site.url}/robots.txt`);
    await page.setContent(
      `<!doctype html><html lang="en"><title>Classic Dice</title><body style="margin:0"><iframe title="Classic Dice" src="${launch.url}" style="border:0;width:100vw;height:100vh"></iframe>
<script>window.messages=[];addEventListener('message',(e)=>messages.push(e.data))</script></body>`,
    );
    const game = page.frameLocator('iframe');
    const balance = game.locator('.dock .meter:first-child .amount');
    await expect.poll(() => balance.textContent()).toBe('$25.00');

    await game.locator('button.action').click();
    await game.locator('.sidebar .fair-last').waitFor({ state: 'attached' });
    await settled(game);
    const accounts = await api<{ items: { currency: string; balance: number }[] }>(
      '/api/wallet/accounts',
      { token },
    );
    const usd = accounts.items.find((a) => a.currency === 'USD')!;
    const win = amountOf(await game.locator('.meter-win .amount').textContent());
    expect(usd.balance).toBe(Math.round((25 - 1 + win) * 100));
    expect(amountOf(await balance.textContent())).toBeCloseTo(usd.balance / 100, 2);

    const up = game.locator('.stake .step').last();
    while (await up.isEnabled()) await up.click();
    await game.locator('button.action').click();
    const notice = game.locator('.notice');
    await expect.poll(() => notice.textContent()).toContain('Not enough balance for this bet');
    expect(await notice.textContent()).toContain(`$${(usd.balance / 100).toFixed(2)}`);
    await notice.getByRole('button', { name: 'Deposit' }).click();
    await game.getByRole('button', { name: 'Lobby' }).click();
    await expect
      .poll(async () =>
        // The round messages (casino:round-started / -shown) let the site time its balance.
        (
          await page.evaluate(
            () => (window as unknown as { messages: { type: string }[] }).messages,
          )
        ).filter((message) => !message.type.startsWith('casino:round-')),
      )
      .toEqual([{ type: 'casino:deposit' }, { type: 'casino:lobby' }]);
    const after = await api<{ items: { currency: string; balance: number }[] }>(
      '/api/wallet/accounts',
      { token },
    );
    expect(after.items.find((a) => a.currency === 'USD')!.balance).toBe(usd.balance);
    await page.context().close();
  });
});
