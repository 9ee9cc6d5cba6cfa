import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, errors } from './http.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on the group `authenticatedRoutes` makes: its routes need a signed-in player. */
    requiresPlayer?: true;
  }
}

/**
 * Registers a group of routes that need a signed-in player, in one encapsulated child plugin:
 * - the bearer check runs first (onRequest), so a caller without a valid session gets 401
 *   before any body is read or validated;
 * - every answer, errors included, is `cache-control: private, no-store`;
 * - each route's OpenAPI operation gets the bearer security and its 401/403 answers.
 * Routes inside call `currentPlayer(request)`.
 */
export async function authenticatedRoutes(
  app: FastifyInstance,
  register: (group: ZodApp) => void | Promise<void>,
) {
  await app.register(async (child) => {
    // contractRoute (contract-route.ts) checks that only signed-in endpoints are registered here.
    child.decorate('requiresPlayer', true);
    const group = child.withTypeProvider<ZodTypeProvider>();
    group.addHook('onRoute', (route) => {
      const schema = route.schema ?? {};
      route.schema = {
        ...schema,
        security: BEARER_SECURITY,
        response: { ...(schema.response as object | undefined), ...errors(401, 403) },
      };
    });
    group.addHook('onRequest', group.authenticate);
    group.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    await register(group);
  });
}
