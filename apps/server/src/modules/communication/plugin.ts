import type { FastifyInstance } from 'fastify';
import { communicationRoutes } from './routes.ts';

/**
 * Contact messages (spec 7 "Notification": POST /api/notification/communications). Its own
 * module: the notification module owns missed notifications under the same prefix.
 */
export async function registerCommunication(app: FastifyInstance) {
  const ctx = {
    db: app.db,
    outbox: app.outbox,
    supportEmail: app.config.CONTACT_EMAIL ?? null,
  };
  await app.register(communicationRoutes(ctx), { prefix: '/api/notification' });
}
