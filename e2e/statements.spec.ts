import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfTextRuns } from '../apps/server/test/pdf-text.ts';
import { fundByCard, type RegisteredPlayer, registerPlayer } from './support/players.ts';
import { playSlotRounds } from './support/seamless.ts';
import { sessionCookies } from './support/session.ts';
import {
  FAST_ARGON2,
  hasChromium,
  hydrated,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const SHOTS = process.env.STATEMENTS_SHOTS_DIR;
const SECRET = 'statements-journey-builtin-secret-0123456789abcdef';
const SMALL_PHONE = { width: 360, height: 640 };

interface Statement {
  from: string;
  to: string;
  openingBalance: number;
  deposits: number;
  withdrawals: number;
  stakes: number;
  wins: number;
  bonuses: number;
  other: number;
  closingBalance: number;
}

/** Cents as the CSV writes them (major units, two decimals). */
const dollars = (minor: number) => (minor / 100).toFixed(2);

// Issue 35 "Where I stand", on a phone: a player deposits and plays, sees the net position of
// today, this week, this month and since joining in the history area, then downloads the
// statement of the last seven days as CSV and PDF; both carry the totals the API reads from
// the ledger, to the cent.
describe.skipIf(!hasChromium)('where I stand: net position and statements', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser({ ...FAST_ARGON2, BUILTIN_PROVIDER_SECRET: SECRET }, (started) => {
    ({ site, browser } = started);
  });

  async function phonePage(player: RegisteredPlayer, viewport = PHONE, path = '') {
    const context = await browser.newContext({
      viewport,
      hasTouch: true,
      isMobile: true,
      acceptDownloads: true,
    });
    await context.addCookies([
      { name: 'cookie-consent', value: '1', url: site.url },
      ...sessionCookies(site.url, player),
    ]);
    const page = await context.newPage();
    await page.goto(`${site.url}${path}/profile/history`);
    await hydrated(page);
    await page.getByTestId('where-i-stand').waitFor({ timeout: 20_000 });
    return { context, page };
  }

  async function saved(page: Page, testId: string, folder: string): Promise<[Download, Buffer]> {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId(testId).click(),
    ]);
    const path = join(folder, download.suggestedFilename());
    await download.saveAs(path);
    return [download, readFileSync(path)];
  }

  it('shows the periods and downloads the last seven days as CSV and PDF with the ledger totals', async () => {
    const player = await registerPlayer(site.url, 'statements');
    await fundByCard(site.url, player.accessToken, 5_000);
    // Two rounds: 2.00 staked and 5.00 won each.
    await playSlotRounds(site.url, SECRET, player.accessToken, { rounds: 2, stake: 200, win: 500 });

    const { context, page } = await phonePage(player);
    const today = page.getByTestId('stand-today');
    await expect
      .poll(() => today.getByTestId('stand-deposit-net').textContent(), { timeout: 10_000 })
      .toBe('+$50.00');
    expect(await today.getByTestId('stand-gaming-net').textContent()).toBe('+$6.00');
    expect(
      await page.getByTestId('stand-sinceJoining').getByTestId('stand-gaming-net').textContent(),
    ).toBe('+$6.00');
    expect(await page.getByTestId('stand-zone').textContent()).toContain('UTC');
    // Every field and button of the card is on screen, none cut off at its right edge.
    const card = (await page.getByTestId('where-i-stand').boundingBox())!;
    for (const id of ['statement-from', 'statement-to', 'statement-csv', 'statement-pdf']) {
      const box = (await page.getByTestId(id).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
    }
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.getByTestId('where-i-stand').screenshot({ path: join(SHOTS, 'stand-390.png') });
    }

    // The form starts at the last seven days; the API reads the same range from the ledger.
    const from = await page.getByTestId('statement-from').inputValue();
    const to = await page.getByTestId('statement-to').inputValue();
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(6);
    const read = await fetch(
      `${site.url}/api/wallet/statements?from=${from}&to=${to}&currency=USD`,
      { headers: { authorization: `Bearer ${player.accessToken}` } },
    );
    expect(read.status).toBe(200);
    const statement = (await read.json()) as Statement;
    expect(statement).toMatchObject({
      openingBalance: 0,
      deposits: 5_000,
      stakes: 400,
      wins: 1_000,
      closingBalance: 5_600,
    });

    const folder = join(tmpdir(), `statements-${Date.now()}`);
    mkdirSync(folder, { recursive: true });
    const [csvDownload, csv] = await saved(page, 'statement-csv', folder);
    expect(csvDownload.suggestedFilename()).toBe(`statement-USD-${from}-to-${to}.csv`);
    const rows = csv
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    const amountOf = (label: string) =>
      rows.find((row) => row.startsWith(`${label},`))?.split(',')[1];
    expect(amountOf('Opening balance')).toBe(dollars(statement.openingBalance));
    expect(amountOf('Deposits')).toBe(dollars(statement.deposits));
    expect(amountOf('Withdrawals')).toBe(dollars(statement.withdrawals));
    expect(amountOf('Stakes')).toBe(dollars(statement.stakes));
    expect(amountOf('Wins')).toBe(dollars(statement.wins));
    expect(amountOf('Bonuses')).toBe(dollars(statement.bonuses));
    expect(amountOf('Closing balance')).toBe(dollars(statement.closingBalance));

    const [pdfDownload, pdf] = await saved(page, 'statement-pdf', folder);
    expect(pdfDownload.suggestedFilename()).toBe(`statement-USD-${from}-to-${to}.pdf`);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    // Read through the embedded font's ToUnicode map (DejaVu Sans since session 17).
    const text = (await pdfTextRuns(pdf)).map((run) => run.text);
    expect(text).toEqual(
      expect.arrayContaining(['Activity statement', 'Closing balance', '$56.00', '$50.00']),
    );
    await context.close();
  });

  it('fits a 360 px phone in German, and refuses a range that ends before it starts', async () => {
    const player = await registerPlayer(site.url, 'statements-de');
    await fundByCard(site.url, player.accessToken, 1_234);
    const { context, page } = await phonePage(player, SMALL_PHONE, '/de');
    const depositNet = page.getByTestId('stand-today').getByTestId('stand-deposit-net');
    await expect
      .poll(async () => (await depositNet.textContent())?.replace(/\s/g, ' '))
      .toBe('+12,34 $');
    expect(await page.getByRole('heading', { name: 'Mein Stand' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      SMALL_PHONE.width,
    );
    for (const id of ['statement-csv', 'statement-pdf', 'statement-from', 'statement-to']) {
      const box = await page.getByTestId(id).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(SMALL_PHONE.width);
    }
    if (SHOTS) {
      await page.getByTestId('where-i-stand').screenshot({ path: join(SHOTS, 'stand-360-de.png') });
    }
    await page.getByTestId('statement-from').fill('2026-03-10');
    await page.getByTestId('statement-to').fill('2026-03-01');
    await page.getByTestId('statement-csv').click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('Wählen Sie einen letzten Tag, der nicht vor dem ersten liegt.');
    await context.close();
  });
});
