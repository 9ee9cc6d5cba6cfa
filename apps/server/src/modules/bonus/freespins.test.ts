import { randomUUID } from 'node:crypto';
import {
  BonusCodeSchema,
  DepositBonusListSchema,
  PLAYER_BONUS_STATUS,
  PLAYER_FREESPIN_RESULT,
  PLAYER_FREESPIN_STATUS,
  PlayerBonusListSchema,
  PlayerFreespinListSchema,
  PlayerFreespinSchema,
} from '@casino/contracts';
import {
  bonusDefinitions,
  ledgerTransfers,
  playerFreespinEvents,
  playerFreespins,
  providerFreeRounds,
  seamlessFlags,
} from '@casino/db';
import { GAME_TITLES } from '@casino/game-engine';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { launchReal, seamless } from '../../../test/factories/games.ts';
import {
  accountIn,
  cardEvent,
  cryptoEvent,
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
import { expireDueFreespins } from './freespins.ts';

const GAME = 'fruit-fiesta';
const DAY = 86_400_000;

const spinsOffer = (identity: string, code: string, extra: object = {}) => ({
  identity,
  name: identity,
  kind: 'free_spins' as const,
  state: 'published' as const,
  amount: 20,
  code,
  codeTrigger: 2,
  activationDays: 7,
  wageringMultiplier: 3,
  wageringDays: 7,
  contributions: { slots: 100 },
  defaultContribution: 0,
  cancelAfterWagering: true,
  freeSpinGame: GAME,
  freeSpinCount: 30,
  ...extra,
});

/**
 * Free spins end to end over real HTTP: the casino grants free rounds at the built-in
 * provider (signed), the player plays them in the game without a stake, the provider reports
 * the total win and the casino pays it once, as bonus money with wagering or as real money.
 */
describe.each(TEST_DATABASES)('free spins on $name', (db) => {
  let t: TestApp;
  const clock = createTestClock();
  beforeAll(async () => {
    t = await buildTestApp(db, {}, { clock });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    await t.app.db.insert(bonusDefinitions).values([
      spinsOffer('test-spins-bonus', 'TESTSPINS'),
      spinsOffer('test-spins-real', 'TESTSPINSREAL', { freeSpinWinsReal: true }),
      spinsOffer('test-spins-gb', 'TESTSPINSGB', { countries: ['GB'] }),
      spinsOffer('test-spins-capped', 'TESTSPINSCAP', {
        freeSpinWinsReal: true,
        maxConversion: 500,
      }),
    ]);
  });
  afterAll(() => t?.close());

  const put = (player: TestPlayer, url: string) =>
    t.app.inject({ method: 'PUT', url, headers: auth(player.accessToken) });
  const applyCode = async (player: TestPlayer, bonusCode: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/game/bonuses/bonuscodes',
      headers: auth(player.accessToken),
      payload: { bonusCode, trigger: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return BonusCodeSchema.parse(res.json());
  };
  const freespins = async (player: TestPlayer) => {
    const res = await t.app.inject({
      url: '/api/game/player-freespins',
      headers: auth(player.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    return PlayerFreespinListSchema.parse(res.json()).items;
  };
  /** The list as the site asks for it: `?status[]=1&status[]=2` (bracket form), or repeated keys. */
  const freespinsWith = async (player: TestPlayer, search: string) => {
    const res = await t.app.inject({
      url: `/api/game/player-freespins?${search}`,
      headers: auth(player.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    return PlayerFreespinListSchema.parse(res.json()).items;
  };
  const bonuses = async (player: TestPlayer) => {
    const res = await t.app.inject({
      url: '/api/game/player-bonuses',
      headers: auth(player.accessToken),
    });
    return PlayerBonusListSchema.parse(res.json()).items;
  };
  const deposit = async (player: TestPlayer, amount: number, bonusCode: string) => {
    const res = await postDeposit(t.app, player, { amount, bonusCode });
    expect(res.statusCode, res.body).toBe(200);
    const { invoice } = res.json() as { invoice: { id: string; amount: number; currency: string } };
    expect(
      (await postWebhook(t.app, 'sandbox-card', cardEvent(invoice, 'succeeded'))).json(),
    ).toEqual({ ok: true });
  };
  const money = async (player: TestPlayer) => {
    const account = await accountIn(t.app, player);
    return { real: account.realBalance, bonus: account.bonusBalance };
  };
  const activate = async (player: TestPlayer, id: string) => {
    const res = await put(player, `/api/game/player-freespins/${id}/activate`);
    expect(res.statusCode, res.body).toBe(200);
    return PlayerFreespinSchema.parse(res.json());
  };
  const launchRes = (player: TestPlayer, identity: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/game/games/${identity}/play`,
      headers: auth(player.accessToken),
      payload: { real: true, locale: 'en' },
    });
  /** Opens the game from a real launch: the provider's session. */
  const openGame = async (player: TestPlayer) => {
    const launch = await launchReal(t.app, player, GAME);
    const res = await t.app.inject({
      method: 'POST',
      url: '/provider/api/sessions',
      payload: { identity: GAME, mode: 'real', token: launch.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      sessionId: string;
      balance: number;
      freeRounds?: { remaining: number; count: number; stake: number; totalWin: number };
    };
  };
  const spin = async (sessionId: string, stake = 100) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/provider/api/sessions/${sessionId}/rounds`,
      payload: { stake, bet: { kind: 'slot' }, requestId: randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      round: { stake: number; win: number };
      balance: number;
      freeRounds?: { remaining: number; totalWin: number };
    };
  };
  /** Plays `count` rounds; answers the sum of their wins and the last answer. */
  const playAll = async (sessionId: string, count: number) => {
    let won = 0;
    let last: Awaited<ReturnType<typeof spin>> | null = null;
    for (let i = 0; i < count; i++) {
      last = await spin(sessionId);
      expect(last.round.stake).toBe(20);
      won += last.round.win;
    }
    return { won, last: last! };
  };
  /** A player with $100 real money (no bonus) and the code's free spins activated. */
  const playerWithSpins = async (code: string) => {
    const player = await registerPlayer(t.app);
    await deposit(player, 10_000, '');
    expect((await applyCode(player, code)).status).toBe(2);
    const [issued] = await freespins(player);
    expect(issued).toMatchObject({
      count: 30,
      gameId: GAME,
      currency: 'USD',
      status: PLAYER_FREESPIN_STATUS.issued,
    });
    expect((await activate(player, issued!.id)).status).toBe(PLAYER_FREESPIN_STATUS.activated);
    return { player, id: issued!.id };
  };
  const expectLedgerExact = async () => {
    expect((await checkLedger(t.app.db)).mismatches).toEqual([]);
  };

  it('free-spin wins land as bonus money with the offer wagering, paid once', async () => {
    const { player, id } = await playerWithSpins('TESTSPINS');
    const session = await openGame(player);
    expect(session.freeRounds).toEqual({ remaining: 30, count: 30, stake: 20, totalWin: 0 });

    const { won, last } = await playAll(session.sessionId, 30);
    // Nothing was staked: real money never moved.
    expect(last.freeRounds).toMatchObject({ remaining: 0, totalWin: won });
    expect(won).toBeGreaterThan(0);
    expect(await money(player)).toEqual({ real: 10_000, bonus: won });
    expect(last.balance).toBe(10_000 + won);
    const [finished] = await freespins(player);
    expect(finished).toMatchObject({
      id,
      status: PLAYER_FREESPIN_STATUS.finished,
      result: PLAYER_FREESPIN_RESULT.played,
    });
    const [bonus] = await bonuses(player);
    expect(bonus).toMatchObject({
      amount: won,
      status: PLAYER_BONUS_STATUS.activated,
      wageringRequired: won * 3,
      wagered: 0,
    });

    // The provider's report again (a retry): answered, nothing paid twice.
    const again = await seamless(t.app, 'free-rounds', {
      reference: id,
      gameIdentity: GAME,
      currency: 'USD',
      played: 30,
      totalWin: won,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ balance: 10_000 + won, currency: 'USD' });
    expect(await money(player)).toEqual({ real: 10_000, bonus: won });
    expect(await bonuses(player)).toHaveLength(1);

    // The next session plays paid rounds again.
    expect((await openGame(player)).freeRounds).toBeUndefined();
    const kinds = await t.app.db
      .select({ kind: playerFreespinEvents.kind, amount: playerFreespinEvents.amount })
      .from(playerFreespinEvents)
      .where(eq(playerFreespinEvents.playerFreespinId, id));
    expect(kinds).toEqual([
      { kind: 'issued', amount: 30 },
      { kind: 'activated', amount: 30 },
      { kind: 'won:bonus', amount: won },
      { kind: 'finished:played', amount: 0 },
    ]);
    await expectLedgerExact();
  });

  it('free-spin wins are real money when the offer says so', async () => {
    const { player, id } = await playerWithSpins('TESTSPINSREAL');
    const session = await openGame(player);
    const { won } = await playAll(session.sessionId, 30);
    expect(await money(player)).toEqual({ real: 10_000 + won, bonus: 0 });
    expect(await bonuses(player)).toEqual([]);
    const transfers = await t.app.db
      .select({ code: ledgerTransfers.code })
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `freespins:${id}:%`));
    expect(transfers).toEqual(won > 0 ? [{ code: 'freespin_win' }] : []);
    await expectLedgerExact();
  });

  it('cancelled free spins stop at the provider and pay nothing, even when reported', async () => {
    const { player, id } = await playerWithSpins('TESTSPINS');
    const session = await openGame(player);
    await playAll(session.sessionId, 2);
    const res = await put(player, `/api/game/player-freespins/${id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: PLAYER_FREESPIN_STATUS.finished,
      result: PLAYER_FREESPIN_RESULT.canceled,
    });
    const [grant] = await t.app.db
      .select()
      .from(providerFreeRounds)
      .where(eq(providerFreeRounds.reference, id));
    expect(grant).toMatchObject({ status: 'canceled', played: 2 });
    // The game now plays paid rounds at the chosen stake.
    const paid = await spin(session.sessionId, 100);
    expect(paid.round.stake).toBe(100);
    expect(paid.freeRounds).toBeUndefined();
    // A (forged or late) report for the cancelled grant pays nothing.
    const before = await money(player);
    const late = await seamless(t.app, 'free-rounds', {
      reference: id,
      gameIdentity: GAME,
      currency: 'USD',
      played: 30,
      totalWin: 5000,
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(await money(player)).toEqual(before);
    expect(await bonuses(player)).toEqual([]);
    await expectLedgerExact();
  });

  it('expire: issued ones unused after the activation window, active ones expired at the provider', async () => {
    let player = await registerPlayer(t.app);
    await deposit(player, 10_000, '');
    await applyCode(player, 'TESTSPINS');
    await applyCode(player, 'TESTSPINSREAL');
    const [real, bonus] = await freespins(player);
    await activate(player, real!.id);
    clock.advance(8 * DAY);
    expect(await expireDueFreespins(t.app.bonuses)).toBeGreaterThanOrEqual(2);
    player = await loginAgain(t.app, player);
    const byId = new Map((await freespins(player)).map((f) => [f.id, f]));
    expect(byId.get(bonus!.id)).toMatchObject({ status: 3, result: PLAYER_FREESPIN_RESULT.unused });
    expect(byId.get(real!.id)).toMatchObject({ status: 3, result: PLAYER_FREESPIN_RESULT.expired });
    // The site lists statuses 1 and 2 only: finished spins are not offered as playable.
    for (const search of [
      'status%5B%5D=1&status%5B%5D=2',
      'status[]=1&status[]=2',
      'status=1&status=2',
    ]) {
      expect(await freespinsWith(player, search), search).toEqual([]);
    }
    await applyCode(player, 'TESTSPINSCAP');
    for (const search of ['status%5B%5D=1&status%5B%5D=2', 'status=1&status=2', 'status[]=1']) {
      expect(
        (await freespinsWith(player, search)).map((f) => f.status),
        search,
      ).toEqual([1]);
    }
    const [grant] = await t.app.db
      .select()
      .from(providerFreeRounds)
      .where(eq(providerFreeRounds.reference, real!.id));
    expect(grant?.status).toBe('canceled');
    clock.advance(-8 * DAY);
  });

  it('excluding yourself cancels the free spins waiting to be played (issue 29)', async () => {
    const player = await registerPlayer(t.app);
    await deposit(player, 10_000, '');
    await applyCode(player, 'TESTSPINS');
    const [issued] = await freespins(player);
    expect(issued?.status).toBe(PLAYER_FREESPIN_STATUS.issued);
    const excluded = await t.app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: auth(player.accessToken),
      payload: { action: 'exclude', definition: 4, periodId: 'forever' },
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    // The player can no longer sign in: the rows tell.
    const [row] = await t.app.db
      .select()
      .from(playerFreespins)
      .where(eq(playerFreespins.id, issued!.id));
    expect(row).toMatchObject({
      status: PLAYER_FREESPIN_STATUS.finished,
      result: PLAYER_FREESPIN_RESULT.canceled,
    });
  });

  it('an offer limited to other countries is neither offered nor granted', async () => {
    const player = await registerPlayer(t.app);
    await deposit(player, 10_000, '');
    expect((await applyCode(player, 'TESTSPINSGB')).status).toBe(4);
    expect(await freespins(player)).toEqual([]);
  });

  it('the welcome deposit brings the package bonus and its 50 free spins', async () => {
    const player = await registerPlayer(t.app);
    await deposit(player, 5_000, 'welcome-1');
    expect(await money(player)).toEqual({ real: 5_000, bonus: 5_000 });
    const [spins] = await freespins(player);
    expect(spins).toMatchObject({ count: 50, gameId: GAME, status: PLAYER_FREESPIN_STATUS.issued });
  });
  it('a crypto deposit takes the bonus chosen with its address, free spins included', async () => {
    const player = await registerPlayer(t.app, { currency: 'ETH' });
    const listed = await t.app.inject({
      url: '/api/game/bonuses?currency=ETH&amount=100000000',
      headers: auth(player.accessToken),
    });
    const [welcome] = DepositBonusListSchema.parse(listed.json()).items;
    expect(welcome).toMatchObject({
      bonusCode: 'welcome-1',
      welcomeStep: 1,
      activationDays: 30,
      freeSpins: { count: 50, gameId: GAME },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/invoices/deposit',
      headers: auth(player.accessToken),
      payload: {
        method: 'sandbox-crypto',
        currency: 'ETH',
        idempotencyKey: randomUUID(),
        bonusCode: 'welcome-1',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { address } = res.json().crypto as { address: string };
    const tx = { txid: 'c3'.repeat(32), address, currency: 'ETH', amount: 100_000_000 };
    for (const confirmations of [0, 12]) {
      const hook = await postWebhook(
        t.app,
        'sandbox-crypto',
        cryptoEvent({ ...tx, confirmations }),
      );
      expect(hook.statusCode, hook.body).toBe(200);
    }
    expect(await bonuses(player)).toEqual([
      expect.objectContaining({
        amount: welcome!.amount,
        currency: 'ETH',
        status: PLAYER_BONUS_STATUS.activated,
      }),
    ]);
    expect(await freespins(player)).toEqual([
      expect.objectContaining({ currency: 'ETH', count: 50, stake: welcome!.freeSpins!.stake }),
    ]);
    await expectLedgerExact();
  });
  it('free spins open their game on an empty account; other games still need money', async () => {
    const player = await registerPlayer(t.app);
    const broke = await launchRes(player, 'lucky-clover');
    expect(broke.statusCode).toBe(422);
    const spins = await applyCode(player, 'TESTSPINS');
    expect(spins.status).toBe(2);
    expect((await launchRes(player, 'lucky-clover')).statusCode).toBe(422);
    const [issued] = await freespins(player);
    await activate(player, issued!.id);
    const session = await openGame(player);
    expect(session.balance).toBe(0);
    const { won } = await playAll(session.sessionId, 30);
    expect(await money(player)).toEqual({ real: 0, bonus: won });
  });

  // Issue 27: a provider's report is paid no more than the game could have paid.
  const MAX_WIN = GAME_TITLES.find((title) => title.identity === GAME)!.maxWinMultiplier;
  const report = (reference: string, played: number, totalWin: number) =>
    seamless(t.app, 'free-rounds', {
      reference,
      gameIdentity: GAME,
      currency: 'USD',
      played,
      totalWin,
    });
  const flagsOf = (reference: string) =>
    t.app.db
      .select()
      .from(seamlessFlags)
      .where(eq(seamlessFlags.transactionId, `free-rounds:${reference}`));

  it("clips a free-round report above the game's maximum per spin × spins and flags it", async () => {
    const { player, id } = await playerWithSpins('TESTSPINSREAL');
    // 30 spins at 0.20 "won" 10,000,000.00; the report also claims more spins than granted.
    const res = await report(id, 500, 1_000_000_000);
    expect(res.statusCode, res.body).toBe(200);
    const cap = Math.ceil(20 * MAX_WIN) * 30;
    expect(cap).toBeLessThan(1_000_000_000);
    expect(await money(player)).toEqual({ real: 10_000 + cap, bonus: 0 });
    expect(res.json()).toMatchObject({ balance: 10_000 + cap });
    const [finished] = await freespins(player);
    expect(finished).toMatchObject({ id, result: PLAYER_FREESPIN_RESULT.played, totalWin: cap });
    const flags = await flagsOf(id);
    expect(flags.map((f) => [f.reason, Number(f.amount), Number(f.allowed)])).toEqual([
      ['free_rounds_above_maximum', 1_000_000_000, cap],
    ]);
    // A retry of the same report pays nothing more.
    expect((await report(id, 500, 1_000_000_000)).statusCode).toBe(200);
    expect(await money(player)).toEqual({ real: 10_000 + cap, bonus: 0 });
    await expectLedgerExact();
  });

  it('clips free-round bonus money to what the spins played could have won', async () => {
    const { player, id } = await playerWithSpins('TESTSPINS');
    const cap = Math.ceil(20 * MAX_WIN) * 10;
    expect((await report(id, 10, cap + 1)).statusCode).toBe(200);
    expect(await money(player)).toEqual({ real: 10_000, bonus: cap });
    expect((await bonuses(player))[0]).toMatchObject({ amount: cap, wageringRequired: cap * 3 });
    expect(await flagsOf(id)).toHaveLength(1);
    await expectLedgerExact();
  });

  it("pays real free-spin wins up to the offer's maximum cash-out", async () => {
    const { player, id } = await playerWithSpins('TESTSPINSCAP');
    expect((await report(id, 30, 3000)).statusCode).toBe(200);
    expect(await money(player)).toEqual({ real: 10_500, bonus: 0 });
    const [finished] = await freespins(player);
    expect(finished).toMatchObject({ totalWin: 500 });
    await expectLedgerExact();
  });

  it('pays a report within both caps in full, unflagged', async () => {
    const { player, id } = await playerWithSpins('TESTSPINSREAL');
    expect((await report(id, 30, 1234)).statusCode).toBe(200);
    expect(await money(player)).toEqual({ real: 11_234, bonus: 0 });
    expect(await flagsOf(id)).toEqual([]);
  });
});
