import { VERIFICATION_REQUIRED_CODE, WITHDRAWALS_FROZEN_CODE } from '@casino/contracts';
import type { VerificationContext } from './context.ts';
import { requirementOf, type Trigger } from './rules.ts';
import { atLeast } from './state-machine.ts';
import { levelState } from './status.ts';

export type WithdrawalGateAnswer =
  | { allowed: true }
  | {
      allowed: false;
      code: typeof VERIFICATION_REQUIRED_CODE | typeof WITHDRAWALS_FROZEN_CODE;
      message: string;
    };

const MESSAGES: Record<NonNullable<Trigger>, string> = {
  first_withdrawal: 'Verify your identity before your first withdrawal',
  deposit_total: 'Your deposits have reached the amount above which we must verify your identity',
  withdrawal_total:
    'This withdrawal takes you past the amount above which we must verify your identity',
  country: 'Players from your country verify their identity before withdrawing',
};

/**
 * Asked by the payment module before any money is reserved for a withdrawal: frozen
 * withdrawals (a late rejection) and a rule that applies to a player below the required level
 * refuse it.
 */
export async function checkWithdrawal(
  ctx: VerificationContext,
  playerId: string,
  currency: string,
  amount: number,
): Promise<WithdrawalGateAnswer> {
  const { profile, level } = await levelState(ctx, playerId);
  if (profile.withdrawalsFrozen) {
    return {
      allowed: false,
      code: WITHDRAWALS_FROZEN_CODE,
      message: 'Withdrawals are on hold while our compliance team reviews your verification',
    };
  }
  if (atLeast(level, ctx.rules.requiredLevel)) return { allowed: true };
  const trigger = await requirementOf(ctx, playerId, { currency, amount });
  if (!trigger) return { allowed: true };
  return { allowed: false, code: VERIFICATION_REQUIRED_CODE, message: MESSAGES[trigger] };
}

/**
 * The payment module's withdrawal gate (its WithdrawalGate port): `checkWithdrawal` inside the
 * withdrawal's transaction, which holds the player's withdrawal lock.
 */
export function withdrawalGate(ctx: VerificationContext) {
  return (playerId: string, currency: string, amount: number, tx: VerificationContext['db']) =>
    checkWithdrawal({ ...ctx, db: tx }, playerId, currency, amount);
}
