import { PlayGameResponseSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { fundByCard } from '../test/factories/payments.ts';
import { auth, registerPlayer, type TestPlayer } from '../test/factories/players.ts';
import { BUILTIN_TITLES } from './modules/game/providers/builtin-titles.ts';

const game = BUILTIN_TITLES[0]!.identity;
const JSON_TYPE = { 'content-type': 'application/json' };

/** Calls the spec makes without a body (docs/product/api-calls.md). */
describe.each(TEST_DATABASES)('calls without a body on $name', (db) => {
  let t: TestApp;
  let player: TestPlayer;
  beforeAll(async () => {
    t = await buildTestApp(db);
    player = await registerPlayer(t.app);
  });
  afterAll(() => t?.close());

  it.each([
    ['no body at all', {}],
    ['a JSON content type and nothing in it', { headers: JSON_TYPE, payload: '' }],
    ['a JSON content type and blanks', { headers: JSON_TYPE, payload: ' \n' }],
  ])('POST /api/game/games/{id}/play with %s launches a demo', async (_name, request) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/game/games/${game}/play`,
      ...request,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(PlayGameResponseSchema.parse(res.json()).mode).toBe('demo');
  });

  it('POST .../play still refuses broken JSON and a wrongly typed field', async () => {
    const url = `/api/game/games/${game}/play`;
    const broken = await t.app.inject({ method: 'POST', url, headers: JSON_TYPE, payload: '{' });
    expect(broken.statusCode).toBe(400);
    const typed = await t.app.inject({ method: 'POST', url, payload: { real: 'maybe' } });
    expect(typed.statusCode).toBe(400);
  });

  it('DELETE /api/notification/notifications without parameters clears the whole buffer', async () => {
    await fundByCard(t.app, player, 2500);
    await fundByCard(t.app, player, 2600);
    await t.app.realtimeEvents.flush();
    const list = () =>
      t.app.inject({ url: '/api/notification/notifications', headers: auth(player.accessToken) });
    const kept = (await list()).json().items.length;
    expect(kept).toBeGreaterThanOrEqual(2);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/notification/notifications',
      headers: { ...auth(player.accessToken), ...JSON_TYPE },
      payload: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: kept });
    expect((await list()).json().items).toEqual([]);
  });
});
