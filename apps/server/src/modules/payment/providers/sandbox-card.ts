import { z } from 'zod';
import type { SandboxCardHost } from './sandbox/card-host.ts';
import { signedWebhookReader } from './signature.ts';
import { cardLabel, type PaymentProvider, type ProviderEvent } from './types.ts';

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
        brand: z.string().max(30).nullable(),
        last4: z.string().regex(/^\d{4}$/),
        fingerprint: z.string().max(100).nullable(),
      })
      .nullable(),
  }),
});

type EventData = z.infer<typeof EventSchema>['data'];

const STATUS = {
  pending: 'pending',
  succeeded: 'success',
  declined: 'declined',
  failed: 'failed',
  canceled: 'declined',
} as const;

/** The provider's payment in our terms; an empty brand or fingerprint counts as none. */
function toEvent(eventId: string, data: EventData): ProviderEvent {
  return {
    kind: 'payment',
    eventId,
    invoiceId: data.merchantReference,
    providerReference: data.sessionId,
    status: STATUS[data.status],
    amount: data.amount,
    currency: data.currency,
    card: data.card
      ? {
          brand: data.card.brand || 'card',
          last4: data.card.last4,
          fingerprint: data.card.fingerprint || `last4:${data.card.last4}`,
        }
      : null,
  };
}

export interface SandboxCardOptions {
  host: SandboxCardHost;
  secret: () => Promise<string>;
}

/**
 * Adapter of the sandbox card provider. A real card vendor's adapter has the same shape:
 * create a hosted checkout (an API call), verify and translate its webhooks, pay out.
 */
export function sandboxCardProvider({ host, secret }: SandboxCardOptions): PaymentProvider {
  return {
    name: 'sandbox-card',

    async checkDestination(fields) {
      // The provider's own fingerprint (as its checkout reports it), so a card used for a
      // deposit and then for a withdrawal is one saved method, never two.
      const card = await host.vaultCard(fields.cardNumber);
      if (!card) return { ok: false, fields: { cardNumber: ['Enter a valid card number'] } };
      return {
        ok: true,
        destination: { label: cardLabel(card.brand, card.last4), fingerprint: card.fingerprint },
      };
    },

    // The fingerprint stands for the card at the provider (a real adapter keeps its vault
    // token beside it); any fiat currency may be paid out to it.
    savedDestination: (saved) => ({ label: saved.label, fingerprint: saved.fingerprint }),

    async createDeposit(request) {
      if (request.amount === null) throw new Error('card deposits need an amount');
      const session = await host.createSession({
        merchantReference: request.invoiceId,
        amount: request.amount,
        currency: request.currency,
        returnUrl: request.returnUrl,
        expiresAt: request.expiresAt,
        locale: request.locale,
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

    parseWebhook: signedWebhookReader(EventSchema, secret, (event) =>
      toEvent(event.id, event.data),
    ),

    async getPaymentStatus(invoice) {
      const found = await host.findSessionFor(invoice.id);
      // Not paid yet (or never opened): nothing to report; our own expiry handles the rest.
      if (!found) return [];
      const { session, card } = found;
      if (session.status === 'open') return [];
      const status = session.status === 'challenge' ? 'pending' : session.status;
      return [
        toEvent(`status:${session.id}:${status}`, {
          ...session,
          sessionId: session.id,
          status,
          card,
        }),
      ];
    },
  };
}
