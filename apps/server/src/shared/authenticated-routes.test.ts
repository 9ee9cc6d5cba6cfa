import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { auth, registerPlayer } from '../../test/factories/players.ts';

interface Operation {
  security?: unknown;
  responses?: Record<string, unknown>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/**
 * Every operation registered through `authenticatedRoutes`: [method, OpenAPI path, success
 * status when not 200].
 */
const AUTHENTICATED: Array<[string, string, string?]> = [
  ['get', '/api/player/profile'],
  ['put', '/api/player/profile'],
  ['post', '/api/player/profile/confirmations/email/resend'],
  ['post', '/api/player/sessions/logout'],
  ['get', '/api/player/sessions'],
  ['put', '/api/player/sessions/{id}/close'],
  ['put', '/api/player/passwords'],
  ['get', '/api/wallet/accounts'],
  ['post', '/api/wallet/accounts'],
  ['put', '/api/wallet/accounts/{id}/switch'],
  ['put', '/api/wallet/accounts/{id}/hide'],
  ['get', '/api/payment/methods/deposit'],
  ['get', '/api/payment/methods/withdrawal'],
  ['post', '/api/payment/invoices/deposit'],
  ['post', '/api/payment/invoices/withdrawal'],
  ['get', '/api/payment/invoices'],
  ['put', '/api/payment/invoices/{id}/decline'],
  ['get', '/api/payment/player/methods'],
  ['get', '/api/payment/invoices/player-turnover'],
  ['get', '/api/payment/invoices/player-fees'],
  ['get', '/api/notification/notifications'],
  ['delete', '/api/notification/notifications'],
  ['get', '/api/game/spins'],
  ['get', '/api/game/bets'],
  ['get', '/api/game/games/favorites'],
  ['get', '/api/game/games/played'],
  ['post', '/api/game/games/{id}/favorite', '204'],
  ['delete', '/api/game/games/{id}/favorite', '204'],
];

const urlOf = (path: string) => path.replace('{id}', 'some-id');

describe.each(TEST_DATABASES)('authenticated route groups on $name', (db) => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await buildTestApp(db);
    doc = (await t.app.inject('/api/openapi.json')).json();
  });
  afterAll(() => t?.close());

  it.each(AUTHENTICATED)(
    'documents %s %s with bearer (or session cookie) security and 401/403',
    (method, path, success = '200') => {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.security).toEqual([{ bearer: [] }, { sessionCookie: [] }]);
      expect(Object.keys(operation?.responses ?? {})).toEqual(
        expect.arrayContaining([success, '401', '403']),
      );
    },
  );

  it.each(AUTHENTICATED)(
    'answers %s %s without a token with an uncached 401',
    async (method, path) => {
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: urlOf(path),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
      expect(res.headers['cache-control']).toBe('private, no-store');
    },
  );

  it('answers a signed-in call as private, no-store', async () => {
    const player = await registerPlayer(t.app);
    for (const url of [
      '/api/player/profile',
      '/api/wallet/accounts',
      '/api/payment/invoices',
      '/api/game/spins',
      '/api/game/games/favorites',
    ]) {
      const res = await t.app.inject({ url, headers: auth(player.accessToken) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('leaves the guest calls of the same modules public', () => {
    for (const [method, path] of [
      ['post', '/api/player/sessions'],
      ['post', '/api/player/register'],
      ['post', '/api/notification/communications'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.security, `${method} ${path}`).toBeUndefined();
    }
  });

  it('documents the calls that take an optional token as such, outside the group', () => {
    for (const [method, path] of [
      // A signed-in player's init carries their own jurisdiction rules (issue 32).
      ['get', '/api/player/init'],
      ['get', '/api/game/games'],
      ['get', '/api/game/games/{id}'],
      ['post', '/api/game/games/{id}/play'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.security, `${method} ${path}`).toEqual([
        {},
        { bearer: [] },
        { sessionCookie: [] },
      ]);
    }
  });
});
