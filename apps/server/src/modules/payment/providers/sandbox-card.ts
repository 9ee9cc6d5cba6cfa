import { z } from 'zod';
import { cardDigits, type SandboxCardHost } from './sandbox/card-host.ts';
import { readSignedEvent, SIGNATURE_HEADER } from './signature.ts';
import type { PaymentProvider } from './types.ts';

const EventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.literal('payment.updated'),
  data: z.object({
    sessionId: z.string().max(100),
    merchantReference: z.string().max(100),
    status: z.enum(['pending', 'succeeded', 'declined', 'failed', 'canceled']),
    amount: z.number().int().positive(),
    currency: z.string().max(10),
    card: z
      .object({
        brand: z.string().nullable(),
        last4: z.string().regex(/^\d{4}$/),
        fingerprint: z.string().nullable(),
      })
      .nullable(),
  }),
});

const STATUS = {
  pending: 'pending',
  succeeded: 'success',
  declined: 'declined',
  failed: 'failed',
  canceled: 'declined',
} as const;

export interface SandboxCardOptions {
  host: SandboxCardHost;
  secret: () => Promise<string>;
  /** Keyed hash of destinations (never store a card number). */
  fingerprint: (value: string) => Promise<string>;
}

/**
 * Adapter of the sandbox card provider. A real card vendor's adapter has the same shape:
 * create a hosted checkout (an API call), verify and translate its webhooks, pay out.
 */
export function sandboxCardProvider({
  host,
  secret,
  fingerprint,
}: SandboxCardOptions): PaymentProvider {
  return {
    name: 'sandbox-card',

    async checkDestination(fields) {
      const digits = cardDigits(fields.cardNumber);
      if (!digits) return { ok: false, fields: { cardNumber: ['Enter a valid card number'] } };
      // NOTE: a real adapter would vault the card with the provider here and keep its token.
      return {
        ok: true,
        destination: {
          label: `•••• ${digits.slice(-4)}`,
          fingerprint: await fingerprint(`card:${digits}`),
        },
      };
    },

    async createDeposit(request) {
      if (request.amount === null) throw new Error('card deposits need an amount');
      const session = await host.createSession({
        merchantReference: request.invoiceId,
        amount: request.amount,
        currency: request.currency,
        returnUrl: request.returnUrl,
        expiresAt: request.expiresAt,
      });
      return { providerReference: session.id, redirectUrl: session.url, crypto: null };
    },

    async payout(request) {
      // Sandbox rule: payouts to the "declined" test card fail, all others are paid.
      if (request.destination.label.endsWith('0002')) {
        return { status: 'failed', reason: 'The card issuer refused the payout' };
      }
      return { status: 'paid', providerReference: `po_${request.invoiceId.replaceAll('-', '')}` };
    },

    async parseWebhook(rawBody, headers, now) {
      const read = readSignedEvent(
        EventSchema,
        await secret(),
        headers[SIGNATURE_HEADER],
        rawBody,
        now,
      );
      if (!read.ok) return read;
      const parsed = read.event;
      const { data } = parsed;
      return {
        ok: true,
        event: {
          kind: 'payment',
          eventId: parsed.id,
          invoiceId: data.merchantReference,
          providerReference: data.sessionId,
          status: STATUS[data.status],
          amount: data.amount,
          currency: data.currency,
          card: data.card
            ? {
                brand: data.card.brand ?? 'card',
                last4: data.card.last4,
                fingerprint: data.card.fingerprint ?? `last4:${data.card.last4}`,
              }
            : null,
        },
      };
    },
  };
}
