import {
  BonusCodeSchema,
  DepositBonusListSchema,
  PLAYER_BONUS_RESULT,
  PLAYER_BONUS_STATUS,
  type PlayerBonusDetails,
  PlayerBonusListSchema,
  SeamlessErrorSchema,
} from '@casino/contracts';
import { bonusDefinitions, ledgerTransfers } from '@casino/db';
import { GAME_TITLES } from '@casino/game-engine';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { betBody, launchReal, seamless } from '../../../test/factories/games.ts';
import {
  accountIn,
  cardEvent,
  createCardDeposit,
  postDeposit,
  postWebhook,
} from '../../../test/factories/payments.ts';
import {
  auth,
  loginAgain,
  registerPlayer,
  type TestPlayer,
} from '../../../test/factories/players.ts';
import { createTestClock } from '../../../test/fakes/clock.ts';
import { checkLedger } from '../wallet/service.ts';
import { expireDue } from './engine.ts';
import { createDefinition, publishDefinition } from './operator-service.ts';

const titleOf = (category: string, without?: string) =>
  GAME_TITLES.find(
    (t) => t.categories.includes(category) && !(without && t.categories.includes(without)),
  )!.identity;
const SLOT = titleOf('slots');
const TABLE = titleOf('table');
const INSTANT = titleOf('instant', 'table');

const DAY = 86_400_000;

describe.each(TEST_DATABASES)('bonuses on $name', (db) => {
  let t: TestApp;
  const clock = createTestClock();
  beforeAll(async () => {
    t = await buildTestApp(db, {}, { clock });
    // Test offers (USD is the base currency: amounts are exact cents). Granted at once (trigger 2).
    await t.app.db.insert(bonusDefinitions).values([
      {
        identity: 'test-fixed',
        name: 'Test 10 dollars',
        kind: 'fixed',
        state: 'published',
        amount: 1000,
        code: 'TESTFIXED',
        codeTrigger: 2,
        activationDays: 7,
        wageringMultiplier: 3,
        wageringDays: 7,
        contributions: { slots: 100, table: 10 },
        defaultContribution: 0,
        maxStake: 300,
        maxConversion: 800,
        cancelAfterWagering: true,
      },
      {
        identity: 'test-locked',
        name: 'No cancel once wagered',
        kind: 'fixed',
        state: 'published',
        amount: 1000,
        code: 'TESTLOCKED',
        codeTrigger: 2,
        activationDays: 7,
        wageringMultiplier: 3,
        wageringDays: 7,
        contributions: { slots: 100 },
        maxStake: 300,
        cancelAfterWagering: false,
      },
      {
        identity: 'test-big',
        name: 'Parallel',
        kind: 'fixed',
        state: 'published',
        amount: 1_000_000,
        code: 'TESTBIG',
        codeTrigger: 2,
        activationDays: 7,
        wageringMultiplier: 10,
        wageringDays: 7,
        contributions: { slots: 100 },
        cancelAfterWagering: true,
      },
    ]);
  });
  afterAll(() => t?.close());

  const get = (player: TestPlayer, url: string) =>
    t.app.inject({ url, headers: auth(player.accessToken) });
  const put = (player: TestPlayer, url: string) =>
    t.app.inject({ method: 'PUT', url, headers: auth(player.accessToken) });
  const applyCode = async (player: TestPlayer, bonusCode: string, trigger = 2) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/game/bonuses/bonuscodes',
      headers: auth(player.accessToken),
      payload: { bonusCode, trigger },
    });
    expect(res.statusCode, res.body).toBe(200);
    return BonusCodeSchema.parse(res.json());
  };
  const bonuses = async (player: TestPlayer, status = '') => {
    const res = await get(player, `/api/game/player-bonuses${status ? `?status=${status}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return PlayerBonusListSchema.parse(res.json()).items;
  };
  const onlyBonus = async (player: TestPlayer): Promise<PlayerBonusDetails> => {
    const [bonus] = await bonuses(player);
    return bonus!;
  };
  /** A card deposit with the given bonus choice, credited by the provider. */
  const deposit = async (player: TestPlayer, amount: number, bonusCode?: string) => {
    const res = await postDeposit(t.app, player, {
      amount,
      ...(bonusCode === undefined ? {} : { bonusCode }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { invoice } = res.json() as { invoice: { id: string; amount: number; currency: string } };
    const event = cardEvent(invoice, 'succeeded');
    expect((await postWebhook(t.app, 'sandbox-card', event)).json()).toEqual({ ok: true });
    return { invoice, event };
  };
  const money = async (player: TestPlayer) => {
    const account = await accountIn(t.app, player);
    return { real: account.realBalance, bonus: account.bonusBalance };
  };
  /** One closed round: a bet and its win (0 = lost). */
  const round = async (
    launch: { token: string; currency: string },
    game: string,
    stake: number,
    win: number,
  ) => {
    const bet = betBody(launch, game, stake);
    const placed = await seamless(t.app, 'bet', bet);
    expect(placed.statusCode, placed.body).toBe(200);
    const paid = await seamless(t.app, 'win', {
      ...bet,
      transactionId: `${bet.transactionId}-win`,
      amount: win,
      roundClosed: true,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return { bet, paid };
  };
  /** A player with `real` cents (deposited without a bonus) and the code's bonus active. */
  const playerWithBonus = async (real: number, code = 'TESTFIXED') => {
    const player = await registerPlayer(t.app);
    if (real > 0) await deposit(player, real, '');
    const applied = await applyCode(player, code);
    expect(applied.status).toBe(2);
    const launch = await launchReal(t.app, player, SLOT);
    return { player, launch };
  };
  const expectLedgerExact = async () => {
    const report = await checkLedger(t.app.db);
    expect(report.mismatches).toEqual([]);
  };

  it('wagers to the minor unit: real money first, wins split, contributions, max stake, conversion cap in one transfer', async () => {
    const { player, launch } = await playerWithBonus(200);
    expect(await money(player)).toEqual({ real: 200, bonus: 1000 });
    const active = await onlyBonus(player);
    expect(active).toMatchObject({
      status: PLAYER_BONUS_STATUS.activated,
      amount: 1000,
      wageringRequired: 3000,
      wagered: 0,
      maxStake: 300,
      maxConversion: 800,
    });

    // 300 on a slot: 200 real + 100 bonus; a win of 600 returns 400 real + 200 bonus.
    const first = await round(launch, SLOT, 300, 600);
    expect(await money(player)).toEqual({ real: 400, bonus: 1100 });
    expect((await onlyBonus(player)).wagered).toBe(300);
    // The same win again is a replay: nothing moves, wagering unchanged.
    const replay = await seamless(t.app, 'win', {
      ...first.bet,
      transactionId: `${first.bet.transactionId}-win`,
      amount: 600,
      roundClosed: true,
    });
    expect(replay.body).toBe(first.paid.body);
    expect((await onlyBonus(player)).wagered).toBe(300);

    // A table game counts 10 %, rounded down: 255 → 25; an instant game counts nothing.
    const table = await launchReal(t.app, player, TABLE);
    await round(table, TABLE, 255, 0);
    expect((await onlyBonus(player)).wagered).toBe(325);
    const instant = await launchReal(t.app, player, INSTANT);
    await round(instant, INSTANT, 100, 0);
    expect((await onlyBonus(player)).wagered).toBe(325);
    expect(await money(player)).toEqual({ real: 45, bonus: 1100 });

    // Above the maximum stake while wagering: refused by the seamless wallet, nothing moves.
    const refused = await seamless(t.app, 'bet', betBody(launch, SLOT, 301));
    expect(refused.statusCode).toBe(403);
    expect(SeamlessErrorSchema.parse(refused.json())).toMatchObject({
      reason: 'bonus_max_stake',
      maxStake: 300,
    });
    expect(await money(player)).toEqual({ real: 45, bonus: 1100 });

    // Seven slot rounds of 300 returning their stake: 325 + 2100 = 2425 < 3000.
    for (let i = 0; i < 7; i++) await round(launch, SLOT, 300, 300);
    expect(await onlyBonus(player)).toMatchObject({ wagered: 2425, status: 2 });
    expect(await money(player)).toEqual({ real: 45, bonus: 1100 });
    // Two more: 3025 ≥ 3000 → completed; 800 (the cap) becomes real money, 300 is removed.
    await round(launch, SLOT, 300, 300);
    expect((await onlyBonus(player)).status).toBe(2);
    await round(launch, SLOT, 300, 300);
    const done = await onlyBonus(player);
    expect(done).toMatchObject({
      status: PLAYER_BONUS_STATUS.finished,
      result: PLAYER_BONUS_RESULT.played,
      wagered: 3025,
      converted: 800,
    });
    expect(await money(player)).toEqual({ real: 845, bonus: 0 });
    const conversion = await t.app.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `bonus:${done.id}:%`));
    expect(conversion.map((row) => [row.code, Number(row.amount)]).sort()).toEqual([
      ['bonus_conversion', 800],
      ['bonus_forfeit', 300],
      ['bonus_grant', 1000],
    ]);
    // No more maximum stake once the bonus is over.
    await round(launch, SLOT, 500, 0);
    expect(await money(player)).toEqual({ real: 345, bonus: 0 });
    await expectLedgerExact();
  });

  it('cancel removes the bonus money and the wins on it, real money stays', async () => {
    const { player, launch } = await playerWithBonus(200);
    await round(launch, SLOT, 300, 600);
    expect(await money(player)).toEqual({ real: 400, bonus: 1100 });
    const bonus = await onlyBonus(player);
    const res = await put(player, `/api/game/player-bonuses/${bonus.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 3, result: PLAYER_BONUS_RESULT.canceled });
    expect(await money(player)).toEqual({ real: 400, bonus: 0 });
    expect((await put(player, `/api/game/player-bonuses/${bonus.id}/cancel`)).statusCode).toBe(409);
    await expectLedgerExact();
  });

  it('refuses to cancel once wagering started when the terms say so', async () => {
    const { player, launch } = await playerWithBonus(100, 'TESTLOCKED');
    const bonus = await onlyBonus(player);
    expect(bonus.canCancel).toBe(true);
    await round(launch, SLOT, 100, 0);
    expect((await onlyBonus(player)).canCancel).toBe(false);
    const res = await put(player, `/api/game/player-bonuses/${bonus.id}/cancel`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'cancel_not_allowed' } });
    expect(await money(player)).toEqual({ real: 0, bonus: 1000 });
  });

  it('finishes as lost when the bonus money runs out with no round open', async () => {
    const { player, launch } = await playerWithBonus(100);
    await round(launch, SLOT, 300, 0); // 100 real + 200 bonus
    await round(launch, SLOT, 300, 0);
    await round(launch, SLOT, 300, 0);
    // A round still open keeps it alive at zero.
    const open = betBody(launch, SLOT, 200);
    expect((await seamless(t.app, 'bet', open)).statusCode).toBe(200);
    expect(await money(player)).toEqual({ real: 0, bonus: 0 });
    expect((await onlyBonus(player)).status).toBe(2);
    await seamless(t.app, 'win', {
      ...open,
      transactionId: `${open.transactionId}-win`,
      amount: 0,
      roundClosed: true,
    });
    expect(await onlyBonus(player)).toMatchObject({ status: 3, result: PLAYER_BONUS_RESULT.lost });
    await expectLedgerExact();
  });

  it('grants the chosen welcome bonus on the first deposit once, and no bonus when "no bonus" is chosen', async () => {
    const player = await registerPlayer(t.app);
    const offers = await get(player, '/api/game/bonuses?currency=USD&amount=5000');
    expect(offers.statusCode, offers.body).toBe(200);
    const [welcome] = DepositBonusListSchema.parse(offers.json()).items;
    expect(welcome).toMatchObject({
      bonusCode: 'welcome-1',
      percent: 100,
      amount: 5000,
      maxAmount: 50_000,
      minDeposit: 2000,
      wageringMultiplier: 30,
      maxStake: 500,
      welcomeStep: 1,
    });
    const { invoice, event } = await deposit(player, 5000, welcome!.bonusCode);
    // The provider repeats its webhook: credited and granted once.
    await postWebhook(t.app, 'sandbox-card', event);
    await postWebhook(t.app, 'sandbox-card', cardEvent(invoice, 'succeeded'));
    expect(await money(player)).toEqual({ real: 5000, bonus: 5000 });
    expect(await onlyBonus(player)).toMatchObject({
      name: 'Welcome bonus: deposit 1',
      amount: 5000,
      status: 2,
      wageringRequired: 150_000,
    });
    // The next deposit offers step 2; choosing none gets none.
    const next = DepositBonusListSchema.parse(
      (await get(player, '/api/game/bonuses?currency=USD&amount=10000')).json(),
    ).items;
    expect(next.map((o) => [o.bonusCode, o.amount])).toEqual([['welcome-2', 5000]]);
    await deposit(player, 10_000, '');
    expect(await money(player)).toEqual({ real: 15_000, bonus: 5000 });
    // An offer that is not available now is refused, naming the field.
    const wrong = await postDeposit(t.app, player, { amount: 2000, bonusCode: 'welcome-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { fields: { bonusCode: expect.any(Array) } } });
    await expectLedgerExact();
  });

  it('applies a registration code at the first deposit; wrong and repeated codes get status 3 and 4', async () => {
    const player = await registerPlayer(t.app, { bonusCode: 'aurora' });
    const codes = await get(player, '/api/game/bonuses/bonuscodes?trigger=3');
    expect(codes.json()).toMatchObject({ items: [{ code: 'AURORA', status: 1, trigger: 3 }] });
    expect((await applyCode(player, 'NOPE')).status).toBe(3);
    expect((await applyCode(player, 'AURORA', 3)).status).toBe(4);
    await createCardDeposit(t.app, player, 1000); // not credited: no bonus yet
    await deposit(player, 6000);
    expect(await money(player)).toEqual({ real: 6000, bonus: 3000 });
    expect(await onlyBonus(player)).toMatchObject({ amount: 3000, wageringRequired: 30_000 });
    const used = await get(player, '/api/game/bonuses/bonuscodes?trigger=3');
    expect(used.json()).toMatchObject({ items: [{ code: 'AURORA', status: 2 }] });
  });

  it('keeps the ledger exact with 100 parallel bets on an active bonus', async () => {
    const { player, launch } = await playerWithBonus(0, 'TESTBIG');
    expect(await money(player)).toEqual({ real: 0, bonus: 1_000_000 });
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => round(launch, SLOT, 100 + i, i % 2 === 0 ? 0 : 150)),
    );
    expect(results).toHaveLength(100);
    const staked = Array.from({ length: 100 }, (_, i) => 100 + i).reduce((a, b) => a + b, 0);
    const won = 50 * 150;
    expect(await money(player)).toEqual({ real: 0, bonus: 1_000_000 - staked + won });
    expect((await onlyBonus(player)).wagered).toBe(staked);
    await expectLedgerExact();
  }, 180_000);

  it('expires: an issued bonus unused after its activation window, an active one after its wagering window (money removed)', async () => {
    const created = await playerWithBonus(200);
    let player = created.player;
    await round(created.launch, SLOT, 300, 600);
    // A second code while one is active stays issued.
    expect((await applyCode(player, 'TESTLOCKED')).status).toBe(2);
    const [issued, active] = await bonuses(player, '1,2');
    expect([issued!.status, active!.status]).toEqual([1, 2]);
    const busy = await put(player, `/api/game/player-bonuses/${issued!.id}/activate`);
    expect(busy.statusCode).toBe(409);

    clock.advance(8 * DAY);
    expect(await expireDue(t.app.bonuses)).toBeGreaterThanOrEqual(2);
    player = await loginAgain(t.app, player);
    const after = await bonuses(player, '3');
    expect(after.find((b) => b.id === issued!.id)).toMatchObject({
      result: PLAYER_BONUS_RESULT.unused,
    });
    expect(after.find((b) => b.id === active!.id)).toMatchObject({
      result: PLAYER_BONUS_RESULT.expired,
    });
    expect(await money(player)).toEqual({ real: 400, bonus: 0 });
    expect(await bonuses(player, '1,2')).toEqual([]);
    await expectLedgerExact();
  });
});

describe('bonuses under a jurisdiction cap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(TEST_DATABASES[0]!, { BONUS_MAX_WAGERING_MULTIPLIER: 10 });
  });
  afterAll(() => t?.close());

  it('offers and grants nothing above the cap (the 30× welcome bonus), the 10× code still', async () => {
    const player = await registerPlayer(t.app);
    const offers = await t.app.inject({
      url: '/api/game/bonuses?currency=USD&amount=5000',
      headers: auth(player.accessToken),
    });
    expect(DepositBonusListSchema.parse(offers.json()).items).toEqual([]);
    const refused = await postDeposit(t.app, player, { amount: 5000, bonusCode: 'welcome-1' });
    expect(refused.statusCode).toBe(400);
    const [aurora] = await t.app.db
      .select()
      .from(bonusDefinitions)
      .where(eq(bonusDefinitions.identity, 'aurora-reload'));
    expect(aurora!.wageringMultiplier).toBe(10);
    const code = await t.app.inject({
      method: 'POST',
      url: '/api/game/bonuses/bonuscodes',
      headers: auth(player.accessToken),
      payload: { bonusCode: 'AURORA', trigger: 3 },
    });
    expect(code.json()).toMatchObject({ status: 1 });
  });

  it('refuses to publish an offer above the cap; one within it goes on offer', async () => {
    const terms = {
      name: 'Reload',
      kind: 'deposit_match' as const,
      percent: 50,
      amount: 10_000,
      minDeposit: 1000,
      currencies: [],
      countries: [],
      welcomeStep: null,
      codeTrigger: 3,
      codeMultiUse: true,
      activationDays: 7,
      wageringDays: 7,
      contributions: { slots: 100 },
      defaultContribution: 0,
      maxStake: null,
      maxConversion: null,
      cancelAfterWagering: true,
    };
    const above = await createDefinition(t.app.bonuses, {
      ...terms,
      identity: 'reload-30',
      code: 'reload30',
      wageringMultiplier: 30,
    });
    expect(above.ok && above.value.state).toBe('draft');
    const refused = await publishDefinition(t.app.bonuses, above.ok ? above.value.id : '');
    expect(refused).toMatchObject({ ok: false, error: { kind: 'wagering_cap', cap: 10 } });
    const clash = await createDefinition(t.app.bonuses, {
      ...terms,
      identity: 'reload-10',
      code: 'RELOAD30',
      wageringMultiplier: 10,
    });
    expect(clash).toMatchObject({ ok: false, error: { fields: { code: expect.any(Array) } } });
    const within = await createDefinition(t.app.bonuses, {
      ...terms,
      identity: 'reload-10',
      code: 'reload10',
      wageringMultiplier: 10,
    });
    const published = await publishDefinition(t.app.bonuses, within.ok ? within.value.id : '');
    expect(published.ok && published.value.after.state).toBe('published');
    const player = await registerPlayer(t.app);
    const code = await t.app.inject({
      method: 'POST',
      url: '/api/game/bonuses/bonuscodes',
      headers: auth(player.accessToken),
      payload: { bonusCode: 'RELOAD10', trigger: 3 },
    });
    expect(code.json()).toMatchObject({ code: 'RELOAD10', status: 1 });
    const refusedCode = await t.app.inject({
      method: 'POST',
      url: '/api/game/bonuses/bonuscodes',
      headers: auth(player.accessToken),
      payload: { bonusCode: 'RELOAD30', trigger: 3 },
    });
    expect(refusedCode.json()).toMatchObject({ status: 3 });
  });
});
