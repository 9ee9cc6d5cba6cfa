import {
  countries,
  currencies,
  type Db,
  type PaymentFeeSetting,
  type PaymentMethodSetting,
  SEED_PLAYER_FIELDS,
} from '@casino/db';
import { asc, eq, inArray } from 'drizzle-orm';
import { lockKey } from '../../shared/transaction.ts';
import { feeShown, loadMethodSettings, methodsFor } from '../payment/operator-service.ts';
import { type FieldSettings, getFieldSettings } from '../player/operator-service.ts';
import { RESTRICTED_COUNTRIES_KEY, setSetting } from '../settings/service.ts';
import { type Actor, appendAudit } from './audit.ts';
import { type BackofficeContext, inTransaction, rollback } from './context.ts';

// The settings screens (docs/decisions/024). Each change is written with its audit entry in one
// transaction; the readers (registration, payments, the country check) read the stored values.

// --- currencies

type CurrencyRow = typeof currencies.$inferSelect;

const toCurrency = (row: CurrencyRow) => ({
  code: row.code,
  name: row.name,
  type: row.type,
  isEnabled: row.isEnabled,
  isBase: row.isBase,
  rate: Number(row.rate),
  rateUpdatedAt: row.rateUpdatedAt.toISOString(),
});

/** Every currency, enabled or not, in the site's order. */
export async function listAllCurrencies(db: Db) {
  const rows = await db
    .select()
    .from(currencies)
    .orderBy(asc(currencies.sortOrder), asc(currencies.code));
  return rows.map(toCurrency);
}

/** Enable or disable a currency, or set its rate to the base currency (the base stays 1, on). */
export function updateCurrency(
  ctx: BackofficeContext,
  code: string,
  input: { isEnabled?: boolean; rate?: number },
  actor: Actor,
) {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    const [row] = await tx.select().from(currencies).where(eq(currencies.code, code)).for('update');
    if (!row) return rollback({ kind: 'not_found', what: 'Currency' });
    if (row.isBase && input.isEnabled === false) {
      return rollback({
        kind: 'invalid',
        field: 'isEnabled',
        message: 'The base currency cannot be disabled',
      });
    }
    if (row.isBase && input.rate !== undefined && input.rate !== 1) {
      return rollback({ kind: 'invalid', field: 'rate', message: 'The base currency is worth 1' });
    }
    const [updated] = await tx
      .update(currencies)
      .set({
        ...(input.isEnabled !== undefined ? { isEnabled: input.isEnabled } : {}),
        ...(input.rate !== undefined ? { rate: String(input.rate), rateUpdatedAt: now } : {}),
      })
      .where(eq(currencies.code, code))
      .returning();
    const before = toCurrency(row);
    const after = toCurrency(updated!);
    await appendAudit(tx, actor, {
      action: 'settings.currency',
      targetType: 'currency',
      targetId: code,
      before,
      after,
    });
    return after;
  });
}

// --- registration fields

const REGISTRATION_KEY = 'player.fields.registration';
/** Consent to promotional mail is never forced (it must be freely given). */
const NEVER_REQUIRED = new Set(['receiveEmailPromo']);
/** What every registration needs, whatever operators set. */
const ALWAYS_REQUIRED = new Set(
  Object.entries(SEED_PLAYER_FIELDS.registration)
    .filter(([, field]) => field.isRequired)
    .map(([name]) => name),
);

const isLocked = (name: string) => ALWAYS_REQUIRED.has(name) || NEVER_REQUIRED.has(name);

const toFieldList = (settings: FieldSettings) =>
  Object.entries(settings).map(([name, { isRequired }]) => ({
    name,
    isRequired: Boolean(isRequired),
    isLocked: isLocked(name),
  }));

export async function registrationFields(db: Db) {
  return { items: toFieldList(await getFieldSettings(db, 'registration')) };
}

/** Which optional registration fields are required; the site's form and the server follow. */
export function updateRegistrationFields(
  ctx: BackofficeContext,
  required: Record<string, boolean>,
  actor: Actor,
) {
  return inTransaction(ctx.db, async (tx) => {
    await lockKey(tx, REGISTRATION_KEY);
    const before = await getFieldSettings(tx, 'registration');
    for (const [name, value] of Object.entries(required)) {
      if (!(name in before)) {
        return rollback({ kind: 'invalid', field: name, message: `No such field: ${name}` });
      }
      if (isLocked(name) && before[name]?.isRequired !== value) {
        return rollback({ kind: 'invalid', field: name, message: `${name} cannot be changed` });
      }
    }
    const after: FieldSettings = Object.fromEntries(
      Object.entries(before).map(([name, field]) => [
        name,
        { ...field, isRequired: required[name] ?? field.isRequired },
      ]),
    );
    await setSetting(tx, REGISTRATION_KEY, after, ctx.clock.now());
    await appendAudit(tx, actor, {
      action: 'settings.registration_fields',
      targetType: 'settings',
      targetId: REGISTRATION_KEY,
      before,
      after,
    });
    return { items: toFieldList(after) };
  });
}

// --- payment limits and fees

const METHODS_KEY = 'payment.methods';

/** Every method of every enabled currency: ranges and the withdrawal fee. */
async function limitRows(ctx: BackofficeContext, db: Db) {
  const { settings, currencies: enabled } = await loadMethodSettings(db);
  const base = enabled.find((c) => c.isBase);
  return enabled.flatMap((currency) => {
    const deposit = methodsFor(settings, ctx.payments.providers, 'deposit', currency);
    const withdrawal = methodsFor(settings, ctx.payments.providers, 'withdrawal', currency);
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
        fee: feeShown(fee, ctx.payments.fees, currency, base),
      };
    });
  });
}

export async function paymentLimits(ctx: BackofficeContext) {
  return { items: await limitRows(ctx, ctx.db) };
}

/**
 * The deposit and withdrawal ranges and the withdrawal fee of one method in one currency
 * (settings entry `payment.methods`: deposits, withdrawals and the fees read it on every call).
 */
export function updatePaymentLimit(
  ctx: BackofficeContext,
  target: { method: string; currency: string },
  input: {
    deposit?: { min: number; max: number };
    withdrawal?: { min: number; max: number };
    fee?: PaymentFeeSetting | null;
  },
  actor: Actor,
) {
  return inTransaction(ctx.db, async (tx) => {
    await lockKey(tx, METHODS_KEY);
    const rowOf = async () =>
      (await limitRows(ctx, tx)).find(
        (r) => r.method === target.method && r.currency === target.currency,
      );
    const before = await rowOf();
    if (!before) return rollback({ kind: 'not_found', what: 'Method in this currency' });
    if (input.deposit && !before.deposit) {
      return rollback({ kind: 'invalid', field: 'deposit', message: 'No deposits by this method' });
    }
    if (input.withdrawal && !before.withdrawal) {
      return rollback({
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
    await appendAudit(tx, actor, {
      action: 'settings.payment_limit',
      targetType: 'payment_method',
      targetId: `${target.method}/${target.currency}`,
      before,
      after,
    });
    return after;
  });
}

// --- restricted countries

/** Replaces the restricted list; registration, deposits and real-money launches follow. */
export async function updateRestrictedCountries(
  ctx: BackofficeContext,
  list: string[],
  actor: Actor,
) {
  const sorted = [...list].sort();
  const result = await inTransaction(ctx.db, async (tx) => {
    await lockKey(tx, RESTRICTED_COUNTRIES_KEY);
    if (sorted.length > 0) {
      const known = await tx
        .select({ code: countries.code })
        .from(countries)
        .where(inArray(countries.code, sorted));
      const unknown = sorted.filter((code) => !known.some((k) => k.code === code));
      if (unknown.length > 0) {
        return rollback({
          kind: 'invalid',
          field: 'countries',
          message: `Unknown country: ${unknown.join(', ')}`,
        });
      }
    }
    const before = await ctx.restrictedCountries.get();
    await setSetting(tx, RESTRICTED_COUNTRIES_KEY, sorted, ctx.clock.now());
    const after = { countries: sorted, isDefault: false };
    await appendAudit(tx, actor, {
      action: 'settings.restricted_countries',
      targetType: 'settings',
      targetId: RESTRICTED_COUNTRIES_KEY,
      before,
      after,
    });
    return after;
  });
  if (result.ok) ctx.restrictedCountries.adopt(result.value.countries);
  return result;
}
