import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './player.ts';
import { currencies } from './settings.ts';

/** What the payment module keeps about an invoice beyond its columns (never a card number). */
export interface InvoiceDetails {
  /** Card deposits: the provider's hosted page. */
  redirectUrl?: string;
  /** Deposits: the language the player started in (the hosted page and the way back use it). */
  locale?: string;
  /** Crypto deposits: where to send, and what the provider said about it. */
  crypto?: { address: string; paymentUri: string; confirmationsRequired: number };
  /** Crypto deposits: the transaction that paid the invoice and its confirmations. */
  confirmations?: number;
  /** Withdrawals: the destination, masked for display, and what the payout needs. */
  destination?: { label: string; fingerprint: string; address?: string };
  /** Why the invoice ended as it did (decline reason, payout failure). */
  reason?: string;
  /** Crypto deposits held back by a limit or time-out (`deposit_limit`, `self_exclusion`). */
  held?: string;
}

/**
 * A deposit or withdrawal (docs/product/entities.md#invoice). Amounts in minor units: `amount` is
 * what was (or will be) credited or paid out, `fee` is charged on top of a withdrawal,
 * `expected_amount` is what a crypto invoice asked for. Status: INVOICE_STATUS of the contracts.
 */
export const paymentInvoices = pgTable(
  'payment_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    type: text('type', { enum: ['deposit', 'withdrawal'] }).notNull(),
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull().default(sql`0`),
    expectedAmount: bigint('expected_amount', { mode: 'number' }),
    status: integer('status').notNull(),
    /** The provider's id: card session, crypto transaction id, payout id. */
    providerReference: text('provider_reference'),
    /** Crypto deposits: the address money is sent to (matches incoming transactions). */
    cryptoAddress: text('crypto_address'),
    /** From the client (or derived from the provider's id): one invoice per key and player. */
    idempotencyKey: text('idempotency_key').notNull(),
    details: jsonb('details').$type<InvoiceDetails>().notNull().default({}),
    /** Withdrawals: set when an operator approved; the player can no longer decline. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Deposits: when the money was credited (or held); deposit limits count it from then. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Deposits: after this an unpaid invoice is expired. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payment_invoices_player_idempotency_key').on(t.playerId, t.idempotencyKey),
    // A provider's payment (card session, crypto transaction, payout) belongs to one invoice.
    uniqueIndex('payment_invoices_provider_reference_key')
      .on(t.provider, t.providerReference)
      .where(sql`${t.providerReference} is not null`),
    index('payment_invoices_player_created_idx').on(t.playerId, t.createdAt.desc()),
    index('payment_invoices_type_status_idx').on(t.type, t.status, t.createdAt),
    index('payment_invoices_created_idx').on(t.createdAt, t.id),
    index('payment_invoices_crypto_address_idx')
      .on(t.cryptoAddress, t.createdAt)
      .where(sql`${t.cryptoAddress} is not null`),
    check('payment_invoices_amount_positive', sql`${t.amount} > 0`),
    check('payment_invoices_fee_non_negative', sql`${t.fee} >= 0`),
  ],
);

/** Every webhook event processed, by the provider's event id: a redelivery is answered, not applied. */
export const paymentProviderEvents = pgTable(
  'payment_provider_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    invoiceId: uuid('invoice_id'),
    /** What processing did: applied, ignored (and why). */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Methods a player used successfully, masked ('•••• 4242'), shown for reuse. */
export const paymentSavedMethods = pgTable(
  'payment_saved_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    method: text('method').notNull(),
    currency: text('currency').notNull(),
    label: text('label').notNull(),
    /** HMAC of the card or address: the same one is saved once. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('payment_saved_methods_player_key').on(t.playerId, t.method, t.fingerprint)],
);

/**
 * The built-in sandbox payment provider's own records (it stands for an outside party: the
 * payment module never reads these, it talks to the provider through its adapter).
 */
export const sandboxCardSessions = pgTable('sandbox_card_sessions', {
  id: text('id').primaryKey(),
  merchantReference: text('merchant_reference').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  returnUrl: text('return_url').notNull(),
  status: text('status', {
    enum: ['open', 'challenge', 'succeeded', 'declined', 'failed', 'canceled'],
  }).notNull(),
  cardLast4: text('card_last4'),
  cardBrand: text('card_brand'),
  /** HMAC of the card number: the same card gives the same value, the number is not kept. */
  cardFingerprint: text('card_fingerprint'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxCryptoAddresses = pgTable('sandbox_crypto_addresses', {
  address: text('address').primaryKey(),
  currency: text('currency').notNull(),
  customerReference: text('customer_reference').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One output of a chain transaction: a transaction may pay several addresses. */
export const sandboxCryptoTransactions = pgTable(
  'sandbox_crypto_transactions',
  {
    txid: text('txid').notNull(),
    address: text('address')
      .notNull()
      .references(() => sandboxCryptoAddresses.address),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    confirmations: integer('confirmations').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.txid, t.address] }),
    index('sandbox_crypto_transactions_address_idx').on(t.address),
  ],
);

/**
 * The sandbox providers' webhooks waiting to be delivered (an outbox in the database, so a
 * restart does not lose them): retried with backoff until our endpoint answers 2xx.
 */
export const sandboxWebhookOutbox = pgTable(
  'sandbox_webhook_outbox',
  {
    id: text('id').primaryKey(),
    path: text('path').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Given up after the last retry (kept for an operator). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_webhook_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null and ${t.failedAt} is null`),
  ],
);

/**
 * Deposit invoices as other modules count them (the deposit limits' windows): a read-only view
 * other modules' SQL may join (docs/decisions/036).
 */
export const depositInvoices = pgView('deposit_invoices', {
  id: uuid('id').notNull(),
  playerId: uuid('player_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  status: integer('status').notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).as(
  sql`select id, player_id, amount, currency, status, paid_at, created_at from payment_invoices
    where type = 'deposit'`,
);
