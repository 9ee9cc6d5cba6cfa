import type { BonusDefinitionInput } from '@casino/contracts';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import {
  type BonusContext,
  createDefinition,
  listDefinitions,
  publishDefinition,
  unwrapBonus,
  updateDefinition,
} from '../bonus/operator-service.ts';
import { callerOf, type RouteOf } from './access.ts';
import { appendAudit } from './audit.ts';
import type { BackofficeContext } from './context.ts';

/** Bonus offers (marketing): list, create, edit, publish; every change audited with before/after. */
export function registerBonusRoutes(route: RouteOf, ctx: BackofficeContext, bonus: BonusContext) {
  route(backofficeApi.listBonusDefinitions, {
    summary: 'Bonus offers with their terms, and the jurisdiction wagering cap',
    handler: async () => listDefinitions(bonus),
  });
  route(backofficeApi.createBonusDefinition, {
    summary: 'A new bonus offer (a draft until published)',
    statuses: [400],
    handler: async (request) => {
      const after = unwrapBonus(
        await createDefinition(bonus, request.body as BonusDefinitionInput),
      );
      await appendAudit(ctx.db, callerOf(request).actor, {
        action: 'bonus.definition.create',
        targetType: 'bonus_definition',
        targetId: after.id,
        after,
      });
      return after;
    },
  });
  route(backofficeApi.updateBonusDefinition, {
    summary: "Change an offer's terms (granted bonuses keep theirs)",
    statuses: [400, 404, 422],
    handler: async (request) => {
      const { id } = request.params as { id: string };
      const { before, after } = unwrapBonus(
        await updateDefinition(bonus, id, request.body as BonusDefinitionInput),
      );
      await appendAudit(ctx.db, callerOf(request).actor, {
        action: 'bonus.definition.update',
        targetType: 'bonus_definition',
        targetId: id,
        before,
        after,
      });
      return after;
    },
  });
  route(backofficeApi.publishBonusDefinition, {
    summary: 'Publish an offer: refused above the jurisdiction wagering cap',
    statuses: [404, 422],
    handler: async (request) => {
      const { id } = request.params as { id: string };
      const { before, after } = unwrapBonus(await publishDefinition(bonus, id));
      await appendAudit(ctx.db, callerOf(request).actor, {
        action: 'bonus.definition.publish',
        targetType: 'bonus_definition',
        targetId: id,
        before,
        after,
      });
      return after;
    },
  });
}
