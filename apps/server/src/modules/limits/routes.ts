import {
  LimitChangeRequestSchema,
  PlayerLimitListSchema,
  RealityCheckRequestSchema,
  RealityCheckSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticatedRoutes } from '../../shared/authenticated-routes.ts';
import { errors } from '../../shared/http.ts';
import type { LimitsContext } from './context.ts';
import { unwrap } from './failures.ts';
import { acknowledgeRealityCheck, realityCheck, setRealityCheck } from './reality-check-service.ts';
import { changeLimit, listLimits } from './service.ts';

const tags = ['limits'];

/** GET/POST /api/player/limits (docs/product/api-calls.md, docs/decisions/026). */
export function limitsRoutes(ctx: LimitsContext): FastifyPluginAsyncZod {
  return (base) =>
    authenticatedRoutes(base, (app) => {
      app.get(
        '/limits',
        {
          schema: {
            tags,
            summary:
              "The player's responsible-gaming limits with their use in the rolling window, waiting raises and any running time-out or self-exclusion",
            response: { 200: PlayerLimitListSchema },
          },
        },
        async (request) =>
          listLimits(ctx.db, currentPlayer(request).id, ctx.clock.now(), ctx.raiseDelayMs),
      );
      app.post(
        '/limits',
        {
          schema: {
            tags,
            summary:
              'Set, raise (waits), remove (waits), confirm or cancel a bet/loss/deposit limit, or start a time-out or self-exclusion (closes every session)',
            body: LimitChangeRequestSchema,
            response: { 200: PlayerLimitListSchema, ...errors(400, 404, 409, 422) },
          },
        },
        async (request) => unwrap(await changeLimit(ctx, currentPlayer(request).id, request.body)),
      );
      app.get(
        '/reality-check',
        {
          schema: {
            tags,
            summary:
              'The reality check of this session: interval, time played, net result, and whether the pause is due',
            response: { 200: RealityCheckSchema },
          },
        },
        async (request) => realityCheck(ctx, currentPlayer(request)),
      );
      app.post(
        '/reality-check',
        {
          schema: {
            tags,
            summary: 'Choose the reality-check interval in minutes (0 = off)',
            body: RealityCheckRequestSchema,
            response: { 200: RealityCheckSchema, ...errors(400) },
          },
        },
        async (request) =>
          unwrap(await setRealityCheck(ctx, currentPlayer(request), request.body.minutes)),
      );
      app.post(
        '/reality-check/ack',
        {
          schema: {
            tags,
            summary:
              'Acknowledge the reality check: play resumes, the next is due an interval later',
            response: { 200: RealityCheckSchema },
          },
        },
        async (request) => acknowledgeRealityCheck(ctx, currentPlayer(request)),
      );
    });
}
