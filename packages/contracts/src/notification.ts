import { z } from 'zod';

/**
 * Notification kept for a player who was offline (docs/product/entities.md#missed-notification),
 * e.g. `invoice.deposit.updated`: `data` is the realtime message the player missed (see
 * realtime.ts), with its `event`.
 */
export const MissedNotificationSchema = z
  .object({
    id: z.string(),
    data: z.object({ event: z.string() }).catchall(z.unknown()),
    createdAt: z.string(),
  })
  .meta({ id: 'MissedNotification' });
export type MissedNotification = z.infer<typeof MissedNotificationSchema>;

/** GET /api/notification/notifications: oldest first. */
export const MissedNotificationListSchema = z
  .object({ items: z.array(MissedNotificationSchema) })
  .meta({ id: 'MissedNotificationList' });

/**
 * DELETE /api/notification/notifications: cleans the buffer. With `until` (the id of the newest
 * notification the site processed) only those up to it go, so one stored meanwhile survives.
 */
export const ClearNotificationsQuerySchema = z.object({
  until: z
    .string()
    .regex(/^[1-9][0-9]{0,17}$/, 'Must be the id of a notification')
    .optional(),
});
export const ClearNotificationsResponseSchema = z
  .object({ deleted: z.number().int().nonnegative() })
  .meta({ id: 'ClearNotificationsResponse' });
