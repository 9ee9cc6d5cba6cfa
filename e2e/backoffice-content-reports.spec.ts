import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAME_TITLES } from '@casino/game-engine';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signSeamless } from '../apps/server/src/modules/game/seamless/signature.ts';
import { addOperator, demoAdminOf, enrolOperator } from './support/backoffice.ts';
import { fundByCard, registerPlayer } from './support/players.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  hasChromium,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const TABLET = { width: 820, height: 1180 };
const SHOTS = 'screenshots/backoffice';
const PREVIEW_TOKEN = 'e2e-preview-token-0123456789abcdef-0123';
const PROVIDER_SECRET = 'e2e-builtin-provider-secret-0123456789abcdef';
const dice = GAME_TITLES.find((t) => t.kind === 'dice')!;

/**
 * Issue 14, content and reports (docs/decisions/025): a content operator drafts a German FAQ
 * answer, previews it on the real page, publishes it; a redirect made in the back office
 * answers on the site; a payments operator reads the GGR/NGR report and downloads its CSV.
 */
describe.skipIf(!hasChromium)('back office: content workflow and reports in a browser', () => {
  let site: RunningSite;
  let browser: Browser;
  useSiteAndBrowser(
    {
      ...FAST_ARGON2,
      CONTENT_PREVIEW_TOKEN: PREVIEW_TOKEN,
      BUILTIN_PROVIDER_SECRET: PROVIDER_SECRET,
    },
    (started) => {
      ({ site, browser } = started);
    },
  );

  /** A real-money round of dice through the seamless wallet, signed as the provider signs. */
  async function playRound(token: string, stake: number, win: number) {
    const launch = await fetch(`${site.url}/api/game/games/${dice.identity}/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ real: true, locale: 'en' }),
    });
    const launchToken = new URL(((await launch.json()) as { url: string }).url).searchParams.get(
      'token',
    )!;
    const bet = {
      token: launchToken,
      transactionId: `e2e-${randomUUID()}`,
      roundId: `e2e-${randomUUID()}`,
      gameIdentity: dice.identity,
      amount: stake,
      currency: 'USD',
    };
    const post = async (call: string, body: object) => {
      const payload = JSON.stringify(body);
      const res = await fetch(`${site.url}/api/seamless/builtin/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signSeamless(PROVIDER_SECRET, payload) },
        body: payload,
      });
      expect(res.status, await res.clone().text()).toBe(200);
    };
    await post('bet', bet);
    await post('win', {
      ...bet,
      transactionId: `${bet.transactionId}-win`,
      amount: win,
      roundClosed: true,
    });
  }

  async function operator(admin: Page, role: string, viewport = DESKTOP) {
    const email = `${role}${Date.now()}@ops.test`;
    const password = await addOperator(admin, email, role);
    const page = await (await browser.newContext({ viewport, acceptDownloads: true })).newPage();
    await enrolOperator(page, site.url, email, password);
    return page;
  }

  it('content drafts, previews and publishes a German FAQ answer; a redirect answers; payments downloads the report', async () => {
    const admin = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await enrolOperator(
      admin,
      site.url,
      demoAdminOf(site.url).email,
      demoAdminOf(site.url).password,
    );

    // --- Content: draft → preview on the site → publish.
    const editor = await operator(admin, 'content');
    await editor.getByRole('button', { name: 'Content' }).click();
    await editor.getByRole('tab', { name: 'By language' }).click();
    await editor.getByRole('button', { name: 'withdrawal-time in de' }).waitFor();
    await editor.screenshot({ path: `${SHOTS}/content-by-language-1440.png` });
    await editor.getByRole('button', { name: 'withdrawal-time in de' }).click();
    const stamp = Date.now();
    const answer = `Entwurf ${stamp}: Auszahlungen dauern höchstens eine Stunde.`;
    await editor.getByLabel('summary', { exact: true }).fill(answer);
    const body = editor.getByLabel('body (Markdown)');
    await body.fill(`**Neu ${stamp}:** Auszahlungen sind schnell.\n\n<script>alert(1)</script>`);
    const preview = editor.getByTestId('markdown-preview');
    await expect.poll(() => preview.locator('strong').textContent()).toBe(`Neu ${stamp}:`);
    expect(await preview.locator('script').count()).toBe(0);
    expect(await preview.textContent()).toContain('<script>alert(1)</script>');
    await editor.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => editor.locator('.notice').textContent()).toContain('Draft saved');
    await expect.poll(() => preview.locator('strong').count()).toBe(1);
    await editor.screenshot({ path: `${SHOTS}/content-draft-1440.png`, fullPage: true });
    await editor.setViewportSize(TABLET);
    await editor.screenshot({ path: `${SHOTS}/content-draft-820.png`, fullPage: true });
    await editor.setViewportSize(DESKTOP);

    // The public page still shows the published answer.
    const guest = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await guest.goto(`${site.url}/de/questions`);
    await expect.poll(() => guest.getByText('Wie lange dauert eine Auszahlung?').count()).toBe(1);
    expect(await guest.getByText(answer).count()).toBe(0);

    // "Preview on site" opens the real page with the draft.
    const [previewPage] = await Promise.all([
      editor.context().waitForEvent('page'),
      editor.getByRole('link', { name: 'Preview on site' }).click(),
    ]);
    await previewPage.waitForLoadState();
    expect(new URL(previewPage.url()).pathname).toBe('/de/questions/withdrawal-time');
    await expect.poll(() => previewPage.getByText(`Neu ${stamp}:`).count()).toBe(1);
    await previewPage.screenshot({ path: `${SHOTS}/content-preview-question-1440.png` });
    // The preview cookie keeps the draft on the list too.
    await previewPage.goto(`${site.url}/de/questions`);
    await expect.poll(() => previewPage.getByText(answer).count()).toBe(1);
    await previewPage.getByText(answer).scrollIntoViewIfNeeded();
    await previewPage.screenshot({ path: `${SHOTS}/content-preview-list-1440.png` });
    await guest.reload();
    expect(await guest.getByText(answer).count()).toBe(0);

    await editor.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => editor.locator('.notice').textContent()).toContain('Published');
    await guest.goto(`${site.url}/de/questions`);
    await expect.poll(() => guest.getByText(answer).count()).toBe(1);
    await guest.getByText(answer).scrollIntoViewIfNeeded();
    await guest.screenshot({ path: `${SHOTS}/content-published-de-questions-1440.png` });

    // --- A redirect made in the back office answers on the site.
    await editor.getByRole('button', { name: '← Content' }).click();
    await editor.getByRole('tab', { name: 'Redirects' }).click();
    const newRule = editor.getByRole('form', { name: 'New redirect' });
    await newRule.getByLabel('From path').fill(`/sommer-${stamp}`);
    await newRule.getByLabel('To').fill('/bonus/weekend-reload');
    await newRule.getByLabel('Status code').selectOption('302');
    await newRule.getByRole('button', { name: 'Add redirect' }).click();
    await expect.poll(() => editor.locator('.notice').textContent()).toContain('is live');
    await expect
      .poll(() => editor.getByRole('button', { name: `/sommer-${stamp}` }).count())
      .toBe(1);
    await editor.screenshot({ path: `${SHOTS}/content-redirects-1440.png`, fullPage: true });
    await editor.setViewportSize(TABLET);
    await editor.screenshot({ path: `${SHOTS}/content-redirects-820.png`, fullPage: true });
    const answered = await fetch(`${site.url}/de/sommer-${stamp}`, { redirect: 'manual' });
    expect(answered.status).toBe(302);
    expect(answered.headers.get('location')).toBe('/de/bonus/weekend-reload');
    await guest.goto(`${site.url}/sommer-${stamp}`);
    expect(new URL(guest.url()).pathname).toBe('/bonus/weekend-reload');

    // The audit log has the draft, the publication and the redirect.
    await admin.getByRole('button', { name: 'Audit log' }).click();
    await admin.getByPlaceholder('Target id').fill('pages.questions/withdrawal-time/de');
    await admin.getByRole('button', { name: 'Filter' }).click();
    const entries = admin.locator('tbody tr');
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.allTextContents()).toEqual([
      expect.stringContaining('content.publish'),
      expect.stringContaining('content.save'),
    ]);

    // --- Reports: a payments operator reads GGR/NGR and downloads the CSV.
    const player = await registerPlayer(site.url, 'report');
    await fundByCard(site.url, player.accessToken, 5_000);
    await playRound(player.accessToken, 1_000, 0);
    await playRound(player.accessToken, 500, 1_200);
    const payments = await operator(admin, 'payments');
    await payments.getByRole('button', { name: 'Reports' }).click();
    await expect.poll(() => payments.getByTestId('report-ngr').textContent()).toBe('3.00 USD');
    await payments.screenshot({ path: `${SHOTS}/reports-by-day-1440.png`, fullPage: true });
    await payments.getByLabel('Group by').selectOption('game');
    await payments.getByRole('button', { name: 'Show' }).click();
    await expect
      .poll(() => payments.locator('tbody tr').first().textContent())
      .toContain(dice.name);
    await payments.screenshot({ path: `${SHOTS}/reports-by-game-1440.png`, fullPage: true });
    const [download] = await Promise.all([
      payments.waitForEvent('download'),
      payments.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^ggr-ngr-by-game-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    // Saved here: the journeys' shared browser runs in another process (site-pool.ts).
    const folder = mkdtempSync(join(tmpdir(), 'casino-report-'));
    const saved = join(folder, download.suggestedFilename());
    await download.saveAs(saved);
    const csv = readFileSync(saved, 'utf8').split('\r\n');
    rmSync(folder, { recursive: true, force: true });
    expect(csv[0]).toBe('game,name,currency,stakes,wins,ggr,bonus_costs,fees,ngr,ggr_USD,ngr_USD');
    expect(csv).toContain('total,Total,USD,15.00,12.00,3.00,0.00,0.00,3.00,,');
    await payments.setViewportSize(TABLET);
    await payments.screenshot({ path: `${SHOTS}/reports-by-game-820.png`, fullPage: true });

    // Marketing reads the report but has no download.
    const marketing = await operator(admin, 'marketing');
    await marketing.getByRole('button', { name: 'Reports' }).click();
    await expect.poll(() => marketing.getByTestId('report-ngr').textContent()).toBe('3.00 USD');
    expect(await marketing.getByRole('link', { name: 'Download CSV' }).count()).toBe(0);
  }, 180_000);
});
