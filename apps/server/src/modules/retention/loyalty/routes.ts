import { retentionLoyaltyApi as api } from '@casino/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer } from '../../../plugins/auth.ts';
import { authenticatedRoutes } from '../../../shared/authenticated-routes.ts';
import { contractRoute } from '../../../shared/contract-route.ts';
import { AppError, notFound } from '../../../shared/errors.ts';
import { acceptEmptyBody } from '../../../shared/http.ts';
import type { LoyaltyContext } from './context.ts';
import { deleteInbox, listInbox, readInbox } from './inbox-service.ts';
import { getLoyaltyAccount, listLevels } from './loyalty-service.ts';

const unavailable = () =>
  new AppError(
    422,
    'retention_unavailable',
    'Loyalty is paused during a time-out or self-exclusion',
  );

/** The player's loyalty account and ladder, and the inbox (issue 33). */
export function loyaltyRoutes(ctx: LoyaltyContext): FastifyPluginAsyncZod {
  return (base) =>
    authenticatedRoutes(base, (app) => {
      acceptEmptyBody(app);
      contractRoute(app, api.getLoyaltyAccount, {
        tags: ['retention'],
        summary:
          'Loyalty points, level and progress to the next level; 422 `retention_unavailable` during a time-out or self-exclusion',
        errors: [422],
        handler: async (request) => {
          const account = await getLoyaltyAccount(ctx, currentPlayer(request).id);
          if (!account) throw unavailable();
          return account;
        },
      });
      contractRoute(app, api.listLoyaltyLevels, {
        tags: ['retention'],
        summary:
          'The loyalty ladder with each level’s benefits (empty during a time-out or self-exclusion)',
        handler: async (request) => ({ items: await listLevels(ctx, currentPlayer(request).id) }),
      });
      contractRoute(app, api.listInboxMessages, {
        tags: ['notification'],
        summary: 'Inbox messages, newest first, with the unread count (empty during an exclusion)',
        errors: [400],
        handler: async (request) => listInbox(ctx, currentPlayer(request).id, request.query),
      });
      contractRoute(app, api.deleteInboxMessages, {
        tags: ['notification'],
        summary: 'Delete the messages named by `id` (all without it); the unread count after',
        errors: [400],
        handler: async (request) =>
          deleteInbox(ctx, currentPlayer(request).id, request.query.id ?? null),
      });
      contractRoute(app, api.readAllInboxMessages, {
        tags: ['notification'],
        summary: 'Mark every message read; the unread count after (0)',
        handler: async (request) => (await readInbox(ctx, currentPlayer(request).id, null))!,
      });
      contractRoute(app, api.readInboxMessage, {
        tags: ['notification'],
        summary: 'Mark one message read; the unread count after',
        errors: [400, 404],
        handler: async (request) => {
          const result = await readInbox(ctx, currentPlayer(request).id, request.params.id);
          if (!result) throw notFound('Message');
          return result;
        },
      });
    });
}
