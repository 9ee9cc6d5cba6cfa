import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PlayGameResponseSchema } from '@casino/contracts';
import { GAME_TITLES } from '@casino/game-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameHostOf } from '../../src/plugins/game-origin.ts';
import { buildApiOn, buildTestApp, type TestApp } from '../build-app.ts';
import { TEST_DATABASES } from '../databases.ts';
import { play } from '../factories/games.ts';
import { fundByCard } from '../factories/payments.ts';
import { registerPlayer } from '../factories/players.ts';
import { openSeededPglite } from '../pglite-template.ts';

const dice = GAME_TITLES.find((t) => t.kind === 'dice')!;
const [database] = TEST_DATABASES;

/** Issue 12 (docs/decisions/017): games load from an origin of their own, not the casino's. */
describe('the built-in provider on its own origin', () => {
  let t: TestApp;
  let siteOrigin: string;

  beforeAll(async () => {
    t = await buildTestApp(database!, { PUBLIC_URL: 'http://127.0.0.1:3000' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    await t.app.gameOrigin.ready();
    siteOrigin = new URL(t.app.config.PUBLIC_URL).origin;
  });
  afterAll(() => t?.close());

  const gameOrigin = () => new URL(t.app.gameOrigin.url());
  /** What a browser at the game origin gets: the same process, second listener. */
  const atGameOrigin = (path: string) =>
    fetch(`http://127.0.0.1:${gameOrigin().port}${path}`, { redirect: 'manual' });

  it('launches a real game on a second port under another host name than the site', async () => {
    const player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 5_000);
    const res = await play(t.app, dice.identity, { real: true, locale: 'en' }, player);
    const launch = new URL(PlayGameResponseSchema.parse(res.json()).url);
    expect(launch.origin).toBe(gameOrigin().origin);
    expect(launch.origin).not.toBe(siteOrigin);
    expect(launch.hostname).toBe('localhost');
    expect(Number(launch.port)).not.toBe((t.app.server.address() as AddressInfo).port);

    // The game page, its script and its API answer there; the seamless wallet still works.
    const page = await atGameOrigin(`${launch.pathname}${launch.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`"casinoOrigin":"${siteOrigin}"`);
    expect(page.headers.get('content-security-policy')).toContain(
      `frame-ancestors 'self' ${siteOrigin}`,
    );
    const script = html.match(/src="(\/provider\/assets\/[^"]+)"/)![1]!;
    expect((await atGameOrigin(script)).status).toBe(200);
    const session = await fetch(
      `${gameOrigin().origin.replace('localhost', '127.0.0.1')}/provider/api/sessions`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          identity: dice.identity,
          mode: 'real',
          token: launch.searchParams.get('token'),
        }),
      },
    );
    expect(session.status, await session.clone().text()).toBe(200);
    expect(await session.json()).toMatchObject({ mode: 'real', balance: 5_000 });
  });

  /** A raw request line, dot segments kept (fetch would resolve them). */
  const rawStatus = (path: string) =>
    new Promise<number>((resolve, reject) => {
      get({ host: '127.0.0.1', port: gameOrigin().port, path }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on('error', reject);
    });

  it('serves nothing of the casino there: no pages, no API, no dot-segment way out', async () => {
    for (const path of [
      '/',
      '/api/player/init',
      '/api/health',
      '/provider/../api/health',
      '/provider/%2e%2e/api/health',
    ]) {
      expect(await rawStatus(path), path).toBe(404);
    }
  });

  it('refuses a GAME_ORIGIN that is the site itself', async () => {
    const db = await openSeededPglite();
    const sameOrigin = {
      PUBLIC_URL: 'https://casino.example',
      GAME_ORIGIN: 'https://casino.example',
    };
    await expect(buildApiOn(db.db, sameOrigin)).rejects.toThrow(/GAME_ORIGIN must differ/);
    await db.close();
  });

  it('names the other loopback host so the two origins never share cookies', () => {
    expect(gameHostOf('http://localhost:3000')).toBe('http://127.0.0.1');
    expect(gameHostOf('http://127.0.0.1:3000')).toBe('http://localhost');
    expect(gameHostOf('https://casino.example.com')).toBe('https://casino.example.com');
  });
});
