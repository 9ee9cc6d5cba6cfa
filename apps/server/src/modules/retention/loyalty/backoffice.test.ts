import { InboxListSchema, LoyaltyAccountSchema } from '@casino/contracts';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { auditLog, loyaltyLevels } from '@casino/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../../test/databases.ts';
import { CSRF, type SignedIn, signIn } from '../../../../test/factories/operators.ts';
import {
  auth,
  errorOf,
  loginAgain,
  registerPlayer,
  type TestPlayer,
} from '../../../../test/factories/players.ts';

// Issue 33 in the back office: the ladder and rates (marketing), a player's loyalty, messages to a
// player or a segment; roles checked on the server, every change audited.
const LADDER = {
  levels: [
    { name: 'Rookie', minPoints: 0, cashbackPercent: 0, wheelSpins: 0, withdrawalPriority: 0 },
    { name: 'Pro', minPoints: 100, cashbackPercent: 3.5, wheelSpins: 1, withdrawalPriority: 1 },
    { name: 'Legend', minPoints: 1000, cashbackPercent: 10, wheelSpins: 5, withdrawalPriority: 2 },
  ],
  rates: [
    { kind: 'slot', pointsPerUnit: 20 },
    { kind: 'roulette', pointsPerUnit: 1 },
  ],
};

describe.each(TEST_DATABASES)('loyalty and inbox in the back office ($name)', (database) => {
  let t: TestApp;
  const ops = {} as Record<'marketing' | 'support' | 'payments', SignedIn>;
  beforeAll(async () => {
    t = await buildTestApp(database);
    for (const role of ['marketing', 'support', 'payments'] as const) {
      ops[role] = await signIn(t.app, role);
    }
  });
  afterAll(() => t?.close());

  const as = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: who.cookie, ...CSRF },
      ...(payload ? { payload } : {}),
    });
  const lastAudit = async (action: string) => {
    const [row] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.at))
      .limit(1);
    return row;
  };
  const inbox = async (player: TestPlayer) =>
    InboxListSchema.parse(
      (
        await t.app.inject({
          url: '/api/notification/messenger/messages',
          headers: auth(player.accessToken),
        })
      ).json(),
    );

  it('lets marketing replace the ladder and rates, audited; bad input names the field and changes nothing', async () => {
    const url = backofficeApi.updateLoyaltySettings.path;
    const before = await as(ops.support, 'GET', backofficeApi.getLoyaltySettings.path);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().levels.map((l: { name: string }) => l.name)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
    ]);

    expect((await as(ops.support, 'PUT', url, LADDER)).statusCode).toBe(403);
    expect((await as(ops.payments, 'PUT', url, LADDER)).statusCode).toBe(403);

    const unordered = {
      ...LADDER,
      levels: [LADDER.levels[0], LADDER.levels[2], LADDER.levels[1]],
    };
    const bad = await as(ops.marketing, 'PUT', url, unordered);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty(['levels.2.minPoints']);
    const badRate = await as(ops.marketing, 'PUT', url, {
      ...LADDER,
      rates: [{ kind: 'slot', pointsPerUnit: -1 }],
    });
    expect(badRate.statusCode).toBe(400);
    expect(Object.keys(errorOf(badRate).fields ?? {})).toEqual(['rates.0.pointsPerUnit']);
    expect(await t.app.db.select().from(loyaltyLevels)).toHaveLength(5);

    const saved = await as(ops.marketing, 'PUT', url, LADDER);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().levels).toMatchObject([
      { rank: 1, name: 'Rookie' },
      { rank: 2, name: 'Pro', cashbackPercent: 3.5, withdrawalPriority: 1 },
      { rank: 3, name: 'Legend', minPoints: 1000 },
    ]);
    const audit = await lastAudit('loyalty.settings.update');
    expect(audit).toMatchObject({ actorLabel: expect.stringContaining('marketing') });
    expect((audit!.before as { levels: unknown[] }).levels).toHaveLength(5);
    expect((audit!.after as { levels: unknown[] }).levels).toHaveLength(3);

    // Players see the new ladder at once.
    const player = await registerPlayer(t.app);
    const account = LoyaltyAccountSchema.parse(
      (
        await t.app.inject({ url: '/api/retention/account', headers: auth(player.accessToken) })
      ).json(),
    );
    expect(account).toMatchObject({ level: { name: 'Rookie' }, nextLevel: { name: 'Pro' } });
  });

  it('sends a message to one player, to a country and to a level; excluded players are skipped', async () => {
    const url = backofficeApi.sendInboxMessage.path;
    const german = await registerPlayer(t.app);
    const excluded = await registerPlayer(t.app);
    const timeOut = await t.app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: auth(excluded.accessToken),
      payload: { action: 'exclude', definition: 5, periodId: '24h' },
    });
    expect(timeOut.statusCode, timeOut.body).toBe(200);
    const message = { title: 'Weekend reload', body: 'Double points on slots this weekend' };

    expect(
      (await as(ops.support, 'POST', url, { ...message, segment: { kind: 'all' } })).statusCode,
    ).toBe(403);
    const empty = await as(ops.marketing, 'POST', url, {
      title: ' ',
      body: 'x',
      segment: { kind: 'all' },
    });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toHaveProperty('title');

    const one = await as(ops.marketing, 'POST', url, {
      ...message,
      link: '/loyalty',
      segment: { kind: 'player', playerId: german.id },
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ recipients: 1, skipped: 0 });
    expect((await inbox(german)).items[0]).toMatchObject({
      source: 'operator',
      title: 'Weekend reload',
      link: '/loyalty',
      isRead: false,
    });
    const audit = await lastAudit('inbox.message.send');
    expect(audit).toMatchObject({ targetType: 'player', targetId: german.id });

    // Every test player registers in DE: the country segment reaches all of them but the excluded.
    const country = await as(ops.marketing, 'POST', url, {
      ...message,
      segment: { kind: 'country', country: 'DE' },
    });
    expect(country.statusCode, country.body).toBe(200);
    expect(country.json().skipped).toBe(1);
    expect(country.json().recipients).toBeGreaterThanOrEqual(2);
    expect((await inbox(german)).total).toBe(2);
    const back = await loginAgain(t.app, excluded);
    expect(await inbox(back)).toMatchObject({ total: 0, totalUnread: 0 });

    const level = await as(ops.marketing, 'POST', url, {
      ...message,
      segment: { kind: 'level', rank: 3 },
    });
    expect(level.json()).toMatchObject({ recipients: 0, skipped: 0 });
    const unknownLevel = await as(ops.marketing, 'POST', url, {
      ...message,
      segment: { kind: 'level', rank: 42 },
    });
    expect(unknownLevel.statusCode).toBe(404);

    const card = await as(
      ops.support,
      'GET',
      backofficeApi.getPlayerLoyalty.path.replace(':id', excluded.id),
    );
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json()).toMatchObject({ isEligible: false, account: { points: 0 } });
    const germanCard = await as(
      ops.marketing,
      'GET',
      backofficeApi.getPlayerLoyalty.path.replace(':id', german.id),
    );
    expect(germanCard.json()).toMatchObject({ isEligible: true, inbox: { total: 2, unread: 2 } });
  });
});
