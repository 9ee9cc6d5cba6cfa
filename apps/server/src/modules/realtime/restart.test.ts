import { CHANNELS } from '@casino/contracts';
import type { Database } from '@casino/db';
import type { ConnectingContext } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiOn, type TestServer } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { fundByCard } from '../../../test/factories/payments.ts';
import { registerPlayer } from '../../../test/factories/players.ts';
import { collect, eventually, listen, next, realtimeClient } from '../../../test/realtime.ts';

describe('realtime across a server restart', () => {
  let database: Database & { dispose(): Promise<void> };
  const apps: TestServer[] = [];
  const start = async () => {
    const app = await buildApiOn(database.db, { REALTIME_PING_SECONDS: 1 });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    database = await TEST_DATABASES[0]!.open();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.dispose();
  });

  it('disconnects with 3001 on graceful stop; the client reconnects to the new server by itself', async () => {
    const first = await start();
    const url = await listen(first);
    const port = Number(new URL(url).port);
    const player = await registerPlayer(first);
    const client = realtimeClient(url, { token: player.accessToken });
    const accounts = client.newSubscription(CHANNELS.accounts(player.id));
    const balances = collect(accounts);
    accounts.subscribe();
    client.connect();
    await next(accounts, 'subscribed');
    try {
      const connecting = next<ConnectingContext>(client, 'connecting');
      await first.close();
      expect(await connecting).toMatchObject({ code: 3001, reason: 'shutdown' });

      const second = await start();
      await listen(second, port);
      await next(accounts, 'subscribed', 10_000);
      expect(client.state).toBe('connected');
      await fundByCard(second, player, 4200);
      expect(await eventually(() => balances[0])).toMatchObject({
        type: 'wallet.account.updated',
        account: { balance: 4200 },
      });
    } finally {
      client.disconnect();
    }
  });
});
