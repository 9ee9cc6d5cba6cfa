import { MissedNotificationListSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { createWithdrawal, fundByCard } from '../../../test/factories/payments.ts';
import {
  auth,
  confirmEmailOf,
  errorOf,
  registerPlayer,
  type TestPlayer,
} from '../../../test/factories/players.ts';
import { MAX_KEPT_NOTIFICATIONS } from './service.ts';

describe.each(TEST_DATABASES)('missed notifications on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db);
  });
  afterAll(() => t?.close());

  async function missed(player: TestPlayer) {
    await t.app.realtimeEvents.flush();
    const res = await t.app.inject({
      url: '/api/notification/notifications',
      headers: auth(player.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    return MissedNotificationListSchema.parse(res.json()).items;
  }

  const clear = (player: TestPlayer, query = '') =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/notification/notifications${query}`,
      headers: auth(player.accessToken),
    });

  it('keeps the invoice events of a player who is not connected, then cleans them', async () => {
    const player = await registerPlayer(t.app);
    const invoice = await fundByCard(t.app, player, 2500);
    const items = await missed(player);
    expect(items.length).toBeGreaterThanOrEqual(1);
    expect(items.every((n) => n.data.event === 'invoice.deposit.updated')).toBe(true);
    expect(items.at(-1)!.data).toMatchObject({
      type: 'payment.invoice.updated',
      invoice: { id: invoice.id, status: 2, amount: 2500 },
    });

    const other = await registerPlayer(t.app);
    expect(await missed(other)).toEqual([]);

    const res = await clear(player);
    expect(res.json()).toEqual({ deleted: items.length });
    expect(await missed(player)).toEqual([]);
  });

  it('cleans only up to the newest one the site processed', async () => {
    const player = await registerPlayer(t.app);
    await confirmEmailOf(t.app, player);
    await fundByCard(t.app, player, 3000);
    const seen = await missed(player);
    await createWithdrawal(t.app, player, 1000);
    const all = await missed(player);
    expect(all.length).toBe(seen.length + 1);
    expect(all.at(-1)!.data.event).toBe('invoice.withdrawal.updated');

    const res = await clear(player, `?until=${seen.at(-1)!.id}`);
    expect(res.json()).toEqual({ deleted: seen.length });
    expect((await missed(player)).map((n) => n.id)).toEqual([all.at(-1)!.id]);
  });

  it('keeps bonus events and at most the newest 100', async () => {
    const player = await registerPlayer(t.app);
    for (let i = 1; i <= MAX_KEPT_NOTIFICATIONS + 3; i += 1) {
      t.app.events.emit({
        type: 'bonus.player-bonus.updated',
        playerId: player.id,
        playerBonus: { id: `b${i}`, currency: 'USD', amount: i, status: 1, result: null },
      });
      await t.app.realtimeEvents.flush();
    }
    const items = await missed(player);
    expect(items).toHaveLength(MAX_KEPT_NOTIFICATIONS);
    expect(items[0]!.data).toMatchObject({
      event: 'bonus.player-bonus.updated',
      playerBonus: { id: 'b4' },
    });
    expect(items.at(-1)!.data).toMatchObject({ playerBonus: { id: 'b103' } });
  });

  it('needs a session, and refuses a malformed until naming the field', async () => {
    const anonymous = await t.app.inject({ url: '/api/notification/notifications' });
    expect(anonymous.statusCode).toBe(401);
    const player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 100);
    const before = await missed(player);
    const res = await clear(player, '?until=abc');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toHaveProperty('until');
    expect(await missed(player)).toEqual(before);
  });
});
