import type { Currency } from '@casino/contracts';
import type { PaymentFeeSetting } from '@casino/db';

export interface FeeRule {
  /** Percent of the amount, in basis points (1.5 % = 150). */
  percentBps: number;
  /** Fixed part in minor units of the base currency. */
  fixedBaseMinor: number;
}

/**
 * Fee charged on top of a withdrawal of `amount` (minor units of `currency`): the percentage,
 * rounded up to a whole minor unit, plus the fixed part converted from the base currency at
 * the current rate (rounded up). Deposits are free.
 */
export function withdrawalFee(
  rule: FeeRule,
  amount: number,
  currency: Currency,
  base: Currency | undefined,
): number {
  const percent = Number((BigInt(amount) * BigInt(rule.percentBps) + 9_999n) / 10_000n);
  let fixed = 0;
  if (rule.fixedBaseMinor > 0) {
    if (!base || base.code === currency.code) fixed = rule.fixedBaseMinor;
    else {
      const baseUnits = rule.fixedBaseMinor / base.subunitToUnit;
      fixed = Math.ceil((baseUnits / currency.rate.rate) * currency.subunitToUnit - 1e-9);
    }
  }
  return percent + fixed;
}

/**
 * The fee of a withdrawal of `amount`: the operators' rule for its method and currency when
 * set (percent rounded up to a whole minor unit, plus the fixed part in the currency), the
 * configured default otherwise.
 */
export function withdrawalFeeOf(
  override: PaymentFeeSetting | null,
  rule: FeeRule,
  amount: number,
  currency: Currency,
  base: Currency | undefined,
): number {
  if (!override) return withdrawalFee(rule, amount, currency, base);
  const bps = BigInt(Math.round(override.percent * 100));
  return Number((BigInt(amount) * bps + 9_999n) / 10_000n) + override.fixed;
}

/** A fee rule as the site shows it: percent, and the fixed part in minor units of `currency`. */
export function feeShown(
  override: PaymentFeeSetting | null,
  rule: FeeRule,
  currency: Currency,
  base: Currency | undefined,
): PaymentFeeSetting & { isDefault: boolean } {
  if (override) return { ...override, isDefault: false };
  const fixed = withdrawalFee(
    { percentBps: 0, fixedBaseMinor: rule.fixedBaseMinor },
    0,
    currency,
    base,
  );
  return { percent: rule.percentBps / 100, fixed, isDefault: true };
}
