import { randomUUID } from 'node:crypto';
import {
  AdminWithdrawalListSchema,
  INVOICE_STATUS,
  InvoiceListSchema,
  InvoiceResponseSchema,
  SavedPaymentMethodListSchema,
  VERIFICATION_REQUIRED_CODE,
} from '@casino/contracts';
import { ledgerEntries, ledgerTransfers, paymentInvoices } from '@casino/db';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApiOn, buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import {
  accountIn,
  createWithdrawal,
  fundByCard,
  operator,
  postWithdrawal,
} from '../../../test/factories/payments.ts';
import {
  auth,
  confirmEmailOf,
  errorOf,
  registerPlayer,
  type TestPlayer,
} from '../../../test/factories/players.ts';
import { createTestClock } from '../../../test/fakes/clock.ts';
import { checkLedger } from '../wallet/service.ts';

describe.each(TEST_DATABASES)('withdrawals on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db);
  });
  afterAll(() => t?.close());

  async function fundedPlayer(amount = 10_000) {
    const player = await registerPlayer(t.app);
    await confirmEmailOf(t.app, player);
    await fundByCard(t.app, player, amount);
    return player;
  }
  const admin = (action: string, id: string, key = t.app.config.OPERATOR_API_KEY!) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/payment/withdrawals/${id}/${action}`,
      headers: { 'x-operator-key': key },
    });
  const decline = (player: TestPlayer, id: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/payment/invoices/${id}/decline`,
      headers: auth(player.accessToken),
    });
  async function rows() {
    const [invoices] = await t.database.db.select({ n: count() }).from(paymentInvoices);
    const [entries] = await t.database.db.select({ n: count() }).from(ledgerEntries);
    return { invoices: invoices!.n, entries: entries!.n };
  }

  it('reserves at once, waits for the operator, and pays on approval', async () => {
    const player = await fundedPlayer(10_000);
    const invoice = await createWithdrawal(t.app, player, 2_000);
    expect(invoice).toMatchObject({
      type: 'withdrawal',
      status: INVOICE_STATUS.pending,
      amount: 2_000,
      fee: 0,
      number: expect.stringMatching(/^W-/),
    });
    expect(await accountIn(t.app, player)).toMatchObject({
      balance: 8_000,
      realBalance: 8_000,
      lockedBalance: 2_000,
      withdrawalBalance: 8_000,
    });

    const list = await t.app.inject({
      url: '/api/admin/payment/withdrawals?status=pending&perPage=100',
      headers: operator(t.app),
    });
    const pending = AdminWithdrawalListSchema.parse(list.json());
    expect(pending.items.find((i) => i.id === invoice.id)).toMatchObject({
      playerEmail: player.email,
      destination: 'Visa •••• 4242',
      approvedAt: null,
    });

    const approved = await admin('approve', invoice.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(InvoiceResponseSchema.parse(approved.json()).invoice.status).toBe(
      INVOICE_STATUS.success,
    );
    expect(await accountIn(t.app, player)).toMatchObject({ balance: 8_000, lockedBalance: 0 });
    // Approving twice pays once; the player can no longer decline it.
    expect((await admin('approve', invoice.id)).statusCode).toBe(409);
    expect((await decline(player, invoice.id)).statusCode).toBe(409);
    const saved = await t.app.inject({
      url: '/api/payment/player/methods',
      headers: auth(player.accessToken),
    });
    expect(SavedPaymentMethodListSchema.parse(saved.json()).items.map((m) => m.label)).toContain(
      'Visa •••• 4242',
    );
    expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
  });

  it('gives the money back when the player declines a pending withdrawal', async () => {
    const player = await fundedPlayer(5_000);
    const invoice = await createWithdrawal(t.app, player, 2_000);
    expect((await accountIn(t.app, player)).balance).toBe(3_000);
    const res = await decline(player, invoice.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(InvoiceResponseSchema.parse(res.json()).invoice.status).toBe(INVOICE_STATUS.declined);
    expect(await accountIn(t.app, player)).toMatchObject({
      balance: 5_000,
      lockedBalance: 0,
      withdrawalBalance: 5_000,
    });
    expect((await decline(player, invoice.id)).statusCode).toBe(409);
    expect((await admin('approve', invoice.id)).statusCode).toBe(409);
    expect((await accountIn(t.app, player)).balance).toBe(5_000);
  });

  it('lets an operator reject, and refunds a payout the provider refuses', async () => {
    const player = await fundedPlayer(5_000);
    const rejected = await createWithdrawal(t.app, player, 1_000);
    const res = await admin('reject', rejected.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invoice.status).toBe(INVOICE_STATUS.declined);

    const refused = await postWithdrawal(t.app, player, {
      amount: 1_500,
      fields: { cardNumber: '4000 0000 0000 0002' },
    });
    const invoice = refused.json().invoice;
    const paid = await admin('approve', invoice.id);
    expect(paid.json().invoice.status).toBe(INVOICE_STATUS.failed);
    expect(await accountIn(t.app, player)).toMatchObject({ balance: 5_000, lockedBalance: 0 });
  });

  it('refuses more than the withdrawable balance, with a field error, writing nothing', async () => {
    const player = await fundedPlayer(3_000);
    const before = await rows();
    const res = await postWithdrawal(t.app, player, { amount: 3_001 });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toMatchObject({
      code: 'insufficient_funds',
      fields: { amount: ['You can withdraw at most 30.00 USD'] },
    });
    expect(await rows()).toEqual(before);
    expect(await accountIn(t.app, player)).toMatchObject({ balance: 3_000, lockedBalance: 0 });
  });

  it('reserves the fee with the amount', async () => {
    const withFees = await buildApiOn(t.database.db, {
      PAYMENT_WITHDRAWAL_FEE_PERCENT: 2,
      PAYMENT_WITHDRAWAL_FEE_FIXED: 50,
    });
    try {
      const player = await fundedPlayer(10_000);
      const tooMuch = await postWithdrawal(withFees, player, { amount: 9_900 });
      expect(errorOf(tooMuch).fields?.amount?.[0]).toMatch(/fee of 2\.48 USD/);
      const invoice = await createWithdrawal(withFees, player, 5_000);
      expect(invoice.fee).toBe(150);
      expect(await accountIn(t.app, player)).toMatchObject({
        balance: 4_850,
        lockedBalance: 5_150,
      });
      const approved = await withFees.inject({
        method: 'POST',
        url: `/api/admin/payment/withdrawals/${invoice.id}/approve`,
        headers: operator(withFees),
      });
      expect(approved.json().invoice.status).toBe(INVOICE_STATUS.success);
      expect(await accountIn(t.app, player)).toMatchObject({ balance: 4_850, lockedBalance: 0 });
      expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
    } finally {
      await withFees.close();
    }
  });

  it('checks amount, method and destination before writing anything', async () => {
    const player = await fundedPlayer(100_000);
    const before = await rows();
    const cases: [object, string][] = [
      [{ amount: 12.5 }, 'amount'],
      [{ amount: -5 }, 'amount'],
      [{ amount: 0 }, 'amount'],
      [{ amount: 9_007_199_254_740_992 }, 'amount'],
      [{ amount: 'lots' }, 'amount'],
      [{ amount: undefined }, 'amount'],
      [{ amount: 999 }, 'amount'],
      [{ amount: 500_001 }, 'amount'],
      [{ amount: 5_000, fields: { cardNumber: '4242 4242 4242 4241' } }, 'fields.cardNumber'],
      [{ amount: 5_000, method: 'wire' }, 'method'],
      [
        {
          amount: 50_000,
          currency: 'BTC',
          method: 'sandbox-crypto',
          fields: { address: 'bc1qnotanaddress' },
        },
        'fields.address',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await postWithdrawal(t.app, player, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).fields, JSON.stringify(body)).toHaveProperty([field]);
    }
    expect(await rows()).toEqual(before);
  });

  it('is idempotent per key: a double click reserves once', async () => {
    const player = await fundedPlayer(10_000);
    const idempotencyKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        postWithdrawal(t.app, player, { amount: 1_000, idempotencyKey }),
      ),
    );
    expect(new Set(answers.map((r) => r.json().invoice.id)).size).toBe(1);
    expect(await accountIn(t.app, player)).toMatchObject({ balance: 9_000, lockedBalance: 1_000 });
    const other = await postWithdrawal(t.app, player, { amount: 1_001, idempotencyKey });
    expect(other.statusCode).toBe(409);
  });

  it("answers 404 for another player's invoice and lists only the player's own", async () => {
    const owner = await fundedPlayer(5_000);
    const intruder = await registerPlayer(t.app);
    const invoice = await createWithdrawal(t.app, owner, 1_000);
    for (const id of [invoice.id, randomUUID(), 'nope']) {
      expect((await decline(intruder, id)).statusCode).toBe(404);
    }
    const list = await t.app.inject({
      url: '/api/payment/invoices',
      headers: auth(intruder.accessToken),
    });
    expect(InvoiceListSchema.parse(list.json()).items).toEqual([]);
    expect(await accountIn(t.app, owner)).toMatchObject({ balance: 4_000, lockedBalance: 1_000 });
  });

  it('checks the lifetime-withdrawal KYC threshold once per withdrawal, even in parallel', async () => {
    // Verification above 100.00 USD withdrawn in total: one 90.00 fits, a second does not.
    const kyc = await buildApiOn(t.database.db, { KYC_WITHDRAWAL_TOTAL_LIMIT: 100 });
    try {
      const player = await fundedPlayer(100_000);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => postWithdrawal(kyc, player, { amount: 9_000 })),
      );
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes, answers.map((r) => r.body).join('\n')).toEqual([200, 422, 422, 422, 422, 422]);
      for (const refused of answers.filter((r) => r.statusCode === 422)) {
        expect(errorOf(refused).code).toBe(VERIFICATION_REQUIRED_CODE);
      }
      expect(await accountIn(t.app, player)).toMatchObject({
        balance: 91_000,
        lockedBalance: 9_000,
      });
    } finally {
      await kyc.close();
    }
  });

  it('pays an approval cut by a crash exactly once when the next instance boots', async () => {
    const player = await fundedPlayer(10_000);
    const invoice = await createWithdrawal(t.app, player, 3_000);
    // Instance A: the provider pays, then the process dies before the payout is recorded.
    const crashing = await buildApiOn(t.database.db);
    const card = crashing.payments.ctx.providers.get('sandbox-card')!;
    const asked: string[] = [];
    crashing.payments.ctx.providers.set('sandbox-card', {
      ...card,
      async payout(request) {
        asked.push(request.invoiceId);
        await card.payout(request);
        throw new Error('process died after the payout');
      },
    });
    const cut = await crashing.inject({
      method: 'POST',
      url: `/api/admin/payment/withdrawals/${invoice.id}/approve`,
      headers: operator(crashing),
    });
    expect(cut.statusCode).toBeGreaterThanOrEqual(500);
    await crashing.close();
    expect(asked).toEqual([invoice.id]);
    // Approved, paying: neither the player nor an operator can take it back meanwhile.
    expect((await decline(player, invoice.id)).statusCode).toBe(409);
    expect((await admin('reject', invoice.id)).statusCode).toBe(409);
    const payouts = () =>
      t.database.db
        .select({ n: count() })
        .from(ledgerTransfers)
        .where(
          and(
            eq(ledgerTransfers.reference, invoice.id),
            eq(ledgerTransfers.code, 'withdrawal_payout'),
          ),
        )
        .then(([row]) => row!.n);
    expect(await payouts()).toBe(0);

    // Instance B boots on the same database: it settles the withdrawal, with the same payout.
    const next = await buildApiOn(t.database.db);
    try {
      await vi.waitFor(
        async () => {
          const [row] = await t.database.db
            .select()
            .from(paymentInvoices)
            .where(eq(paymentInvoices.id, invoice.id));
          expect(row).toMatchObject({
            status: INVOICE_STATUS.success,
            providerReference: `po_${invoice.id.replaceAll('-', '')}`,
          });
        },
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      await next.close();
    }
    // A third boot finds nothing to do: paid once, the reservation posted once.
    const third = await buildApiOn(t.database.db);
    await third.close();
    expect(await payouts()).toBe(1);
    expect(await accountIn(t.app, player)).toMatchObject({ balance: 7_000, lockedBalance: 0 });
    expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
  });

  it('retries an approved payout the provider did not answer, on the periodic pass', async () => {
    const clock = createTestClock();
    const running = await buildApiOn(t.database.db, { PAYMENT_RECONCILE_SECONDS: 1 }, { clock });
    try {
      const player = await fundedPlayer(10_000);
      const invoice = await createWithdrawal(t.app, player, 2_500);
      const providers = running.payments.ctx.providers;
      const card = providers.get('sandbox-card')!;
      providers.set('sandbox-card', {
        ...card,
        payout: () => Promise.reject(new Error('connect ETIMEDOUT')),
      });
      const unanswered = await running.inject({
        method: 'POST',
        url: `/api/admin/payment/withdrawals/${invoice.id}/approve`,
        headers: operator(running),
      });
      expect(unanswered.statusCode).toBe(502);
      expect(errorOf(unanswered).code).toBe('provider_unavailable');
      providers.set('sandbox-card', card);
      const status = async () =>
        (
          await t.database.db
            .select({ status: paymentInvoices.status })
            .from(paymentInvoices)
            .where(eq(paymentInvoices.id, invoice.id))
        )[0]!.status;
      // A payout may still be under way for a while: left alone until it has been quiet.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await status()).toBe(INVOICE_STATUS.pending);
      clock.advance(10 * 60_000);
      await vi.waitFor(async () => expect(await status()).toBe(INVOICE_STATUS.success), {
        timeout: 10_000,
        interval: 100,
      });
      expect(await accountIn(t.app, player)).toMatchObject({ balance: 7_500, lockedBalance: 0 });
    } finally {
      await running.close();
    }
  });

  it('guards the operator API with the operator key', async () => {
    const player = await fundedPlayer(5_000);
    const invoice = await createWithdrawal(t.app, player, 1_000);
    for (const headers of [
      {},
      { 'x-operator-key': 'wrong-key-wrong-key' },
      auth(player.accessToken),
    ]) {
      const list = await t.app.inject({ url: '/api/admin/payment/withdrawals', headers });
      expect(list.statusCode).toBe(401);
      const approve = await t.app.inject({
        method: 'POST',
        url: `/api/admin/payment/withdrawals/${invoice.id}/approve`,
        headers,
      });
      expect(approve.statusCode).toBe(401);
    }
    expect((await admin('approve', randomUUID())).statusCode).toBe(404);
    expect((await accountIn(t.app, player)).lockedBalance).toBe(1_000);
  });
});
