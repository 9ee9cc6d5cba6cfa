import {
  ClearNotificationsQuerySchema,
  ClearNotificationsResponseSchema,
  MissedNotificationListSchema,
} from '@casino/contracts';
import type { Db } from '@casino/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticatedRoutes } from '../../shared/authenticated-routes.ts';
import { acceptEmptyBody, errors } from '../../shared/http.ts';
import { clearNotifications, listMissedNotifications } from './service.ts';

const tags = ['notification'];

/**
 * Missed notifications (docs/product/api-calls.md#notification): read after profile load, then
 * cleaned.
 */
export function notificationRoutes(db: Db): FastifyPluginAsyncZod {
  return (base) =>
    authenticatedRoutes(base, (app) => {
      acceptEmptyBody(app);
      app.get(
        '/notifications',
        {
          schema: {
            tags,
            summary: 'Realtime events the player missed while no connection was open, oldest first',
            response: { 200: MissedNotificationListSchema },
          },
        },
        async (request) => ({
          items: await listMissedNotifications(db, currentPlayer(request).id),
        }),
      );

      app.delete(
        '/notifications',
        {
          schema: {
            tags,
            summary:
              'Clean the buffer: without parameters all of it; with `until` only up to that notification id',
            querystring: ClearNotificationsQuerySchema,
            response: { 200: ClearNotificationsResponseSchema, ...errors(400) },
          },
        },
        async (request) => ({
          deleted: await clearNotifications(db, currentPlayer(request).id, request.query.until),
        }),
      );
    });
}
