import type { KeptInboxMessage, MissedNotification, NotifiableMessage } from '@casino/contracts';
import type { Db } from '@casino/db';
import * as repo from './repository.ts';

/** A player away for long keeps at most this many (the newest); the site shows them once. */
export const MAX_KEPT_NOTIFICATIONS = 100;

/**
 * Keeps a realtime message that reached no connection of the player (docs/product/states.md,
 * api-calls.md).
 */
export async function storeNotification(
  db: Db,
  playerId: string,
  message: NotifiableMessage | KeptInboxMessage,
) {
  await repo.insertNotification(db, playerId, message, MAX_KEPT_NOTIFICATIONS);
}

/** What the player missed, oldest first. */
export async function listMissedNotifications(
  db: Db,
  playerId: string,
): Promise<MissedNotification[]> {
  const rows = await repo.listNotifications(db, playerId, MAX_KEPT_NOTIFICATIONS);
  return rows.map((row) => ({
    id: String(row.id),
    data: row.data,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Cleans the buffer: everything, or what the site processed (ids up to `until`). */
export function clearNotifications(db: Db, playerId: string, until?: string): Promise<number> {
  return repo.deleteNotifications(db, playerId, until === undefined ? undefined : Number(until));
}
