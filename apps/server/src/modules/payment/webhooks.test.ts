import { randomUUID } from 'node:crypto';
import { INVOICE_STATUS, InvoiceListSchema, SavedPaymentMethodListSchema } from '@casino/contracts';
import { ledgerTransfers, paymentProviderEvents } from '@casino/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import {
  accountIn,
  cardEvent,
  createCardDeposit,
  cryptoEvent,
  postWebhook,
} from '../../../test/factories/payments.ts';
import { auth, errorOf, registerPlayer, type TestPlayer } from '../../../test/factories/players.ts';
import { checkLedger } from '../wallet/service.ts';

describe.each(TEST_DATABASES)('payment webhooks on $name', (db) => {
  let t: TestApp;
  let player: TestPlayer;
  beforeAll(async () => {
    t = await buildTestApp(db);
    player = await registerPlayer(t.app);
  });
  afterAll(() => t?.close());

  const balance = async () => (await accountIn(t.app, player)).balance;
  async function transferCount() {
    const [row] = await t.database.db.select({ n: count() }).from(ledgerTransfers);
    return row!.n;
  }
  async function invoiceStatus(id: string) {
    const res = await t.app.inject({
      url: '/api/payment/invoices?perPage=100',
      headers: auth(player.accessToken),
    });
    return InvoiceListSchema.parse(res.json()).items.find((i) => i.id === id)?.status;
  }

  it('credits a deposit once however often the provider delivers the event', async () => {
    const { invoice } = await createCardDeposit(t.app, player, 5_000);
    const before = await balance();
    const event = cardEvent(invoice, 'succeeded');
    const answers = [];
    for (let i = 0; i < 10; i++)
      answers.push((await postWebhook(t.app, 'sandbox-card', event)).json());
    expect(answers[0]).toEqual({ ok: true });
    expect(answers.slice(1)).toEqual(Array(9).fill({ ok: true, ignored: 'duplicate' }));
    // The same success under other event ids (a provider resending) moves nothing either.
    const again = await Promise.all(
      Array.from({ length: 5 }, () =>
        postWebhook(t.app, 'sandbox-card', cardEvent(invoice, 'succeeded')),
      ),
    );
    expect(again.map((r) => r.json())).toEqual(Array(5).fill({ ok: true, ignored: 'stale' }));
    expect(await balance()).toBe(before + 5_000);
    expect(await invoiceStatus(invoice.id)).toBe(INVOICE_STATUS.success);
    const methods = await t.app.inject({
      url: '/api/payment/player/methods',
      headers: auth(player.accessToken),
    });
    expect(SavedPaymentMethodListSchema.parse(methods.json()).items).toEqual([
      expect.objectContaining({ method: 'sandbox-card', label: 'Visa •••• 4242', currency: 'USD' }),
    ]);
    const [events] = await t.database.db
      .select({ n: count() })
      .from(paymentProviderEvents)
      .where(eq(paymentProviderEvents.invoiceId, invoice.id));
    expect(events!.n).toBe(6);
    expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
  });

  it('refuses bad signatures with 400 and moves nothing', async () => {
    const { invoice } = await createCardDeposit(t.app, player, 1_234);
    const before = { balance: await balance(), transfers: await transferCount() };
    const event = cardEvent(invoice, 'succeeded');
    const sixMinutesAgo = new Date(Date.now() - 6 * 60_000);
    const attempts = [
      postWebhook(t.app, 'sandbox-card', event, { secret: 'another-secret-of-32-characters!!' }),
      postWebhook(t.app, 'sandbox-card', event, { now: sixMinutesAgo }),
      postWebhook(t.app, 'sandbox-card', event, { signature: null }),
      postWebhook(t.app, 'sandbox-card', event, { signature: 't=1,v1=nothex' }),
      // Signed for the crypto provider, sent to the card one.
      postWebhook(t.app, 'sandbox-card', event, {
        secret: t.app.config.SANDBOX_CRYPTO_WEBHOOK_SECRET,
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('invalid_signature');
    }
    // A body changed after signing.
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhooks/sandbox-card',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': (await import('./providers/signature.ts')).signPayload(
          t.app.config.SANDBOX_CARD_WEBHOOK_SECRET!,
          JSON.stringify(event),
          new Date(),
        ),
      },
      payload: JSON.stringify({ ...event, data: { ...event.data, amount: 999_999 } }),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await balance()).toBe(before.balance);
    expect(await transferCount()).toBe(before.transfers);
    expect(await invoiceStatus(invoice.id)).toBe(INVOICE_STATUS.created);
  });

  it('answers events of unknown invoices without moving money', async () => {
    const before = await transferCount();
    const ghost = { id: randomUUID(), amount: 5_000, currency: 'USD' };
    for (const invoice of [ghost, { ...ghost, id: 'not-an-invoice' }]) {
      const res = await postWebhook(t.app, 'sandbox-card', cardEvent(invoice, 'succeeded'));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, ignored: 'unknown_invoice' });
    }
    const crypto = await postWebhook(
      t.app,
      'sandbox-crypto',
      cryptoEvent({
        txid: 'ab'.repeat(32),
        address: 'tb1qunknown',
        currency: 'BTC',
        amount: 10,
        confirmations: 6,
      }),
    );
    expect(crypto.json()).toEqual({ ok: true, ignored: 'unknown_address' });
    expect(await transferCount()).toBe(before);
  });

  it('only moves forward: a late pending or a decline after success changes nothing', async () => {
    const { invoice } = await createCardDeposit(t.app, player, 800);
    const before = await balance();
    const pending = cardEvent(invoice, 'pending');
    expect((await postWebhook(t.app, 'sandbox-card', pending)).json()).toEqual({ ok: true });
    expect(await invoiceStatus(invoice.id)).toBe(INVOICE_STATUS.pending);
    expect(
      (await postWebhook(t.app, 'sandbox-card', cardEvent(invoice, 'succeeded'))).json(),
    ).toEqual({ ok: true });
    const latePending = await postWebhook(t.app, 'sandbox-card', cardEvent(invoice, 'pending'));
    expect(latePending.json()).toEqual({ ok: true, ignored: 'stale' });
    const lateDecline = await postWebhook(t.app, 'sandbox-card', cardEvent(invoice, 'declined'));
    expect(lateDecline.json()).toEqual({ ok: true, ignored: 'stale' });
    expect(await invoiceStatus(invoice.id)).toBe(INVOICE_STATUS.success);
    expect(await balance()).toBe(before + 800);

    // Declined first: a success arriving after it is stale too, and nothing is credited.
    const { invoice: second } = await createCardDeposit(t.app, player, 900);
    await postWebhook(t.app, 'sandbox-card', cardEvent(second, 'declined'));
    const lateSuccess = await postWebhook(t.app, 'sandbox-card', cardEvent(second, 'succeeded'));
    expect(lateSuccess.json()).toEqual({ ok: true, ignored: 'stale' });
    expect(await invoiceStatus(second.id)).toBe(INVOICE_STATUS.declined);
    expect(await balance()).toBe(before + 800);
  });

  it('ignores an event whose amount is not the invoice amount', async () => {
    const { invoice } = await createCardDeposit(t.app, player, 1_000);
    const res = await postWebhook(
      t.app,
      'sandbox-card',
      cardEvent(invoice, 'succeeded', { amount: 100_000 }),
    );
    expect(res.json()).toEqual({ ok: true, ignored: 'amount_mismatch' });
    expect(await invoiceStatus(invoice.id)).toBe(INVOICE_STATUS.created);
  });

  it('credits concurrent deliveries of one success once', async () => {
    const { invoice } = await createCardDeposit(t.app, player, 4_321);
    const before = await balance();
    const event = cardEvent(invoice, 'succeeded');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postWebhook(t.app, 'sandbox-card', i % 2 ? event : cardEvent(invoice, 'succeeded')),
      ),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(answers.filter((r) => !r.json().ignored)).toHaveLength(1);
    expect(await balance()).toBe(before + 4_321);
  });

  it('applies concurrent events of new crypto transactions to one invoice each, crediting once', async () => {
    const crypto = await registerPlayer(t.app, { currency: 'ETH' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/invoices/deposit',
      headers: auth(crypto.accessToken),
      payload: { method: 'sandbox-crypto', currency: 'ETH', idempotencyKey: randomUUID() },
    });
    const { address, paymentUri } = res.json().crypto;
    expect(address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(paymentUri).toBe(`ethereum:${address}`);
    const txs = ['a1', 'b2'].map((c) => ({
      txid: c.repeat(32),
      address,
      currency: 'ETH',
      amount: 1_000_000,
    }));
    const events = txs.flatMap((tx) => [
      cryptoEvent({ ...tx, confirmations: 0 }),
      cryptoEvent({ ...tx, confirmations: 12 }),
      cryptoEvent({ ...tx, confirmations: 14 }),
    ]);
    const answers = await Promise.all(events.map((e) => postWebhook(t.app, 'sandbox-crypto', e)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const list = await t.app.inject({
      url: '/api/payment/invoices',
      headers: auth(crypto.accessToken),
    });
    const invoices = InvoiceListSchema.parse(list.json()).items;
    expect(invoices.map((i) => [i.amount, i.status])).toEqual([
      [1_000_000, INVOICE_STATUS.success],
      [1_000_000, INVOICE_STATUS.success],
    ]);
    expect((await accountIn(t.app, crypto, 'ETH')).balance).toBe(2_000_000);
    expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
  });

  it('answers 409, never 500, when an event names a payment another invoice already has', async () => {
    const first = await createCardDeposit(t.app, player, 2_500);
    const paid = cardEvent(first.invoice, 'succeeded');
    expect((await postWebhook(t.app, 'sandbox-card', paid)).json()).toEqual({ ok: true });
    const before = { balance: await balance(), transfers: await transferCount() };

    // Another invoice's event carrying the first payment's session id (provider reference).
    const second = await createCardDeposit(t.app, player, 2_500);
    const reused = cardEvent(second.invoice, 'succeeded');
    reused.data.sessionId = paid.data.sessionId;
    for (let attempt = 0; attempt < 3; attempt++) {
      const res = await postWebhook(t.app, 'sandbox-card', reused);
      expect(res.statusCode, res.body).toBe(409);
      expect(errorOf(res).code).toBe('provider_reference_conflict');
    }
    // The same event of the first invoice again is a replay: 200, nothing moves.
    const replay = await postWebhook(t.app, 'sandbox-card', paid);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ ok: true, ignored: 'duplicate' });
    expect({ balance: await balance(), transfers: await transferCount() }).toEqual(before);
    expect(await invoiceStatus(second.invoice.id)).toBe(INVOICE_STATUS.created);
  });
});
