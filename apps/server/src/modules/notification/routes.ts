import { notificationApi } from '@casino/contracts/api';
import type { Db } from '@casino/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticatedRoutes } from '../../shared/authenticated-routes.ts';
import { contractRoute } from '../../shared/contract-route.ts';
import { acceptEmptyBody } from '../../shared/http.ts';
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
      contractRoute(app, notificationApi.listMissed, {
        tags,
        summary: 'Realtime events the player missed while no connection was open, oldest first',
        handler: async (request) => ({
          items: await listMissedNotifications(db, currentPlayer(request).id),
        }),
      });

      contractRoute(app, notificationApi.clearMissed, {
        tags,
        summary:
          'Clean the buffer: without parameters all of it; with `until` only up to that notification id',
        errors: [400],
        handler: async (request) => ({
          deleted: await clearNotifications(db, currentPlayer(request).id, request.query.until),
        }),
      });
    });
}
