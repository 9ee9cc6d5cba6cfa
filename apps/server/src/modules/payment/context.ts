import type { PasskeyAssertion } from '@casino/contracts';
import type { Db, Tx } from '@casino/db';
import type { Clock } from '../../shared/clock.ts';
import { collectEvents, type EventSink } from '../../shared/event-bus.ts';
import type { Result } from '../../shared/result.ts';
import { defineTransactionScope } from '../../shared/transaction.ts';
import type { WalletContext } from '../wallet/service.ts';
import type { DepositBonusHooks } from './deposit-bonus.ts';
import type {
  CrossOperatorDepositCheck,
  DepositArrivalHold,
  DepositLimitCheck,
  WithdrawalGate,
} from './deposit-limits.ts';
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
  /** A cross-operator limit (Germany's LUGAS), asked before the deposit's transaction. */
  crossOperatorDeposit: CrossOperatorDepositCheck;
  /** Crypto deposits over a limit or during an exclusion go to held money (ADR 026). */
  depositHold: DepositArrivalHold;
  depositBonus: DepositBonusHooks;
  /** Identity checks before a withdrawal (set once by app.ts; allows everything until then). */
  withdrawalGate: WithdrawalGate;
  /**
   * The payment rails (method ids) a player may deposit with, from their jurisdiction profile
   * (issue 32: Brazil, Pix only); null: any method.
   */
  paymentRails: (playerId: string) => Promise<string[] | null>;
  /** The player's second factor, asked before paying out to a new destination (issue 35). */
  secondFactor: SecondFactorCheck;
  fees: FeeRule;
  invoiceTtlMs: number;
  publicUrl: string;
  log: PaymentLog;
}

/**
 * The player module's port: whether a player has a second factor, and checking a code of it or
 * a passkey's answer.
 */
export interface SecondFactorCheck {
  isOn(playerId: string): Promise<boolean>;
  /** True when the proof is right (each used once), inside the caller's transaction. */
  check(
    tx: Db,
    playerId: string,
    proof: { code?: string | undefined; passkey?: PasskeyAssertion | undefined },
  ): Promise<boolean>;
}

export function providerOf(ctx: PaymentContext, name: string): PaymentProvider {
  const provider = ctx.providers.get(name);
  if (!provider) throw new Error(`payment provider ${name} is not configured`);
  return provider;
}

const paymentTransaction = defineTransactionScope<PaymentFailure>('payment');

/** Ends the transaction of `inTransaction` with an expected failure (rolled back). */
export function rollback(failure: PaymentFailure): never {
  return paymentTransaction.rollback(failure);
}

/**
 * Runs `work` in one database transaction with a wallet context on it. Events emitted inside
 * (by the wallet or by `work`) are published only after the commit; `rollback()` undoes it
 * all and becomes the failure result.
 */
export async function inTransaction<T>(
  ctx: PaymentContext,
  work: (tx: Tx, wallet: WalletContext, events: EventSink) => Promise<T>,
): Promise<Result<T, PaymentFailure>> {
  const events = collectEvents(ctx.events);
  const result = await paymentTransaction.run(ctx.db, (tx) =>
    work(tx, { ...ctx.wallet, db: tx, events }, events),
  );
  if (result.ok) events.publish();
  return result;
}
