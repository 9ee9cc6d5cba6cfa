import { randomBytes, randomUUID } from 'node:crypto';
import {
  type Account,
  AccountListSchema,
  CreateDepositResponseSchema,
  CreateWithdrawalResponseSchema,
  type Invoice,
} from '@casino/contracts';
import { expect } from 'vitest';
import { SIGNATURE_HEADER, signPayload } from '../../src/modules/payment/providers/signature.ts';
import type { TestServer } from '../build-app.ts';
import { auth, type TestPlayer } from './players.ts';

export const operator = (app: TestServer) => ({ 'x-operator-key': app.config.OPERATOR_API_KEY! });

type Provider = 'sandbox-card' | 'sandbox-crypto' | 'sandbox-pix';

const secretOf = (app: TestServer, provider: Provider) =>
  ({
    'sandbox-card': app.config.SANDBOX_CARD_WEBHOOK_SECRET!,
    'sandbox-crypto': app.config.SANDBOX_CRYPTO_WEBHOOK_SECRET!,
    'sandbox-pix': app.config.SANDBOX_PIX_WEBHOOK_SECRET!,
  })[provider];

/** POSTs a provider event signed as the provider would (or as told otherwise). */
export function postWebhook(
  app: TestServer,
  provider: Provider,
  event: object,
  {
    secret = secretOf(app, provider),
    // The app's clock: the server checks the signature's age against it.
    now = app.clock.now(),
    signature,
  }: {
    secret?: string;
    now?: Date;
    signature?: string | null;
  } = {},
) {
  const body = JSON.stringify(event);
  const header = signature === undefined ? signPayload(secret, body, now) : signature;
  return app.inject({
    method: 'POST',
    url: `/api/payment/webhooks/${provider}`,
    headers: {
      'content-type': 'application/json',
      ...(header === null ? {} : { [SIGNATURE_HEADER]: header }),
    },
    payload: body,
  });
}

export const eventId = () => `evt_${randomBytes(8).toString('hex')}`;

/** The sandbox card provider's event for one of our invoices. */
export function cardEvent(
  invoice: Pick<Invoice, 'id' | 'amount' | 'currency'>,
  status: 'pending' | 'succeeded' | 'declined' | 'failed' | 'canceled',
  overrides: { id?: string; amount?: number } = {},
) {
  return {
    id: overrides.id ?? eventId(),
    type: 'payment.updated',
    created: Math.floor(Date.now() / 1000),
    data: {
      sessionId: `cs_test_${invoice.id.slice(0, 8)}`,
      merchantReference: invoice.id,
      status,
      amount: overrides.amount ?? invoice.amount,
      currency: invoice.currency,
      card: { brand: 'visa', last4: '4242', fingerprint: 'fp-4242' },
    },
  };
}

export function cryptoEvent(data: {
  txid: string;
  address: string;
  currency: string;
  amount: number;
  confirmations: number;
}) {
  return {
    id: eventId(),
    type: 'crypto.transaction.updated',
    created: Math.floor(Date.now() / 1000),
    data: { ...data, confirmationsRequired: data.currency === 'BTC' ? 2 : 12 },
  };
}

export function postDeposit(app: TestServer, player: TestPlayer, body: object) {
  return app.inject({
    method: 'POST',
    url: '/api/payment/invoices/deposit',
    headers: auth(player.accessToken),
    payload: { method: 'sandbox-card', currency: 'USD', idempotencyKey: randomUUID(), ...body },
  });
}

export async function createCardDeposit(app: TestServer, player: TestPlayer, amount: number) {
  const res = await postDeposit(app, player, { amount });
  expect(res.statusCode, res.body).toBe(200);
  return CreateDepositResponseSchema.parse(res.json());
}

/** A Pix deposit in reais the bank reports paid (the sandbox Pix webhook): the money is on the account. */
export async function fundByPix(app: TestServer, player: TestPlayer, amount: number) {
  const res = await postDeposit(app, player, { method: 'pix', currency: 'BRL', amount });
  expect(res.statusCode, res.body).toBe(200);
  const { invoice, redirectUrl } = CreateDepositResponseSchema.parse(res.json());
  const txid = redirectUrl!.split('/').pop()!;
  const paid = await postWebhook(app, 'sandbox-pix', {
    id: eventId(),
    type: 'pix.paid',
    created: Math.floor(app.clock.now().getTime() / 1000),
    data: { txid, merchantReference: invoice.id, amount, currency: 'BRL' },
  });
  expect(paid.json()).toEqual({ ok: true });
  return invoice;
}

/** A card deposit the provider reports successful: the money is on the account. */
export async function fundByCard(app: TestServer, player: TestPlayer, amount: number) {
  const { invoice } = await createCardDeposit(app, player, amount);
  const res = await postWebhook(app, 'sandbox-card', cardEvent(invoice, 'succeeded'));
  expect(res.json()).toEqual({ ok: true });
  return invoice;
}

export function postWithdrawal(app: TestServer, player: TestPlayer, body: object) {
  return app.inject({
    method: 'POST',
    url: '/api/payment/invoices/withdrawal',
    headers: auth(player.accessToken),
    payload: {
      method: 'sandbox-card',
      currency: 'USD',
      fields: { cardNumber: '4242 4242 4242 4242' },
      idempotencyKey: randomUUID(),
      ...body,
    },
  });
}

export async function createWithdrawal(app: TestServer, player: TestPlayer, amount: number) {
  const res = await postWithdrawal(app, player, { amount });
  expect(res.statusCode, res.body).toBe(200);
  return CreateWithdrawalResponseSchema.parse(res.json()).invoice;
}

export async function listAccounts(app: TestServer, player: TestPlayer): Promise<Account[]> {
  const res = await app.inject({ url: '/api/wallet/accounts', headers: auth(player.accessToken) });
  expect(res.statusCode, res.body).toBe(200);
  return AccountListSchema.parse(res.json()).items;
}

export async function accountIn(app: TestServer, player: TestPlayer, currency = 'USD') {
  const account = (await listAccounts(app, player)).find((a) => a.currency === currency);
  expect(account, `${currency} account`).toBeDefined();
  return account!;
}

/** Opens the player's account in `currency` and makes it the active one (the old one inactive). */
export async function switchToNewAccount(app: TestServer, player: TestPlayer, currency: string) {
  const add = await app.inject({
    method: 'POST',
    url: '/api/wallet/accounts',
    headers: auth(player.accessToken),
    payload: { currency },
  });
  expect(add.statusCode, add.body).toBe(201);
  const switched = await app.inject({
    method: 'PUT',
    url: `/api/wallet/accounts/${add.json().id}/switch`,
    headers: auth(player.accessToken),
  });
  expect(switched.statusCode, switched.body).toBe(200);
}
