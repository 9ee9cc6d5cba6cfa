import { z } from 'zod';
import { CONFIRMATIONS_REQUIRED, isValidAddress, URI_SCHEMES } from './sandbox/addresses.ts';
import type { SandboxCryptoChain } from './sandbox/crypto-chain.ts';
import { signedWebhookReader } from './signature.ts';
import type { PaymentProvider } from './types.ts';

const EventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.literal('crypto.transaction.updated'),
  data: z.object({
    txid: z.string().min(1).max(100),
    address: z.string().max(100),
    currency: z.string().max(10),
    amount: z.number().int().positive(),
    confirmations: z.number().int().nonnegative(),
    confirmationsRequired: z.number().int().positive(),
  }),
});

export interface SandboxCryptoOptions {
  chain: SandboxCryptoChain;
  secret: () => Promise<string>;
}

const shorten = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** Adapter of the sandbox crypto provider (BTC, ETH): addresses, confirmations, payouts. */
export function sandboxCryptoProvider({ chain, secret }: SandboxCryptoOptions): PaymentProvider {
  return {
    name: 'sandbox-crypto',

    async checkDestination(fields, currency) {
      const address = (fields.address ?? '').trim();
      if (!isValidAddress(currency, address)) {
        return { ok: false, fields: { address: [`Enter a valid ${currency} address`] } };
      }
      return {
        ok: true,
        destination: { label: shorten(address), fingerprint: `address:${address}`, address },
      };
    },

    savedDestination(saved, currency) {
      const address = saved.fingerprint.replace(/^address:/, '');
      if (saved.currency !== currency || !isValidAddress(currency, address)) return null;
      return { label: saved.label, fingerprint: saved.fingerprint, address };
    },

    async createDeposit(request) {
      if (!chain.supports(request.currency)) {
        throw new Error(`sandbox crypto has no ${request.currency} chain`);
      }
      const address = await chain.addressFor(request.playerId, request.currency);
      return {
        providerReference: null,
        redirectUrl: null,
        crypto: {
          address,
          paymentUri: `${URI_SCHEMES[request.currency]}:${address}`,
          confirmationsRequired: CONFIRMATIONS_REQUIRED[request.currency]!,
        },
      };
    },

    async payout(request) {
      return {
        status: 'paid',
        providerReference: `tx_${request.invoiceId.replaceAll('-', '')}`,
      };
    },

    parseWebhook: signedWebhookReader(EventSchema, secret, (event) => ({
      kind: 'crypto',
      eventId: event.id,
      ...event.data,
    })),

    async getPaymentStatus(invoice) {
      if (!invoice.cryptoAddress) return [];
      // Every output paid to the address: the webhook path matches each to its invoice.
      const outputs = await chain.outputsAt(invoice.cryptoAddress);
      return outputs.map((output) => ({
        kind: 'crypto' as const,
        eventId: `status:${output.txid}:${output.address}:${output.confirmations}`,
        ...output,
      }));
    },
  };
}
