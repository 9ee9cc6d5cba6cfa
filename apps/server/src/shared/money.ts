/**
 * Amounts are integers in the currency's minor unit (ARCHITECTURE.md "Money"). The database
 * hands `bigint` columns over as bigint, string or number depending on the driver; this is
 * the one place they become JS numbers, refusing anything a number cannot hold exactly.
 */
export function toMinor(value: unknown): number {
  const n =
    typeof value === 'bigint' ? Number(value) : typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) {
    throw new Error(`not a safe integer amount: ${String(value)}`);
  }
  return n;
}

/** `12345` with subunit 100 → `'123.45'`; no grouping, no symbol (for messages and pages). */
export function formatMinor(amount: number, subunitToUnit: number): string {
  const digits = Math.max(0, Math.round(Math.log10(subunitToUnit)));
  const negative = amount < 0;
  const abs = BigInt(Math.abs(amount));
  const unit = BigInt(subunitToUnit);
  const whole = (abs / unit).toString();
  const text = digits === 0 ? whole : `${whole}.${(abs % unit).toString().padStart(digits, '0')}`;
  return negative ? `-${text}` : text;
}
