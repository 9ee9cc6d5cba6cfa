import { createHmac, randomBytes } from 'node:crypto';
import { type Db, sandboxCryptoAddresses, sandboxCryptoTransactions } from '@casino/db';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../../../shared/clock.ts';
import { lockKey } from '../../../../shared/transaction.ts';
import { CONFIRMATIONS_REQUIRED, depositAddress } from './addresses.ts';
import { newEventId, type WebhookSender } from './webhook-sender.ts';

export const CRYPTO_WEBHOOK_PATH = '/api/payment/webhooks/sandbox-crypto';

/** One output of a transaction, as the provider reports it (one webhook per output). */
export interface ChainOutput {
  txid: string;
  address: string;
  currency: string;
  amount: number;
  confirmations: number;
  confirmationsRequired: number;
}

/** A transaction: its first output's fields, and every output. */
export interface ChainTransaction extends ChainOutput {
  outputs: { address: string; currency: string; amount: number }[];
}

export type ChainResult =
  | { ok: true; transaction: ChainTransaction }
  | {
      ok: false;
      error: 'unknown_address' | 'unknown_transaction' | 'duplicate_transaction' | 'mixed_outputs';
    };

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
  const toOutput = (row: TransactionRow): ChainOutput => ({
    txid: row.txid,
    address: row.address,
    currency: row.currency,
    amount: row.amount,
    confirmations: row.confirmations,
    confirmationsRequired: CONFIRMATIONS_REQUIRED[row.currency] ?? 1,
  });

  /** Reports every output of the transaction (each its own webhook) and answers it. */
  async function reported(rows: TransactionRow[]): Promise<ChainResult> {
    for (const row of rows) {
      await sender.send(CRYPTO_WEBHOOK_PATH, {
        id: newEventId(),
        type: 'crypto.transaction.updated',
        created: Math.floor(clock.now().getTime() / 1000),
        data: { ...toOutput(row) },
      });
    }
    const outputs = rows.map(({ address, currency, amount }) => ({ address, currency, amount }));
    return { ok: true, transaction: { ...toOutput(rows[0]!), outputs } };
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

    /**
     * A transaction to our addresses, seen with 0 confirmations: one output per address (one
     * chain, so one currency), each reported on its own.
     */
    async send(input: {
      outputs: { address: string; amount: number }[];
      txid?: string;
    }): Promise<ChainResult> {
      const wanted = input.outputs.map((o) => o.address);
      if (new Set(wanted).size !== wanted.length) return { ok: false, error: 'mixed_outputs' };
      const known = await db
        .select()
        .from(sandboxCryptoAddresses)
        .where(inArray(sandboxCryptoAddresses.address, wanted));
      if (known.length !== wanted.length) return { ok: false, error: 'unknown_address' };
      if (new Set(known.map((a) => a.currency)).size > 1) {
        return { ok: false, error: 'mixed_outputs' };
      }
      const currency = known[0]!.currency;
      const txid = input.txid ?? randomBytes(32).toString('hex');
      const now = clock.now();
      const rows = await db.transaction(async (tx) => {
        await lockKey(tx, `sandbox-crypto.tx:${txid}`);
        const [seen] = await tx
          .select({ txid: sandboxCryptoTransactions.txid })
          .from(sandboxCryptoTransactions)
          .where(eq(sandboxCryptoTransactions.txid, txid))
          .limit(1);
        if (seen) return null;
        return tx
          .insert(sandboxCryptoTransactions)
          .values(
            input.outputs.map((o) => ({
              txid,
              address: o.address,
              currency,
              amount: o.amount,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .returning();
      });
      if (!rows) return { ok: false, error: 'duplicate_transaction' };
      return reported(sortLike(rows, wanted));
    },

    /** Blocks mined on top: confirmations only ever grow (every output of the transaction). */
    async confirm(txid: string, confirmations: number): Promise<ChainResult> {
      const rows = await db
        .update(sandboxCryptoTransactions)
        .set({
          confirmations: sql`greatest(${sandboxCryptoTransactions.confirmations}, ${confirmations})`,
          updatedAt: clock.now(),
        })
        .where(eq(sandboxCryptoTransactions.txid, txid))
        .returning();
      if (rows.length === 0) return { ok: false, error: 'unknown_transaction' };
      return reported(rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()));
    },

    /** Every output paid to `address` (the provider's answer to a status query). */
    async outputsAt(address: string): Promise<ChainOutput[]> {
      const rows = await db
        .select()
        .from(sandboxCryptoTransactions)
        .where(eq(sandboxCryptoTransactions.address, address))
        .orderBy(asc(sandboxCryptoTransactions.createdAt));
      return rows.map(toOutput);
    },
  };
}

const sortLike = (rows: TransactionRow[], addresses: string[]) =>
  [...rows].sort((a, b) => addresses.indexOf(a.address) - addresses.indexOf(b.address));

export type SandboxCryptoChain = ReturnType<typeof createSandboxCryptoChain>;
