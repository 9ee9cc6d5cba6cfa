import {
  backofficeApi,
  type GrantWheelSpinsRequestSchema,
  type QuestInput,
  type WheelInput,
} from '@casino/contracts/api/backoffice';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { callerOf, type RouteOf } from '../../backoffice/access.ts';
import { appendAudit } from '../../backoffice/audit.ts';
import {
  type Audit,
  grantOperatorSpins,
  listAdminQuests,
  listAdminWheels,
  pageQuestPayouts,
  pageWheelSpins,
  saveQuest,
  saveWheel,
} from './admin-service.ts';
import type { QuestsContext } from './context.ts';
import { unwrap } from './failures.ts';

type Page = { page: number; perPage: number };

const auditOf =
  (request: FastifyRequest): Audit =>
  (tx, entry) =>
    appendAudit(tx, callerOf(request).actor, entry as Parameters<typeof appendAudit>[2]);

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** Quests and wheels in the back office: roles from the contract, every write audited. */
export function registerQuestBackofficeRoutes(route: RouteOf, ctx: QuestsContext) {
  route(backofficeApi.listRetentionQuests, {
    summary: 'Every quest with its active and completed runs and the rewards paid',
    handler: async () => listAdminQuests(ctx),
  });
  route(backofficeApi.createRetentionQuest, {
    summary: 'Create a quest (audited)',
    handler: async (request) =>
      unwrap(await saveQuest(ctx, auditOf(request), null, request.body as QuestInput)),
  });
  route(backofficeApi.updateRetentionQuest, {
    summary: 'Edit a quest (audited); runs already taken keep their terms',
    statuses: [404],
    handler: async (request) =>
      unwrap(await saveQuest(ctx, auditOf(request), idOf(request), request.body as QuestInput)),
  });
  route(backofficeApi.listQuestPayouts, {
    summary: 'Quest runs, newest first, with what each paid',
    handler: async (request) => {
      const { page, perPage } = request.query as Page;
      return { ...(await pageQuestPayouts(ctx, page, perPage)), page, perPage };
    },
  });
  route(backofficeApi.listRetentionWheels, {
    summary: 'Every fortune wheel with its segments, spins and prizes paid',
    handler: async () => listAdminWheels(ctx),
  });
  route(backofficeApi.createRetentionWheel, {
    summary: 'Create a fortune wheel (audited)',
    handler: async (request) =>
      unwrap(await saveWheel(ctx, auditOf(request), null, request.body as WheelInput)),
  });
  route(backofficeApi.updateRetentionWheel, {
    summary: 'Edit a wheel: segments, weights, prizes, deposit rule (audited)',
    statuses: [404],
    handler: async (request) =>
      unwrap(await saveWheel(ctx, auditOf(request), idOf(request), request.body as WheelInput)),
  });
  route(backofficeApi.grantWheelSpins, {
    summary: 'Give a player spins on a wheel, once per request id (audited)',
    statuses: [403, 404],
    handler: async (request) =>
      unwrap(
        await grantOperatorSpins(
          ctx,
          auditOf(request),
          idOf(request),
          request.body as z.infer<typeof GrantWheelSpinsRequestSchema>,
          callerOf(request).actor.label,
        ),
      ),
  });
  route(backofficeApi.listWheelSpins, {
    summary: 'Wheel spins, newest first, with what each paid',
    handler: async (request) => {
      const { page, perPage } = request.query as Page;
      return { ...(await pageWheelSpins(ctx, page, perPage)), page, perPage };
    },
  });
}
