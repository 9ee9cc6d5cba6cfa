import type { Currency } from '@casino/contracts';
import { formatMoney } from '@casino/contracts/money';
import { useSyncExternalStore } from 'react';
import { useCurrencyMap } from '../reference-data';
import { useSite } from '../site';

const MILLI_KEY = 'cryptoInMilli';
const EQUIVALENT_KEY = 'equivalentCurrency';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = (key: string) =>
  typeof localStorage === 'undefined' ? null : localStorage.getItem(key);

/**
 * Display preferences kept on the device: crypto in milli-units, and the equivalent currency.
 * `isUsed` false skips reading them: a browser's first `localStorage` read opens its store on
 * the main thread (150 ms and more measured on a first visit), which hydration need not wait for.
 */
export function useMoneyPreferences(isUsed = true) {
  const inMilli = useSyncExternalStore(
    subscribe,
    () => isUsed && read(MILLI_KEY) === '1',
    () => false,
  );
  const equivalentCurrency = useSyncExternalStore(
    subscribe,
    () => (isUsed ? read(EQUIVALENT_KEY) : null),
    () => null,
  );
  const set = (key: string, value: string) => {
    localStorage.setItem(key, value);
    for (const listener of listeners) listener();
  };
  return {
    inMilli,
    equivalentCurrency,
    setInMilli: (value: boolean) => set(MILLI_KEY, value ? '1' : '0'),
    setEquivalentCurrency: (code: string) => set(EQUIVALENT_KEY, code),
  };
}

/** Unicode's left-to-right isolate: an amount keeps its order inside right-to-left text. */
const LTR_ISOLATE = '\u2066';
const POP_ISOLATE = '\u2069';

/**
 * Formats minor units of a currency for the page's language and the player's preferences. On a
 * right-to-left page (Arabic) the amount is a left-to-right isolate, so "US$ 0.00" does not read
 * in a jumbled order next to Arabic words.
 * `isUsed` false (nothing to format yet) leaves the currency list unfetched and the preferences
 * unread: a guest's first visit makes no call for them (docs/decisions/021).
 */
export function useFormatMoney(isUsed = true) {
  const { locale, dir } = useSite();
  const { data: currencies } = useCurrencyMap(isUsed);
  const { inMilli } = useMoneyPreferences(isUsed);
  return (minor: number, code: string, { isCompact = false }: { isCompact?: boolean } = {}) => {
    const known = currencies?.get(code);
    const isCrypto = code === 'BTC' || code === 'ETH';
    const currency: Pick<Currency, 'code' | 'subunitToUnit' | 'type'> = known ?? {
      code,
      subunitToUnit: isCrypto ? 100_000_000 : 100,
      type: isCrypto ? 'crypto' : 'fiat',
    };
    const text = formatMoney(minor, currency, locale, {
      inMilli: inMilli && !!known?.subCurrencies.length,
      isCompact,
    });
    return dir === 'rtl' ? `${LTR_ISOLATE}${text}${POP_ISOLATE}` : text;
  };
}
