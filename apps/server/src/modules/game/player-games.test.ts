import { GameItemsSchema, GameListSchema, PlayGameResponseSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { play } from '../../../test/factories/games.ts';
import { fundByCard } from '../../../test/factories/payments.ts';
import { auth, errorOf, registerPlayer, type TestPlayer } from '../../../test/factories/players.ts';
import { BUILTIN_TITLES } from './providers/builtin-titles.ts';

const [first, second, third] = BUILTIN_TITLES.map((x) => x.identity) as [string, string, string];

describe.each(TEST_DATABASES)('launch, favourites and recently played on $name', (db) => {
  let t: TestApp;
  let alice: TestPlayer;
  let bob: TestPlayer;
  beforeAll(async () => {
    t = await buildTestApp(db);
    alice = await registerPlayer(t.app);
    bob = await registerPlayer(t.app);
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: TestPlayer) =>
    t.app.inject({ method, url, headers: who ? auth(who.accessToken) : {} });
  const favorites = async (who: TestPlayer) =>
    GameItemsSchema.parse((await call('GET', '/api/game/games/favorites', who)).json()).items;
  const played = async (who: TestPlayer) =>
    GameItemsSchema.parse((await call('GET', '/api/game/games/played', who)).json()).items;

  it('launches a demo for a guest: no token, the provider keeps the credits', async () => {
    const res = await play(t.app, first, { locale: 'de' });
    expect(res.statusCode, res.body).toBe(200);
    const launch = PlayGameResponseSchema.parse(res.json());
    expect(launch.mode).toBe('demo');
    expect(launch.currency).toBeUndefined();
    const url = new URL(launch.url);
    expect(`${url.origin}${url.pathname}`).toBe(
      `${t.app.config.PUBLIC_URL}/provider/games/${first}`,
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      mode: 'demo',
      lang: 'de',
      lobby: `${t.app.config.PUBLIC_URL}/de/games`,
    });
    expect((await play(t.app, 'no-such-game', {})).statusCode).toBe(404);
  });

  it('launches real money only for a logged-in player with money on the active account', async () => {
    const guest = await play(t.app, first, { real: true });
    expect(guest.statusCode).toBe(401);
    const broke = await play(t.app, first, { real: true }, alice);
    expect(broke.statusCode).toBe(422);
    expect(errorOf(broke).code).toBe('no_funds');

    await fundByCard(t.app, alice, 5000);
    const res = await play(t.app, first, { real: true, locale: 'en' }, alice);
    expect(res.statusCode, res.body).toBe(200);
    const launch = PlayGameResponseSchema.parse(res.json());
    expect(launch).toMatchObject({ mode: 'real', currency: 'USD' });
    const params = new URL(launch.url).searchParams;
    expect(params.get('mode')).toBe('real');
    expect(params.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('lobby')).toBe(`${t.app.config.PUBLIC_URL}/games`);
    const bad = await play(t.app, first, { real: 'yes' }, alice);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty('real');
  });

  it('keeps recently played games per player, most recent first', async () => {
    await play(t.app, second, {}, bob);
    await play(t.app, third, {}, bob);
    await play(t.app, second, {}, bob);
    expect((await played(bob)).map((g) => g.identity)).toEqual([second, third]);
    // Alice launched `first` twice (demo and real) above: once in her list, Bob's not in it.
    expect((await played(alice)).map((g) => g.identity)).toEqual([first]);
    expect((await call('GET', '/api/game/games/played')).statusCode).toBe(401);
  });

  it("keeps favourites per player: idempotent, marked in lists, never another player's", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await call('POST', `/api/game/games/${second}/favorite`, alice);
      expect(res.statusCode, res.body).toBe(204);
    }
    await call('POST', `/api/game/games/${third}/favorite`, alice);
    expect((await favorites(alice)).map((g) => g.identity)).toEqual([third, second]);
    expect((await favorites(alice)).every((g) => g.isFavorite)).toBe(true);
    expect(await favorites(bob)).toEqual([]);

    const asAlice = GameListSchema.parse(
      (await call('GET', '/api/game/games?perPage=100', alice)).json(),
    ).items;
    const marked = asAlice.filter((g) => g.isFavorite).map((g) => g.identity);
    expect(marked.sort()).toEqual([second, third].sort());
    const asBob = GameListSchema.parse(
      (await call('GET', '/api/game/games?perPage=100', bob)).json(),
    );
    expect(asBob.items.some((g) => g.isFavorite)).toBe(false);
    const single = await call('GET', `/api/game/games/${third}`, alice);
    expect(single.json().isFavorite).toBe(true);

    for (let i = 0; i < 2; i++) {
      expect((await call('DELETE', `/api/game/games/${third}/favorite`, alice)).statusCode).toBe(
        204,
      );
    }
    expect((await favorites(alice)).map((g) => g.identity)).toEqual([second]);
    expect((await call('POST', '/api/game/games/no-such-game/favorite', alice)).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/api/game/games/${second}/favorite`)).statusCode).toBe(401);
    expect((await call('GET', '/api/game/games/favorites')).statusCode).toBe(401);
  });
});
