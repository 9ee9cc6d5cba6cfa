import { isValidCpf } from '@casino/contracts';
import { z } from 'zod';
import { PIX_PAGE_PATH, type SandboxPixHost } from './sandbox/pix-host.ts';
import { signedWebhookReader } from './signature.ts';
import type { Fields, PaymentProvider, ProviderEvent } from './types.ts';

const EventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.literal('pix.paid'),
  data: z.object({
    txid: z.string().max(100),
    merchantReference: z.string().max(100),
    amount: z.number().int().positive(),
    currency: z.literal('BRL'),
  }),
});

const paymentEvent = (
  eventId: string,
  data: { txid: string; merchantReference: string; amount: number; currency: string },
): ProviderEvent => ({
  kind: 'payment',
  eventId,
  invoiceId: data.merchantReference,
  providerReference: data.txid,
  status: 'success',
  amount: data.amount,
  currency: data.currency,
  card: null,
});

/** A Pix key: a CPF, an email, a +55 phone or a random key (UUID). */
function pixKeyLabel(key: string): string | null {
  const value = key.trim();
  if (isValidCpf(value)) return `Pix CPF •••${value.replace(/\D/g, '').slice(-4)}`;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return `Pix ${value.toLowerCase()}`;
  if (/^\+55\d{10,11}$/.test(value.replace(/[\s()-]/g, '')))
    return `Pix ${value.replace(/[\s()-]/g, '')}`;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) {
    return `Pix ${value.toLowerCase()}`;
  }
  return null;
}

/**
 * Adapter of the sandbox Pix provider (issue 32, Brazil's payment rail): a deposit opens a Pix
 * charge whose page shows the QR code and the copy-paste code; the charge's signed `pix.paid`
 * webhook credits it. Withdrawals are paid to a Pix key.
 */
export function sandboxPixProvider({
  host,
  secret,
  publicUrl,
}: {
  host: SandboxPixHost;
  secret: () => Promise<string>;
  publicUrl: string;
}): PaymentProvider {
  return {
    name: 'sandbox-pix',
    async checkDestination(fields, currency) {
      if (currency !== 'BRL') {
        const fields: Fields = { currency: ['Pix pays in BRL only'] };
        return { ok: false, fields };
      }
      const label = pixKeyLabel(fields.pixKey ?? '');
      if (!label) {
        const fields: Fields = {
          pixKey: ['Enter a Pix key: a CPF, an email, a +55 phone or a random key'],
        };
        return { ok: false, fields };
      }
      return { ok: true, destination: { label, fingerprint: `pix:${label}` } };
    },
    savedDestination: (saved, currency) =>
      currency === 'BRL' ? { label: saved.label, fingerprint: saved.fingerprint } : null,
    async createDeposit(request) {
      if (request.amount === null) throw new Error('Pix deposits need an amount');
      if (request.currency !== 'BRL') throw new Error('Pix takes BRL only');
      const charge = host.createCharge({
        merchantReference: request.invoiceId,
        amount: request.amount,
        currency: request.currency,
        returnUrl: request.returnUrl,
        locale: request.locale,
        expiresAt: request.expiresAt,
      });
      return {
        providerReference: charge.txid,
        redirectUrl: `${publicUrl}${PIX_PAGE_PATH}/${charge.txid}`,
        crypto: null,
      };
    },
    async payout(request) {
      return { status: 'paid', providerReference: `pix_${request.invoiceId.replaceAll('-', '')}` };
    },
    parseWebhook: signedWebhookReader(EventSchema, secret, (event) =>
      paymentEvent(event.id, event.data),
    ),
    async getPaymentStatus(invoice) {
      const charge = host.findFor(invoice.id);
      if (charge?.status !== 'paid') return [];
      return [paymentEvent(`status:${charge.txid}:paid`, charge)];
    },
  };
}
