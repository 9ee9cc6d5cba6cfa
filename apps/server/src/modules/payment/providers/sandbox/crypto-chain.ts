import { createHmac, randomBytes } from 'node:crypto';
import { type Db, sandboxCryptoAddresses, sandboxCryptoTransactions } from '@casino/db';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../../../shared/clock.ts';
import { CONFIRMATIONS_REQUIRED, depositAddress } from './addresses.ts';
import { newEventId, type WebhookSender } from './webhook-sender.ts';

export const CRYPTO_WEBHOOK_PATH = '/api/payment/webhooks/sandbox-crypto';

export interface ChainTransaction {
  txid: string;
  address: string;
  currency: string;
  amount: number;
  confirmations: number;
  confirmationsRequired: number;
}

export type ChainResult =
  | { ok: true; transaction: ChainTransaction }
  | { ok: false; error: 'unknown_address' | 'unknown_transaction' | 'duplicate_transaction' };

export interface CryptoChainOptions {
  db: Db;
  clock: Clock;
  /** Signs the webhooks (SANDBOX_CRYPTO_WEBHOOK_SECRET) and derives the addresses. */
  secret: () => Promise<string>;
  sender: WebhookSender;
}

type TransactionRow = typeof sandboxCryptoTransactions.$inferSelect;

/**
 * The sandbox crypto provider's side: one deterministic deposit address per customer and
 * currency, and a simulated chain where an operator sends a transaction and adds
 * confirmations (`/api/sandbox/crypto/...`). Each change is reported by a signed webhook.
 */
export function createSandboxCryptoChain({ db, clock, secret, sender }: CryptoChainOptions) {
  const toTransaction = (row: TransactionRow): ChainTransaction => ({
    txid: row.txid,
    address: row.address,
    currency: row.currency,
    amount: row.amount,
    confirmations: row.confirmations,
    confirmationsRequired: CONFIRMATIONS_REQUIRED[row.currency] ?? 1,
  });

  async function notify(transaction: ChainTransaction) {
    sender.send(CRYPTO_WEBHOOK_PATH, await secret(), {
      id: newEventId(),
      type: 'crypto.transaction.updated',
      created: Math.floor(clock.now().getTime() / 1000),
      data: { ...transaction },
    });
  }

  return {
    supports: (currency: string) => currency in CONFIRMATIONS_REQUIRED,

    /** The customer's deposit address in `currency`: always the same one. */
    async addressFor(customerReference: string, currency: string): Promise<string> {
      const program = createHmac('sha256', await secret())
        .update(`address:${customerReference}:${currency}`)
        .digest()
        .subarray(0, 20);
      const address = depositAddress(currency, program);
      await db
        .insert(sandboxCryptoAddresses)
        .values({ address, currency, customerReference })
        .onConflictDoNothing();
      return address;
    },

    /** A transaction to one of our addresses, seen with 0 confirmations. */
    async send(input: { address: string; amount: number; txid?: string }): Promise<ChainResult> {
      const [address] = await db
        .select()
        .from(sandboxCryptoAddresses)
        .where(eq(sandboxCryptoAddresses.address, input.address));
      if (!address) return { ok: false, error: 'unknown_address' };
      const now = clock.now();
      const [row] = await db
        .insert(sandboxCryptoTransactions)
        .values({
          txid: input.txid ?? randomBytes(32).toString('hex'),
          address: address.address,
          currency: address.currency,
          amount: input.amount,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return { ok: false, error: 'duplicate_transaction' };
      const transaction = toTransaction(row);
      await notify(transaction);
      return { ok: true, transaction };
    },

    /** Blocks mined on top: confirmations only ever grow. */
    async confirm(txid: string, confirmations: number): Promise<ChainResult> {
      const [row] = await db
        .update(sandboxCryptoTransactions)
        .set({
          confirmations: sql`greatest(${sandboxCryptoTransactions.confirmations}, ${confirmations})`,
          updatedAt: clock.now(),
        })
        .where(eq(sandboxCryptoTransactions.txid, txid))
        .returning();
      if (!row) return { ok: false, error: 'unknown_transaction' };
      const transaction = toTransaction(row);
      await notify(transaction);
      return { ok: true, transaction };
    },
  };
}

export type SandboxCryptoChain = ReturnType<typeof createSandboxCryptoChain>;
