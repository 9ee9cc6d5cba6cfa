import type { FastifyPluginAsync } from 'fastify';
import type { SportsbookContext } from './context.ts';

/** The SDK script (stage 3 of issue 20). */
export function sdkRoutes(_ctx: SportsbookContext): FastifyPluginAsync {
  return async () => {};
}
