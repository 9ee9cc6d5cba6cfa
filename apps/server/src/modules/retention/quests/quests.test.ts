import { createHmac, randomUUID } from 'node:crypto';
import {
  PlayerQuestListSchema,
  PlayerQuestSchema,
  QuestListSchema,
  SpinWheelResponseSchema,
  WheelListSchema,
  wheelSegmentOf,
} from '@casino/contracts';
import { auditLog, bonusDefinitions, ledgerTransfers, retentionPlayerQuests } from '@casino/db';
import { hashServerSeed } from '@casino/game-engine';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../../test/databases.ts';
import { betBody, launchReal, seamless } from '../../../../test/factories/games.ts';
import { CSRF, type SignedIn, signIn } from '../../../../test/factories/operators.ts';
import {
  accountIn,
  cardEvent,
  createCardDeposit,
  fundByCard,
  postWebhook,
} from '../../../../test/factories/payments.ts';
import {
  auth,
  loginAgain,
  registerPlayer,
  type TestPlayer,
} from '../../../../test/factories/players.ts';
import { checkLedger } from '../../wallet/service.ts';

const GAME = 'fruit-fiesta';

/**
 * Quests and the fortune wheel over HTTP on a seeded database: operators create them in the
 * back office, players take quests that real seamless rounds and deposits complete, rewards
 * land in the ledger once, spins are verifiable, and an excluded player sees none of it.
 */
describe.each(TEST_DATABASES)('quests and the wheel on $name', (db) => {
  let t: TestApp;
  let marketing: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp(db);
    marketing = await signIn(t.app, 'marketing');
    await t.app.db.insert(bonusDefinitions).values({
      identity: 'quest-bonus',
      name: 'Quest bonus',
      kind: 'fixed',
      state: 'published',
      amount: 100,
      activationDays: 7,
      wageringMultiplier: 5,
      wageringDays: 7,
      contributions: { slots: 100 },
      defaultContribution: 0,
    });
  });
  afterAll(() => t?.close());

  const office = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: marketing.cookie, ...CSRF },
      ...(payload ? { payload } : {}),
    });
  const createQuest = async (body: object) => {
    const res = await office('POST', '/api/backoffice/retention/quests', {
      identity: `q-${randomUUID().slice(0, 8)}`,
      title: 'Play five rounds',
      currency: 'USD',
      rewardKind: 'cash',
      rewardAmount: 500,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: string; identity: string };
  };
  const get = async (player: TestPlayer, url: string) => {
    const res = await t.app.inject({ url, headers: auth(player.accessToken) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const put = (player: TestPlayer, url: string) =>
    t.app.inject({ method: 'PUT', url, headers: auth(player.accessToken) });
  const activate = async (player: TestPlayer, questId: string) => {
    const res = await put(player, `/api/retention/quests/${questId}/activate`);
    expect(res.statusCode, res.body).toBe(200);
    return PlayerQuestSchema.parse(res.json());
  };
  const playerQuests = async (player: TestPlayer) =>
    PlayerQuestListSchema.parse(await get(player, '/api/retention/player-quests')).items;
  const playRound = async (launch: { token: string; currency: string }, stake: number, win = 0) => {
    const bet = betBody(launch, GAME, stake);
    expect((await seamless(t.app, 'bet', bet)).statusCode).toBe(200);
    const res = await seamless(t.app, 'win', {
      ...bet,
      transactionId: `win-${randomUUID()}`,
      amount: win,
      roundClosed: true,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const rewardTransfers = async (key: string) =>
    (
      await t.app.db.select().from(ledgerTransfers).where(like(ledgerTransfers.idempotencyKey, key))
    ).map((row) => ({ ...row, key: row.idempotencyKey, amount: Number(row.amount) }));
  const expectLedgerExact = async () => {
    expect((await checkLedger(t.app.db)).mismatches).toEqual([]);
  };

  it('a rounds quest completes by playing and pays its cash reward once, live on the channel', async () => {
    const quest = await createQuest({ kind: 'rounds', target: 3, gameIdentity: GAME });
    const player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 10_000);
    const listed = QuestListSchema.parse(await get(player, '/api/retention/quests')).items;
    expect(listed.find((q) => q.id === quest.id)).toMatchObject({
      kind: 'rounds',
      target: 3,
      reward: { kind: 'cash', amount: 500, currency: 'USD' },
      playerQuestId: null,
    });
    const pushed: unknown[] = [];
    const hub = t.app.realtime;
    const publish = hub.publish.bind(hub);
    hub.publish = (channel, data) => {
      if (channel === `retention:quests#${player.id}`) pushed.push(data);
      return publish(channel, data);
    };

    const run = await activate(player, quest.id);
    expect(run).toMatchObject({ status: 'active', progress: 0, target: 3 });
    // A second activation of the same quest is refused.
    expect((await put(player, `/api/retention/quests/${quest.id}/activate`)).statusCode).toBe(409);

    const launch = await launchReal(t.app, player, GAME);
    await playRound(launch, 100);
    await playRound(launch, 100, 250);
    await t.app.quests.idle();
    expect((await playerQuests(player))[0]).toMatchObject({ status: 'active', progress: 2 });
    // The last round and a recount racing it: one reward.
    await playRound(launch, 100);
    await Promise.all([t.app.quests.idle(), playerQuests(player), playerQuests(player)]);
    await t.app.quests.idle();

    const [done] = await playerQuests(player);
    expect(done).toMatchObject({
      status: 'completed',
      progress: 3,
      rewardReference: `quest:${run.id}:reward`,
    });
    const paid = await rewardTransfers(`quest:${run.id}:%`);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ code: 'quest_reward', amount: 500, currency: 'USD' });
    // 10 000 deposited, 300 staked, 250 won, 500 rewarded.
    expect((await accountIn(t.app, player)).realBalance).toBe(10_000 - 300 + 250 + 500);
    expect(pushed).toContainEqual(
      expect.objectContaining({
        type: 'retention.player-quest.updated',
        playerQuest: expect.objectContaining({ id: run.id, status: 'completed' }),
      }),
    );
    // Completed: not taken again.
    expect((await put(player, `/api/retention/quests/${quest.id}/activate`)).statusCode).toBe(409);
    await expectLedgerExact();
    // The inbox tells it once (a quest without a description too), as a key with its values
    // for the reader's language.
    await expect
      .poll(async () =>
        (await get(player, '/api/notification/messenger/messages')).items.filter(
          (m: { source: string }) => m.source === 'quest',
        ),
      )
      .toEqual([
        expect.objectContaining({
          title: 'Quest complete: Play five rounds',
          body: 'Your reward of $5.00 has been credited.',
          link: '/quests',
          notice: {
            key: 'quest.completed',
            amount: 500,
            currency: 'USD',
            name: 'Play five rounds',
          },
        }),
      ]);
  });

  it('the expiry sweep closes a run past its deadline once, pushed live; a replay changes nothing', async () => {
    const quest = await createQuest({ kind: 'rounds', target: 3, durationHours: 2 });
    const player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 1_000);
    const run = await activate(player, quest.id);
    expect(run).toMatchObject({ status: 'active', expiresAt: expect.any(String) });
    const pushed: Array<{ playerQuest: { id: string; status: string } }> = [];
    const hub = t.app.realtime;
    const publish = hub.publish.bind(hub);
    hub.publish = (channel, data) => {
      if (channel === `retention:quests#${player.id}`) pushed.push(data as (typeof pushed)[0]);
      return publish(channel, data);
    };
    // Not due yet: the sweep leaves it alone.
    await t.app.quests.expireOverdue();
    expect((await playerQuests(player))[0]).toMatchObject({ id: run.id, status: 'active' });
    expect(pushed).toEqual([]);

    // Its deadline passes with nothing played: two sweeps at once close it once.
    await t.app.db
      .update(retentionPlayerQuests)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(retentionPlayerQuests.id, run.id));
    await Promise.all([t.app.quests.expireOverdue(), t.app.quests.expireOverdue()]);
    const [expired] = await playerQuests(player);
    expect(expired).toMatchObject({
      id: run.id,
      status: 'expired',
      progress: 0,
      rewardReference: null,
      finishedAt: expect.any(String),
    });
    expect(pushed.map((m) => m.playerQuest)).toEqual([
      expect.objectContaining({ id: run.id, status: 'expired' }),
    ]);
    // A replay: nothing more changes, nothing is pushed, nothing is paid.
    await t.app.quests.expireOverdue();
    expect(pushed).toHaveLength(1);
    expect(await rewardTransfers(`quest:${run.id}:%`)).toEqual([]);
    hub.publish = publish;
  });

  it('a deposit quest counts deposits made after activation; a bonus reward is issued as a bonus', async () => {
    const quest = await createQuest({
      kind: 'deposit',
      target: 5_000,
      rewardKind: 'bonus',
      rewardAmount: 700,
      rewardBonusIdentity: 'quest-bonus',
    });
    const player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 4_000);
    const run = await activate(player, quest.id);
    await fundByCard(t.app, player, 3_000);
    await t.app.quests.idle();
    expect((await playerQuests(player))[0]).toMatchObject({ status: 'active', progress: 3_000 });
    await fundByCard(t.app, player, 2_500);
    await t.app.quests.idle();
    const [done] = await playerQuests(player);
    expect(done).toMatchObject({ status: 'completed', progress: 5_000 });
    const bonuses = await get(player, '/api/game/player-bonuses');
    expect(bonuses.items).toContainEqual(
      expect.objectContaining({ id: done!.rewardReference, amount: 700, currency: 'USD' }),
    );
    expect(await rewardTransfers(`quest:${run.id}:%`)).toHaveLength(0);
  });

  it('a deposit held back by a deposit limit does not count towards a deposit quest', async () => {
    const quest = await createQuest({ kind: 'deposit', target: 1_000 });
    const player = await registerPlayer(t.app);
    const run = await activate(player, quest.id);
    const { invoice } = await createCardDeposit(t.app, player, 1_500);
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: auth(player.accessToken),
      payload: { action: 'set', definition: 3, period: 'daily', currency: 'USD', amount: 500 },
    });
    expect(limited.statusCode, limited.body).toBe(200);
    await postWebhook(t.app, 'sandbox-card', cardEvent(invoice, 'succeeded'));
    await t.app.quests.idle();
    expect((await accountIn(t.app, player)).heldBalance).toBe(1_500);
    expect((await playerQuests(player))[0]).toMatchObject({ status: 'active', progress: 0 });
    expect(await rewardTransfers(`quest:${run.id}:%`)).toEqual([]);
  });

  it('a cancelled quest stops counting and may be taken again', async () => {
    const quest = await createQuest({ kind: 'wager', target: 1_000 });
    const player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 5_000);
    const run = await activate(player, quest.id);
    const cancel = await put(player, `/api/retention/player-quests/${run.id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'canceled' });
    expect((await put(player, `/api/retention/player-quests/${run.id}/cancel`)).statusCode).toBe(
      409,
    );
    const again = await activate(player, quest.id);
    expect(again.id).not.toBe(run.id);
  });

  it('the wheel: weights from the back office, spins granted once, each spin verifiable and paid once', async () => {
    const created = await office('POST', '/api/backoffice/retention/wheels', {
      identity: `w-${randomUUID().slice(0, 8)}`,
      title: 'Daily wheel',
      currency: 'USD',
      segments: [
        { label: '$5', weight: 3, rewardKind: 'cash', amount: 500 },
        { label: 'Try again', weight: 1, rewardKind: 'none', amount: 0 },
        { label: '$1', weight: 6, rewardKind: 'cash', amount: 100 },
      ],
      depositMin: 2_000,
      depositSpins: 1,
    });
    expect(created.statusCode, created.body).toBe(200);
    const wheel = created.json() as { id: string; identity: string };
    const player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 1_000);
    const requestId = randomUUID();
    const grant = (body: object = {}) =>
      office('POST', `/api/backoffice/retention/wheels/${wheel.id}/grants`, {
        playerId: player.id,
        spins: 2,
        note: 'goodwill',
        requestId,
        ...body,
      });
    expect((await grant()).json()).toEqual({ spins: 2, replayed: false });
    expect((await grant()).json()).toEqual({ spins: 2, replayed: true });
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'retention.wheel.grant'));
    expect(audit.filter((a) => a.targetId === player.id)).toHaveLength(1);
    // A deposit under the rule's minimum earns nothing; one above earns a spin.
    await fundByCard(t.app, player, 2_500);
    await t.app.quests.idle();

    const wheels = async () =>
      WheelListSchema.parse(await get(player, '/api/retention/wheels')).items.find(
        (w) => w.id === wheel.id,
      )!;
    const before = await wheels();
    expect(before.spinsAvailable).toBe(3);
    expect(before.segments.map((s) => s.weight)).toEqual([3, 1, 6]);

    const spin = (key: string, clientSeed?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/retention/wheels/${wheel.id}/spin`,
        headers: auth(player.accessToken),
        payload: { idempotencyKey: key, ...(clientSeed ? { clientSeed } : {}) },
      });
    const key = randomUUID();
    const first = await spin(key, 'my lucky seed');
    expect(first.statusCode, first.body).toBe(200);
    const result = SpinWheelResponseSchema.parse(first.json());
    const { fairness } = result.spin;
    // The seed revealed is the one committed before the spin, and it decides the segment.
    expect(fairness.serverSeedHash).toBe(before.next.serverSeedHash);
    expect(hashServerSeed(fairness.serverSeed)).toBe(before.next.serverSeedHash);
    expect(fairness.clientSeed).toBe('my lucky seed');
    const digest = createHmac('sha256', fairness.serverSeed)
      .update(`${fairness.clientSeed}:${fairness.nonce}:0`)
      .digest();
    expect(result.spin.segmentIndex).toBe(
      wheelSegmentOf(digest.readUInt32BE(0) / 2 ** 32, fairness.weights),
    );
    expect(result.wheel.spinsAvailable).toBe(2);
    expect(result.wheel.next.serverSeedHash).not.toBe(before.next.serverSeedHash);

    // A retry answers the first spin and spins nothing.
    const retry = SpinWheelResponseSchema.parse((await spin(key)).json());
    expect(retry.spin.id).toBe(result.spin.id);
    expect(retry.wheel.spinsAvailable).toBe(2);

    // Three taps at once with two spins left: two spins, one refusal.
    const racing = await Promise.all([spin(randomUUID()), spin(randomUUID()), spin(randomUUID())]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 200, 422]);
    const none = racing.find((r) => r.statusCode === 422)!;
    expect(none.json().error.code).toBe('no_spins');
    const [a, b] = racing.filter((r) => r.statusCode === 200);
    expect(SpinWheelResponseSchema.parse(a!.json()).spin.fairness.nonce).not.toBe(
      SpinWheelResponseSchema.parse(b!.json()).spin.fairness.nonce,
    );

    const spins = [result, a!.json(), b!.json()].map((r) => SpinWheelResponseSchema.parse(r).spin);
    const won = spins.reduce((sum, s) => sum + s.amount, 0);
    const prizes = await rewardTransfers('wheel:%');
    const mine = prizes.filter((p) => spins.some((s) => p.key === `wheel:${s.id}:prize`));
    expect(mine.reduce((sum, p) => sum + p.amount, 0)).toBe(won);
    expect(mine.every((p) => p.code === 'wheel_prize')).toBe(true);
    expect((await accountIn(t.app, player)).realBalance).toBe(3_500 + won);
    await expectLedgerExact();
  });

  it('an operator edits a quest and a wheel, each change audited; a taken identity or an unknown id changes nothing', async () => {
    const quest = await createQuest({ kind: 'rounds', target: 5 });
    const edited = await office('PUT', `/api/backoffice/retention/quests/${quest.id}`, {
      identity: quest.identity,
      title: 'Play seven rounds',
      kind: 'rounds',
      target: 7,
      currency: 'USD',
      rewardKind: 'cash',
      rewardAmount: 700,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: quest.id, title: 'Play seven rounds', target: 7 });
    const other = await createQuest({ kind: 'rounds', target: 1 });
    const taken = await office('PUT', `/api/backoffice/retention/quests/${other.id}`, {
      identity: quest.identity,
      title: 'Clash',
      kind: 'rounds',
      target: 1,
      currency: 'USD',
      rewardKind: 'cash',
      rewardAmount: 100,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields).toEqual({ identity: ['This identity is taken'] });
    const wheel = {
      identity: `w-${randomUUID().slice(0, 8)}`,
      title: 'Edit me',
      currency: 'USD',
      segments: [
        { label: 'A', weight: 1, rewardKind: 'cash', amount: 100 },
        { label: 'B', weight: 1, rewardKind: 'cash', amount: 200 },
      ],
    };
    const unknown = await office('PUT', `/api/backoffice/retention/wheels/${randomUUID()}`, wheel);
    expect(unknown.statusCode, unknown.body).toBe(404);
    const created = (await office('POST', '/api/backoffice/retention/wheels', wheel)).json();
    const renamed = await office('PUT', `/api/backoffice/retention/wheels/${created.id}`, {
      ...wheel,
      title: 'Edited',
    });
    expect(renamed.json()).toMatchObject({ id: created.id, title: 'Edited' });
    const entries = await t.app.db.select().from(auditLog);
    const actionsOf = (id: string) =>
      entries
        .filter((e) => e.targetId === id)
        .map((e) => e.action)
        .sort();
    expect(actionsOf(quest.id)).toEqual(['retention.quest.create', 'retention.quest.update']);
    expect(actionsOf(other.id)).toEqual(['retention.quest.create']);
    expect(actionsOf(created.id)).toEqual(['retention.wheel.create', 'retention.wheel.update']);
    expect(
      entries.find((e) => e.targetId === created.id && e.action.endsWith('update')),
    ).toMatchObject({
      targetType: 'retention_wheel',
    });
  });

  it('bad input is a 400 naming the field and creates nothing', async () => {
    const res = await office('POST', '/api/backoffice/retention/wheels', {
      identity: 'bad-wheel',
      title: 'Bad',
      currency: 'USD',
      segments: [
        { label: 'A', weight: 0, rewardKind: 'cash', amount: 100 },
        { label: 'B', weight: 1, rewardKind: 'bonus', amount: 100 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(
      expect.arrayContaining(['segments.0.weight', 'segments.1.bonusIdentity']),
    );
    const wheels = (await office('GET', '/api/backoffice/retention/wheels')).json();
    expect(wheels.items.some((w: { identity: string }) => w.identity === 'bad-wheel')).toBe(false);
    // A support agent may not create a quest.
    const support = await signIn(t.app, 'support');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/retention/quests',
      headers: { cookie: support.cookie, ...CSRF },
      payload: { identity: 'x-quest', title: 'x', kind: 'rounds', target: 1, currency: 'USD' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('a player in a time-out sees no quests or wheels, cannot take or spin, and earns nothing', async () => {
    const quest = await createQuest({ kind: 'deposit', target: 1_000 });
    const wheel = (
      await office('POST', '/api/backoffice/retention/wheels', {
        identity: `w-${randomUUID().slice(0, 8)}`,
        title: 'Wheel',
        currency: 'USD',
        segments: [
          { label: '$1', weight: 1, rewardKind: 'cash', amount: 100 },
          { label: '$2', weight: 1, rewardKind: 'cash', amount: 200 },
        ],
      })
    ).json() as { id: string };
    const player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 500);
    const run = await activate(player, quest.id);
    // Opened before the time-out, paid during it: the money is held, and counts for nothing.
    const { invoice } = await createCardDeposit(t.app, player, 1_000);
    await office('POST', `/api/backoffice/retention/wheels/${wheel.id}/grants`, {
      playerId: player.id,
      spins: 1,
      note: 'test',
      requestId: randomUUID(),
    });
    const timeOut = await t.app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: auth(player.accessToken),
      payload: { action: 'exclude', definition: 5, periodId: '24h' },
    });
    expect(timeOut.statusCode, timeOut.body).toBe(200);
    const back = await loginAgain(t.app, player);
    await postWebhook(t.app, 'sandbox-card', cardEvent(invoice, 'succeeded'));
    await t.app.quests.idle();
    expect((await accountIn(t.app, back)).heldBalance).toBe(1_000);

    expect(QuestListSchema.parse(await get(back, '/api/retention/quests')).items).toEqual([]);
    expect(await playerQuests(back)).toEqual([]);
    expect(WheelListSchema.parse(await get(back, '/api/retention/wheels')).items).toEqual([]);
    const taken = await put(back, `/api/retention/quests/${quest.id}/activate`);
    expect(taken.statusCode).toBe(403);
    const spun = await t.app.inject({
      method: 'POST',
      url: `/api/retention/wheels/${wheel.id}/spin`,
      headers: auth(back.accessToken),
      payload: { idempotencyKey: randomUUID() },
    });
    expect(spun.statusCode).toBe(403);
    const granted = await office('POST', `/api/backoffice/retention/wheels/${wheel.id}/grants`, {
      playerId: player.id,
      spins: 1,
      note: 'test',
      requestId: randomUUID(),
    });
    expect(granted.statusCode).toBe(403);
    expect(await rewardTransfers(`quest:${run.id}:%`)).toEqual([]);
    const [stored] = await t.app.db
      .select()
      .from(retentionPlayerQuests)
      .where(eq(retentionPlayerQuests.id, run.id));
    expect(stored).toMatchObject({ status: 'active', progress: 0, rewardReference: null });
  });
});
