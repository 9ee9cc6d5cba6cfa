import type { Centrifuge, DisconnectedContext } from 'centrifuge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { auth, loginAgain, registerPlayer } from '../../../test/factories/players.ts';
import { listen, next, realtimeClient } from '../../../test/realtime.ts';

/**
 * Issue 15: a time-out or self-exclusion closes every realtime socket of the player at once, on
 * every device (the open game page's too), and they stay closed; other players' stay connected.
 */
describe('a time-out ends the live connections', () => {
  let t: TestApp;
  let url: string;
  const clients: Centrifuge[] = [];
  const connect = (token: string) => {
    const client = realtimeClient(url, { token });
    clients.push(client);
    client.connect();
    return client;
  };

  beforeAll(async () => {
    t = await buildTestApp(TEST_DATABASES[0]!);
    url = await listen(t.app);
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect();
  });
  afterAll(() => t?.close());

  it('closes every socket of the player at once and they do not come back; others stay', async () => {
    const player = await registerPlayer(t.app);
    const laptop = await loginAgain(t.app, player);
    const bystander = await registerPlayer(t.app);
    const phone = connect(player.accessToken);
    const desk = connect(laptop.accessToken);
    const other = connect(bystander.accessToken);
    await Promise.all([phone, desk, other].map((c) => next(c, 'connected')));

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: auth(laptop.accessToken),
      payload: { action: 'exclude', definition: 5, periodId: '24h' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const closed = await Promise.all(
      [phone, desk].map((c) => next<DisconnectedContext>(c, 'disconnected')),
    );
    for (const reason of closed) expect(reason).toMatchObject({ code: 3500 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([phone.state, desk.state, other.state]).toEqual([
      'disconnected',
      'disconnected',
      'connected',
    ]);
  });
});
