import { limitsApi } from '@casino/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticatedRoutes } from '../../shared/authenticated-routes.ts';
import { contractRoute } from '../../shared/contract-route.ts';
import { requestAffordabilityRaise } from './affordability-service.ts';
import type { LimitsContext } from './context.ts';
import { unwrap } from './failures.ts';
import { crossOperatorStanding, registerCrossOperatorLimit } from './lugas-service.ts';
import { acknowledgeRealityCheck, realityCheck, setRealityCheck } from './reality-check-service.ts';
import { changeLimit, listLimits } from './service.ts';

const tags = ['limits'];

/** GET/POST /api/player/limits (docs/product/api-calls.md, docs/decisions/026). */
export function limitsRoutes(ctx: LimitsContext): FastifyPluginAsyncZod {
  return (base) =>
    authenticatedRoutes(base, (app) => {
      contractRoute(app, limitsApi.listLimits, {
        tags,
        summary:
          "The player's responsible-gaming limits with their use in the rolling window, waiting raises and any running time-out or self-exclusion",
        handler: async (request) => {
          const { id } = currentPlayer(request);
          const jurisdiction = await ctx.jurisdictionOf(ctx.db, id);
          const list = await listLimits(
            ctx.db,
            id,
            ctx.clock.now(),
            ctx.raiseDelayMs,
            jurisdiction,
          );
          return { ...list, crossOperatorLimit: await crossOperatorStanding(ctx, id) };
        },
      });
      contractRoute(app, limitsApi.changeLimit, {
        tags,
        summary:
          'Set, raise (waits), remove (waits), confirm or cancel a bet/loss/deposit limit, decline a deposit limit where the jurisdiction asks for the decision, take a 24 h break (panic button) or start a time-out or self-exclusion (both close every session)',
        errors: [400, 404, 409, 422],
        handler: async (request) => {
          const { id } = currentPlayer(request);
          const list = unwrap(await changeLimit(ctx, id, request.body));
          // Germany (issue 32): the monthly deposit limit in force here is registered with
          // LUGAS, whose answer (the limit across operators) the player sees.
          if (!ctx.crossOperatorFile) return list;
          await registerCrossOperatorLimit(ctx, id);
          return { ...list, crossOperatorLimit: await crossOperatorStanding(ctx, id) };
        },
      });
      contractRoute(app, limitsApi.requestAffordabilityRaise, {
        tags,
        summary:
          'Ask for a higher monthly deposit cap with income and outgoings (affordability check, NL); the cap rises only when an operator approves',
        errors: [400, 409, 422],
        handler: async (request) =>
          unwrap(await requestAffordabilityRaise(ctx, currentPlayer(request).id, request.body)),
      });
      contractRoute(app, limitsApi.getRealityCheck, {
        tags,
        summary:
          'The reality check of this session: interval, time played, net result, and whether the pause is due',
        handler: async (request) => realityCheck(ctx, currentPlayer(request)),
      });
      contractRoute(app, limitsApi.setRealityCheck, {
        tags,
        summary: 'Choose the reality-check interval in minutes (0 = off)',
        errors: [400],
        handler: async (request) =>
          unwrap(await setRealityCheck(ctx, currentPlayer(request), request.body.minutes)),
      });
      contractRoute(app, limitsApi.acknowledgeRealityCheck, {
        tags,
        summary: 'Acknowledge the reality check: play resumes, the next is due an interval later',
        handler: async (request) => acknowledgeRealityCheck(ctx, currentPlayer(request)),
      });
    });
}
