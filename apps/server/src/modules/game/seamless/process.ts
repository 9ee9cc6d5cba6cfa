import { createHash } from 'node:crypto';
import { commitWith, type Tx } from '@casino/db';
import { collectEvents, type EventSink } from '../../../shared/event-bus.ts';
import { uuidv7 } from '../../../shared/ids.ts';
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
  /** A bet or a win: a rollback named this transaction before it arrived (its tombstone). */
  rolledBackBefore: boolean;
}

/**
 * What a call reads, locks or opens before its work, sent with the call's own lock and record
 * (one round trip). It runs before the call is known to be new: a replayed call rolls back what
 * it wrote, and its failure counts only for a new call.
 */
export type Alongside<A> = (tx: Tx, wallet: WalletContext) => Promise<A> | undefined;

type Settled<A> = { ok: true; value: A } | { ok: false; error: unknown };

/** The outcome of `promise`, without rejecting (so a replay's answer is not lost to it). */
const settle = <A>(promise: Promise<A> | undefined): Promise<Settled<A | undefined>> =>
  promise
    ? promise.then(
        (value) => ({ ok: true, value }),
        (error: unknown) => ({ ok: false, error }),
      )
    : Promise.resolve({ ok: true, value: undefined });

export interface Processed {
  reply: Reply;
  roundId: string | null;
  referenceTransactionId?: string | null;
  amount: number;
  moved: boolean;
  /**
   * The rest of the call's work, which no longer changes its answer (its bet row, a closed
   * round's settlement and bonus rules): started together with the call's record, so their
   * first statements go out in one round trip. Must issue its statements at once (before any
   * await of its own). What it emits is published after the commit like the rest.
   */
  finish?: (tx: Tx) => Promise<unknown>;
  /**
   * `finish` is one statement (nothing after an await of its own): the transaction's COMMIT is
   * sent with it and the call's record, in the same round trip (issue 31).
   */
  finishIsOneStatement?: boolean;
  /**
   * In place of `finish`: one statement that writes the call's record too (a bet's row and its
   * record, issue 31); the COMMIT is sent with it.
   */
  finishWithRecord?: (tx: Tx, record: repo.CallRecord) => Promise<unknown>;
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
 * Concurrent duplicates queue on an advisory lock of the transaction id; the record is read
 * under it (a replay costs a transaction, a first call none more: issue 31).
 */
export async function processOnce<A = undefined>(
  ctx: GameContext,
  call: {
    provider: SeamlessProvider;
    transactionId: string;
    type: repo.CallRecord['type'];
    body: Record<string, unknown>;
    /**
     * Statements that depend only on the request (the round's lock of a win, a bet's reads and
     * its round), sent right behind the call's lock and record, in the same round trip. Must
     * issue them at once; `undefined` when they cannot be known yet (the work then issues them).
     */
    alongside?: Alongside<A>;
  },
  work: (scope: CallScope, alongside: A) => Promise<Processed>,
): Promise<Reply> {
  const hash = requestHash(call.body);
  const events = collectEvents(ctx.events);
  const result = await callTransaction.run(ctx.db, async (tx) => {
    const wallet = { ...ctx.wallet, db: tx, events };
    // NOTE: issued in this tick, the lock first: postgres.js sends them at once, in this order,
    // and PostgreSQL reads the record (and runs `alongside`) once the lock is granted (after a
    // duplicate's commit).
    const [, state, alongside] = await Promise.all([
      repo.lockTransactionId(tx, call.provider.id, call.transactionId),
      repo.findCallState(tx, call.provider.id, call.transactionId, {
        tombstone: call.type === 'bet' || call.type === 'win',
      }),
      settle(call.alongside?.(tx, wallet)),
    ]);
    if (state.logged) callTransaction.rollback({ kind: 'replayed', logged: state.logged });
    if (!alongside.ok) throw alongside.error;
    const id = uuidv7();
    const ledgerKey = ledgerKeyOf(call.provider, call.transactionId);
    const scope = { tx, wallet, events, id, ledgerKey, rolledBackBefore: state.rolledBackBefore };
    const done = await work(scope, alongside.value as A);
    const record: repo.CallRecord = {
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
    };
    // NOTE: issued in this tick, the commit last (when `finish` is one statement): sent
    // together; a failed statement before it turns it into a rollback, and the call fails.
    await Promise.all(
      done.finishWithRecord
        ? [done.finishWithRecord(tx, record), commitWith(tx)]
        : [
            done.finish?.(tx),
            repo.insertLoggedCall(tx, record),
            (done.finishIsOneStatement || !done.finish) && commitWith(tx),
          ],
    );
    return done.reply;
  });
  if (result.ok) {
    events.publish();
    return result.value;
  }
  const end = result.error;
  if (end.kind === 'replayed') return replay(end.logged, hash);
  // Sent ahead on a guess that did not hold (`processAgain`): once more, nothing sent ahead.
  if (end.kind === 'again') return processOnce(ctx, { ...call, alongside: undefined }, work);
  if (end.event) ctx.events.emit(end.event);
  if (end.flag) {
    ctx.log.warn({ flag: end.flag }, 'seamless call refused and flagged');
    await repo.insertFlag(ctx.db, end.flag);
  }
  return end.reply;
}
