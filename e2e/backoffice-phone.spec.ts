import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { newOperatorSession } from './support/backoffice.ts';
import { confirmEmailByMail } from './support/mailbox.ts';
import {
  fundByCard,
  type RegisteredPlayer,
  registerPlayer,
  requestWithdrawal,
} from './support/players.ts';
import {
  FAST_ARGON2,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const SHOTS = '/tmp/i29-backoffice-phone';
const SMALL = { width: 360, height: 640 };

/**
 * Issue 29 (UX review): an operator on a phone reaches Approve in the withdrawals and documents
 * queues and Send in the support chat (on screen, nothing over them), and the support panel
 * shows the player's real limits and statuses in words.
 */

/**
 * The control is on screen once the page is scrolled down to it (never sideways: an operator on
 * a phone should not hunt for a decision to the right), and the topmost element at its centre.
 */
async function isReachable(page: Page, control: Locator) {
  await control.waitFor();
  const problem = await control.evaluate((el) => {
    const first = el.getBoundingClientRect();
    window.scrollBy(0, first.top - window.innerHeight / 2);
    const r = el.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    if (r.left < 0 || r.right > width || r.top < 0 || r.bottom > window.innerHeight) {
      return `off screen: ${Math.round(r.left)}..${Math.round(r.right)} of ${width}`;
    }
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!top || !(top === el || el.contains(top))) {
      return `covered by ${top?.outerHTML.slice(0, 120) ?? 'nothing'}`;
    }
    const wide = document.documentElement.scrollWidth;
    if (wide <= width) return 'ok';
    // The first element past the edge that no scrolling box of its own holds.
    const widest = [...document.body.querySelectorAll('*')].find((node) => {
      if (node.getBoundingClientRect().right <= width + 0.5) return false;
      for (let up = node.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return false;
      }
      return true;
    });
    return `the page scrolls sideways (${wide} > ${width}): ${widest?.outerHTML.slice(0, 100)}`;
  });
  return problem;
}

const authed = (player: RegisteredPlayer) => ({ authorization: `Bearer ${player.accessToken}` });

describe.skipIf(!hasChromium)('back office on a phone', () => {
  let site: RunningSite;
  let browser: Browser;
  let player: RegisteredPlayer;
  let invoiceNumber: string;
  let operator: Awaited<ReturnType<typeof newOperatorSession>>;

  useSiteAndBrowser(
    { ...FAST_ARGON2, NODE_ENV: 'development', KYC_ADAPTER: 'builtin' },
    (started) => {
      ({ site, browser } = started);
    },
  );

  /** The player's withdrawal, document, limit and chat, and an admin (inside a test: mail polls). */
  async function prepare() {
    mkdirSync(SHOTS, { recursive: true });
    player = await registerPlayer(site.url, 'bophone');
    await confirmEmailByMail(site.url, player.email);
    await fundByCard(site.url, player.accessToken, 5_000);
    invoiceNumber = (await requestWithdrawal(site.url, player.accessToken, 2_000)).number;
    const photo = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#d9d2c5' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'passport.jpg');
    const uploaded = await fetch(`${site.url}/api/player/documents`, {
      method: 'POST',
      headers: authed(player),
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const limit = await fetch(`${site.url}/api/player/limits`, {
      method: 'POST',
      headers: { ...authed(player), 'content-type': 'application/json' },
      body: JSON.stringify({
        action: 'set',
        definition: 3,
        period: 'weekly',
        currency: 'USD',
        amount: 30_000,
      }),
    });
    expect(limit.status, await limit.clone().text()).toBe(200);
    const sent = await fetch(`${site.url}/api/support/conversation/messages`, {
      method: 'POST',
      headers: { ...authed(player), 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'When is my withdrawal paid?' }),
    });
    expect(sent.status).toBe(200);
    operator = await newOperatorSession(site.url, 'admin', 'Pocket admin');
  }

  it('reaches Approve in the queues and Send in the chat at 390x844 and 360x640; the chat panel shows limits and statuses in words', async () => {
    await prepare();
    for (const viewport of [PHONE, SMALL]) {
      const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
      await context.addCookies([operator]);
      const page = await context.newPage();

      await page.goto(`${site.url}/backoffice/withdrawals`);
      const row = page.locator('tr', { hasText: invoiceNumber });
      await row.waitFor({ timeout: 20_000 });
      await page.screenshot({ path: `${SHOTS}/withdrawals-${viewport.width}.png` });
      expect(await isReachable(page, row.getByRole('button', { name: 'Approve' }))).toBe('ok');

      await page.goto(`${site.url}/backoffice/documents`);
      const document = page.getByTestId('review-document').filter({ hasText: player.email });
      await document.waitFor({ timeout: 20_000 });
      await page.screenshot({ path: `${SHOTS}/documents-${viewport.width}.png` });
      expect(await isReachable(page, document.getByRole('button', { name: 'Approve' }))).toBe('ok');

      await page.goto(`${site.url}/backoffice/support`);
      await page.getByText(player.email).first().click();
      const input = page.getByTestId('support-input');
      await input.waitFor({ timeout: 20_000 });
      await input.fill('Today, within the hour.');
      await page.screenshot({ path: `${SHOTS}/support-${viewport.width}.png` });
      expect(await isReachable(page, page.getByRole('button', { name: 'Send' }))).toBe('ok');
      const panel = page.getByTestId('support-context');
      await expect.poll(() => panel.textContent()).toContain('Deposit');
      const words = (await panel.textContent()) ?? '';
      expect(words).not.toContain('not kept by this platform');
      expect(words).toMatch(/Deposit weekly · [\d.]+ USD of 300\.00 USD used/);
      expect(words).toContain('active');
      expect(words).not.toMatch(/status \d/);
      await page.screenshot({
        path: `${SHOTS}/support-panel-${viewport.width}.png`,
        fullPage: true,
      });
      await context.close();
    }
  });

  it('gives the player a bonus from the player card on a phone; the player finds it issued', async () => {
    // Marketing's goodwill offer: 10 dollars, published, through the operator API.
    const asOperator = {
      cookie: `${operator.name}=${operator.value}`,
      'x-requested-with': 'backoffice',
      'content-type': 'application/json',
    };
    const created = await fetch(`${site.url}/api/backoffice/bonus-definitions`, {
      method: 'POST',
      headers: asOperator,
      body: JSON.stringify({
        identity: 'goodwill-10',
        name: 'Goodwill 10',
        kind: 'fixed',
        percent: null,
        amount: 1_000,
        minDeposit: 0,
        currencies: [],
        countries: [],
        welcomeStep: null,
        code: null,
        codeTrigger: null,
        codeMultiUse: false,
        activationDays: 7,
        wageringMultiplier: 5,
        wageringDays: 7,
        contributions: { slots: 100 },
        defaultContribution: 0,
        maxStake: null,
        maxConversion: null,
        cancelAfterWagering: false,
      }),
    });
    expect([200, 201], await created.clone().text()).toContain(created.status);
    const { id: offerId } = (await created.json()) as { id: string };
    const published = await fetch(
      `${site.url}/api/backoffice/bonus-definitions/${offerId}/publish`,
      { method: 'POST', headers: { cookie: asOperator.cookie, 'x-requested-with': 'backoffice' } },
    );
    expect(published.status, await published.clone().text()).toBe(200);

    const profile = await fetch(`${site.url}/api/player/profile`, { headers: authed(player) });
    const { id } = (await profile.json()) as { id: string };
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await context.addCookies([operator]);
    const page = await context.newPage();
    await page.goto(`${site.url}/backoffice/players/${id}`);
    const form = page.locator('form.grant-bonus');
    await form.waitFor({ timeout: 20_000 });
    // The offers load after the card: wait for the seeded fixed-amount offer.
    const offer = form.getByLabel('Offer');
    await expect.poll(() => offer.locator(`option[value="${offerId}"]`).count()).toBe(1);
    await offer.selectOption(offerId);
    const offerName = 'Goodwill 10';
    await form.getByLabel('Currency').selectOption('USD');
    await form.getByLabel('Note for the audit log').fill('Goodwill for the slow payout');
    expect(await isReachable(page, form.getByRole('button', { name: 'Give bonus' }))).toBe('ok');
    await form.getByRole('button', { name: 'Give bonus' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toContain(offerName);
    await expect
      .poll(() => page.getByTestId('player-bonus').first().textContent())
      .toContain(offerName);
    await page.screenshot({ path: `${SHOTS}/grant-bonus-390.png`, fullPage: true });

    const bonuses = await fetch(`${site.url}/api/game/player-bonuses`, { headers: authed(player) });
    const { items } = (await bonuses.json()) as { items: { name: string; status: number }[] };
    expect(items).toEqual([expect.objectContaining({ name: offerName, status: 1 })]);
    await context.close();
  });
});
