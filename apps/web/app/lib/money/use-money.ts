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

/** Display preferences kept on the device: crypto in milli-units, and the equivalent currency. */
export function useMoneyPreferences() {
  const inMilli = useSyncExternalStore(
    subscribe,
    () => read(MILLI_KEY) === '1',
    () => false,
  );
  const equivalentCurrency = useSyncExternalStore(
    subscribe,
    () => read(EQUIVALENT_KEY),
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

/** Formats minor units of a currency for the page's language and the player's preferences. */
export function useFormatMoney() {
  const { locale } = useSite();
  const { data: currencies } = useCurrencyMap();
  const { inMilli } = useMoneyPreferences();
  return (minor: number, code: string) => {
    const currency: Pick<Currency, 'code' | 'subunitToUnit' | 'type'> = currencies?.get(code) ?? {
      code,
      subunitToUnit: code === 'BTC' || code === 'ETH' ? 100_000_000 : 100,
      type: code === 'BTC' || code === 'ETH' ? 'crypto' : 'fiat',
    };
    const hasMilli = currencies?.get(code)?.subCurrencies.length ?? 0;
    return formatMoney(minor, currency, locale, { inMilli: inMilli && hasMilli > 0 });
  };
}
