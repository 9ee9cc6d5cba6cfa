import { type Db, playerNotifications } from '@casino/db';
import { and, asc, desc, eq, lt, lte, min } from 'drizzle-orm';

export type NotificationRow = typeof playerNotifications.$inferSelect;

/** Appends one and drops the oldest beyond `keep`, so an absent player's buffer stays bounded. */
export async function insertNotification(
  db: Db,
  playerId: string,
  data: NotificationRow['data'],
  keep: number,
) {
  await db.insert(playerNotifications).values({ playerId, data });
  const newest = db
    .select({ id: playerNotifications.id })
    .from(playerNotifications)
    .where(eq(playerNotifications.playerId, playerId))
    .orderBy(desc(playerNotifications.id))
    .limit(keep)
    .as('newest');
  await db
    .delete(playerNotifications)
    .where(
      and(
        eq(playerNotifications.playerId, playerId),
        lt(playerNotifications.id, db.select({ id: min(newest.id) }).from(newest)),
      ),
    );
}

/** The player's notifications, oldest first. */
export function listNotifications(db: Db, playerId: string, limit: number) {
  return db
    .select()
    .from(playerNotifications)
    .where(eq(playerNotifications.playerId, playerId))
    .orderBy(asc(playerNotifications.id))
    .limit(limit);
}

/** Deletes the player's notifications (up to `untilId` when given); returns how many. */
export async function deleteNotifications(db: Db, playerId: string, untilId?: number) {
  const conditions = [eq(playerNotifications.playerId, playerId)];
  if (untilId !== undefined) conditions.push(lte(playerNotifications.id, untilId));
  const rows = await db
    .delete(playerNotifications)
    .where(and(...conditions))
    .returning({ id: playerNotifications.id });
  return rows.length;
}
