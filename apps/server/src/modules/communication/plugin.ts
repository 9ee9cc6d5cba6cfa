import type { FastifyPluginAsync } from 'fastify';
import type { CommunicationContext } from './context.ts';
import { communicationRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The communication module's context (marketing mail goes through its gate). */
    communication: CommunicationContext;
  }
}

/**
 * Contact messages (docs/product/api-calls.md#notification: POST /api/notification/communications).
 * Its own module: the notification module owns missed notifications under the same prefix.
 */
export function communicationPlugin(ctx: CommunicationContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(communicationRoutes(ctx));
  };
}
