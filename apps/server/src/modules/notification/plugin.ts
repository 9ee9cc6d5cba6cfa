import type { Db } from '@casino/db';
import type { FastifyPluginAsync } from 'fastify';
import { notificationRoutes } from './routes.ts';

/**
 * The missed-notification buffer under /api/notification. The realtime sink fills it
 * (app.ts wires `storeNotification`); the player reads and cleans it here.
 */
export function notificationPlugin(db: Db): FastifyPluginAsync {
  return async (app) => {
    await app.register(notificationRoutes(db));
  };
}
