import { randomUUID } from 'node:crypto';
import {
  CreateDepositResponseSchema,
  DEPOSIT_LIMIT_ERROR_CODE,
  INVOICE_STATUS,
  InvoiceListSchema,
  PaymentMethodListSchema,
} from '@casino/contracts';
import { paymentInvoices } from '@casino/db';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildApiOn,
  buildTestApp,
  type TestApp,
  type TestServer,
} from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import {
  accountIn,
  createCardDeposit,
  fundByCard,
  postDeposit,
} from '../../../test/factories/payments.ts';
import { auth, errorOf, registerPlayer, type TestPlayer } from '../../../test/factories/players.ts';

describe.each(TEST_DATABASES)('deposits on $name', (db) => {
  let t: TestApp;
  let player: TestPlayer;
  beforeAll(async () => {
    t = await buildTestApp(db, { PUBLIC_URL: 'https://casino.example' });
    player = await registerPlayer(t.app);
  });
  afterAll(() => t?.close());

  const get = (url: string, who = player, app: TestServer = t.app) =>
    app.inject({ url, headers: auth(who.accessToken) });
  async function invoiceCount() {
    const [row] = await t.database.db.select({ n: count() }).from(paymentInvoices);
    return row!.n;
  }

  it('lists the methods of a currency with their range and fields', async () => {
    const usd = PaymentMethodListSchema.parse(
      (await get('/api/payment/methods/deposit?currency=USD')).json(),
    );
    expect(usd.items).toEqual([
      {
        method: 'sandbox-card',
        name: 'Card',
        type: 'deposit',
        currency: 'USD',
        minAmount: 100,
        maxAmount: 1_000_000,
        fields: [{ name: 'amount', type: 'amount', isRequired: true, label: 'Amount' }],
      },
    ]);
    const btc = PaymentMethodListSchema.parse(
      (await get('/api/payment/methods/deposit?currency=BTC')).json(),
    );
    expect(btc.items.map((m) => [m.method, m.fields[0]?.isRequired])).toEqual([
      ['sandbox-crypto', false],
    ]);
    const out = PaymentMethodListSchema.parse(
      (await get('/api/payment/methods/withdrawal?currency=ETH')).json(),
    );
    expect(out.items[0]?.fields.map((f) => f.name)).toEqual(['amount', 'address']);
    expect((await get('/api/payment/methods/deposit?currency=GBP')).json()).toEqual({ items: [] });
    expect((await get('/api/payment/methods/deposit?currency=usd')).statusCode).toBe(400);
  });

  it('creates a card deposit that opens the hosted checkout, once per idempotency key', async () => {
    const idempotencyKey = randomUUID();
    const res = await postDeposit(t.app, player, { amount: 5_000, idempotencyKey });
    expect(res.statusCode, res.body).toBe(200);
    const deposit = CreateDepositResponseSchema.parse(res.json());
    expect(deposit.invoice).toMatchObject({
      type: 'deposit',
      amount: 5_000,
      fee: 0,
      currency: 'USD',
      method: 'sandbox-card',
      status: INVOICE_STATUS.created,
      playerId: player.id,
      number: expect.stringMatching(/^D-[0-9A-Z]{10}$/),
    });
    expect(deposit.redirectUrl).toMatch(
      /^https:\/\/casino\.example\/sandbox\/card\/checkout\/cs_[0-9a-f]{32}$/,
    );
    expect(deposit.crypto).toBeNull();

    const before = await invoiceCount();
    const replay = await postDeposit(t.app, player, { amount: 5_000, idempotencyKey });
    expect(replay.json()).toEqual(deposit);
    const conflict = await postDeposit(t.app, player, { amount: 6_000, idempotencyKey });
    expect(conflict.statusCode).toBe(409);
    expect(errorOf(conflict).code).toBe('idempotency_key_reused');
    expect(await invoiceCount()).toBe(before);
  });

  it.each([
    ['a fraction of a minor unit', 10.5],
    ['negative', -100],
    ['zero', 0],
    ['huge', 2 ** 53],
    ['a number as text', '100'],
    ['not a number', 'ten'],
    ['null', null],
    ['below the method minimum', 99],
    ['above the method maximum', 1_000_001],
  ])(
    'refuses an amount that is %s with a field error and writes nothing',
    async (_name, amount) => {
      const before = await invoiceCount();
      const res = await postDeposit(t.app, player, { amount });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields?.amount?.[0]).toEqual(expect.any(String));
      expect(await invoiceCount()).toBe(before);
    },
  );

  it('names the method range in the messages', async () => {
    expect(errorOf(await postDeposit(t.app, player, { amount: 99 })).fields?.amount).toEqual([
      'The minimum value allowed is 1.00 USD',
    ]);
    expect(errorOf(await postDeposit(t.app, player, { amount: 1_000_001 })).fields?.amount).toEqual(
      ['The maximum value allowed is 10000.00 USD'],
    );
    const missing = await postDeposit(t.app, player, {});
    expect(errorOf(missing).fields?.amount).toEqual(['Value is required']);
  });

  it('refuses an unknown method and a currency the player has no account in', async () => {
    const method = await postDeposit(t.app, player, { amount: 500, method: 'sandbox-crypto' });
    expect(method.statusCode).toBe(400);
    expect(errorOf(method).fields).toHaveProperty('method');
    const noAccount = await postDeposit(t.app, player, { amount: 500, currency: 'EUR' });
    expect(noAccount.statusCode).toBe(422);
    expect(errorOf(noAccount)).toMatchObject({
      code: 'account_not_found',
      fields: { currency: [expect.any(String)] },
    });
  });

  it('answers 13100 when a deposit limit refuses, on the methods and on the deposit', async () => {
    const refusals: unknown[] = [];
    const limited = await buildApiOn(
      t.database.db,
      {},
      {
        // Asked with the transaction the invoice would be inserted in (left out here).
        depositLimits: async (playerId, currency, amount) => {
          refusals.push([playerId, currency, amount]);
          return { allowed: false, reason: 'Your daily deposit limit is reached' };
        },
      },
    );
    try {
      const methods = await get('/api/payment/methods/deposit?currency=USD', player, limited);
      expect(methods.statusCode).toBe(422);
      expect(errorOf(methods)).toEqual({
        code: DEPOSIT_LIMIT_ERROR_CODE,
        message: 'Your daily deposit limit is reached',
      });
      const before = await invoiceCount();
      const deposit = await postDeposit(limited, player, { amount: 2_500 });
      expect(deposit.statusCode).toBe(422);
      expect(errorOf(deposit).code).toBe(13100);
      expect(await invoiceCount()).toBe(before);
      expect(refusals).toEqual([
        [player.id, 'USD', 100],
        [player.id, 'USD', 2_500],
      ]);
    } finally {
      await limited.close();
    }
  });

  it('lists only the player’s own invoices, filtered and paged', async () => {
    const other = await registerPlayer(t.app);
    await fundByCard(t.app, other, 700);
    const mine = InvoiceListSchema.parse((await get('/api/payment/invoices?perPage=100')).json());
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((i) => i.playerId === player.id)).toBe(true);
    const theirs = InvoiceListSchema.parse((await get('/api/payment/invoices', other)).json());
    expect(theirs).toMatchObject({ total: 1, page: 1, perPage: 20 });
    expect(theirs.items[0]).toMatchObject({ amount: 700, status: INVOICE_STATUS.success });

    await createCardDeposit(t.app, player, 300);
    const page = InvoiceListSchema.parse(
      (
        await get('/api/payment/invoices?type=deposit&status=1&currency=USD&page=1&perPage=1')
      ).json(),
    );
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ amount: 300, status: INVOICE_STATUS.created });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect((await get('/api/payment/invoices?perPage=1000')).statusCode).toBe(400);
  });

  it('answers 400 naming the amount when a fee quote would pass 2^53 − 1, never 5xx', async () => {
    const withFees = await buildApiOn(t.database.db, {
      PAYMENT_WITHDRAWAL_FEE_PERCENT: 1.5,
      PAYMENT_WITHDRAWAL_FEE_FIXED: 100,
    });
    const quote = (app: TestServer, invoiceType: string, amount: number) =>
      get(
        `/api/payment/invoices/player-fees?currency=USD&amount=${amount}&invoiceType=${invoiceType}&method=sandbox-card`,
        player,
        app,
      );
    try {
      for (const [app, invoiceType, amount] of [
        [withFees, 'withdrawal', Number.MAX_SAFE_INTEGER],
        [withFees, 'withdrawal', Number.MAX_SAFE_INTEGER - 100],
        [t.app, 'deposit', 2 ** 53],
      ] as const) {
        const res = await quote(app, invoiceType, amount);
        expect(res.statusCode, `${invoiceType} ${amount}: ${res.body}`).toBe(400);
        expect(errorOf(res).fields, res.body).toHaveProperty('amount');
      }
      // A total that still fits is quoted.
      const fits = await quote(t.app, 'deposit', Number.MAX_SAFE_INTEGER);
      expect(fits.statusCode, fits.body).toBe(200);
      expect(fits.json()).toMatchObject({ fee: 0, total: Number.MAX_SAFE_INTEGER });
    } finally {
      await withFees.close();
    }
  });

  it('shows fees (withdrawals only) and the deposit turnover', async () => {
    const withFees = await buildApiOn(t.database.db, {
      PAYMENT_WITHDRAWAL_FEE_PERCENT: 1.5,
      PAYMENT_WITHDRAWAL_FEE_FIXED: 100,
      PAYMENT_DEPOSIT_TURNOVER_MULTIPLIER: 1,
    });
    try {
      const fees = (query: string) =>
        get(`/api/payment/invoices/player-fees?${query}`, player, withFees).then((r) => r.json());
      expect(
        await fees('currency=USD&amount=10000&invoiceType=withdrawal&method=sandbox-card'),
      ).toEqual({
        currency: 'USD',
        amount: 10_000,
        fee: 250,
        total: 10_250,
      });
      expect(
        await fees('currency=USD&amount=10000&invoiceType=deposit&method=sandbox-card'),
      ).toMatchObject({
        fee: 0,
        total: 10_000,
      });
      // $1 at 65 000 USD/BTC is 1539 satoshi (rounded up) plus 1.5 % of 1 000 000.
      expect(
        await fees('currency=BTC&amount=1000000&invoiceType=withdrawal&method=sandbox-crypto'),
      ).toMatchObject({
        fee: 15_000 + 1_539,
      });
      const bad = await get(
        '/api/payment/invoices/player-fees?currency=USD&amount=1.5&invoiceType=withdrawal&method=sandbox-card',
        player,
        withFees,
      );
      expect(bad.statusCode).toBe(400);

      const rich = await registerPlayer(t.app);
      await fundByCard(t.app, rich, 4_000);
      const turnover = await get(
        '/api/payment/invoices/player-turnover?currency=USD',
        rich,
        withFees,
      );
      expect(turnover.json()).toEqual({
        currency: 'USD',
        required: 4_000,
        wagered: 0,
        remaining: 4_000,
      });
      // The hold: nothing is withdrawable until staked; without a multiplier all of it is.
      const held = await get('/api/wallet/accounts', rich, withFees);
      expect(held.json().items[0]).toMatchObject({ realBalance: 4_000, withdrawalBalance: 0 });
      expect(await accountIn(t.app, rich)).toMatchObject({ withdrawalBalance: 4_000 });
      const free = await get('/api/payment/invoices/player-turnover?currency=USD', rich);
      expect(free.json()).toEqual({ currency: 'USD', required: 0, wagered: 0, remaining: 0 });
    } finally {
      await withFees.close();
    }
  });
});
