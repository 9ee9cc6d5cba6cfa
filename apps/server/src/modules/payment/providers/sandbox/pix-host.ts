import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../../shared/clock.ts';
import { newEventId, type WebhookSender } from './webhook-sender.ts';

export const PIX_WEBHOOK_PATH = '/api/payment/webhooks/sandbox-pix';
/** The hosted charge page (QR code and copy-paste code) of the sandbox Pix provider. */
export const PIX_PAGE_PATH = '/sandbox/pix';

export type PixStatus = 'open' | 'paid' | 'expired';

export interface PixCharge {
  txid: string;
  merchantReference: string;
  amount: number;
  currency: string;
  returnUrl: string;
  locale: string;
  /** The BR Code ("Pix copia e cola") the QR code holds. */
  brCode: string;
  status: PixStatus;
  expiresAt: Date;
}

/** CRC16-CCITT (0x1021, initial 0xFFFF), as the BR Code's field 63 carries it. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i += 1) crc = crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1;
    crc &= 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const field = (id: string, value: string) =>
  `${id}${String(value.length).padStart(2, '0')}${value}`;

/**
 * A static-style BR Code (EMV QR of the Banco Central's Pix manual): the receiver's key, the
 * amount in reais, the transaction id; the last field is its CRC16.
 */
export function brCode(key: string, amount: number, txid: string): string {
  const body =
    field('00', '01') +
    field('26', field('00', 'br.gov.bcb.pix') + field('01', key)) +
    field('52', '0000') +
    field('53', '986') +
    field('54', (amount / 100).toFixed(2)) +
    field('58', 'BR') +
    field('59', 'AURORA CASINO SANDBOX') +
    field('60', 'SAO PAULO') +
    field('62', field('05', txid));
  return `${body}6304${crc16(`${body}6304`)}`;
}

/**
 * The sandbox Pix provider's side (issue 32): a charge per deposit with a QR code and its
 * copy-paste code; "paying" it on the page (standing for the player's bank app) sends the
 * signed `pix.paid` webhook that credits the deposit. Charges are kept in memory (sandbox: a
 * restart forgets open ones; a sent webhook is kept by the sender's outbox).
 */
export function createSandboxPixHost({ clock, sender }: { clock: Clock; sender: WebhookSender }) {
  const charges = new Map<string, PixCharge>();
  const byReference = new Map<string, string>();
  const current = (charge: PixCharge): PixCharge =>
    charge.status === 'open' && charge.expiresAt <= clock.now()
      ? { ...charge, status: 'expired' }
      : charge;
  return {
    /** Idempotent per invoice: asking again returns the same charge. */
    createCharge(input: {
      merchantReference: string;
      amount: number;
      currency: string;
      returnUrl: string;
      locale: string;
      expiresAt: Date;
    }): PixCharge {
      const known = byReference.get(input.merchantReference);
      if (known) return charges.get(known)!;
      const txid = randomUUID().replaceAll('-', '').slice(0, 25);
      const charge: PixCharge = {
        ...input,
        txid,
        brCode: brCode('aurora-sandbox@pix.example', input.amount, txid),
        status: 'open',
      };
      charges.set(txid, charge);
      byReference.set(input.merchantReference, txid);
      return charge;
    },
    find(txid: string): PixCharge | null {
      const charge = charges.get(txid);
      return charge ? current(charge) : null;
    },
    findFor(merchantReference: string): PixCharge | null {
      const txid = byReference.get(merchantReference);
      return txid ? this.find(txid) : null;
    },
    /** The bank app pays the charge: once; the webhook reports it. */
    async pay(txid: string): Promise<PixCharge | null> {
      const charge = this.find(txid);
      if (charge?.status !== 'open') return charge;
      const paid = { ...charge, status: 'paid' as const };
      charges.set(txid, paid);
      await sender.send(PIX_WEBHOOK_PATH, {
        id: newEventId(),
        type: 'pix.paid',
        created: Math.floor(clock.now().getTime() / 1000),
        data: {
          txid,
          merchantReference: paid.merchantReference,
          amount: paid.amount,
          currency: paid.currency,
        },
      });
      return paid;
    },
  };
}
export type SandboxPixHost = ReturnType<typeof createSandboxPixHost>;
