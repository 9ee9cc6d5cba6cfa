import { bigint, index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from './player.ts';

/**
 * Missed notifications (docs/product/entities.md#missed-notification, GET/DELETE
 * /api/notification/notifications, docs/product/api-calls.md#notification): realtime messages for a
 * player whom no connection received, kept until the site has shown them. Ids grow, so "delete up
 * to the newest one shown" keeps anything stored meanwhile.
 */
export const playerNotifications = pgTable(
  'player_notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The realtime message, with its `event` (e.g. `invoice.deposit.updated`). */
    data: jsonb('data').$type<{ event: string } & Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_notifications_player_id_idx').on(t.playerId, t.id)],
);
