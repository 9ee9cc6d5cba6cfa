import { randomUUID } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from a path are checked before any query: a malformed one is simply "not found". */
export const isUuid = (value: string) => UUID.test(value);

/**
 * A UUIDv7 (RFC 9562): the first 48 bits are the Unix time in milliseconds, the rest random
 * (version 7, variant 10). Rows keyed by it are inserted at the right end of their primary-key
 * index, like a sequence, instead of at a random page: the ledger's transfers, the seamless
 * calls, rounds and bets (issue 31). It is `randomUUID()` (its entropy, its variant) with the
 * time written over its first twelve hex digits and its version digit set to 7.
 */
export function uuidv7(now = Date.now()): string {
  const random = randomUUID();
  const time = now.toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${random.slice(15)}`;
}
