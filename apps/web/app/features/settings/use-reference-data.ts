import type { Country, Currency } from '@casino/contracts';
import { useEffect, useState } from 'react';
import { api } from '../session/api-client';

const cache = new Map<string, Promise<unknown>>();

/** GETs a settings list once per page life (they change rarely and are cached by the server). */
function useCachedList<T>(path: string): T[] | null {
  const [items, setItems] = useState<T[] | null>(null);
  useEffect(() => {
    let promise = cache.get(path) as Promise<{ items: T[] }> | undefined;
    if (!promise) {
      promise = api<{ items: T[] }>(path);
      promise.catch(() => cache.delete(path));
      cache.set(path, promise);
    }
    let isLive = true;
    promise.then((r) => isLive && setItems(r.items)).catch(() => {});
    return () => {
      isLive = false;
    };
  }, [path]);
  return items;
}

export const useCurrencies = () => useCachedList<Currency>('/api/settings/currencies?visible=true');
export const useCountries = (locale: string) =>
  useCachedList<Country>(`/api/settings/countries?locale=${locale}`);

/** A sensible first currency for a country (players can change it). */
export function currencyForCountry(
  country: string | null | undefined,
  available: string[],
): string {
  const byCountry: Record<string, string> = { BR: 'BRL', CA: 'CAD', US: 'USD' };
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
