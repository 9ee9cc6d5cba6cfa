import { units } from '../../lib/format.ts';

/** Minor units as the decimal an operator types (USD 500 → "5.00"). */
export const major = (minor: number | null, currency: string) => {
  if (minor === null) return '';
  const unit = units(currency);
  return (minor / unit).toFixed(Math.round(Math.log10(unit)));
};

/** A typed decimal as minor units of `currency` (NaN for text that is no number). */
export const minor = (text: string, currency: string) =>
  text.trim() === '' ? null : Math.round(Number(text) * units(currency));
