import { useSite } from '../site';

const cache = new Map<string, Intl.DisplayNames>();

/**
 * A currency's name in the page's language (Intl: "US-Dollar", "dólar estadounidense"); the
 * settings' name where Intl has none (crypto coins keep their own names).
 */
export function currencyName(
  locale: string,
  currency: { code: string; name: string; type?: string },
) {
  if (currency.type === 'crypto') return currency.name;
  let names = cache.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'none' });
    cache.set(locale, names);
  }
  const name = names.of(currency.code);
  return name ? name[0]!.toLocaleUpperCase(locale) + name.slice(1) : currency.name;
}

export function useCurrencyName() {
  const { locale } = useSite();
  return (currency: { code: string; name: string; type?: string }) =>
    currencyName(locale, currency);
}
