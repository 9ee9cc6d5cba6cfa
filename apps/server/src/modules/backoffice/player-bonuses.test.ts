import { PLAYER_BONUS_RESULT, PLAYER_BONUS_STATUS } from '@casino/contracts';
import { supportApi } from '@casino/contracts/api';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { bonusDefinitions } from '@casino/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { CSRF, type SignedIn, signIn } from '../../../test/factories/operators.ts';
import {
  accountIn,
  cardEvent,
  postDeposit,
  postWebhook,
} from '../../../test/factories/payments.ts';
import { auth, registerPlayer, type TestPlayer } from '../../../test/factories/players.ts';
import { checkLedger } from '../wallet/service.ts';

/**
 * The player card's bonuses and chat: who may read them, an operator's cancel (audited, bonus
 * money out to the minor unit, real money kept) and the player's conversations.
 */
describe.each(TEST_DATABASES)('player card bonuses and chat ($name)', (database) => {
  let t: TestApp;
  const ops = {} as Record<'admin' | 'marketing' | 'support' | 'payments', SignedIn>;
  beforeAll(async () => {
    t = await buildTestApp(database);
    await t.app.db.insert(bonusDefinitions).values({
      identity: 'card-fixed',
      name: 'Card 10 dollars',
      kind: 'fixed',
      state: 'published',
      amount: 1000,
      code: 'CARDFIXED',
      codeTrigger: 2,
      activationDays: 7,
      wageringMultiplier: 3,
      wageringDays: 7,
      contributions: { slots: 100 },
      defaultContribution: 0,
      maxStake: 300,
      maxConversion: 800,
      cancelAfterWagering: false,
    });
    for (const role of ['admin', 'marketing', 'support', 'payments'] as const) {
      ops[role] = await signIn(t.app, role);
    }
  });
  afterAll(() => t?.close());

  const as = (who: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: who.cookie, ...CSRF },
      ...(payload ? { payload } : {}),
    });
  const bonusesUrl = (playerId: string) =>
    backofficeApi.listPlayerBonuses.path.replace(':id', playerId);
  const cancelUrl = (playerId: string, bonusId: string) =>
    backofficeApi.cancelPlayerBonus.path.replace(':id', playerId).replace(':bonusId', bonusId);
  const money = async (player: TestPlayer) => {
    const account = await accountIn(t.app, player);
    return { real: account.realBalance, bonus: account.bonusBalance };
  };

  /** A player with 500 real cents deposited and the 10 dollars bonus active. */
  async function playerWithBonus() {
    const player = await registerPlayer(t.app);
    const res = await postDeposit(t.app, player, { amount: 500, bonusCode: '' });
    expect(res.statusCode, res.body).toBe(200);
    const event = cardEvent(res.json().invoice, 'succeeded');
    expect((await postWebhook(t.app, 'sandbox-card', event)).json()).toEqual({ ok: true });
    const code = await t.app.inject({
      method: 'POST',
      url: '/api/game/bonuses/bonuscodes',
      headers: auth(player.accessToken),
      payload: { bonusCode: 'CARDFIXED', trigger: 2 },
    });
    expect(code.statusCode, code.body).toBe(200);
    return player;
  }

  it('lists the bonuses to admin, marketing and support, not to payments', async () => {
    const player = await playerWithBonus();
    for (const role of ['admin', 'marketing', 'support'] as const) {
      const res = await as(ops[role], 'GET', bonusesUrl(player.id));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().bonuses).toEqual([
        expect.objectContaining({
          name: 'Card 10 dollars',
          currency: 'USD',
          amount: 1000,
          status: PLAYER_BONUS_STATUS.activated,
          wagered: 0,
          wageringRequired: 3000,
        }),
      ]);
      expect(res.json().freespins).toEqual([]);
    }
    expect((await as(ops.payments, 'GET', bonusesUrl(player.id))).statusCode).toBe(403);
  });

  it('cancels an active bonus: the bonus money leaves exactly, real money stays, audited', async () => {
    const player = await playerWithBonus();
    expect(await money(player)).toEqual({ real: 500, bonus: 1000 });
    const [bonus] = (await as(ops.admin, 'GET', bonusesUrl(player.id))).json().bonuses;

    // Support reads but may not cancel; a cancel without a note is refused.
    const bySupport = await as(ops.support, 'POST', cancelUrl(player.id, bonus.id), {
      note: 'abuse',
    });
    expect(bySupport.statusCode).toBe(403);
    const noNote = await as(ops.marketing, 'POST', cancelUrl(player.id, bonus.id), { note: ' ' });
    expect(noNote.statusCode).toBe(400);
    expect(await money(player)).toEqual({ real: 500, bonus: 1000 });

    const canceled = await as(ops.marketing, 'POST', cancelUrl(player.id, bonus.id), {
      note: 'Bonus abuse, ticket 42',
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({
      status: PLAYER_BONUS_STATUS.finished,
      result: PLAYER_BONUS_RESULT.canceled,
    });
    expect(await money(player)).toEqual({ real: 500, bonus: 0 });
    expect((await checkLedger(t.app.db)).mismatches).toEqual([]);

    // Twice is refused and moves nothing.
    const again = await as(ops.admin, 'POST', cancelUrl(player.id, bonus.id), { note: 'again' });
    expect(again.statusCode).toBe(409);
    expect(await money(player)).toEqual({ real: 500, bonus: 0 });

    const audit = await as(
      ops.admin,
      'GET',
      `${backofficeApi.listAudit.path}?action=bonus.cancel&targetId=${bonus.id}`,
    );
    expect(audit.json().items).toEqual([
      expect.objectContaining({
        actorLabel: ops.marketing.email,
        action: 'bonus.cancel',
        before: expect.objectContaining({ status: PLAYER_BONUS_STATUS.activated }),
        after: expect.objectContaining({
          result: PLAYER_BONUS_RESULT.canceled,
          note: 'Bonus abuse, ticket 42',
        }),
      }),
    ]);
  });

  it('gives one player an offer directly: marketing only, fields named, once per form, audited, the player sees it', async () => {
    const player = await registerPlayer(t.app);
    const offers = (await as(ops.admin, 'GET', backofficeApi.listBonusDefinitions.path)).json();
    const offer = offers.items.find((d: { identity: string }) => d.identity === 'card-fixed');
    const grantUrl = backofficeApi.grantPlayerBonus.path.replace(':id', player.id);
    const form = {
      definitionId: offer.id,
      currency: 'USD',
      note: 'Goodwill, ticket 77',
      requestId: crypto.randomUUID(),
    };
    const playerBonuses = async () =>
      (
        await t.app.inject({
          url: '/api/game/player-bonuses',
          headers: auth(player.accessToken),
        })
      ).json().items;

    // Support and payments may not; a missing note, a currency the player has no account in
    // and an offer that is not a fixed amount are refused, each naming its field.
    for (const role of ['support', 'payments'] as const) {
      expect((await as(ops[role], 'POST', grantUrl, form)).statusCode).toBe(403);
    }
    const noNote = await as(ops.marketing, 'POST', grantUrl, { ...form, note: ' ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.fields).toHaveProperty('note');
    const noAccount = await as(ops.marketing, 'POST', grantUrl, { ...form, currency: 'EUR' });
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json().error.fields.currency).toEqual(['The player has no EUR account']);
    const match = offers.items.find((d: { kind: string }) => d.kind === 'deposit_match');
    const notFixed = await as(ops.marketing, 'POST', grantUrl, { ...form, definitionId: match.id });
    expect(notFixed.statusCode).toBe(400);
    expect(notFixed.json().error.fields).toHaveProperty('definitionId');
    expect(await playerBonuses()).toEqual([]);

    const granted = await as(ops.marketing, 'POST', grantUrl, form);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({
      name: 'Card 10 dollars',
      currency: 'USD',
      amount: 1000,
      status: PLAYER_BONUS_STATUS.issued,
    });
    // The same form sent again gives nothing more.
    const again = await as(ops.marketing, 'POST', grantUrl, form);
    expect(again.json().id).toBe(granted.json().id);
    expect(await playerBonuses()).toEqual([
      expect.objectContaining({ id: granted.json().id, amount: 1000, status: 1 }),
    ]);

    const audit = await as(
      ops.admin,
      'GET',
      `${backofficeApi.listAudit.path}?action=bonus.grant&targetId=${granted.json().id}`,
    );
    expect(audit.json().items).toEqual([
      expect.objectContaining({
        actorLabel: ops.marketing.email,
        action: 'bonus.grant',
        after: expect.objectContaining({ playerId: player.id, note: 'Goodwill, ticket 77' }),
      }),
    ]);
  });

  it("lists the player's conversations to support and admin only", async () => {
    const player = await registerPlayer(t.app);
    const sent = await t.app.inject({
      method: 'POST',
      url: supportApi.sendMessage.path,
      headers: auth(player.accessToken),
      payload: { body: 'Where is my bonus?' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const url = backofficeApi.listPlayerConversations.path.replace(':id', player.id);
    const res = await as(ops.support, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({
        id: sent.json().conversation.id,
        status: 'open',
        assignedTo: null,
        lastMessage: 'Where is my bonus?',
      }),
    ]);
    expect((await as(ops.admin, 'GET', url)).statusCode).toBe(200);
    expect((await as(ops.marketing, 'GET', url)).statusCode).toBe(403);
  });
});
