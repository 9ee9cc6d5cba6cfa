import { DEPOSIT_LIMIT_ERROR_CODE, PlayerLimitListSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { postDeposit } from '../../../test/factories/payments.ts';
import { auth, registerPlayer, registration } from '../../../test/factories/players.ts';

describe.each(TEST_DATABASES)('a deposit limit chosen at sign-up on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db);
  });
  afterAll(() => t?.close());

  it('applies at once: the first deposit over it is refused', async () => {
    const player = await registerPlayer(t.app, {
      depositLimit: { period: 'weekly', amount: 5_000 },
    });
    const res = await t.app.inject({
      url: '/api/player/limits',
      headers: auth(player.accessToken),
    });
    const limits = PlayerLimitListSchema.parse(res.json());
    expect(limits.items.map((l) => [l.definition, l.period, l.currency, l.amount])).toEqual([
      [3, 'weekly', 'USD', 5_000],
    ]);
    const over = await postDeposit(t.app, player, { amount: 6_000 });
    expect(over.statusCode).toBe(422);
    expect(over.json().error.code).toBe(DEPOSIT_LIMIT_ERROR_CODE);
    expect((await postDeposit(t.app, player, { amount: 5_000 })).statusCode).toBe(200);
  });

  it('asks the sandbox register by default: its test emails are refused', async () => {
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/player/register',
      payload: registration({ email: `excluded-${Date.now()}@example.com` }),
    });
    expect(listed.statusCode).toBe(403);
    expect(listed.json().error.code).toBe('self_excluded');
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/player/register',
      payload: registration({ email: `previously-${Date.now()}@example.com` }),
    });
    expect(before.statusCode).toBe(201);
  });

  it('refuses a malformed limit naming the field, and registers nobody', async () => {
    const body = registration({ depositLimit: { period: 'yearly', amount: 5_000 } as never });
    const res = await t.app.inject({ method: 'POST', url: '/api/player/register', payload: body });
    expect(res.statusCode).toBe(400);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/player/register',
      payload: { ...body, depositLimit: undefined },
    });
    expect(again.statusCode, again.body).toBe(201);
  });
});
