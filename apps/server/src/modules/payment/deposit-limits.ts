import type { Tx } from '@casino/db';

/**
 * The deposit path asks this before any deposit (docs/product/errors.md#deposit-limit: error 13100
 * when over a limit): the limits module's check (docs/decisions/026) in app.ts. `amount` is in
 * minor units of `currency`; for "may this player deposit at all" (the methods list) it is the
 * smallest deposit the methods take. `tx` is the transaction the invoice is inserted in.
 */
export type DepositLimitCheck = (
  playerId: string,
  currency: string,
  amount: number,
  tx: Tx,
) => Promise<{ allowed: true } | DepositRefusal>;

/**
 * A refused deposit: `reason` for the player; a jurisdiction rule (issue 32) answers its own
 * `code` (`deposit_limit_choice_required`, `deposit_above_monthly_cap`) and `field` names the
 * request field it is about, else the limits' 13100.
 */
export interface DepositRefusal {
  allowed: false;
  reason: string;
  code?: string;
  field?: string;
  /** The HTTP status when not 422 (503: the party that answers cannot). */
  status?: number;
}

export const noDepositLimits: DepositLimitCheck = async () => ({ allowed: true });

/**
 * Asked before a deposit's transaction opens (issue 32): a limit kept by another party, across
 * operators (Germany's LUGAS), which must not be asked while the player's rows are locked.
 * Nothing is reserved there: the deposit is reported once credited.
 */
export type CrossOperatorDepositCheck = (
  playerId: string,
  currency: string,
  amount: number,
) => Promise<{ allowed: true } | DepositRefusal>;

export const noCrossOperatorCheck: CrossOperatorDepositCheck = async () => ({ allowed: true });

/**
 * Asked when a deposit whose amount is only known on arrival (crypto) is about to be credited,
 * inside the crediting transaction: the limits module (docs/decisions/026) credits it to the
 * player's held, non-playable balance itself and answers its reason when it is over a deposit
 * limit or arrives during a time-out or exclusion; null lets the payment credit real money.
 */
export type DepositArrivalHold = (
  tx: Tx,
  deposit: { playerId: string; invoiceId: string; currency: string; amount: number },
) => Promise<string | null>;

export const noDepositHolds: DepositArrivalHold = async () => null;

/**
 * Asked before any money is reserved for a withdrawal: the identity checks (docs/decisions/028)
 * refuse it with their own code (`verification_required`, `withdrawals_frozen`). `tx` is the
 * transaction the withdrawal is recorded in, holding the player's withdrawal lock, so a
 * lifetime total read there counts every withdrawal committed before (issue 27).
 */
export type WithdrawalGate = (
  playerId: string,
  currency: string,
  amount: number,
  tx: Tx,
) => Promise<{ allowed: true } | { allowed: false; code: string; message: string }>;

export const noWithdrawalGate: WithdrawalGate = async () => ({ allowed: true });
