import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The text an EveryMatrix-style `Hash` covers: the values of every other top-level field of
 * the body in the order of their names, numbers in their shortest form (1.5, not 1.50),
 * booleans as `true`/`false`, joined with `|`, then `|` and the shared secret.
 */
export function everymatrixHashText(fields: Record<string, unknown>, secret: string): string {
  const values = Object.keys(fields)
    .filter((name) => name !== 'Hash')
    .sort()
    .map((name) => {
      const value = fields[name];
      if (value === null || value === undefined) return '';
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
    });
  return [...values, secret].join('|');
}

/** Lowercase hex SHA-256 of the call's fields and the secret (the body's `Hash`). */
export function signEverymatrix(fields: Record<string, unknown>, secret: string): string {
  return createHash('sha256').update(everymatrixHashText(fields, secret), 'utf8').digest('hex');
}

export function verifyEverymatrix(fields: Record<string, unknown>, secret: string): boolean {
  const hash = fields.Hash;
  if (typeof hash !== 'string' || !/^[0-9a-f]{64}$/i.test(hash)) return false;
  return timingSafeEqual(
    Buffer.from(hash.toLowerCase(), 'hex'),
    Buffer.from(signEverymatrix(fields, secret), 'hex'),
  );
}
