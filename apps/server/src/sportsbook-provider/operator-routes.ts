import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { verifySeamless } from '../builtin-provider/seamless-client.ts';
import type { SportsbookContext } from './context.ts';
import { recordResult } from './settlement.ts';

export const ResultCommandSchema = z.object({
  eventId: z.string().min(1).max(64),
  /** `feed`: the simulated final score; `score`: home and away; `cancelled`: every leg void. */
  outcome: z.enum(['feed', 'score', 'cancelled']),
  home: z.number().int().min(0).max(999).optional(),
  away: z.number().int().min(0).max(999).optional(),
});

/**
 * The casino's back office sets results here in sandbox mode (docs/decisions/032): signed
 * like the seamless wallet, with the same shared secret, over the exact body bytes.
 */
export function operatorRoutes(
  ctx: SportsbookContext,
  secret: () => Promise<string>,
): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, body, done) =>
      done(null, body),
    );
    app.post('/results', { schema: { hide: true } }, async (request, reply) => {
      const raw = (request.body as Buffer | undefined)?.toString('utf8') ?? '';
      if (!verifySeamless(await secret(), request.headers, raw, ctx.clock.now())) {
        return reply
          .code(401)
          .send({ error: { code: 'invalid_signature', message: 'Signature refused' } });
      }
      let parsed: z.infer<typeof ResultCommandSchema>;
      try {
        parsed = ResultCommandSchema.parse(JSON.parse(raw));
      } catch {
        return reply
          .code(400)
          .send({ error: { code: 'bad_request', message: 'Invalid result command' } });
      }
      const input =
        parsed.outcome === 'feed'
          ? ('feed' as const)
          : parsed.outcome === 'cancelled'
            ? { cancelled: true as const }
            : { home: parsed.home ?? 0, away: parsed.away ?? 0 };
      const done = await recordResult(ctx, parsed.eventId, input, 'operator');
      if (!done.ok) return reply.code(done.error.status).send(done.error.body);
      const { eventId, home, away, isCancelled, version } = done.value;
      return { eventId, home, away, cancelled: isCancelled === 1, version };
    });
  };
}
