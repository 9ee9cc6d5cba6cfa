import {
  backofficeApi,
  type GrantWheelSpinsRequestSchema,
  type QuestInput,
  type WheelInput,
} from '@casino/contracts/api/backoffice';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  type Audit,
  grantOperatorSpins,
  listAdminQuests,
  listAdminWheels,
  pageQuestPayouts,
  pageWheelSpins,
  type QuestsContext,
  saveQuest,
  saveWheel,
  unwrapQuest,
} from '../retention/quests/operator-service.ts';
import { callerOf, type RouteOf } from './access.ts';
import { appendAudit } from './audit.ts';

type Page = { page: number; perPage: number };

const auditOf =
  (request: FastifyRequest): Audit =>
  (tx, entry) =>
    appendAudit(tx, callerOf(request).actor, entry as Parameters<typeof appendAudit>[2]);

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** Quests and wheels in the back office: roles from the contract, every write audited. */
export function registerRetentionQuestRoutes(route: RouteOf, quests: QuestsContext) {
  route(backofficeApi.listRetentionQuests, {
    summary: 'Every quest with its active and completed runs and the rewards paid',
    handler: async () => listAdminQuests(quests),
  });
  route(backofficeApi.createRetentionQuest, {
    summary: 'Create a quest (audited)',
    handler: async (request) =>
      unwrapQuest(await saveQuest(quests, auditOf(request), null, request.body as QuestInput)),
  });
  route(backofficeApi.updateRetentionQuest, {
    summary: 'Edit a quest (audited); runs already taken keep their terms',
    statuses: [404],
    handler: async (request) =>
      unwrapQuest(
        await saveQuest(quests, auditOf(request), idOf(request), request.body as QuestInput),
      ),
  });
  route(backofficeApi.listQuestPayouts, {
    summary: 'Quest runs, newest first, with what each paid',
    handler: async (request) => {
      const { page, perPage } = request.query as Page;
      return { ...(await pageQuestPayouts(quests, page, perPage)), page, perPage };
    },
  });
  route(backofficeApi.listRetentionWheels, {
    summary: 'Every fortune wheel with its segments, spins and prizes paid',
    handler: async () => listAdminWheels(quests),
  });
  route(backofficeApi.createRetentionWheel, {
    summary: 'Create a fortune wheel (audited)',
    handler: async (request) =>
      unwrapQuest(await saveWheel(quests, auditOf(request), null, request.body as WheelInput)),
  });
  route(backofficeApi.updateRetentionWheel, {
    summary: 'Edit a wheel: segments, weights, prizes, deposit rule (audited)',
    statuses: [404],
    handler: async (request) =>
      unwrapQuest(
        await saveWheel(quests, auditOf(request), idOf(request), request.body as WheelInput),
      ),
  });
  route(backofficeApi.grantWheelSpins, {
    summary: 'Give a player spins on a wheel, once per request id (audited)',
    statuses: [403, 404],
    handler: async (request) =>
      unwrapQuest(
        await grantOperatorSpins(
          quests,
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
      return { ...(await pageWheelSpins(quests, page, perPage)), page, perPage };
    },
  });
}
