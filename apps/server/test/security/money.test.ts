import { randomBytes, randomUUID } from 'node:crypto';
import { CreateDepositResponseSchema, INVOICE_STATUS } from '@casino/contracts';
import {
  paymentInvoices,
  paymentProviderEvents,
  sandboxCardSessions,
  sandboxWebhookOutbox,
  seamlessFlags,
} from '@casino/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_TITLES } from '../../src/modules/game/providers/builtin-titles.ts';
import { checkLedger } from '../../src/modules/wallet/service.ts';
import { buildApiOn, buildTestApp, type TestApp, type TestServer } from '../build-app.ts';
import { TEST_DATABASES } from '../databases.ts';
import { betBody, launchReal, seamless } from '../factories/games.ts';
import {
  accountIn,
  cardEvent,
  createCardDeposit,
  cryptoEvent,
  fundByCard,
  operator,
  postDeposit,
  postWebhook,
} from '../factories/payments.ts';
import { auth, errorOf, registerPlayer, type TestPlayer } from '../factories/players.ts';
import { freePort } from '../free-port.ts';

/** Issue 12, "Money that cannot be made out of nothing" (docs/decisions/019-money-safety.md). */

const ROULETTE = BUILTIN_TITLES.find((t) => t.maxWinMultiplier === 36)!.identity;
const OTHER_GAME = BUILTIN_TITLES.find((t) => t.identity !== ROULETTE)!.identity;

/** Nested arrays `depth` deep: `[[[...]]]`. */
const nested = (depth: number): unknown => (depth === 0 ? 1 : [nested(depth - 1)]);

describe.each(TEST_DATABASES)('money safety on $name', (db) => {
  let t: TestApp;
  let player: TestPlayer;
  const delivered = () => t.app.payments.sender.flush();

  beforeAll(async () => {
    const port = await freePort();
    t = await buildTestApp(db, { PUBLIC_URL: `http://127.0.0.1:${port}` });
    await t.app.listen({ host: '127.0.0.1', port });
    player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 10_000);
  });
  afterAll(() => t?.close());

  const balance = async (who = player, currency = 'USD') =>
    (await accountIn(t.app, who, currency)).balance;

  async function cryptoAddress(who: TestPlayer, amount?: number, currency = 'BTC') {
    await t.app.inject({
      method: 'POST',
      url: '/api/wallet/accounts',
      headers: auth(who.accessToken),
      payload: { currency },
    });
    const res = await postDeposit(t.app, who, { method: 'sandbox-crypto', currency, amount });
    expect(res.statusCode, res.body).toBe(200);
    const deposit = CreateDepositResponseSchema.parse(res.json());
    return { invoice: deposit.invoice, address: deposit.crypto!.address };
  }

  describe('seamless wallet', () => {
    it('refuses and flags a win above the stake times the game maximum', async () => {
      const launch = await launchReal(t.app, player, ROULETTE);
      const bet = betBody(launch, ROULETTE, 100);
      expect((await seamless(t.app, 'bet', bet)).statusCode).toBe(200);
      const before = await balance();
      const win = { ...bet, transactionId: `tx-${randomUUID()}`, amount: 3_601 };
      const res = await seamless(t.app, 'win', win);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ error: { code: 'win_above_maximum' } });
      expect(await balance()).toBe(before);
      const flags = await t.database.db
        .select()
        .from(seamlessFlags)
        .where(eq(seamlessFlags.transactionId, win.transactionId));
      expect(flags).toMatchObject([{ reason: 'win_above_maximum', allowed: 3_600n }]);

      const fair = { ...win, transactionId: `tx-${randomUUID()}`, amount: 3_600 };
      expect((await seamless(t.app, 'win', fair)).statusCode).toBe(200);
      expect(await balance()).toBe(before + 3_600);
    });

    it('refuses the rollback of a bet whose round already paid a win', async () => {
      const launch = await launchReal(t.app, player, ROULETTE);
      const bet = betBody(launch, ROULETTE, 200);
      expect((await seamless(t.app, 'bet', bet)).statusCode).toBe(200);
      const partial = {
        ...bet,
        transactionId: `tx-${randomUUID()}`,
        amount: 150,
        roundClosed: false,
      };
      expect((await seamless(t.app, 'win', partial)).statusCode).toBe(200);
      const before = await balance();
      const res = await seamless(t.app, 'rollback', {
        token: launch.token,
        transactionId: `tx-${randomUUID()}`,
        roundId: bet.roundId,
        gameIdentity: ROULETTE,
        referenceTransactionId: bet.transactionId,
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ error: { code: 'round_paid' } });
      expect(await balance()).toBe(before);
    });

    it('refuses a rollback naming another game than the bet', async () => {
      const launch = await launchReal(t.app, player, ROULETTE);
      const other = await launchReal(t.app, player, OTHER_GAME);
      const bet = betBody(launch, ROULETTE, 300);
      expect((await seamless(t.app, 'bet', bet)).statusCode).toBe(200);
      const before = await balance();
      const rollback = {
        transactionId: `tx-${randomUUID()}`,
        roundId: bet.roundId,
        referenceTransactionId: bet.transactionId,
      };
      const viaOther = await seamless(t.app, 'rollback', {
        ...rollback,
        token: other.token,
        gameIdentity: OTHER_GAME,
      });
      expect(viaOther.statusCode, viaOther.body).toBe(400);
      const misnamed = await seamless(t.app, 'rollback', {
        ...rollback,
        token: launch.token,
        gameIdentity: OTHER_GAME,
      });
      expect(misnamed.statusCode, misnamed.body).toBe(400);
      expect(await balance()).toBe(before);
    });

    it('refuses a deeply nested body', async () => {
      const launch = await launchReal(t.app, player, ROULETTE);
      const res = await seamless(t.app, 'bet', { ...betBody(launch, ROULETTE, 1), x: nested(40) });
      expect(res.statusCode, res.body).toBe(400);
    });
  });

  describe('deposits', () => {
    it('opens one invoice and one checkout for 20 parallel retries of a key', async () => {
      const idempotencyKey = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          postDeposit(t.app, player, { amount: 2_500, idempotencyKey }),
        ),
      );
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      const ids = new Set(answers.map((res) => res.json().invoice.id));
      expect(ids.size).toBe(1);
      const sessions = await t.database.db
        .select()
        .from(sandboxCardSessions)
        .where(eq(sandboxCardSessions.merchantReference, [...ids][0]));
      expect(sessions).toHaveLength(1);
      expect(new Set(answers.map((res) => res.json().redirectUrl)).size).toBe(1);
    });

    it('cannot target a hidden account', async () => {
      const who = await registerPlayer(t.app);
      await cryptoAddress(who);
      const btc = await accountIn(t.app, who, 'BTC');
      const hidden = await t.app.inject({
        method: 'PUT',
        url: `/api/wallet/accounts/${btc.id}/hide`,
        headers: auth(who.accessToken),
      });
      expect(hidden.statusCode, hidden.body).toBe(200);
      const res = await postDeposit(t.app, who, { method: 'sandbox-crypto', currency: 'BTC' });
      expect(res.statusCode, res.body).toBe(422);
      expect(errorOf(res).code).toBe('account_not_found');
    });
  });

  describe('provider events', () => {
    it('applies a card event with an empty brand instead of failing', async () => {
      const { invoice } = await createCardDeposit(t.app, player, 1_000);
      const event = cardEvent(invoice, 'succeeded');
      event.data.card = { brand: '', last4: '4242', fingerprint: '' };
      const before = await balance();
      const res = await postWebhook(t.app, 'sandbox-card', event);
      expect(res.statusCode, res.body).toBe(200);
      expect(await balance()).toBe(before + 1_000);
    });

    it('refuses an amount a balance cannot hold', async () => {
      const who = await registerPlayer(t.app);
      // ETH: the house's ETH account fills up too, and other tests deposit BTC.
      const { address } = await cryptoAddress(who, undefined, 'ETH');
      const event = cryptoEvent({
        txid: randomBytes(32).toString('hex'),
        address,
        currency: 'ETH',
        amount: Number.MAX_SAFE_INTEGER,
        confirmations: 12,
      });
      const first = await postWebhook(t.app, 'sandbox-crypto', event);
      const big = await postWebhook(t.app, 'sandbox-crypto', {
        ...event,
        id: `${event.id}b`,
        data: { ...event.data, txid: randomBytes(32).toString('hex'), amount: 10 },
      });
      // The first fills the balance to the brim; anything more cannot be held.
      expect(first.statusCode, first.body).toBe(200);
      expect(big.statusCode, big.body).toBe(422);
      expect(errorOf(big).code).toBe('amount_out_of_range');
      expect(await balance(who, 'ETH')).toBe(Number.MAX_SAFE_INTEGER);
    });

    it('refuses deeply nested JSON before storing it', async () => {
      const { invoice } = await createCardDeposit(t.app, player, 1_000);
      const event = { ...cardEvent(invoice, 'succeeded'), extra: nested(40) };
      const res = await postWebhook(t.app, 'sandbox-card', event);
      expect(res.statusCode, res.body).toBe(400);
      const stored = await t.database.db
        .select()
        .from(paymentProviderEvents)
        .where(eq(paymentProviderEvents.eventId, event.id));
      expect(stored).toEqual([]);
    });
  });

  describe('crypto matching', () => {
    it('credits each player their own output of one transaction', async () => {
      const alice = await registerPlayer(t.app);
      const bob = await registerPlayer(t.app);
      const a = await cryptoAddress(alice);
      const b = await cryptoAddress(bob);
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/sandbox/crypto/transactions',
        headers: operator(t.app),
        payload: {
          outputs: [
            { address: a.address, amount: 30_000 },
            { address: b.address, amount: 70_000 },
          ],
        },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      await t.app.inject({
        method: 'POST',
        url: `/api/sandbox/crypto/transactions/${sent.json().txid}/confirm`,
        headers: operator(t.app),
        payload: { confirmations: 2 },
      });
      await delivered();
      expect(await balance(alice, 'BTC')).toBe(30_000);
      expect(await balance(bob, 'BTC')).toBe(70_000);
    });

    it('binds nothing for an event in an unknown or wrongly cased currency', async () => {
      const who = await registerPlayer(t.app);
      const { invoice, address } = await cryptoAddress(who, 50_000);
      for (const currency of ['btc', 'DOGE']) {
        const event = cryptoEvent({
          txid: randomBytes(32).toString('hex'),
          address,
          currency,
          amount: 50_000,
          confirmations: 2,
        });
        const res = await postWebhook(t.app, 'sandbox-crypto', event);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ ok: true, ignored: expect.any(String) });
      }
      const [row] = await t.database.db
        .select()
        .from(paymentInvoices)
        .where(eq(paymentInvoices.id, invoice.id));
      expect(row).toMatchObject({ providerReference: null, status: INVOICE_STATUS.created });
      expect(await balance(who, 'BTC')).toBe(0);
    });
  });

  it('keeps the ledger balanced', async () => {
    await delivered();
    expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
  });
});

describe.each(TEST_DATABASES)('lost webhooks on $name', (db) => {
  let t: TestApp;
  let deadPort: number;
  const apps: TestServer[] = [];

  beforeAll(async () => {
    deadPort = await freePort();
    // Nobody listens at PUBLIC_URL: every webhook of the sandbox provider is lost for now.
    t = await buildTestApp(db, { PUBLIC_URL: `http://127.0.0.1:${deadPort}` });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await t?.close();
  });

  /** Pays the hosted checkout with the success test card. */
  async function payByCard(app: TestServer, who: TestPlayer, amount: number) {
    const deposit = await createCardDeposit(app, who, amount);
    const paid = await app.inject({
      method: 'POST',
      url: new URL(deposit.redirectUrl!).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        cardNumber: '4242424242424242',
        expiry: '12/40',
        cvc: '123',
        name: 'Ada L',
      }).toString(),
    });
    expect(paid.statusCode, paid.body).toBe(303);
    return deposit.invoice;
  }

  it("asks the provider on the player's return", async () => {
    const who = await registerPlayer(t.app);
    const invoice = await payByCard(t.app, who, 4_000);
    expect((await accountIn(t.app, who)).balance).toBe(0);
    const synced = await t.app.inject({
      method: 'POST',
      url: `/api/payment/invoices/${invoice.id}/sync`,
      headers: auth(who.accessToken),
    });
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json().invoice.status).toBe(INVOICE_STATUS.success);
    expect((await accountIn(t.app, who)).balance).toBe(4_000);

    const second = await payByCard(t.app, who, 1_500);
    const list = await t.app.inject({
      url: '/api/payment/invoices',
      headers: auth(who.accessToken),
    });
    const listed = list.json().items.find((i: { id: string }) => i.id === second.id);
    expect(listed.status).toBe(INVOICE_STATUS.success);
    expect((await accountIn(t.app, who)).balance).toBe(5_500);
  });

  it('reconciles open deposits periodically', async () => {
    const app = await buildApiOn(t.database.db, {
      PUBLIC_URL: `http://127.0.0.1:${deadPort}`,
      PAYMENT_RECONCILE_SECONDS: 1,
    });
    apps.push(app);
    await app.ready();
    const who = await registerPlayer(app);
    await payByCard(app, who, 2_000);
    await expect
      .poll(async () => (await accountIn(app, who)).balance, { timeout: 8_000, interval: 250 })
      .toBe(2_000);
  });

  it('delivers the sandbox webhooks a stopped server left behind', async () => {
    const first = await buildApiOn(t.database.db, { PUBLIC_URL: `http://127.0.0.1:${deadPort}` });
    await first.ready();
    const who = await registerPlayer(first);
    const invoice = await payByCard(first, who, 3_000);
    await first.close();
    const waiting = (await t.database.db.select().from(sandboxWebhookOutbox)).filter(
      (row) => row.body.includes(invoice.id) && !row.deliveredAt,
    );
    expect(waiting).toHaveLength(1);

    // The next start, now reachable at PUBLIC_URL, delivers it.
    const next = await buildApiOn(t.database.db, { PUBLIC_URL: `http://127.0.0.1:${deadPort}` });
    apps.push(next);
    await next.listen({ host: '127.0.0.1', port: deadPort });
    await expect
      .poll(async () => (await accountIn(next, who)).balance, { timeout: 8_000, interval: 250 })
      .toBe(3_000);
    await next.payments.sender.flush();
    expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
  });
});
