import { intlLocale } from '@casino/contracts/locale';
import type { Strings } from './i18n/en.ts';

const CRYPTO_DIGITS: Record<string, number> = { BTC: 8, ETH: 8 };

export type Translate = (key: keyof Strings, values?: Record<string, string | number>) => string;

/** `t('youWon', { amount })` with `{amount}` replaced. */
export function createTranslate(strings: Strings): Translate {
  return (key, values = {}) =>
    strings[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

export interface Money {
  digits: number;
  /** Minor units → text with the currency (`$1,234.50`, `1.234,50 FUN`, `0.0005 BTC`). */
  format(minor: number): string;
  /** Minor units → number text without the currency. */
  plain(minor: number): string;
}

function fiatDigits(currency: string): number | null {
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency });
    return format.resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return null;
  }
}

export function createMoney(currency: string, lang: string): Money {
  const locale = intlLocale(lang);
  const crypto = CRYPTO_DIGITS[currency];
  const isIso = crypto === undefined && currency !== 'FUN' && fiatDigits(currency) !== null;
  const digits = crypto ?? fiatDigits(currency) ?? 2;
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: crypto === undefined ? digits : 2,
    maximumFractionDigits: digits,
  });
  const currencyFormat = isIso
    ? new Intl.NumberFormat(locale, { style: 'currency', currency })
    : null;
  const plain = (minor: number) => number.format(minor / 10 ** digits);
  return {
    digits,
    plain,
    format: (minor) =>
      currencyFormat ? currencyFormat.format(minor / 10 ** digits) : `${plain(minor)} ${currency}`,
  };
}

/** `2.5` → `2.50×`. */
export const times = (value: number, lang = 'en') =>
  `${new Intl.NumberFormat(intlLocale(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}×`;
