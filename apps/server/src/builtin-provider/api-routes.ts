import {
  ChangeClientSeedRequestSchema,
  FairnessCommitSchema,
  OpenProviderSessionRequestSchema,
  PlayRoundRequestSchema,
  PlayRoundResponseSchema,
  ProviderErrorSchema,
  ProviderRoundSchema,
  ProviderSessionSchema,
} from '@casino/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUuid } from '../shared/ids.ts';
import type { ProviderContext, ProviderResult } from './context.ts';
import * as repo from './repository.ts';
import { toProviderRound } from './round-view.ts';
import { playRound } from './rounds.ts';
import { changeClientSeed, openSession } from './sessions.ts';

const tags = ['Built-in game provider'];
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, ProviderErrorSchema]));
const SessionParamsSchema = z.object({ sessionId: z.string().min(1).max(128) });

function send<T>(reply: FastifyReply, result: ProviderResult<T>) {
  if (result.ok) return result.value;
  return reply.status(result.error.status).send(result.error.body);
}

/**
 * The game client's API (`/provider/api`). A session id is the bearer of every later call;
 * errors carry what the casino said (balance, reason) so the game can show why.
 */
export function providerApiRoutes(ctx: ProviderContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });

    app.post(
      '/sessions',
      {
        schema: {
          tags,
          summary: 'Open a game session (demo: virtual FUN credits; real: the casino balance)',
          body: OpenProviderSessionRequestSchema,
          response: { 200: ProviderSessionSchema, ...errors(400, 401, 404, 502) },
        },
      },
      async (request, reply) => send(reply, await openSession(ctx, request.body)),
    );

    app.post(
      '/sessions/:sessionId/rounds',
      {
        schema: {
          tags,
          summary: 'Play one round; a repeated requestId answers with the same round',
          params: SessionParamsSchema,
          body: PlayRoundRequestSchema,
          response: {
            200: PlayRoundResponseSchema,
            ...errors(400, 401, 402, 403, 404, 409, 422, 502),
          },
        },
      },
      async (request, reply) =>
        send(reply, await playRound(ctx, request.params.sessionId, request.body)),
    );

    app.put(
      '/sessions/:sessionId/client-seed',
      {
        schema: {
          tags,
          summary: "Set the player's client seed for the next rounds",
          params: SessionParamsSchema,
          body: ChangeClientSeedRequestSchema,
          response: { 200: FairnessCommitSchema, ...errors(400, 401, 409) },
        },
      },
      async (request, reply) =>
        send(reply, await changeClientSeed(ctx, request.params.sessionId, request.body.clientSeed)),
    );

    app.get(
      '/rounds/:id',
      {
        schema: {
          tags,
          summary: 'A finished round with its revealed server seed, for verification',
          params: z.object({ id: z.string().max(64) }),
          response: { 200: ProviderRoundSchema, 404: ProviderErrorSchema },
        },
      },
      async (request, reply) => {
        const row = isUuid(request.params.id)
          ? await repo.findRound(ctx.db, request.params.id)
          : null;
        if (!row || row.status === 'open' || row.status === 'refused') {
          return reply
            .status(404)
            .send({ error: { code: 'not_found', message: 'Round not found' } });
        }
        // A closed round never changes.
        reply.header('cache-control', 'public, max-age=86400, immutable');
        return toProviderRound(row);
      },
    );
  };
}
