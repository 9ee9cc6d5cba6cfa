import { randomUUID } from 'node:crypto';
import type { buildApp } from '../apps/server/src/app.ts';
import {
  SIGNATURE_HEADER,
  signPayload,
} from '../apps/server/src/modules/payment/providers/signature.ts';

/**
 * A player's setup for the benchmarks and the cluster scripts: registration, card deposit, the
 * sandbox card's signed webhook. `fundedPlayer` runs it in-process (`app.inject`);
 * bench/bets-site.ts and scripts/cluster/player.ts send the same bodies over real HTTP.
 */

type App = Awaited<ReturnType<typeof buildApp>>;

export async function json(res: { statusCode: number; body: string }) {
  if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
  return JSON.parse(res.body);
}

/** `POST /api/player/register`'s body for a new USD player; `name` starts the unique email. */
export function registration(name: string, password: string) {
  return {
    email: `${name}-${Date.now()}-${randomUUID().slice(0, 8)}@example.com`,
    password,
    password_confirmation: password,
    currency: 'USD',
    country: 'DE',
    agreements: true,
  };
}

/** `POST /api/payment/invoices/deposit`'s body: a sandbox card deposit of `amount` cents. */
export function cardDeposit(amount: number, extra: { bonusCode?: string } = {}) {
  return {
    method: 'sandbox-card',
    currency: 'USD',
    amount,
    idempotencyKey: randomUUID(),
    ...extra,
  };
}

/** The webhook path the sandbox card provider posts to. */
export const CARD_WEBHOOK_PATH = '/api/payment/webhooks/sandbox-card';

/**
 * The sandbox card provider's signed webhook saying `invoice` was paid: the exact body and its
 * headers. The same `eventId` on a retry: a webhook that arrives twice credits once.
 */
export function cardPaidWebhook(
  cardSecret: string,
  invoice: { id: string; amount: number; currency: string },
  eventId = `evt_${randomUUID()}`,
) {
  const body = JSON.stringify({
    id: eventId,
    type: 'payment.updated',
    created: Math.floor(Date.now() / 1000),
    data: {
      sessionId: `cs_test_${invoice.id.slice(0, 8)}`,
      merchantReference: invoice.id,
      status: 'succeeded',
      amount: invoice.amount,
      currency: invoice.currency,
      card: { brand: 'visa', last4: '4242', fingerprint: 'fp-bench' },
    },
  });
  const headers = {
    'content-type': 'application/json',
    [SIGNATURE_HEADER]: signPayload(cardSecret, body, new Date()),
  };
  return { body, headers };
}

/**
 * A registered player paid `amount` (minor units of USD) by the sandbox card's signed webhook:
 * the bearer header of their session.
 */
export async function fundedPlayer(
  app: App,
  {
    name,
    password,
    cardSecret,
    amount,
  }: { name: string; password: string; cardSecret: string; amount: number },
) {
  const registered = await json(
    await app.inject({
      method: 'POST',
      url: '/api/player/register',
      payload: registration(name, password),
    }),
  );
  const headers = { authorization: `Bearer ${registered.accessToken}` };
  const { invoice } = await json(
    await app.inject({
      method: 'POST',
      url: '/api/payment/invoices/deposit',
      headers,
      payload: cardDeposit(amount),
    }),
  );
  const webhook = cardPaidWebhook(cardSecret, invoice);
  await json(
    await app.inject({
      method: 'POST',
      url: CARD_WEBHOOK_PATH,
      headers: webhook.headers,
      payload: webhook.body,
    }),
  );
  return headers;
}
