import { z } from 'zod';

/** Notification kept for a player who was offline (spec 3), e.g. `invoice.deposit.updated`. */
export const MissedNotificationSchema = z
  .object({
    id: z.string(),
    data: z.object({ event: z.string() }).catchall(z.unknown()),
    createdAt: z.string(),
  })
  .meta({ id: 'MissedNotification' });
