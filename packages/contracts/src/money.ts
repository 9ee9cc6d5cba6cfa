/** Money helpers shared by server and browser; amounts are integers in minor units. */

export interface MoneyUnit {
  code: string;
  subunitToUnit: number;
}

/** Minor units to a decimal number of units (for display only; never for arithmetic). */
export function toMajor(minor: number, subunitToUnit: number): number {
  return minor / subunitToUnit;
}

/**
 * Parses what a player typed ("12.5", "12,50") into minor units; null when it is not a
 * positive amount with at most as many decimals as the currency has.
 */
export function parseAmount(text: string, subunitToUnit: number): number | null {
  const normalized = text.trim().replace(',', '.');
  const decimals = Math.round(Math.log10(subunitToUnit));
  const pattern = decimals > 0 ? new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`) : /^\d+$/;
  if (!pattern.test(normalized)) return null;
  const [whole = '0', fraction = ''] = normalized.split('.');
  const minor = Number(whole) * subunitToUnit + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

/**
 * Formats an amount for the locale. Crypto may be shown in milli-units (mBTC, mETH: factor
 * 1000, docs/product/constants.md#money-display); fiat uses Intl currency formatting.
 */
export function formatMoney(
  minor: number,
  currency: MoneyUnit & { type?: 'fiat' | 'crypto' },
  locale: string,
  {
    inMilli = false,
    isCompact = false,
  }: {
    inMilli?: boolean;
    /** Whole fiat amounts without their zero cents ("$10" for 1000): quick picks, tight rows. */
    isCompact?: boolean;
  } = {},
): string {
  const units = toMajor(minor, currency.subunitToUnit);
  if (currency.type === 'crypto') {
    const value = inMilli ? units * 1000 : units;
    const digits = inMilli ? 5 : 8;
    const number = new Intl.NumberFormat(locale, {
      maximumFractionDigits: digits,
      minimumFractionDigits: 2,
    }).format(value);
    return `${number} ${inMilli ? `m${currency.code}` : currency.code}`;
  }
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.code,
    ...(isCompact ? { trailingZeroDisplay: 'stripIfInteger' as const } : {}),
  }).format(units);
}

/**
 * Value in another currency through base-currency rates, rounded to 2 decimals
 * (docs/product/constants.md#money-display).
 */
export function equivalent(
  minor: number,
  from: MoneyUnit & { rate: number },
  to: { rate: number },
): number {
  const inBase = toMajor(minor, from.subunitToUnit) * from.rate;
  return Math.round((inBase / to.rate) * 100) / 100;
}
