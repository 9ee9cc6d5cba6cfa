import { INVOICE_STATUS, type VerificationStatus } from '@casino/contracts';
import { sumInvoicesByCurrency } from '../payment/totals-service.ts';
import { listCurrencies } from '../settings/service.ts';
import type { VerificationContext } from './context.ts';
import * as repo from './repository.ts';

/** Withdrawals that count towards the lifetime total: all but declined, failed or expired. */
const COUNTED_WITHDRAWALS = [
  INVOICE_STATUS.pending,
  INVOICE_STATUS.success,
  INVOICE_STATUS.created,
];

/** Lifetime totals per currency converted to major units of the base currency. */
async function lifetimeTotal(
  ctx: VerificationContext,
  playerId: string,
  type: 'deposit' | 'withdrawal',
  extra: { currency: string; amount: number } | null,
) {
  const statuses = type === 'deposit' ? [INVOICE_STATUS.success] : COUNTED_WITHDRAWALS;
  const totals = await sumInvoicesByCurrency(ctx.db, playerId, type, statuses);
  const currencies = new Map((await listCurrencies(ctx.db)).map((c) => [c.code, c]));
  if (extra) totals.push(extra);
  return totals.reduce((acc, { currency, amount }) => {
    const c = currencies.get(currency);
    return c ? acc + (amount / c.subunitToUnit) * c.rate.rate : acc;
  }, 0);
}

export type Trigger = VerificationStatus['trigger'];

/**
 * Why verification is required for this player now (null: it is not), in the order the
 * settings are checked; `withdrawal` is the one being asked for, counted in the total.
 */
export async function requirementOf(
  ctx: VerificationContext,
  playerId: string,
  withdrawal: { currency: string; amount: number } | null,
): Promise<Trigger> {
  const { rules } = ctx;
  if (rules.countries.length > 0) {
    const player = await repo.emailOf(ctx.db, playerId);
    if (player?.country && rules.countries.includes(player.country)) return 'country';
  }
  if (rules.beforeFirstWithdrawal) return 'first_withdrawal';
  if (rules.depositTotal > 0) {
    if ((await lifetimeTotal(ctx, playerId, 'deposit', null)) > rules.depositTotal) {
      return 'deposit_total';
    }
  }
  if (rules.withdrawalTotal > 0) {
    if ((await lifetimeTotal(ctx, playerId, 'withdrawal', withdrawal)) > rules.withdrawalTotal) {
      return 'withdrawal_total';
    }
  }
  return null;
}
