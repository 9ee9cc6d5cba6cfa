import type { Currency, PaymentMethod } from '@casino/contracts';
import {
  type PaymentFeeSetting,
  type PaymentMethodSetting,
  SEED_PAYMENT_METHODS,
} from '@casino/db';
import { formatMinor } from '../../shared/money.ts';
import { getSetting, listCurrencies } from '../settings/service.ts';
import type { PaymentContext } from './context.ts';
import type { Fields } from './failures.ts';

export type Direction = 'deposit' | 'withdrawal';

/** A configured method as it applies to one currency and direction. */
export interface ResolvedMethod extends PaymentMethod {
  provider: string;
  subunitToUnit: number;
  /** The operators' fee rule for this method, direction and currency (null: the default). */
  fee: PaymentFeeSetting | null;
}

function applies(setting: PaymentMethodSetting, currency: Currency): boolean {
  if (setting.currencies) return setting.currencies.includes(currency.code);
  return setting.currencyType === currency.type;
}

function resolve(
  setting: PaymentMethodSetting,
  type: Direction,
  currency: Currency,
): ResolvedMethod | null {
  const direction = setting[type];
  const range = direction.limits[currency.code] ?? direction.limits.default;
  if (!applies(setting, currency) || !range) return null;
  return {
    method: setting.method,
    name: setting.name,
    type,
    currency: currency.code,
    minAmount: range[0],
    maxAmount: range[1],
    fields: direction.fields,
    provider: setting.provider,
    subunitToUnit: currency.subunitToUnit,
    fee: direction.fees?.[currency.code] ?? null,
  };
}

/** Where methods are looked up: the settings, and the providers PAYMENT_PROVIDERS enabled. */
export type MethodSource = Pick<PaymentContext, 'db' | 'providers'>;

/** The configured methods (settings entry `payment.methods`, seeded) and the enabled currencies. */
export async function loadMethodSettings(db: MethodSource['db'], onlyVisible = false) {
  const [settings, currencies] = await Promise.all([
    getSetting<PaymentMethodSetting[]>(db, 'payment.methods'),
    listCurrencies(db, onlyVisible),
  ]);
  return { settings: settings ?? SEED_PAYMENT_METHODS, currencies };
}

/** The methods of one currency and direction whose provider is enabled. */
export function methodsFor(
  settings: PaymentMethodSetting[],
  providers: MethodSource['providers'],
  type: Direction,
  currency: Currency,
): ResolvedMethod[] {
  return settings
    .filter((setting) => providers.has(setting.provider))
    .map((setting) => resolve(setting, type, currency))
    .filter((m): m is ResolvedMethod => m !== null);
}

/**
 * Methods for an enabled currency (settings entry `payment.methods`, seeded) whose provider
 * is enabled: a method of a disabled provider (live mode without the sandbox) is not offered.
 */
export async function listMethods(
  { db, providers }: MethodSource,
  type: Direction,
  currencyCode: string,
): Promise<ResolvedMethod[]> {
  const { settings, currencies } = await loadMethodSettings(db);
  const currency = currencies.find((c) => c.code === currencyCode);
  return currency ? methodsFor(settings, providers, type, currency) : [];
}

export async function findMethod(
  source: MethodSource,
  type: Direction,
  currency: string,
  method: string,
) {
  return (await listMethods(source, type, currency)).find((m) => m.method === method) ?? null;
}

/** The contract shape (what the site may see). */
export const toPaymentMethod = ({
  provider: _provider,
  subunitToUnit: _subunit,
  fee: _fee,
  ...method
}: ResolvedMethod): PaymentMethod => method;

/**
 * Messages (docs/product/validation.md#messages) for an amount outside the method's range, in major
 * units.
 */
export function checkAmountRange(method: ResolvedMethod, amount: number): Fields | null {
  const show = (value: number) => `${formatMinor(value, method.subunitToUnit)} ${method.currency}`;
  if (amount < method.minAmount) {
    return { amount: [`The minimum value allowed is ${show(method.minAmount)}`] };
  }
  if (amount > method.maxAmount) {
    return { amount: [`The maximum value allowed is ${show(method.maxAmount)}`] };
  }
  return null;
}
