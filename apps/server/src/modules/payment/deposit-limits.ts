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
