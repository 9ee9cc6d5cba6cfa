import { createHash } from 'node:crypto';
import type { Db } from '@casino/db';
import * as repo from './repository.ts';

/**
 * A deposit or withdrawal sent without an idempotency key (docs/decisions/031) gets one made
 * from what it asks for: the same request again within this window (a double click, a retry
 * after a lost answer) replays the first invoice instead of opening a second one.
 */
export const IMPLICIT_KEY_WINDOW_MS = 60_000;

const keyOf = (type: string, digest: string, bucket: number) => `auto:${type}:${digest}:${bucket}`;

/**
 * The key a keyless request is stored under, and the invoice it replays if any: the same
 * request's invoice of this window bucket or, made less than a window ago, of the one before.
 * Two concurrent identical requests get the same key, so the unique key lets only one in.
 */
export async function implicitKey(
  db: Db,
  playerId: string,
  type: 'deposit' | 'withdrawal',
  request: unknown,
  now: Date,
): Promise<{ key: string; replay: repo.InvoiceRow | null }> {
  const digest = createHash('sha256').update(JSON.stringify(request)).digest('base64url');
  const bucket = Math.floor(now.getTime() / IMPLICIT_KEY_WINDOW_MS);
  const key = keyOf(type, digest.slice(0, 32), bucket);
  const current = await repo.findInvoiceByKey(db, playerId, key);
  if (current) return { key, replay: current };
  const previous = await repo.findInvoiceByKey(
    db,
    playerId,
    keyOf(type, digest.slice(0, 32), bucket - 1),
  );
  const isRecent =
    previous && now.getTime() - previous.createdAt.getTime() < IMPLICIT_KEY_WINDOW_MS;
  return { key, replay: isRecent ? previous : null };
}
