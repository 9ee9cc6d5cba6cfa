import type { Country, Currency } from '@casino/contracts';
import { settingsApi } from '@casino/contracts/api';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from './api';
import { walletKeys } from './query-keys';

const cache = new Map<string, Promise<{ items: unknown[] }>>();

/** GETs a settings list once per page life (they change rarely and are cached by the server). */
function useCachedList<T>(
  key: string,
  load: () => Promise<{ items: T[] }>,
  initial?: T[],
): T[] | null {
  // A list the server rendered with is the first value (and the page's cached one).
  if (initial && typeof window !== 'undefined' && !cache.has(key))
    cache.set(key, Promise.resolve({ items: initial }));
  const [items, setItems] = useState<T[] | null>(initial ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` fetches
  useEffect(() => {
    let promise = cache.get(key) as Promise<{ items: T[] }> | undefined;
    if (!promise) {
      promise = load();
      promise.catch(() => cache.delete(key));
      cache.set(key, promise);
    }
    let isLive = true;
    promise.then((r) => isLive && setItems(r.items)).catch(() => {});
    return () => {
      isLive = false;
    };
  }, [key]);
  return items;
}

export const useCurrencies = (initial?: Currency[]): Currency[] | null =>
  useCachedList(
    'currencies',
    () => call(settingsApi.listCurrencies, { query: { visible: 'true' } }),
    initial,
  );
export const useCountries = (locale: string, initial?: Country[]): Country[] | null =>
  useCachedList(
    `countries:${locale}`,
    () => call(settingsApi.listCountries, { query: { locale } }),
    initial,
  );

/** Every enabled currency with its unit and rate, by code. */
export function useCurrencyMap(isEnabled = true) {
  return useQuery({
    enabled: isEnabled,
    queryKey: walletKeys.currencies,
    queryFn: () =>
      call(settingsApi.listCurrencies).then((r) => new Map(r.items.map((c) => [c.code, c]))),
    staleTime: 5 * 60_000,
  });
}

/** A sensible first currency for a country (players can change it). */
export function currencyForCountry(
  country: string | null | undefined,
  available: string[],
): string {
  const byCountry: Record<string, string> = { BR: 'BRL', CA: 'CAD', GB: 'GBP', US: 'USD' };
  const euro = [
    'DE',
    'AT',
    'FR',
    'ES',
    'IT',
    'PT',
    'NL',
    'BE',
    'IE',
    'FI',
    'GR',
    'LU',
    'SK',
    'SI',
    'EE',
    'LV',
    'LT',
    'MT',
    'CY',
    'HR',
  ];
  const wanted =
    (country && (byCountry[country] ?? (euro.includes(country) ? 'EUR' : undefined))) || 'USD';
  return available.includes(wanted) ? wanted : (available[0] ?? 'USD');
}
