import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addOperator, demoAdminOf, enrolOperator, totp } from './support/backoffice.ts';
import { confirmEmailByMail } from './support/mailbox.ts';
import { fundByCard, registerPlayer, requestWithdrawal } from './support/players.ts';
import { sessionCookies } from './support/session.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  hasChromium,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const TABLET = { width: 1024, height: 768 };
const SHOTS = 'screenshots/backoffice';

describe.skipIf(!hasChromium)('back office in a browser', () => {
  let site: RunningSite;
  let browser: Browser;
  // The sandbox demo admin is created as `npm run serve` creates it.
  useSiteAndBrowser(FAST_ARGON2, (started) => {
    ({ site, browser } = started);
  });

  const enrol = (page: Page, email: string, password: string, shot?: string) =>
    enrolOperator(page, site.url, email, password, shot && `${SHOTS}/${shot}`);

  it('admin enrols TOTP; payments pays a withdrawal out, support cannot; content publishes a German FAQ; the audit log shows it all', async () => {
    // The admin: first login enrols the app, a later login takes a fresh code.
    const adminContext = await browser.newContext({ viewport: DESKTOP });
    const admin = await adminContext.newPage();
    const demoAdmin = demoAdminOf(site.url);
    const adminSecret = await enrol(admin, demoAdmin.email, demoAdmin.password, 'admin');
    await admin.getByRole('button', { name: 'Log out' }).click();
    await admin.getByLabel('Email').fill(demoAdmin.email);
    await admin.getByLabel('Password').fill(demoAdmin.password);
    await admin.getByRole('button', { name: 'Continue' }).click();
    await admin.getByLabel('Code from your authenticator app').fill(await totp(adminSecret, 1));
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => admin.getByRole('button', { name: 'Operators & keys' }).count())
      .toBe(1);

    const stamp = Date.now();
    const paymentsEmail = `payments${stamp}@ops.test`;
    const supportEmail = `support${stamp}@ops.test`;
    const paymentsPassword = await addOperator(admin, paymentsEmail, 'payments');
    const supportPassword = await addOperator(admin, supportEmail, 'support');
    await admin.screenshot({ path: `${SHOTS}/operators-1440.png`, fullPage: true });

    // A player with a confirmed email asks for 20 USD out of 50.
    const player = await registerPlayer(site.url, 'bo');
    await confirmEmailByMail(site.url, player.email);
    await fundByCard(site.url, player.accessToken, 5_000);
    const invoice = await requestWithdrawal(site.url, player.accessToken, 2_000);

    // Support sees no queue and the API refuses the approval.
    const supportContext = await browser.newContext({ viewport: TABLET });
    const support = await supportContext.newPage();
    await enrol(support, supportEmail, supportPassword);
    await expect.poll(() => support.getByRole('heading', { name: 'Players' }).count()).toBe(1);
    expect(await support.getByRole('button', { name: 'Withdrawals' }).count()).toBe(0);
    await support.screenshot({ path: `${SHOTS}/support-players-tablet.png` });
    const refused = await support.request.post(
      `${site.url}/api/backoffice/withdrawals/${invoice.id}/approve`,
      { headers: { 'x-requested-with': 'backoffice' } },
    );
    expect(refused.status()).toBe(403);

    // The payments operator approves it from the queue.
    const paymentsContext = await browser.newContext({ viewport: DESKTOP });
    const payments = await paymentsContext.newPage();
    await enrol(payments, paymentsEmail, paymentsPassword);
    await payments.getByRole('button', { name: 'Withdrawals' }).click();
    const row = payments.locator('tr', { hasText: invoice.number });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(player.email);
    await payments.screenshot({ path: `${SHOTS}/withdrawals-1440.png` });
    await payments.setViewportSize(TABLET);
    await payments.screenshot({ path: `${SHOTS}/withdrawals-tablet.png` });
    // On a tablet the decision buttons stay on screen (no sideways scrolling to reach them).
    const button = (await row.getByRole('button', { name: 'Approve' }).boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(TABLET.width);
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => row.count()).toBe(0);
    await payments.setViewportSize(DESKTOP);
    await payments.getByRole('button', { name: 'Invoices' }).click();
    const invoiceRow = payments.locator('tr', { hasText: invoice.number });
    await expect.poll(() => invoiceRow.textContent()).toContain('paid');
    await payments.screenshot({ path: `${SHOTS}/invoices-1440.png` });

    // The player sees it paid.
    const playerContext = await browser.newContext({ viewport: DESKTOP });
    await playerContext.addCookies([
      ...sessionCookies(site.url, player),
      { name: 'cookie-consent', value: '1', url: site.url },
    ]);
    const playerPage = await playerContext.newPage();
    await playerPage.goto(`${site.url}/profile/history/transactions`);
    const paid = playerPage.getByTestId('invoice-row').filter({ hasText: invoice.number });
    await expect.poll(() => paid.locator('.status--success').count(), { timeout: 15_000 }).toBe(1);

    // The admin finds the approval (and the support's refusal left nothing) in the audit log.
    await admin.getByRole('button', { name: 'Audit log' }).click();
    await admin.getByPlaceholder('Target id').fill(invoice.id);
    await admin.getByRole('button', { name: 'Filter' }).click();
    const entries = admin.locator('tbody tr');
    await expect.poll(() => entries.count()).toBe(1);
    const entry = (await entries.textContent()) ?? '';
    expect(entry).toContain('withdrawal.approve');
    expect(entry).toContain(paymentsEmail);
    await admin.getByRole('button', { name: 'Filter' }).click();
    await admin.screenshot({ path: `${SHOTS}/audit-1440.png` });

    // The dashboard counts the deposit and the paid withdrawal.
    await admin.getByRole('button', { name: 'Dashboard' }).click();
    const usd = admin.locator('tbody').first().locator('tr', { hasText: 'USD' }).first();
    await expect.poll(() => usd.textContent()).toContain('50.00 USD');
    expect(await usd.textContent()).toContain('20.00 USD');
    await admin.screenshot({ path: `${SHOTS}/dashboard-1440.png`, fullPage: true });

    // A content operator publishes a German FAQ change that the site shows at once.
    const contentEmail = `content${stamp}@ops.test`;
    const contentPassword = await addOperator(admin, contentEmail, 'content');
    const contentContext = await browser.newContext({ viewport: DESKTOP });
    const editor = await contentContext.newPage();
    await enrol(editor, contentEmail, contentPassword);
    await editor.getByRole('button', { name: 'Content' }).click();
    await editor.getByRole('button', { name: 'bonus-code' }).click();
    const title = `Bonuscode eingeben (${stamp})`;
    await editor.getByLabel('title', { exact: true }).fill(title);
    await editor.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => editor.locator('.notice').textContent()).toContain('Published');
    await editor.screenshot({ path: `${SHOTS}/content-editor-1440.png`, fullPage: true });
    const guest = await browser.newContext({ viewport: DESKTOP });
    const questions = await guest.newPage();
    await questions.goto(`${site.url}/de/questions`);
    await expect.poll(() => questions.getByText(title).count()).toBeGreaterThan(0);
    await guest.close();
    await contentContext.close();
    await admin.getByRole('button', { name: 'Audit log' }).click();
    await admin.getByPlaceholder('Target id').fill('pages.questions/bonus-code/de');
    await admin.getByRole('button', { name: 'Filter' }).click();
    await expect
      .poll(() => admin.locator('tbody tr').first().textContent())
      .toContain('content.publish');

    // The player card: profile, balances, sessions, notes.
    await admin.getByRole('button', { name: 'Players' }).click();
    await admin.getByPlaceholder('Email, id, nickname, phone or name').fill(player.email);
    await admin.getByRole('button', { name: 'Search' }).click();
    await admin.getByRole('button', { name: player.email }).click();
    await expect.poll(() => admin.getByRole('heading', { name: player.email }).count()).toBe(1);
    await admin.screenshot({ path: `${SHOTS}/player-card-1440.png`, fullPage: true });
    await admin.setViewportSize(TABLET);
    await admin.screenshot({ path: `${SHOTS}/player-card-tablet.png`, fullPage: true });

    for (const context of [adminContext, supportContext, paymentsContext, playerContext]) {
      await context.close();
    }
  });
});
