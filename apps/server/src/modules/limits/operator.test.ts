import { PlayerLimitsCardSchema } from '@casino/contracts';
import { auditLog } from '@casino/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { auth, registerPlayer, type TestPlayer } from '../../../test/factories/players.ts';
import { operatorKey } from '../../../test/factories/verification.ts';

describe.each(TEST_DATABASES)('compliance on the player card on $name', (db) => {
  let t: TestApp;
  let compliance: Record<string, string>;
  let support: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp(db, { RG_RAISE_DELAY_HOURS: 24 });
    compliance = await operatorKey(t.app, 'compliance');
    support = await operatorKey(t.app, 'support');
  });
  afterAll(() => t?.close());

  const card = async (player: TestPlayer, headers = compliance) => {
    const res = await t.app.inject({ url: `/api/backoffice/players/${player.id}/limits`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return PlayerLimitsCardSchema.parse(res.json());
  };
  const change = (player: TestPlayer, body: object, headers = compliance) =>
    t.app.inject({
      method: 'POST',
      url: `/api/backoffice/players/${player.id}/limits`,
      headers,
      payload: body,
    });
  const deposit = (amount: number) => ({
    action: 'set',
    definition: 3,
    period: 'daily',
    currency: 'USD',
    amount,
    note: 'Affordability check',
  });

  it('shows limits and history; compliance may tighten, never loosen; every change is audited', async () => {
    const player = await registerPlayer(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: auth(player.accessToken),
      payload: { action: 'set', definition: 3, period: 'daily', currency: 'USD', amount: 50_000 },
    });
    // Support sees the card but may not change it.
    expect((await card(player, support)).limits.items).toHaveLength(1);
    expect((await change(player, deposit(10_000), support)).statusCode).toBe(403);

    const tightened = await change(player, deposit(20_000));
    expect(tightened.statusCode, tightened.body).toBe(200);
    const after = PlayerLimitsCardSchema.parse(tightened.json());
    expect(after.limits.items[0]).toMatchObject({ amount: 20_000, pending: null });
    expect(after.history[0]).toMatchObject({
      action: 'tighten',
      actor: expect.stringMatching(/^operator:/),
    });

    // A raise by an operator is refused, and nothing changes.
    const raise = await change(player, deposit(90_000));
    expect(raise.statusCode).toBe(422);
    expect(raise.json().error.code).toBe('operator_may_only_tighten');
    expect((await card(player)).limits.items[0]).toMatchObject({ amount: 20_000, pending: null });
    // The note is required.
    expect((await change(player, { ...deposit(1_000), note: '' })).statusCode).toBe(400);

    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, player.id));
    expect(audit.map((a) => a.action)).toEqual(['limits.tighten']);
    expect(audit[0]!.after).toMatchObject({ amount: 20_000, note: 'Affordability check' });
  });

  it('starts a time-out that closes the player out of play at once, and cannot shorten one', async () => {
    const player = await registerPlayer(t.app);
    const res = await change(player, {
      action: 'exclude',
      definition: 4,
      periodId: '6m',
      note: 'Player asked on the phone',
    });
    expect(res.statusCode, res.body).toBe(200);
    const seen = PlayerLimitsCardSchema.parse(res.json());
    expect(seen.limits.isExcluded).toBe(true);
    expect(seen.history[0]).toMatchObject({ action: 'exclusion_started' });
    // The player's session is closed.
    const me = await t.app.inject({ url: '/api/player/limits', headers: auth(player.accessToken) });
    expect(me.statusCode).toBe(401);
    const shorter = await change(player, {
      action: 'exclude',
      definition: 5,
      periodId: '24h',
      note: 'x',
    });
    expect(shorter.statusCode).toBe(409);
    expect(
      (
        await t.app.inject({
          url: '/api/backoffice/players/00000000-0000-4000-8000-000000000000/limits',
          headers: compliance,
        })
      ).statusCode,
    ).toBe(404);
  });
});
