import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '@casino/db';
import { collectEvents, type EventSink } from '../../../shared/event-bus.ts';
import type { WalletContext } from '../../wallet/service.ts';
import type { GameContext } from '../context.ts';
import { failure, Refusal, type Reply } from './replies.ts';
import * as repo from './repository.ts';

export interface SeamlessProvider {
  id: string;
  identity: string;
}

/** One money call being processed, inside its transaction. */
export interface CallScope {
  tx: Db;
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

class Replayed extends Error {
  readonly logged: repo.LoggedCall;
  constructor(logged: repo.LoggedCall) {
    super('replayed');
    this.logged = logged;
  }
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
  try {
    const reply = await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await repo.lockTransactionId(tx, call.provider.id, call.transactionId);
      const raced = await repo.findLoggedCall(tx, call.provider.id, call.transactionId);
      if (raced) throw new Replayed(raced);
      const id = randomUUID();
      const ledgerKey = `game:${call.provider.identity}:${call.transactionId}`;
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
    events.publish();
    return reply;
  } catch (error) {
    if (error instanceof Replayed) return replay(error.logged, hash);
    if (error instanceof Refusal) {
      if (error.event) ctx.events.emit(error.event);
      return error.reply;
    }
    throw error;
  }
}
