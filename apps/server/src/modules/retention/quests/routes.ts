import { retentionQuestsApi } from '@casino/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer } from '../../../plugins/auth.ts';
import { authenticatedRoutes } from '../../../shared/authenticated-routes.ts';
import { contractRoute } from '../../../shared/contract-route.ts';
import { acceptEmptyBody } from '../../../shared/http.ts';
import type { QuestsContext } from './context.ts';
import { unwrap } from './failures.ts';
import { activateQuest, cancelPlayerQuest, listPlayerQuests, listQuests } from './quest-service.ts';
import { listWheels, spinWheel } from './wheel-service.ts';

const tags = ['retention'];

/** Quests and the fortune wheel under /api/retention (issue 33). */
export function questRoutes(ctx: QuestsContext): FastifyPluginAsyncZod {
  return (base) =>
    authenticatedRoutes(base, (app) => {
      acceptEmptyBody(app);
      contractRoute(app, retentionQuestsApi.listQuests, {
        tags,
        summary:
          'Quests the player may take, in the currencies of their accounts (none during a time-out or self-exclusion)',
        handler: async (request) => ({ items: await listQuests(ctx, currentPlayer(request).id) }),
      });
      contractRoute(app, retentionQuestsApi.listPlayerQuests, {
        tags,
        summary: "The player's quests with their progress, newest first",
        handler: async (request) => ({
          items: await listPlayerQuests(ctx, currentPlayer(request).id),
        }),
      });
      contractRoute(app, retentionQuestsApi.activateQuest, {
        tags,
        summary: 'Take a quest: progress counts from now',
        errors: [403, 404, 409, 422],
        handler: async (request) =>
          unwrap(await activateQuest(ctx, currentPlayer(request).id, request.params.id)),
      });
      contractRoute(app, retentionQuestsApi.cancelPlayerQuest, {
        tags,
        summary: 'Give up an active quest (it may be taken again)',
        errors: [404, 409],
        handler: async (request) =>
          unwrap(await cancelPlayerQuest(ctx, currentPlayer(request).id, request.params.id)),
      });
      contractRoute(app, retentionQuestsApi.listWheels, {
        tags,
        summary:
          "Fortune wheels with the player's spins and the hash of the next spin's server seed",
        handler: async (request) => ({ items: await listWheels(ctx, currentPlayer(request).id) }),
      });
      contractRoute(app, retentionQuestsApi.spinWheel, {
        tags,
        summary:
          'Spin once (provably fair): the result, the revealed server seed and the next commitment',
        errors: [403, 404, 422],
        handler: async (request) =>
          unwrap(await spinWheel(ctx, currentPlayer(request).id, request.params.id, request.body)),
      });
    });
}
