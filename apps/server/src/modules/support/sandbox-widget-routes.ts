import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jwtVerify } from 'jose';
import { z } from 'zod';
import type { SupportContext } from './context.ts';
import { type TwinVendor, twinScript } from './sandbox-widget-scripts.ts';

/**
 * The sandbox twins of the vendors' chat widgets (docs/decisions/030), registered only in sandbox
 * mode for the twins in force (never in live mode, docs/decisions/015): their scripts, and the
 * endpoint where the Zendesk twin checks the site's JWT with the configured (or generated) secret.
 */
export function sandboxWidgetRoutes(
  ctx: SupportContext,
  twins: Record<TwinVendor, boolean>,
): FastifyPluginAsyncZod {
  return async (app) => {
    for (const vendor of ['zendesk', 'freshchat'] as const) {
      if (!twins[vendor]) continue;
      const script = twinScript(vendor);
      app.get(`/${vendor}.js`, { schema: { hide: true } }, async (_request, reply) =>
        reply
          .header('content-type', 'text/javascript; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(script),
      );
    }
    const zendesk = ctx.zendesk;
    if (!twins.zendesk || !zendesk) return;
    app.post(
      '/zendesk/session',
      { schema: { hide: true, body: z.object({ jwt: z.string().max(4000) }) } },
      async (request, reply) => {
        try {
          const { payload, protectedHeader } = await jwtVerify(
            request.body.jwt,
            new TextEncoder().encode(await zendesk.secret()),
            { algorithms: ['HS256'] },
          );
          if (protectedHeader.kid !== zendesk.keyId || payload.scope !== 'user') {
            throw new Error(`kid ${protectedHeader.kid} or scope ${String(payload.scope)}`);
          }
          return {
            externalId: String(payload.external_id),
            name: typeof payload.name === 'string' ? payload.name : null,
            email: String(payload.email),
            emailVerified: payload.email_verified === true,
          };
        } catch (error) {
          return reply.status(401).send({
            error: { code: 'invalid_token', message: `The token did not verify: ${String(error)}` },
          });
        }
      },
    );
  };
}
