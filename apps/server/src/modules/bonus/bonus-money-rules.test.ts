import {
  BonusCodeSchema,
  INVOICE_STATUS,
  PLAYER_BONUS_RESULT,
  PLAYER_BONUS_STATUS,
  PlayerBonusListSchema,
} from '@casino/contracts';
import { bonusDefinitions, ledgerTransfers } from '@casino/db';
import { GAME_TITLES } from '@casino/game-engine';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { betBody, launchReal, seamless } from '../../../test/factories/games.ts';
import {
  accountIn,
  cardEvent,
  postDeposit,
  postWebhook,
  postWithdrawal,
} from '../../../test/factories/payments.ts';
import {
  auth,
  confirmEmailOf,
  errorOf,
  registerPlayer,
  type TestPlayer,
} from '../../../test/factories/players.ts';
import { checkLedger } from '../wallet/service.ts';

const SLOT = GAME_TITLES.find((t) => t.categories.includes('slots'))!.identity;

// Issue 27: bonus money staked under one bonus never ends up in another bonus's balance.
describe.each(TEST_DATABASES)('bonus money of a cancelled bonus on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db);
    const offer = {
      kind: 'fixed' as const,
      state: 'published' as const,
      amount: 1000,
      codeTrigger: 2,
      activationDays: 7,
      wageringDays: 7,
      contributions: { slots: 100 },
      defaultContribution: 0,
      cancelAfterWagering: true,
    };
    await t.app.db.insert(bonusDefinitions).values([
      { ...offer, identity: 'rb-first', name: 'First', code: 'RBFIRST', wageringMultiplier: 3 },
      { ...offer, identity: 'rb-next', name: 'Next', code: 'RBNEXT', wageringMultiplier: 1 },
    ]);
  });
  afterAll(() => t?.close());

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
  const bonuses = async (player: TestPlayer) => {
    const res = await t.app.inject({
      url: '/api/game/player-bonuses',
      headers: auth(player.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    return PlayerBonusListSchema.parse(res.json()).items;
  };
  const cancel = async (player: TestPlayer, id: string) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/game/player-bonuses/${id}/cancel`,
      headers: auth(player.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const money = async (player: TestPlayer) => {
    const account = await accountIn(t.app, player);
    return { real: account.realBalance, bonus: account.bonusBalance };
  };
  const rollbackOf = (bet: ReturnType<typeof betBody>) => {
    const { amount: _a, currency: _c, ...body } = bet;
    return {
      ...body,
      transactionId: `${bet.transactionId}-rb`,
      referenceTransactionId: bet.transactionId,
    };
  };
  const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
    const reply = await res;
    expect(reply.statusCode, reply.body).toBe(200);
  };
  /** A player without real money, the first bonus active, and 300 of it staked in an open round. */
  const stakedThenCancelled = async () => {
    const player = await registerPlayer(t.app);
    expect((await applyCode(player, 'RBFIRST')).status).toBe(2);
    const launch = await launchReal(t.app, player, SLOT);
    const bet = betBody(launch, SLOT, 300);
    await ok(seamless(t.app, 'bet', bet));
    const [first] = await bonuses(player);
    await cancel(player, first!.id);
    expect(await money(player)).toEqual({ real: 0, bonus: 0 });
    return { player, launch, bet, first: first! };
  };
  const expectLedgerExact = async () => {
    expect((await checkLedger(t.app.db)).mismatches).toEqual([]);
  };

  it('forfeits the bonus part of a rollback that arrives after the bonus was cancelled; the next bonus converts only its own money', async () => {
    const { player, launch, bet, first } = await stakedThenCancelled();
    await ok(seamless(t.app, 'rollback', rollbackOf(bet)));
    // The stake was bonus money of a cancelled bonus: it goes where that bonus's money went.
    expect(await money(player)).toEqual({ real: 0, bonus: 0 });
    const forfeits = await t.app.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `bonus:${first.id}:forfeit%`));
    expect(forfeits.map((f) => Number(f.amount)).sort((a, b) => a - b)).toEqual([300, 700]);

    // The next bonus is wagered to the end: it converts its own 1000, not a cent more.
    expect((await applyCode(player, 'RBNEXT')).status).toBe(2);
    expect(await money(player)).toEqual({ real: 0, bonus: 1000 });
    const round = betBody(launch, SLOT, 1000);
    await ok(seamless(t.app, 'bet', round));
    await ok(
      seamless(t.app, 'win', {
        ...round,
        transactionId: `${round.transactionId}-win`,
        amount: 1000,
        roundClosed: true,
      }),
    );
    const next = (await bonuses(player)).find((b) => b.id !== first.id)!;
    expect(next).toMatchObject({ result: PLAYER_BONUS_RESULT.played, converted: 1000 });
    expect(await money(player)).toEqual({ real: 1000, bonus: 0 });
    await expectLedgerExact();
  });

  it('does not put a cancelled bonus stake rolled back into the next, already active bonus', async () => {
    const { player, bet } = await stakedThenCancelled();
    expect((await applyCode(player, 'RBNEXT')).status).toBe(2);
    expect(await money(player)).toEqual({ real: 0, bonus: 1000 });
    await ok(seamless(t.app, 'rollback', rollbackOf(bet)));
    expect(await money(player)).toEqual({ real: 0, bonus: 1000 });
    await expectLedgerExact();
  });

  it('removes the bonus part of a win on a cancelled bonus at once, without waiting for the round to close', async () => {
    const { player, bet } = await stakedThenCancelled();
    await ok(
      seamless(t.app, 'win', {
        ...bet,
        transactionId: `${bet.transactionId}-win`,
        amount: 500,
        roundClosed: false,
      }),
    );
    expect(await money(player)).toEqual({ real: 0, bonus: 0 });
    await expectLedgerExact();
  });

  it('still returns a rolled-back stake to the bonus it was staked from while that bonus is active', async () => {
    const player = await registerPlayer(t.app);
    expect((await applyCode(player, 'RBFIRST')).status).toBe(2);
    const launch = await launchReal(t.app, player, SLOT);
    const bet = betBody(launch, SLOT, 300);
    await ok(seamless(t.app, 'bet', bet));
    expect(await money(player)).toEqual({ real: 0, bonus: 700 });
    await ok(seamless(t.app, 'rollback', rollbackOf(bet)));
    expect(await money(player)).toEqual({ real: 0, bonus: 1000 });
    await expectLedgerExact();
  });

  // Issue 27: the deposit behind an active bonus is not withdrawn while the bonus plays on.
  describe('a withdrawal while a bonus is active', () => {
    /** A player whose 50.00 deposit took the 100 % welcome match (50.00 bonus, active). */
    const matchedDeposit = async () => {
      const player = await registerPlayer(t.app);
      await confirmEmailOf(t.app, player);
      const res = await postDeposit(t.app, player, { amount: 5000, bonusCode: 'welcome-1' });
      expect(res.statusCode, res.body).toBe(200);
      const { invoice } = res.json() as {
        invoice: { id: string; amount: number; currency: string };
      };
      await postWebhook(t.app, 'sandbox-card', cardEvent(invoice, 'succeeded'));
      expect(await money(player)).toEqual({ real: 5000, bonus: 5000 });
      return player;
    };
    const invoices = async (player: TestPlayer) => {
      const res = await t.app.inject({
        url: '/api/payment/invoices?type=withdrawal',
        headers: auth(player.accessToken),
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { items: { status: number; amount: number }[] }).items;
    };

    it('is refused until the player agrees to forfeit the bonus, changing nothing', async () => {
      const player = await matchedDeposit();
      const res = await postWithdrawal(t.app, player, { amount: 5000 });
      expect(res.statusCode, res.body).toBe(422);
      expect(errorOf(res)).toMatchObject({
        code: 'bonus_forfeit_required',
        fields: { forfeitBonus: [expect.any(String)] },
      });
      expect(await money(player)).toEqual({ real: 5000, bonus: 5000 });
      expect((await bonuses(player))[0]).toMatchObject({ status: PLAYER_BONUS_STATUS.activated });
      expect(await invoices(player)).toEqual([]);
    });

    it('with consent, forfeits the bonus and its winnings and reserves the deposit', async () => {
      const player = await matchedDeposit();
      const res = await postWithdrawal(t.app, player, { amount: 5000, forfeitBonus: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(await invoices(player)).toEqual([
        expect.objectContaining({ status: INVOICE_STATUS.pending, amount: 5000 }),
      ]);
      expect(await money(player)).toEqual({ real: 0, bonus: 0 });
      expect((await bonuses(player))[0]).toMatchObject({
        status: PLAYER_BONUS_STATUS.finished,
        result: PLAYER_BONUS_RESULT.canceled,
      });
      await expectLedgerExact();
    });

    it('keeps the bonus when the withdrawal itself is refused', async () => {
      const player = await matchedDeposit();
      const res = await postWithdrawal(t.app, player, { amount: 5001, forfeitBonus: true });
      expect(res.statusCode, res.body).toBe(422);
      expect(errorOf(res)).toMatchObject({ code: 'insufficient_funds' });
      expect(await money(player)).toEqual({ real: 5000, bonus: 5000 });
      expect((await bonuses(player))[0]).toMatchObject({ status: PLAYER_BONUS_STATUS.activated });
    });
  });
});
