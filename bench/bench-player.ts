import { randomUUID } from 'node:crypto';
import type { buildApp } from '../apps/server/src/app.ts';
import {
  SIGNATURE_HEADER,
  signPayload,
} from '../apps/server/src/modules/payment/providers/signature.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

export async function json(res: { statusCode: number; body: string }) {
  if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
  return JSON.parse(res.body);
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
      payload: {
        email: `${name}-${Date.now()}-${randomUUID().slice(0, 6)}@example.com`,
        password,
        password_confirmation: password,
        currency: 'USD',
        country: 'DE',
        agreements: true,
      },
    }),
  );
  const headers = { authorization: `Bearer ${registered.accessToken}` };
  const { invoice } = await json(
    await app.inject({
      method: 'POST',
      url: '/api/payment/invoices/deposit',
      headers,
      payload: { method: 'sandbox-card', currency: 'USD', amount, idempotencyKey: randomUUID() },
    }),
  );
  const event = JSON.stringify({
    id: `evt_${randomUUID()}`,
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
  await json(
    await app.inject({
      method: 'POST',
      url: '/api/payment/webhooks/sandbox-card',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signPayload(cardSecret, event, new Date()),
      },
      payload: event,
    }),
  );
  return headers;
}
