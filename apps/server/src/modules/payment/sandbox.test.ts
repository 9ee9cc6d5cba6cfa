import { randomUUID } from 'node:crypto';
import {
  CreateDepositResponseSchema,
  CreateWithdrawalResponseSchema,
  INVOICE_STATUS,
  InvoiceListSchema,
  PaymentLimitListSchema,
  PaymentMethodListSchema,
  SandboxCryptoTransactionSchema,
  SavedPaymentMethodListSchema,
} from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import {
  accountIn,
  createCardDeposit,
  operator,
  postDeposit,
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
import { freePort } from '../../../test/free-port.ts';
import { checkLedger } from '../wallet/service.ts';

/** The sandbox providers over real HTTP: hosted checkout pages and signed webhooks to ourselves. */
describe.each(TEST_DATABASES)('sandbox providers over HTTP on $name', (db) => {
  let t: TestApp;
  let base: string;
  let player: TestPlayer;
  const clock = createTestClock();

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await buildTestApp(db, { PUBLIC_URL: base, PAYMENT_INVOICE_TTL_MINUTES: 5 }, { clock });
    await t.app.listen({ host: '127.0.0.1', port });
    player = await registerPlayer(t.app);
  });
  afterAll(() => t?.close());

  /** Waits for the webhooks the provider sent (real HTTP POSTs to our own address). */
  const delivered = () => t.app.payments.sender.flush();
  const pay = (url: string, form: Record<string, string>) =>
    fetch(url, {
      method: 'POST',
      body: new URLSearchParams(form),
      redirect: 'manual',
    });
  const card = (cardNumber: string) => ({ cardNumber, expiry: '12/40', cvc: '123', name: 'Ada L' });
  async function invoiceOf(who: TestPlayer, id: string) {
    const res = await t.app.inject({
      url: '/api/payment/invoices?perPage=100',
      headers: auth(who.accessToken),
    });
    return InvoiceListSchema.parse(res.json()).items.find((i) => i.id === id)!;
  }

  it('pays by card on the hosted checkout, redirects back and credits by webhook', async () => {
    const deposit = await createCardDeposit(t.app, player, 5_000);
    const page = await fetch(deposit.redirectUrl!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Pay $50.00');
    expect(html).toContain('4242 4242 4242 4242');

    const invalid = await pay(deposit.redirectUrl!, card('4242 4242 4242 4241'));
    expect(invalid.status).toBe(422);
    expect(await invalid.text()).toContain('Enter a valid card number');

    const paid = await pay(deposit.redirectUrl!, card('4242 4242 4242 4242'));
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${base}/?wallet=deposit&invoice=${deposit.invoice.id}`,
    );
    await delivered();
    expect(await accountIn(t.app, player)).toMatchObject({ balance: 5_000, realBalance: 5_000 });
    expect((await invoiceOf(player, deposit.invoice.id)).status).toBe(INVOICE_STATUS.success);

    // Paying the finished session again shows the result and sends nothing.
    const again = await pay(deposit.redirectUrl!, card('4242 4242 4242 4242'));
    expect(await again.text()).toContain('Payment complete');
    await delivered();
    expect((await accountIn(t.app, player)).balance).toBe(5_000);
  });

  it("keeps the player's language through the checkout: its page, its errors, the way back", async () => {
    const speaker = await registerPlayer(t.app);
    const started = await postDeposit(t.app, speaker, { amount: 2_500, locale: 'es' });
    expect(started.statusCode, started.body).toBe(200);
    const deposit = CreateDepositResponseSchema.parse(started.json());
    expect(deposit.redirectUrl).toMatch(/\?locale=es$/);
    const html = await (await fetch(deposit.redirectUrl!)).text();
    expect(html).toContain('<html lang="es" dir="ltr">');
    expect(html).toContain('Número de tarjeta');
    // Arabic reads right to left, in Arabic.
    const arabic = await (await fetch(deposit.redirectUrl!.replace(/es$/, 'ar'))).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('رقم البطاقة');
    expect(html).toContain('Pagar 25,00\u00a0US$');
    expect(html).not.toContain('Card number');

    const invalid = await pay(deposit.redirectUrl!, card('4242 4242 4242 4241'));
    expect(invalid.status).toBe(422);
    expect(await invalid.text()).toContain('Introduce un número de tarjeta válido');

    const paid = await pay(deposit.redirectUrl!, card('4242 4242 4242 4242'));
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${base}/es?wallet=deposit&invoice=${deposit.invoice.id}`,
    );
    await delivered();

    // A locale that is no locale code is a field error, and nothing is opened.
    const refused = await postDeposit(t.app, speaker, { amount: 2_500, locale: 'es"><b>' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('locale');
    expect(await accountIn(t.app, speaker)).toMatchObject({ balance: 2_500 });
  });

  it('saves a card paid twice once and offers it for a withdrawal without its number', async () => {
    const owner = await registerPlayer(t.app);
    await confirmEmailOf(t.app, owner);
    for (const amount of [3_000, 4_000]) {
      const deposit = await createCardDeposit(t.app, owner, amount);
      await pay(deposit.redirectUrl!, card('4242 4242 4242 4242'));
    }
    await delivered();
    const savedMethods = async () => {
      const res = await t.app.inject({
        url: '/api/payment/player/methods',
        headers: auth(owner.accessToken),
      });
      return SavedPaymentMethodListSchema.parse(res.json()).items;
    };
    const [saved, ...others] = await savedMethods();
    expect(others).toEqual([]);
    expect(saved).toMatchObject({ method: 'sandbox-card', label: 'Visa •••• 4242' });

    // Another player's saved card is not theirs to use: 400 naming the field, nothing written.
    const stranger = await registerPlayer(t.app);
    await confirmEmailOf(t.app, stranger);
    const refused = await postWithdrawal(t.app, stranger, {
      amount: 1_000,
      fields: {},
      savedMethodId: saved!.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields).toHaveProperty('savedMethodId');

    const res = await postWithdrawal(t.app, owner, {
      amount: 2_000,
      fields: {},
      savedMethodId: saved!.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { invoice } = CreateWithdrawalResponseSchema.parse(res.json());
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payment/withdrawals/${invoice.id}/approve`,
      headers: operator(t.app),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // Typing the same number again is still the same card.
    const typed = await postWithdrawal(t.app, owner, { amount: 1_000 });
    expect(typed.statusCode, typed.body).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/payment/withdrawals/${CreateWithdrawalResponseSchema.parse(typed.json()).invoice.id}/approve`,
      headers: operator(t.app),
    });
    expect((await savedMethods()).map((m) => m.label)).toEqual(['Visa •••• 4242']);
    expect(await accountIn(t.app, owner)).toMatchObject({ balance: 4_000 });
  });

  it('publishes the limits the wallet applies, per method and shown currency, to anyone', async () => {
    const limits = await t.app.inject({ url: '/api/payment/limits' });
    expect(limits.statusCode).toBe(200);
    const { items } = PaymentLimitListSchema.parse(limits.json());
    for (const currency of ['USD', 'BTC']) {
      for (const direction of ['deposit', 'withdrawal'] as const) {
        const methods = await t.app.inject({
          url: `/api/payment/methods/${direction}?currency=${currency}`,
          headers: auth(player.accessToken),
        });
        const offered = PaymentMethodListSchema.parse(methods.json()).items;
        expect(offered.length).toBeGreaterThan(0);
        for (const method of offered) {
          const stated = items.find((i) => i.method === method.method && i.currency === currency);
          expect(stated?.[direction]).toEqual({
            minAmount: method.minAmount,
            maxAmount: method.maxAmount,
          });
        }
      }
    }
  });

  it('declines the declined test card', async () => {
    const deposit = await createCardDeposit(t.app, player, 1_000);
    const res = await pay(deposit.redirectUrl!, card('4000 0000 0000 0002'));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Card declined');
    await delivered();
    expect((await invoiceOf(player, deposit.invoice.id)).status).toBe(INVOICE_STATUS.declined);
    expect((await accountIn(t.app, player)).balance).toBe(5_000);
  });

  it('asks for the 3-D-Secure-style challenge, then pays or fails', async () => {
    const approved = await createCardDeposit(t.app, player, 2_500);
    const step = await pay(approved.redirectUrl!, card('4000000000003220'));
    expect(step.status).toBe(303);
    const challengeUrl = `${base}${step.headers.get('location')?.replace(base, '')}`;
    expect(challengeUrl).toBe(`${approved.redirectUrl}/challenge`);
    await delivered();
    expect((await invoiceOf(player, approved.invoice.id)).status).toBe(INVOICE_STATUS.pending);
    expect(await (await fetch(challengeUrl)).text()).toContain('Complete authentication');
    const done = await pay(challengeUrl, { action: 'approve' });
    expect(done.headers.get('location')).toBe(
      `${base}/?wallet=deposit&invoice=${approved.invoice.id}`,
    );
    await delivered();
    expect((await invoiceOf(player, approved.invoice.id)).status).toBe(INVOICE_STATUS.success);
    expect((await accountIn(t.app, player)).balance).toBe(7_500);

    const failed = await createCardDeposit(t.app, player, 600);
    await pay(failed.redirectUrl!, card('4000 0000 0000 3220'));
    const res = await pay(`${failed.redirectUrl}/challenge`, { action: 'fail' });
    expect(await res.text()).toContain('Authentication failed');
    await delivered();
    expect((await invoiceOf(player, failed.invoice.id)).status).toBe(INVOICE_STATUS.failed);
    expect((await accountIn(t.app, player)).balance).toBe(7_500);
    expect((await fetch(`${base}/sandbox/card/checkout/cs_nope`)).status).toBe(404);
  });

  describe('crypto', () => {
    let address: string;
    const sendTx = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sandbox/crypto/transactions',
        headers: operator(t.app),
        payload: body,
      });
    /** Adds confirmations and waits for the webhooks (so transactions are seen in order). */
    async function confirm(txid: string, confirmations: number) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/sandbox/crypto/transactions/${txid}/confirm`,
        headers: operator(t.app),
        payload: { confirmations },
      });
      await delivered();
      return res;
    }
    async function deposit(amount?: number) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payment/invoices/deposit',
        headers: auth(player.accessToken),
        payload: {
          method: 'sandbox-crypto',
          currency: 'BTC',
          amount,
          idempotencyKey: randomUUID(),
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return CreateDepositResponseSchema.parse(res.json());
    }
    const btc = async () => (await accountIn(t.app, player, 'BTC')).balance;

    beforeAll(async () => {
      await t.app.inject({
        method: 'POST',
        url: '/api/wallet/accounts',
        headers: auth(player.accessToken),
        payload: { currency: 'BTC' },
      });
    });

    it('shows an address with QR code and credits after the required confirmations', async () => {
      const started = await deposit(100_000);
      expect(started.redirectUrl).toBeNull();
      expect(started.crypto).toMatchObject({
        address: expect.stringMatching(/^tb1q[02-9ac-hj-np-z]{38}$/),
        confirmationsRequired: 2,
      });
      address = started.crypto!.address;
      expect(started.crypto!.paymentUri).toBe(`bitcoin:${address}`);
      expect(started.crypto!.qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
      // The same player and currency always get the same address.
      expect((await deposit()).crypto!.address).toBe(address);

      const sent = await sendTx({ address, amount: 100_000 });
      expect(sent.statusCode, sent.body).toBe(201);
      const tx = SandboxCryptoTransactionSchema.parse(sent.json());
      await delivered();
      expect((await invoiceOf(player, started.invoice.id)).status).toBe(INVOICE_STATUS.pending);
      await confirm(tx.txid, 1);
      await delivered();
      expect(await btc()).toBe(0);
      const final = await confirm(tx.txid, 2);
      expect(final.json()).toMatchObject({ confirmations: 2, confirmationsRequired: 2 });
      await delivered();
      expect(await btc()).toBe(100_000);
      expect((await invoiceOf(player, started.invoice.id)).status).toBe(INVOICE_STATUS.success);
      await confirm(tx.txid, 6);
      await delivered();
      expect(await btc()).toBe(100_000);
    });

    it('credits what arrived: the open invoice, then underpaid, then a new one', async () => {
      // The open invoice of the previous test (no amount asked) takes the next transaction.
      const first = await sendTx({ address, amount: 30_000 });
      await confirm(first.json().txid, 2);
      const underpaid = await deposit(200_000);
      const second = await sendTx({ address, amount: 150_000 });
      await confirm(second.json().txid, 3);
      await delivered();
      expect(await invoiceOf(player, underpaid.invoice.id)).toMatchObject({
        status: INVOICE_STATUS.underpaid,
        amount: 150_000,
      });
      // Nothing waiting at the address: the money still belongs to the player.
      const third = await sendTx({ address, amount: 5_000 });
      await confirm(third.json().txid, 2);
      await delivered();
      expect(await btc()).toBe(100_000 + 30_000 + 150_000 + 5_000);
      const list = await t.app.inject({
        url: '/api/payment/invoices?currency=BTC&status=2',
        headers: auth(player.accessToken),
      });
      expect(InvoiceListSchema.parse(list.json()).items.map((i) => i.amount)).toContain(5_000);
    });

    it('marks an invoice paid after expiry as paid late, and credits it', async () => {
      const late = await deposit(50_000);
      clock.advance(6 * 60_000);
      const list = await t.app.inject({
        url: '/api/payment/invoices?status=6',
        headers: auth(player.accessToken),
      });
      expect(InvoiceListSchema.parse(list.json()).items.map((i) => i.id)).toContain(
        late.invoice.id,
      );
      const sent = await sendTx({ address, amount: 50_000 });
      await confirm(sent.json().txid, 2);
      await delivered();
      expect((await invoiceOf(player, late.invoice.id)).status).toBe(INVOICE_STATUS.paidLate);
      expect(await btc()).toBe(335_000);
      expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
    });

    it('guards the sandbox control with the operator key and knows its addresses', async () => {
      const noKey = await t.app.inject({
        method: 'POST',
        url: '/api/sandbox/crypto/transactions',
        payload: { address, amount: 1 },
      });
      expect(noKey.statusCode).toBe(401);
      expect((await sendTx({ address: `tb1q${'q'.repeat(38)}`, amount: 1 })).statusCode).toBe(404);
      expect((await sendTx({ address, amount: 1.5 })).statusCode).toBe(400);
      const txid = 'cd'.repeat(32);
      expect((await sendTx({ address, amount: 1, txid })).statusCode).toBe(201);
      expect((await sendTx({ address, amount: 1, txid })).statusCode).toBe(409);
      expect((await confirm('ef'.repeat(32), 1)).statusCode).toBe(404);
      await delivered();
    });
  });
});
