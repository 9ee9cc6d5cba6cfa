import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SITE_LOCALES } from '../packages/contracts/src/locale.ts';
import { GAME_TITLES } from '../packages/game-engine/src/catalog.ts';
import { catalog, englishIn, englishTexts } from './support/english-texts.ts';
import { createCardInvoice } from './support/players.ts';
import { registerByApi, sessionCookies } from './support/session.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  hasChromium,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const SMALL_PHONE = { width: 360, height: 640 };

describe.skipIf(!hasChromium)('phone screens: honest and translated', () => {
  let site: RunningSite;
  let browser: Browser;
  let counter = 0;

  // Six players register within a minute here: above the default limit of five.
  useSiteAndBrowser({ ...FAST_ARGON2, RATE_LIMIT_REGISTER_PER_MINUTE: 100 }, (started) => {
    ({ site, browser } = started);
  });

  async function newPlayer(country = 'DE') {
    const email = `screens${Date.now()}${++counter}@example.com`;
    const tokens = await registerByApi(site.url, email, { currency: 'USD', country });
    return { email, ...tokens };
  }

  async function playerContext(
    tokens: { accessToken: string; refreshToken: string },
    viewport = DESKTOP,
  ): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport });
    await context.addCookies([
      ...sessionCookies(site.url, tokens),
      { name: 'cookie-consent', value: '1', url: site.url },
    ]);
    return context;
  }

  async function limitsShown(page: Page, path: string) {
    await page.goto(`${site.url}${path}`);
    const rows = page.getByTestId('payment-limit');
    await rows.first().waitFor();
    return rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim())),
    );
  }

  it('states the configured limits on the payments page, in the FAQ and in the wallet', async () => {
    const reply = await fetch(`${site.url}/api/payment/limits`);
    const { items } = (await reply.json()) as {
      items: {
        method: string;
        currency: string;
        deposit: { minAmount: number; maxAmount: number } | null;
        withdrawal: { minAmount: number; maxAmount: number } | null;
      }[];
    };
    const card = items.find((i) => i.method === 'sandbox-card' && i.currency === 'USD')!;
    const usd = (minor: number) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(minor / 100);

    const context = await playerContext(await newPlayer());
    const page = await context.newPage();
    const onPaymentsPage = await limitsShown(page, '/static/payments');
    const inFaq = await limitsShown(page, '/questions/withdrawal-limits');
    expect(onPaymentsPage).toHaveLength(items.length);
    expect(inFaq).toEqual(onPaymentsPage);
    const cardRow = onPaymentsPage.find((cells) => cells[0] === 'Card' && cells[1] === 'USD');
    expect(cardRow).toEqual([
      'Card',
      'USD',
      `${usd(card.deposit!.minAmount)} to ${usd(card.deposit!.maxAmount)}`,
      `${usd(card.withdrawal!.minAmount)} to ${usd(card.withdrawal!.maxAmount)}`,
      'No fee',
    ]);

    // The wallet's deposit form states the same range.
    await page.goto(`${site.url}/?wallet=deposit`);
    const amount = page.getByRole('dialog', { name: 'Wallet' }).getByTestId('amount-input');
    await expect
      .poll(() => amount.getAttribute('placeholder'))
      .toBe(`Between ${usd(card.deposit!.minAmount)} and ${usd(card.deposit!.maxAmount)}`);
    await context.close();
  });

  it('names only the configured game providers and payment methods in the footer', async () => {
    const providers = (await (await fetch(`${site.url}/api/game/providers`)).json()) as {
      items: { name: string; gamesCount: number }[];
    };
    const expected = providers.items.filter((p) => p.gamesCount > 0).map((p) => p.name);
    expect(expected.length).toBeGreaterThan(0);
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${site.url}/`);
    const footer = page.locator('footer');
    expect(await footer.getByTestId('footer-providers').locator('li').allTextContents()).toEqual(
      expected,
    );
    // The sandbox card, crypto and Pix methods, and nothing that is not configured.
    expect(await footer.getByTestId('footer-methods').locator('li').allTextContents()).toEqual([
      'Card',
      'Pix',
      'Crypto',
    ]);
    const text = (await footer.textContent()) ?? '';
    for (const invented of ['NetPlay', 'Red Fox', 'Live Studio', 'Interac', 'VISA']) {
      expect(text).not.toContain(invented);
    }
    await page.close();
  });

  it('shows the saved country in the profile form, also after a reload', async () => {
    const context = await playerContext(await newPlayer('DE'));
    const page = await context.newPage();
    await page.goto(`${site.url}/profile/info`);
    const country = page.getByLabel('Country', { exact: true });
    await expect.poll(() => country.inputValue()).toBe('DE');
    await country.selectOption('AT');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect.poll(() => page.getByText('Your changes are saved.').count()).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => country.inputValue()).toBe('AT');
    await expect
      .poll(() => country.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text))
      .toBe('Austria');
    await context.close();
  });

  it('shows money tables as cards on a 360 px phone: every column labelled and on screen', async () => {
    const player = await newPlayer();
    await createCardInvoice(site.url, player.accessToken, 2_500);
    const context = await playerContext(player, SMALL_PHONE);
    const page = await context.newPage();
    await page.goto(`${site.url}/profile/history/transactions`);
    const row = page.getByTestId('invoice-row').first();
    await row.waitFor();
    const cells = await row.locator('td').evaluateAll((tds) =>
      tds.map((td) => {
        const box = td.getBoundingClientRect();
        return {
          label: getComputedStyle(td, '::before').content.replaceAll('"', ''),
          text: td.textContent ?? '',
          left: box.left,
          right: box.right,
        };
      }),
    );
    expect(cells.map((c) => c.label)).toEqual(['Date', 'Type', 'Amount', 'Status', 'Number']);
    expect(cells[2]!.text).toBe('$25.00');
    expect(cells[3]!.text.length).toBeGreaterThan(0);
    for (const cell of cells) {
      expect(cell.left).toBeGreaterThanOrEqual(0);
      expect(cell.right).toBeLessThanOrEqual(SMALL_PHONE.width);
    }
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      SMALL_PHONE.width,
    );
    await context.close();
  });

  it.each(SITE_LOCALES.map((l) => l.code).filter((code) => code !== 'en'))(
    'shows no English on /%s pages',
    async (locale) => {
      const en = await catalog('en');
      // The English names of the fiat currencies the settings hold, where the language has its own.
      const currencies = (await (await fetch(`${site.url}/api/settings/currencies`)).json()) as {
        items: { code: string; name: string; type: string }[];
      };
      const own = new Intl.DisplayNames([locale], { type: 'currency' });
      const texts = [
        ...englishTexts(en, await catalog(locale)),
        ...currencies.items
          .filter(
            (c) => c.type === 'fiat' && own.of(c.code)?.toLowerCase() !== c.name.toLowerCase(),
          )
          .map((c) => c.name),
      ];
      const providers = (await (await fetch(`${site.url}/api/game/providers`)).json()) as {
        items: { name: string }[];
      };
      const names = [
        ...GAME_TITLES.map((t) => t.name),
        ...providers.items.map((p) => p.name),
        'Aurora Casino',
        // An authenticator app the two-step card names (its name is the same in every language).
        '1Password',
      ].sort((a, b) => b.length - a.length);
      const game = GAME_TITLES[0]!.identity;
      const guestPaths = [
        '/providers',
        '/',
        '/games',
        `/games/${game}`,
        '/promotions',
        '/questions',
        '/static/payments',
        '/?register',
      ];
      const playerPaths = [
        '/profile/info',
        '/profile/wallet',
        '/profile/payments',
        '/profile/limits',
        '/profile/history',
        '/profile/history/transactions',
        '/profile/history/bets',
        '/profile/history/spins',
        '/profile/history/sessions',
        '/profile/bonuses',
        '/profile/verification',
        '/?wallet=deposit',
        '/?wallet=withdraw',
        '/wheels',
      ];
      const found: string[] = [];
      const visit = async (page: Page, path: string) => {
        await page.goto(`${site.url}/${locale}${path === '/' ? '' : path}`);
        await page.waitForLoadState('networkidle');
        // What a person sees (hidden nodes and script text left out), hence innerText.
        const visible = await page.evaluate(() =>
          [
            // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
            document.body.innerText,
            // What assistive technology reads or a field shows before it is filled in.
            ...[...document.querySelectorAll('[aria-label], [placeholder], [title], option')].map(
              (el) =>
                [
                  el.getAttribute('aria-label'),
                  el.getAttribute('placeholder'),
                  el.getAttribute('title'),
                  el.tagName === 'OPTION' ? el.textContent : null,
                ]
                  .filter(Boolean)
                  .join('\n'),
            ),
          ].join('\n'),
        );
        for (const text of englishIn(visible, texts, names)) found.push(`${path}: "${text}"`);
      };
      // Most of a page's time is the wait for its network's rest (half a second of quiet), so a
      // guest's and a player's pages are opened side by side, three tabs each: one tab at a time
      // kept the two cores about a quarter busy and the file took four minutes.
      const visitAll = async (context: BrowserContext, paths: string[]) => {
        const queue = [...paths];
        const tab = async () => {
          const page = await context.newPage();
          for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
            await visit(page, path);
          }
        };
        await Promise.all([tab(), tab(), tab()]);
        await context.close();
      };
      const guest = await browser.newContext({ viewport: DESKTOP });
      await guest.addCookies([{ name: 'cookie-consent', value: '1', url: site.url }]);
      await Promise.all([
        visitAll(guest, guestPaths),
        newPlayer().then(async (player) => visitAll(await playerContext(player), playerPaths)),
      ]);
      expect(found.sort()).toEqual([]);
      // Twenty-two pages, each to its network's rest: more than the default minute on a busy machine.
    },
    120_000,
  );
});
