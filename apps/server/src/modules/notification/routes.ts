import {
  ClearNotificationsQuerySchema,
  ClearNotificationsResponseSchema,
  MissedNotificationListSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticated, bearer, errors } from '../../shared/http.ts';
import { clearNotifications, listMissedNotifications } from './service.ts';

const tags = ['notification'];

/** Missed notifications (spec 7 "Notification"): read after profile load, then cleaned. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/notifications',
    {
      ...authenticated(app),
      schema: {
        tags,
        ...bearer,
        summary: 'Realtime events the player missed while no connection was open, oldest first',
        response: { 200: MissedNotificationListSchema, ...errors(401, 403) },
      },
    },
    async (request) => ({
      items: await listMissedNotifications(app.db, currentPlayer(request).id),
    }),
  );

  app.delete(
    '/notifications',
    {
      ...authenticated(app),
      schema: {
        tags,
        ...bearer,
        summary: 'Clean the buffer (with `until`: only up to that notification id)',
        querystring: ClearNotificationsQuerySchema,
        response: { 200: ClearNotificationsResponseSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => ({
      deleted: await clearNotifications(app.db, currentPlayer(request).id, request.query.until),
    }),
  );
};
