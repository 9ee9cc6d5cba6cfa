import {
  GameCategoryListSchema,
  GameCollectionListSchema,
  type GameList,
  GameListSchema,
  GameProviderListSchema,
  GameSchema,
} from '@casino/contracts';
import { findTitle, tileSvg } from '@casino/game-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../../test/databases.ts';
import { auth, errorOf, registerPlayer } from '../../../../test/factories/players.ts';
import { BUILTIN_PROVIDER } from '../providers/builtin.ts';
import { BUILTIN_TITLES } from '../providers/builtin-titles.ts';
import { syncCatalog } from './sync.ts';

const titles = BUILTIN_TITLES;

describe.each(TEST_DATABASES)('game catalog API on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db, { GEO_COUNTRY_HEADER: 'cf-ipcountry' });
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const games = async (query: string, headers: Record<string, string> = {}): Promise<GameList> => {
    const res = await get(`/api/game/games${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return GameListSchema.parse(res.json());
  };

  it('lists every built-in title once, most popular first, with its art and provider', async () => {
    const list = await games('?perPage=100');
    expect(list.total).toBe(titles.length);
    expect(new Set(list.items.map((g) => g.identity))).toEqual(
      new Set(titles.map((x) => x.identity)),
    );
    const popularity = list.items.map(
      (g) => titles.find((x) => x.identity === g.identity)!.popularity,
    );
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    const first = list.items[0]!;
    const source = titles.find((x) => x.identity === first.identity)!;
    expect(first).toMatchObject({
      name: source.name,
      kind: source.kind,
      providerName: BUILTIN_PROVIDER.name,
      hasDemo: true,
      isFavorite: false,
      rtp: source.rtp,
      volatility: source.volatility,
    });
    expect(first.image).toMatch(new RegExp(`^/api/game/images/${first.identity}\\.svg\\?v=`));
  });

  it('pages through the catalog without gaps or repeats', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(titles.length / 3); page++) {
      const list = await games(`?perPage=3&page=${page}`);
      expect(list).toMatchObject({ total: titles.length, page, perPage: 3 });
      seen.push(...list.items.map((g) => g.id));
    }
    expect(seen).toHaveLength(titles.length);
    expect(new Set(seen).size).toBe(titles.length);
    expect((await games(`?perPage=3&page=${titles.length}`)).items).toEqual([]);
  });

  it('searches names case-insensitively, wildcards taken literally', async () => {
    const target = titles[0]!;
    const term = target.name.slice(1, 5).toUpperCase();
    const found = await games(`?search=${encodeURIComponent(term)}`);
    expect(found.items.map((g) => g.identity)).toContain(target.identity);
    for (const game of found.items) expect(game.name.toLowerCase()).toContain(term.toLowerCase());
    expect((await games('?search=%25%25')).total).toBe(0);
    const short = await get('/api/game/games?search=a');
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).fields).toHaveProperty('search');
    const badSort = await get('/api/game/games?sort=random');
    expect(badSort.statusCode).toBe(400);
    expect(errorOf(badSort).fields).toHaveProperty('sort');
  });

  it('sorts by name and by release date', async () => {
    const byName = (await games('?perPage=100&sort=name')).items.map((g) => g.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const newest = (await games('?perPage=100&sort=newest')).items.map((g) => g.releasedAt);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it('filters by category, provider (id, identity, bracket form) and collection', async () => {
    const table = await games('?perPage=100&category=table');
    const expected = titles.filter((x) => x.categories.includes('table')).map((x) => x.identity);
    expect(table.items.map((g) => g.identity).sort()).toEqual(expected.sort());
    expect(table.total).toBe(expected.length);

    const byIdentity = await games('?perPage=1&providerId[]=builtin');
    expect(byIdentity.total).toBe(titles.length);
    const byId = await games(`?perPage=1&providerId=${byIdentity.items[0]!.providerId}`);
    expect(byId.total).toBe(titles.length);
    expect((await games('?providerId[]=nobody&providerId[]=nothing')).total).toBe(0);

    const slots = await games('?perPage=100&collectionId=slots');
    expect(slots.total).toBe(titles.filter((x) => x.categories.includes('slots')).length);
    expect(slots.items.every((g) => g.categories.includes('slots'))).toBe(true);
  });

  it('hides a country-limited collection where the request country is not listed', async () => {
    const collections = async (country?: string) => {
      const res = await get('/api/game/collections', country ? { 'cf-ipcountry': country } : {});
      expect(res.statusCode).toBe(200);
      return GameCollectionListSchema.parse(res.json()).items;
    };
    const everywhere = await collections();
    expect(everywhere.map((c) => c.identity)).toEqual([
      'popular',
      'new',
      'slots',
      'table',
      'instant',
    ]);
    expect((await collections('DE')).map((c) => c.identity)).not.toContain('brazil-favourites');
    const inBrazil = await collections('BR');
    const brazil = inBrazil.find((c) => c.identity === 'brazil-favourites');
    expect(brazil).toMatchObject({ countries: ['BR'], gamesCount: expect.any(Number) });
    expect(brazil!.gamesCount).toBeGreaterThan(0);

    const url = '?collectionId=brazil-favourites';
    expect((await games(url, { 'cf-ipcountry': 'DE' })).total).toBe(0);
    expect((await games(url, { 'cf-ipcountry': 'BR' })).total).toBe(brazil!.gamesCount);
    expect((await games(`?collectionId=${brazil!.id}`, { 'cf-ipcountry': 'BR' })).total).toBe(
      brazil!.gamesCount,
    );
  });

  it('lists providers and categories with their game counts', async () => {
    const res = await get('/api/game/providers');
    const providers = GameProviderListSchema.parse(res.json()).items;
    expect(providers).toEqual([
      {
        id: expect.any(String),
        identity: 'builtin',
        name: BUILTIN_PROVIDER.name,
        gamesCount: titles.length,
      },
    ]);
    const inTable = GameProviderListSchema.parse(
      (await get('/api/game/providers?collectionId=table')).json(),
    ).items;
    expect(inTable[0]!.gamesCount).toBe(
      titles.filter((x) => x.categories.includes('table')).length,
    );
    const one = await get('/api/game/providers/builtin');
    expect(one.json()).toEqual(providers[0]);
    expect((await get(`/api/game/providers/${providers[0]!.id}`)).json()).toEqual(providers[0]);
    expect((await get('/api/game/providers/unknown')).statusCode).toBe(404);

    const categories = GameCategoryListSchema.parse(
      (await get('/api/game/categories')).json(),
    ).items;
    for (const name of ['slots', 'table', 'instant']) {
      expect(categories.find((c) => c.identity === name)?.gamesCount).toBe(
        titles.filter((x) => x.categories.includes(name)).length,
      );
    }
  });

  it('finds one game by id or identity, 404 otherwise', async () => {
    const identity = titles[1]!.identity;
    const byIdentity = GameSchema.parse((await get(`/api/game/games/${identity}`)).json());
    expect(byIdentity.identity).toBe(identity);
    expect((await get(`/api/game/games/${byIdentity.id}`)).json()).toEqual(byIdentity);
    const missing = await get('/api/game/games/no-such-game');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('answers guests with a public, revalidatable copy and players with a private one', async () => {
    const first = await get('/api/game/games?perPage=5', { 'cf-ipcountry': 'DE' });
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/api/game/games?perPage=5', {
      'cf-ipcountry': 'DE',
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const elsewhere = await get('/api/game/games?perPage=5', {
      'cf-ipcountry': 'BR',
      'if-none-match': etag,
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.headers.etag).not.toBe(etag);
    const otherPage = await get('/api/game/games?perPage=6', {
      'cf-ipcountry': 'DE',
      'if-none-match': etag,
    });
    expect(otherPage.statusCode).toBe(200);

    const player = await registerPlayer(t.app);
    const mine = await get('/api/game/games?perPage=5', {
      ...auth(player.accessToken),
      'if-none-match': etag,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.headers.etag).toBeUndefined();
    const badToken = await get('/api/game/games', auth('not-a-token'));
    expect(badToken.statusCode).toBe(401);
  });

  it('serves each tile as a small 3:4 SVG, cached for good under its versioned URL', async () => {
    const game = (await games('?perPage=1')).items[0]!;
    const res = await get(game.image);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toContain('viewBox="0 0 300 400"');
    // The title's own drawing from the game engine's art library: shapes only, no text to font.
    expect(res.body).toBe(tileSvg(findTitle(game.identity)!.art));
    expect(res.body).not.toMatch(/<text|\p{Extended_Pictographic}/u);
    const gz = await get(game.image, { 'accept-encoding': 'gzip, br' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan(res.rawPayload.length);
    expect(gz.rawPayload.length).toBeLessThanOrEqual(4096);
    const stale = await get(game.image.replace(/v=[^&]+/, 'v=old'));
    expect(stale.headers['cache-control']).toBe('public, max-age=300');
    expect((await get('/api/game/images/no-such-game.svg')).statusCode).toBe(404);
    expect((await get('/api/game/images/..%2Fetc.svg')).statusCode).toBe(400);
  });

  it('disables games a provider stops listing, and a changed catalog gets new ETags', async () => {
    const etag = (await get('/api/game/games?perPage=1')).headers.etag;
    const builtin = t.app.games.providers.get('builtin')!;
    const dropped = titles[0]!.identity;
    const reduced = {
      ...builtin,
      listGames: async () => (await builtin.listGames()).filter((g) => g.identity !== dropped),
    };
    await syncCatalog({ ...t.app.games, providers: new Map([['builtin', reduced]]) });
    expect((await games('?perPage=100')).total).toBe(titles.length - 1);
    expect((await get(`/api/game/games/${dropped}`)).statusCode).toBe(404);
    expect((await get('/api/game/games?perPage=1')).headers.etag).not.toBe(etag);

    await syncCatalog(t.app.games);
    expect((await games('?perPage=100')).total).toBe(titles.length);
    expect((await get('/api/game/games?perPage=1')).headers.etag).toBe(etag);
  });

  it('documents the game calls and the seamless wallet in the OpenAPI document', async () => {
    const res = await get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/game/games',
        '/api/game/games/{id}',
        '/api/game/collections',
        '/api/game/providers',
        '/api/game/categories',
        '/api/game/games/{id}/play',
        '/api/game/games/{id}/favorite',
        '/api/seamless/{provider}/bet',
      ]),
    );
    const doc = res.json();
    for (const call of ['balance', 'bet', 'win', 'rollback']) {
      const operation = doc.paths[`/api/seamless/{provider}/${call}`].post;
      expect(operation.tags).toEqual(['Seamless wallet']);
      expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(
        expect.arrayContaining(['x-seamless-timestamp', 'x-seamless-signature']),
      );
      expect(Object.keys(operation.responses)).toEqual(
        expect.arrayContaining(['200', '401', '402', '409']),
      );
    }
    expect(
      doc.tags.find((t: { name: string }) => t.name === 'Seamless wallet').description,
    ).toMatch(/HMAC-SHA256/);
  });
});
