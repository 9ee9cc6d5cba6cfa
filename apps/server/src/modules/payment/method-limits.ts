import type { Db, PaymentFeeSetting, PaymentMethodSetting } from '@casino/db';
import { type AuditWriter, inOperatorChange, refuseChange } from '../../shared/operator-change.ts';
import { lockKey } from '../../shared/transaction.ts';
import { setSetting } from '../settings/service.ts';
import type { PaymentContext } from './context.ts';
import { feeShown } from './fees.ts';
import { loadMethodSettings, methodsFor } from './methods.ts';

// The back office's payment limits and fees screen (docs/decisions/024).

const METHODS_KEY = 'payment.methods';

/** Every method of every enabled currency: ranges and the withdrawal fee. */
async function limitRows(ctx: PaymentContext, db: Db) {
  const { settings, currencies: enabled } = await loadMethodSettings(db);
  const base = enabled.find((c) => c.isBase);
  return enabled.flatMap((currency) => {
    const deposit = methodsFor(settings, ctx.providers, 'deposit', currency);
    const withdrawal = methodsFor(settings, ctx.providers, 'withdrawal', currency);
    const names = new Map([...deposit, ...withdrawal].map((m) => [m.method, m.name]));
    return [...names].map(([method, name]) => {
      const range = (list: typeof deposit) => {
        const found = list.find((m) => m.method === method);
        return found ? { min: found.minAmount, max: found.maxAmount } : null;
      };
      const fee = withdrawal.find((m) => m.method === method)?.fee ?? null;
      return {
        method,
        name,
        currency: currency.code,
        deposit: range(deposit),
        withdrawal: range(withdrawal),
        fee: feeShown(fee, ctx.fees, currency, base),
      };
    });
  });
}

export async function paymentLimits(ctx: PaymentContext) {
  return { items: await limitRows(ctx, ctx.db) };
}

/**
 * The deposit and withdrawal ranges and the withdrawal fee of one method in one currency
 * (settings entry `payment.methods`: deposits, withdrawals and the fees read it on every call).
 */
export function updatePaymentLimit(
  ctx: PaymentContext,
  audit: AuditWriter,
  target: { method: string; currency: string },
  input: {
    deposit?: { min: number; max: number };
    withdrawal?: { min: number; max: number };
    fee?: PaymentFeeSetting | null;
  },
) {
  return inOperatorChange(ctx.db, async (tx) => {
    await lockKey(tx, METHODS_KEY);
    const rowOf = async () =>
      (await limitRows(ctx, tx)).find(
        (r) => r.method === target.method && r.currency === target.currency,
      );
    const before = await rowOf();
    if (!before) return refuseChange({ kind: 'not_found', what: 'Method in this currency' });
    if (input.deposit && !before.deposit) {
      return refuseChange({
        kind: 'invalid',
        field: 'deposit',
        message: 'No deposits by this method',
      });
    }
    if (input.withdrawal && !before.withdrawal) {
      return refuseChange({
        kind: 'invalid',
        field: 'withdrawal',
        message: 'No withdrawals by this method',
      });
    }
    const { settings } = await loadMethodSettings(tx);
    const next: PaymentMethodSetting[] = structuredClone(settings);
    const setting = next.find((s) => s.method === target.method)!;
    if (input.deposit) {
      setting.deposit.limits[target.currency] = [input.deposit.min, input.deposit.max];
    }
    if (input.withdrawal) {
      setting.withdrawal.limits[target.currency] = [input.withdrawal.min, input.withdrawal.max];
    }
    if (input.fee !== undefined) {
      const fees = { ...setting.withdrawal.fees };
      if (input.fee) fees[target.currency] = input.fee;
      else delete fees[target.currency];
      setting.withdrawal.fees = fees;
    }
    await setSetting(tx, METHODS_KEY, next, ctx.clock.now());
    const after = (await rowOf())!;
    await audit(tx, {
      action: 'settings.payment_limit',
      targetType: 'payment_method',
      targetId: `${target.method}/${target.currency}`,
      before,
      after,
    });
    return after;
  });
}
