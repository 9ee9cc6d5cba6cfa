/** Minor units per unit, by currency code (loaded at start; 100 until then). */
const unitsOf = new Map<string, number>();

export function setCurrencyUnits(loaded: Map<string, number>) {
  for (const [code, unit] of loaded) unitsOf.set(code, unit);
}

/** Minor units per unit of `currency` (100 until loaded). */
export const units = (currency: string) => unitsOf.get(currency) ?? 100;

/** Minor units as a decimal amount with the currency's own number of decimals. */
export function money(minor: number, currency: string) {
  const unit = units(currency);
  const decimals = Math.round(Math.log10(unit));
  const value = (minor / unit).toLocaleString('en', {
    minimumFractionDigits: Math.min(decimals, 2),
    maximumFractionDigits: decimals,
  });
  return `${value} ${currency}`;
}

export const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'short' }) : '—';

export const PLAYER_STATUS_NAMES: Record<number, string> = {
  1: 'active',
  2: 'blocked',
  3: 'self-excluded',
  4: 'closed',
};

export const INVOICE_STATUS_NAMES: Record<number, string> = {
  1: 'created',
  2: 'paid',
  3: 'pending',
  4: 'declined',
  5: 'failed',
  6: 'expired',
  7: 'underpaid',
  8: 'paid late',
};
