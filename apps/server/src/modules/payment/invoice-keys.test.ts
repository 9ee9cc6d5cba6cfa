import {
  CreateDepositResponseSchema,
  CreateWithdrawalResponseSchema,
  InvoiceListSchema,
} from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import {
  accountIn,
  fundByCard,
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
import { IMPLICIT_KEY_WINDOW_MS } from './implicit-key.ts';

/**
 * Invoice types as numbers (the settings constants' payment.invoiceTypes) and deposits and
 * withdrawals without an idempotency key (docs/decisions/031).
 */
describe.each(TEST_DATABASES)('invoice keys and types on $name', (db) => {
  let t: TestApp;
  const clock = createTestClock();
  let player: TestPlayer;
  beforeAll(async () => {
    t = await buildTestApp(db, {}, { clock });
    player = await registerPlayer(t.app);
    await confirmEmailOf(t.app, player);
    await fundByCard(t.app, player, 20_000);
  });
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ url, headers: auth(player.accessToken) });
  const keyless = { idempotencyKey: undefined };

  it('a keyless deposit opens an invoice; the same one again within a minute replays it', async () => {
    const first = await postDeposit(t.app, player, { amount: 1500, ...keyless });
    expect(first.statusCode, first.body).toBe(200);
    const again = await postDeposit(t.app, player, { amount: 1500, ...keyless });
    expect(again.statusCode).toBe(200);
    const { invoice } = CreateDepositResponseSchema.parse(first.json());
    expect(CreateDepositResponseSchema.parse(again.json()).invoice.id).toBe(invoice.id);

    const other = await postDeposit(t.app, player, { amount: 1600, ...keyless });
    expect(CreateDepositResponseSchema.parse(other.json()).invoice.id).not.toBe(invoice.id);

    clock.advance(IMPLICIT_KEY_WINDOW_MS + 1000);
    const later = await postDeposit(t.app, player, { amount: 1500, ...keyless });
    expect(later.statusCode).toBe(200);
    expect(CreateDepositResponseSchema.parse(later.json()).invoice.id).not.toBe(invoice.id);
  });

  it('a sent key is still honoured: same key, same invoice; another body, 409', async () => {
    const idempotencyKey = 'client-key-0001';
    const a = await postDeposit(t.app, player, { amount: 1700, idempotencyKey });
    const b = await postDeposit(t.app, player, { amount: 1700, idempotencyKey });
    expect(CreateDepositResponseSchema.parse(b.json()).invoice.id).toBe(
      CreateDepositResponseSchema.parse(a.json()).invoice.id,
    );
    const c = await postDeposit(t.app, player, { amount: 1800, idempotencyKey });
    expect(c.statusCode).toBe(409);
  });

  it('a keyless withdrawal sent twice reserves the money once', async () => {
    const before = (await accountIn(t.app, player)).balance;
    const first = await postWithdrawal(t.app, player, { amount: 1000, ...keyless });
    expect(first.statusCode, first.body).toBe(200);
    const again = await postWithdrawal(t.app, player, { amount: 1000, ...keyless });
    expect(again.statusCode).toBe(200);
    const id = CreateWithdrawalResponseSchema.parse(first.json()).invoice.id;
    expect(CreateWithdrawalResponseSchema.parse(again.json()).invoice.id).toBe(id);
    expect((await accountIn(t.app, player)).balance).toBe(before - 1000);
  });

  it('a withdrawal names a bad amount and a bad card number in one answer', async () => {
    const res = await postWithdrawal(t.app, player, {
      amount: 1,
      fields: { cardNumber: '1234' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).fields ?? {}).sort()).toEqual(['amount', 'fields.cardNumber']);
    // An amount the schema refuses (0) does not hide the bad card (audit 7.16b).
    const zero = await postWithdrawal(t.app, player, { amount: 0, fields: { cardNumber: '1' } });
    expect(zero.statusCode).toBe(400);
    expect(Object.keys(errorOf(zero).fields ?? {}).sort()).toEqual(['amount', 'fields.cardNumber']);
  });

  it('a deposit names a bad amount and a bad bonus code in one answer, writing nothing', async () => {
    const before = (await get('/api/payment/invoices?type=1')).json().items.length;
    const res = await postDeposit(t.app, player, { amount: 1, bonusCode: 'NO-SUCH-CODE' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).fields ?? {}).sort()).toEqual(['amount', 'bonusCode']);
    const method = await postDeposit(t.app, player, { method: 'nope', bonusCode: 'NO-SUCH-CODE' });
    expect(Object.keys(errorOf(method).fields ?? {}).sort()).toEqual(['bonusCode', 'method']);
    // A body the schema refuses (a text amount) still names the other bad fields.
    const typed = await postDeposit(t.app, player, { amount: 'ten', method: 'nope' });
    expect(typed.statusCode).toBe(400);
    expect(Object.keys(errorOf(typed).fields ?? {}).sort()).toEqual(['amount', 'method']);
    expect((await get('/api/payment/invoices?type=1')).json().items).toHaveLength(before);
  });

  it('lists invoices by numeric type as the constants publish them', async () => {
    const deposits = InvoiceListSchema.parse((await get('/api/payment/invoices?type=1')).json());
    const withdrawals = InvoiceListSchema.parse((await get('/api/payment/invoices?type=2')).json());
    expect(deposits.items.length).toBeGreaterThan(0);
    expect(deposits.items.every((i) => i.type === 'deposit')).toBe(true);
    expect(withdrawals.items.length).toBeGreaterThan(0);
    expect(withdrawals.items.every((i) => i.type === 'withdrawal')).toBe(true);
    const named = InvoiceListSchema.parse((await get('/api/payment/invoices?type=deposit')).json());
    expect(named.total).toBe(deposits.total);
    expect((await get('/api/payment/invoices?type=3')).statusCode).toBe(400);
  });

  it('lists invoices by a status list in every form the site sends (issue 29)', async () => {
    const all = InvoiceListSchema.parse((await get('/api/payment/invoices')).json());
    const statuses = [...new Set(all.items.map((i) => i.status))];
    expect(statuses.length).toBeGreaterThan(1);
    const [first] = statuses;
    const only = (query: string) =>
      get(`/api/payment/invoices?${query}`).then((res) => {
        expect(res.statusCode, res.body).toBe(200);
        return InvoiceListSchema.parse(res.json()).items.map((i) => i.status);
      });
    for (const query of [`status=${first}`, `status[]=${first}`, `status%5B%5D=${first}`]) {
      const seen = await only(query);
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((s) => s === first)).toBe(true);
    }
    const both = await only(statuses.map((s) => `status[]=${s}`).join('&'));
    expect(both.length).toBe(all.items.length);
    const bad = await get('/api/payment/invoices?status[]=9');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {})).toEqual(['status.0']);
  });

  it('answers the fees for a numeric invoiceType like for its name', async () => {
    const query = 'currency=USD&amount=5000&method=sandbox-card';
    const numeric = await get(`/api/payment/invoices/player-fees?${query}&invoiceType=2`);
    const named = await get(`/api/payment/invoices/player-fees?${query}&invoiceType=withdrawal`);
    expect(numeric.statusCode, numeric.body).toBe(200);
    expect(numeric.json()).toEqual(named.json());
    const bad = await get(`/api/payment/invoices/player-fees?${query}&invoiceType=9`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {})).toEqual(['invoiceType']);
  });
});
