import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fundByCard } from './support/players.ts';
import { sessionCookies, TEST_PASSWORD } from './support/session.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

interface ApiGame {
  id: string;
  identity: string;
  name: string;
  kind: string;
  providerId: string;
  providerName: string;
  hasDemo: boolean;
}

interface Player {
  accessToken: string;
  refreshToken: string;
}

/** The games journeys of issue 6 on the real product (catalog, launch, provider, wallet). */
describe.skipIf(!hasChromium)('games in a browser', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser(FAST_ARGON2, (started) => {
    ({ site, browser } = started);
  });

  async function api<T>(path: string, init: RequestInit = {}, token?: string): Promise<T> {
    const response = await fetch(`${site.url}${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...init.headers,
      },
    });
    expect(response.ok, `${path}: ${response.status}`).toBe(true);
    return (response.status === 204 ? undefined : await response.json()) as T;
  }

  const catalog = (query = 'perPage=100') =>
    api<{ items: ApiGame[]; total: number }>(`/api/game/games?${query}`);

  async function register(): Promise<Player> {
    const email = `games${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
    return api<Player>('/api/player/register', {
      method: 'POST',
      body: JSON.stringify({
        email,
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
        currency: 'USD',
        country: 'US',
        agreements: true,
      }),
    });
  }

  async function contextFor(player: Player | null, viewport = DESKTOP): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport });
    await context.addCookies([
      { name: 'cookie-consent', value: '1', url: site.url },
      ...(player ? [...sessionCookies(site.url, player)] : []),
    ]);
    return context;
  }

  /** Pays `amount` cents by the sandbox card (hosted checkout over HTTP) and waits for the credit. */
  const fund = (player: Player, amount: number) => fundByCard(site.url, player.accessToken, amount);

  /** The page is interactive: the shell's first effect has set the viewport variables. */
  async function open(page: Page, path: string) {
    await page.goto(`${site.url}${path}`);
    await page.waitForFunction(() =>
      document.documentElement.style.getPropertyValue('--app-height'),
    );
  }

  const tileNames = (page: Page) =>
    page.getByTestId('game-grid').locator('.game-tile__name').allTextContents();
  const tileProviders = (page: Page) =>
    page.getByTestId('game-grid').locator('.game-tile__provider').allTextContents();

  /** The game iframe has loaded its launch URL (the provider's client). */
  async function expectGameFrame(page: Page, mode: 'demo' | 'real') {
    const frame = page.getByTestId('game-frame');
    await expect.poll(() => frame.getAttribute('data-mode'), { timeout: 20_000 }).toBe(mode);
    expect(await frame.getAttribute('src')).toContain('/provider/games/');
    await expect
      .poll(() => page.locator('.game-stage__loading:visible').count(), { timeout: 20_000 })
      .toBe(0);
    const content = page.frames().find((f) => f.url().includes('/provider/games/'));
    expect(content, 'the iframe navigated to the game client').toBeDefined();
  }

  it('a guest browses the lobby: searches, filters by provider, opens a game in demo', async () => {
    const games = (await catalog()).items;
    expect(games.length).toBeGreaterThanOrEqual(40);
    const context = await contextFor(null, PHONE);
    const page = await context.newPage();
    await open(page, '/games');
    expect(await page.getByTestId('game-tile').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('lobby-total').textContent()).toMatch(/\d+ games/);

    // Search as you type: the URL keeps the query, every tile matches it.
    const word = games[0]?.name.split(/\s+/).find((w) => w.length >= 3) ?? 'a';
    await page.getByTestId('lobby-search').fill(word);
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(word);
    await expect
      .poll(async () => {
        const names = await tileNames(page);
        return names.length > 0 && names.every((n) => n.toLowerCase().includes(word.toLowerCase()));
      })
      .toBe(true);
    await page.getByTestId('lobby-search').fill('');
    await expect.poll(() => page.url()).not.toContain('search=');

    // Provider filter: tiles of that provider only; Back undoes it.
    const provider = games[0]?.providerName ?? '';
    await page.getByTestId('provider-filter').click();
    await page
      .locator('.provider-filter__option')
      .filter({ has: page.getByText(provider, { exact: true }) })
      .click();
    await page.waitForURL(/providerId=/);
    await expect
      .poll(async () => {
        const providers = await tileProviders(page);
        return providers.length > 0 && providers.every((p) => p === provider);
      })
      .toBe(true);
    await page.keyboard.press('Escape');

    // A guest's heart asks to sign in.
    await page.getByTestId('favorite-button').first().click();
    await page.waitForURL(/sign-in/);
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.url()).not.toContain('sign-in');

    // Open the first game: demo for a guest, the provider's client in the iframe.
    const first = page.getByTestId('game-tile').first();
    const identity = await first.getAttribute('data-game');
    // The corner of the art: the centre holds Play and Demo once the tile has focus.
    await first.locator('.game-tile__link').click({ position: { x: 12, y: 12 } });
    await page.waitForURL(new RegExp(`/games/${identity}`));
    await expectGameFrame(page, 'demo');
    // Real money needs an account.
    await page.getByTestId('play-real-signin').click();
    await page.waitForURL(/sign-in/);
    await context.close();
  });

  it('a player favourites a game, finds it on /favorites and on /recently-played after playing', async () => {
    const player = await register();
    const context = await contextFor(player);
    const page = await context.newPage();
    await open(page, '/favorites');
    await expect.poll(() => page.getByText('No favourites yet').count()).toBe(1);

    await open(page, '/games');
    const tile = page.getByTestId('game-tile').first();
    const identity = (await tile.getAttribute('data-game')) ?? '';
    const heart = tile.getByTestId('favorite-button');
    // The heart is a button of the hydrated page (a tap before the scripts run does nothing).
    await expect
      .poll(() =>
        heart.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))),
      )
      .toBe(true);
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    await open(page, '/favorites');
    await expect
      .poll(() => page.locator(`[data-testid=game-tile][data-game="${identity}"]`).count())
      .toBe(1);
    // The favourite is kept on the server, not only on this page.
    const favorites = await api<{ items: ApiGame[] }>(
      '/api/game/games/favorites',
      {},
      player.accessToken,
    );
    expect(favorites.items.map((g) => g.identity)).toContain(identity);

    await open(page, `/games/${identity}`);
    await expectGameFrame(page, 'demo');
    await open(page, '/recently-played');
    await expect
      .poll(() => page.locator(`[data-testid=game-tile][data-game="${identity}"]`).count())
      .toBe(1);

    // Un-favouriting on /favorites takes the game off the list.
    await open(page, '/favorites');
    await page
      .locator(`[data-testid=game-tile][data-game="${identity}"]`)
      .getByTestId('favorite-button')
      .click();
    await expect.poll(() => page.getByText('No favourites yet').count()).toBe(1);
    await context.close();
  });

  it('an unfunded player is offered a deposit instead of real play', async () => {
    const player = await register();
    const slot = (await catalog()).items.find((g) => g.kind === 'slot');
    const context = await contextFor(player, PHONE);
    const page = await context.newPage();
    await open(page, `/games/${slot?.identity}?real=true`);
    await page.getByTestId('no-funds-deposit').click();
    await page.waitForURL(/wallet=deposit/);
    await expect.poll(() => page.getByRole('dialog', { name: 'Wallet' }).isVisible()).toBe(true);
    await context.close();
  });

  it('a funded player plays for real and finds the spin and the bet in the history tabs', async () => {
    const player = await register();
    await fund(player, 5_000);
    const slot = (await catalog()).items.find((g) => g.kind === 'slot') as ApiGame;
    const context = await contextFor(player);
    const page = await context.newPage();
    await open(page, `/games/${slot.identity}?real=true`);
    await expectGameFrame(page, 'real');

    // One round through the built-in provider's API, as its game client plays it.
    const launchUrl = new URL(
      (await page.getByTestId('game-frame').getAttribute('src')) ?? '',
      site.url,
    );
    const token = launchUrl.searchParams.get('token') ?? '';
    const session = await api<{ sessionId: string; stakes: number[] }>('/provider/api/sessions', {
      method: 'POST',
      body: JSON.stringify({ identity: slot.identity, mode: 'real', token }),
    });
    await api(
      `/provider/api/sessions/${session.sessionId}/rounds`,
      {
        method: 'POST',
        body: JSON.stringify({
          stake: session.stakes[0],
          bet: { kind: 'slot' },
          requestId: randomUUID(),
        }),
      },
      session.sessionId,
    );

    await open(page, '/profile/history/spins');
    await expect
      .poll(() => page.getByTestId('spin-row').first().textContent(), { timeout: 20_000 })
      .toContain(slot.name);
    await open(page, '/profile/history/bets');
    await expect
      .poll(() => page.getByTestId('bet-row').first().textContent(), { timeout: 20_000 })
      .toContain(slot.name);
    await context.close();
  });

  it('real play moves the header balance live, and a big win reaches the winners strip of another browser', async () => {
    const player = await register();
    await fund(player, 5_000);
    const dice = (await catalog('perPage=100')).items.find(
      (g) => g.identity === 'classic-dice',
    ) as ApiGame;
    // Someone else watching the home page's winners strip.
    const watcher = await contextFor(null, PHONE);
    const home = await watcher.newPage();
    // The strip stays hidden while nobody has won yet (a fresh database), so the watcher waits for
    // the live feed's socket instead: the win below then arrives over it.
    const feed = home.waitForEvent('websocket', { timeout: 30_000 });
    await open(home, '/');
    await feed;

    const context = await contextFor(player);
    const page = await context.newPage();
    await open(page, `/games/${dice.identity}?real=true`);
    await expectGameFrame(page, 'real');
    const pill = () => page.getByTestId('balance-pill').textContent();
    await expect.poll(pill).toContain('$50.00');

    const token =
      new URL(
        (await page.getByTestId('game-frame').getAttribute('src')) ?? '',
        site.url,
      ).searchParams.get('token') ?? '';
    const session = await api<{ sessionId: string; stakes: number[] }>('/provider/api/sessions', {
      method: 'POST',
      body: JSON.stringify({ identity: dice.identity, mode: 'real', token }),
    });
    // Roll under 90 (90% chance, 1.1x): a few rolls give a win bigger than the stake.
    let won: { round: { stake: number; win: number }; balance: number } | undefined;
    for (let i = 0; i < 8 && !won; i++) {
      const played = await api<{ round: { stake: number; win: number }; balance: number }>(
        `/provider/api/sessions/${session.sessionId}/rounds`,
        {
          method: 'POST',
          body: JSON.stringify({
            stake: 1_000,
            bet: { kind: 'dice', target: 90, direction: 'under' },
            requestId: randomUUID(),
          }),
        },
        session.sessionId,
      );
      if (played.round.win > played.round.stake) won = played;
    }
    expect(won, 'no winning roll in 8 tries at 90%').toBeDefined();
    // The header follows the wallet without a reload: stake out, win in.
    const dollars = (cents: number) =>
      `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    await expect.poll(pill).toContain(dollars(won!.balance));
    const winnerAmount = dollars(won!.round.win);
    await expect
      .poll(() => home.getByTestId('winner').allTextContents(), { timeout: 20_000 })
      .toContainEqual(expect.stringContaining(winnerAmount));
    expect(
      (await home.getByTestId('winner').allTextContents()).some((t) => t.includes(dice.name)),
    ).toBe(true);
    await context.close();
    await watcher.close();
  });

  it('renders only the rows on screen and loads the next page on scroll', async () => {
    const { total } = await catalog('perPage=1');
    // A phone shows two columns, so a 42-game page is many screens long.
    const context = await contextFor(null, PHONE);
    const page = await context.newPage();
    await open(page, '/games');
    await expect
      .poll(() => page.getByTestId('game-grid').getAttribute('style'))
      .toContain('padding-top');
    const rendered = await page.getByTestId('game-tile').count();
    const loaded = Number(await page.getByTestId('game-grid').getAttribute('data-count'));
    expect(rendered).toBeLessThan(loaded);
    for (
      let i = 0;
      i < 20 && Number(await page.getByTestId('game-grid').getAttribute('data-count')) < total;
      i++
    ) {
      await page.mouse.wheel(0, 2_000);
      await page.waitForTimeout(200);
    }
    expect(Number(await page.getByTestId('game-grid').getAttribute('data-count'))).toBe(total);
    expect(await page.getByTestId('game-tile').count()).toBeLessThan(total);
    await context.close();
  });
});
