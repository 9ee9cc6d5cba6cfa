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
) => Promise<{ allowed: true } | { allowed: false; reason: string }>;

export const noDepositLimits: DepositLimitCheck = async () => ({ allowed: true });

/**
 * Asked before any money is reserved for a withdrawal: the identity checks (docs/decisions/028)
 * refuse it with their own code (`verification_required`, `withdrawals_frozen`).
 */
export type WithdrawalGate = (
  playerId: string,
  currency: string,
  amount: number,
) => Promise<{ allowed: true } | { allowed: false; code: string; message: string }>;

export const noWithdrawalGate: WithdrawalGate = async () => ({ allowed: true });
