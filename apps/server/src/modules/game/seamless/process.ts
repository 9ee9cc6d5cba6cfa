import { createHash, randomUUID } from 'node:crypto';
import type { Tx } from '@casino/db';
import { collectEvents, type EventSink } from '../../../shared/event-bus.ts';
import type { WalletContext } from '../../wallet/service.ts';
import type { GameContext } from '../context.ts';
import { callTransaction, failure, type Reply } from './replies.ts';
import * as repo from './repository.ts';

export interface SeamlessProvider {
  id: string;
  identity: string;
}

/** One money call being processed, inside its transaction. */
export interface CallScope {
  tx: Tx;
  /** The wallet on this transaction; its events wait for the commit. */
  wallet: WalletContext;
  events: EventSink;
  /** The casino's id of this transaction (the answer's `transactionId`). */
  id: string;
  /** Ledger idempotency key prefix of this call's movement. */
  ledgerKey: string;
}

export interface Processed {
  reply: Reply;
  roundId: string | null;
  referenceTransactionId?: string | null;
  amount: number;
  moved: boolean;
}

/** The ledger key prefix of a provider's money call (its bet's, for a stake). */
export const ledgerKeyOf = (provider: SeamlessProvider, transactionId: string) =>
  `game:${provider.identity}:${transactionId}`;

/** SHA-256 of the request with its keys sorted: the same request, however it is spelled. */
export function requestHash(body: Record<string, unknown>): string {
  const sorted = Object.fromEntries(Object.entries(body).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

function replay(logged: repo.LoggedCall, hash: string): Reply {
  if (logged.requestHash !== hash) {
    return failure(
      409,
      'transaction_conflict',
      'This transactionId was already used for a different request',
    );
  }
  return { status: logged.responseStatus, body: logged.responseBody };
}

/**
 * Processes a money call once per (provider, transactionId): a call seen before gets its
 * stored answer byte for byte (same request) or 409 `transaction_conflict` (another request).
 * `work` runs in one transaction with the call's row: a success (200) is stored with it;
 * a refusal (`refuse()`) rolls everything back and is answered, its event published anyway.
 * Concurrent duplicates queue on an advisory lock of the transaction id.
 */
export async function processOnce(
  ctx: GameContext,
  call: {
    provider: SeamlessProvider;
    transactionId: string;
    type: repo.CallRecord['type'];
    body: Record<string, unknown>;
  },
  work: (scope: CallScope) => Promise<Processed>,
): Promise<Reply> {
  const hash = requestHash(call.body);
  const seen = await repo.findLoggedCall(ctx.db, call.provider.id, call.transactionId);
  if (seen) return replay(seen, hash);

  const events = collectEvents(ctx.events);
  const result = await callTransaction.run(ctx.db, async (tx) => {
    await repo.lockTransactionId(tx, call.provider.id, call.transactionId);
    const raced = await repo.findLoggedCall(tx, call.provider.id, call.transactionId);
    if (raced) callTransaction.rollback({ kind: 'replayed', logged: raced });
    const id = randomUUID();
    const ledgerKey = ledgerKeyOf(call.provider, call.transactionId);
    const done = await work({
      tx,
      wallet: { ...ctx.wallet, db: tx, events },
      events,
      id,
      ledgerKey,
    });
    await repo.insertLoggedCall(tx, {
      id,
      providerId: call.provider.id,
      transactionId: call.transactionId,
      type: call.type,
      roundId: done.roundId,
      referenceTransactionId: done.referenceTransactionId ?? null,
      amount: done.amount,
      requestHash: hash,
      responseStatus: done.reply.status,
      responseBody: done.reply.body,
      ledgerKey: done.moved ? ledgerKey : null,
    });
    return done.reply;
  });
  if (result.ok) {
    events.publish();
    return result.value;
  }
  const end = result.error;
  if (end.kind === 'replayed') return replay(end.logged, hash);
  if (end.event) ctx.events.emit(end.event);
  if (end.flag) {
    ctx.log.warn({ flag: end.flag }, 'seamless call refused and flagged');
    await repo.insertFlag(ctx.db, end.flag);
  }
  return end.reply;
}
