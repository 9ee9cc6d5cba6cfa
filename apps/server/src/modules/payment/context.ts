import type { Db } from '@casino/db';
import type { Clock } from '../../shared/clock.ts';
import { collectEvents, type EventSink } from '../../shared/event-bus.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import type { WalletContext } from '../wallet/service.ts';
import type { DepositLimitCheck } from './deposit-limits.ts';
import type { PaymentFailure } from './failures.ts';
import type { FeeRule } from './fees.ts';
import type { PaymentProvider } from './providers/types.ts';

export interface PaymentLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What the payment services need; built once per app (or per CLI run), never from a request. */
export interface PaymentContext {
  db: Db;
  clock: Clock;
  events: EventSink;
  wallet: WalletContext;
  /** Adapters by name (a method's `provider`). */
  providers: Map<string, PaymentProvider>;
  depositLimits: DepositLimitCheck;
  fees: FeeRule;
  invoiceTtlMs: number;
  publicUrl: string;
  log: PaymentLog;
}

export function providerOf(ctx: PaymentContext, name: string): PaymentProvider {
  const provider = ctx.providers.get(name);
  if (!provider) throw new Error(`payment provider ${name} is not configured`);
  return provider;
}

class Rollback extends Error {
  readonly failure: PaymentFailure;
  constructor(failure: PaymentFailure) {
    super(failure.kind);
    this.failure = failure;
  }
}

/** Ends the transaction of `inTransaction` with an expected failure (rolled back). */
export function rollback(failure: PaymentFailure): never {
  throw new Rollback(failure);
}

/**
 * Runs `work` in one database transaction with a wallet context on it. Events emitted inside
 * (by the wallet or by `work`) are published only after the commit; `rollback()` undoes it
 * all and becomes the failure result.
 */
export async function inTransaction<T>(
  ctx: PaymentContext,
  work: (tx: Db, wallet: WalletContext, events: EventSink) => Promise<T>,
): Promise<Result<T, PaymentFailure>> {
  const events = collectEvents(ctx.events);
  try {
    const value = await ctx.db.transaction((tx) =>
      work(tx as unknown as Db, { ...ctx.wallet, db: tx as unknown as Db, events }, events),
    );
    events.publish();
    return ok(value);
  } catch (error) {
    if (error instanceof Rollback) return fail(error.failure);
    throw error;
  }
}
