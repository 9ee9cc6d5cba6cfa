import type { IncomingHttpHeaders } from 'node:http';

export type Fields = Record<string, string[]>;

export interface DepositRequest {
  invoiceId: string;
  playerId: string;
  currency: string;
  /** Null for a crypto deposit that takes whatever arrives. */
  amount: number | null;
  /** Where the provider's hosted page sends the player back. */
  returnUrl: string;
  /** The player's language (a locale code of the site), for the hosted page. */
  locale: string;
  expiresAt: Date;
}

/** What the site does next: open the hosted page, or show an address. */
export interface DepositStart {
  providerReference: string | null;
  redirectUrl: string | null;
  crypto: { address: string; paymentUri: string; confirmationsRequired: number } | null;
}

/** Where a withdrawal is paid: a label for people, a fingerprint for "same again". */
export interface Destination {
  label: string;
  fingerprint: string;
  /** Crypto: the address itself (not secret; the payout needs it). Never a card number. */
  address?: string;
}

/** How a card is shown wherever it is saved or chosen: 'Visa •••• 4242' ('Card' for no brand). */
export function cardLabel(brand: string, last4: string): string {
  const name = !brand || brand === 'card' ? 'Card' : brand[0]!.toUpperCase() + brand.slice(1);
  return `${name} •••• ${last4}`;
}

export interface PayoutRequest {
  invoiceId: string;
  currency: string;
  amount: number;
  destination: Destination;
}

export type PayoutResult =
  | { status: 'paid'; providerReference: string }
  | { status: 'failed'; reason: string };

/** The deposit a status query is about. */
export interface StatusQuery {
  id: string;
  currency: string;
  providerReference: string | null;
  cryptoAddress: string | null;
}

/** A verified webhook, in the payment module's terms. */
export type ProviderEvent =
  | {
      kind: 'payment';
      eventId: string;
      /** Our invoice id, as we gave it to the provider. */
      invoiceId: string;
      providerReference: string;
      status: 'pending' | 'success' | 'declined' | 'failed';
      amount: number;
      currency: string;
      card: { brand: string; last4: string; fingerprint: string } | null;
    }
  | {
      kind: 'crypto';
      eventId: string;
      txid: string;
      address: string;
      currency: string;
      amount: number;
      confirmations: number;
      confirmationsRequired: number;
    };

export type WebhookCheck = { ok: true; event: ProviderEvent } | { ok: false; reason: string };

/**
 * A payment provider adapter (STYLE.md §4): the built-in sandbox ones, or a real vendor's.
 * Webhook signatures are verified here; the service only sees `ProviderEvent`s.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Checks and masks a withdrawal destination from the method's fields. */
  checkDestination(
    fields: Record<string, string>,
    currency: string,
  ): Promise<{ ok: true; destination: Destination } | { ok: false; fields: Fields }>;
  /**
   * The destination of a method the player saved (a card used for a deposit, an address paid
   * before), for a withdrawal in `currency` without typing it again; null if it cannot take it.
   */
  savedDestination(
    saved: { label: string; fingerprint: string; currency: string },
    currency: string,
  ): Destination | null;
  /**
   * Idempotent per invoice (the invoice id is the idempotency key, also for parallel calls):
   * asking again returns the same page or address, never a second checkout.
   */
  createDeposit(request: DepositRequest): Promise<DepositStart>;
  /** Idempotent per invoice id (a retried approval never pays twice at a real vendor). */
  payout(request: PayoutRequest): Promise<PayoutResult>;
  /** Verifies the signature over the raw body, then parses the event. */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, now: Date): Promise<WebhookCheck>;
  /**
   * Asks the provider what it knows of a deposit now (a webhook may never have arrived): the
   * events a webhook would have carried, each with an id stable for that state, so applying
   * one twice changes nothing. None while the provider has nothing to report.
   */
  getPaymentStatus(invoice: StatusQuery): Promise<ProviderEvent[]>;
}
