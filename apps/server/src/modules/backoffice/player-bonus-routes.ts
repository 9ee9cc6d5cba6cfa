import { backofficeApi } from '@casino/contracts/api/backoffice';
import {
  type BonusContext,
  cancelPlayerBonus,
  grantPlayerBonus,
  playerBonusesCard,
  unwrapBonus,
} from '../bonus/operator-service.ts';
import type { SupportContext } from '../support/agent-service.ts';
import { playerConversations } from '../support/agent-service.ts';
import { callerOf, type RouteOf } from './access.ts';
import { appendAudit } from './audit.ts';
import type { BackofficeContext } from './context.ts';

/**
 * The player card's bonus and chat sections: the player's bonuses and free spins, an operator's
 * cancel (through the bonus engine, audited with the note), and the player's conversations.
 */
export function registerPlayerBonusRoutes(
  route: RouteOf,
  ctx: BackofficeContext,
  bonus: BonusContext,
  support: SupportContext | undefined,
) {
  route(backofficeApi.listPlayerBonuses, {
    summary: "The player's bonuses and free spins, newest first",
    handler: async (request) => {
      const { id } = request.params as { id: string };
      return playerBonusesCard(bonus, id);
    },
  });
  route(backofficeApi.grantPlayerBonus, {
    summary: 'Give the player a fixed-amount offer directly (issued, as any grant of it)',
    statuses: [400, 404, 409],
    handler: async (request) => {
      const { id } = request.params as { id: string };
      const { note, ...input } = request.body as {
        definitionId: string;
        currency: string;
        note: string;
        requestId: string;
      };
      const actor = callerOf(request).actor;
      const { bonus: granted, isNew } = unwrapBonus(
        await grantPlayerBonus(bonus, id, input, `operator:${actor.id ?? actor.type}`),
      );
      // A second send of the same form gave nothing: one grant, one audit entry.
      if (isNew) {
        await appendAudit(ctx.db, actor, {
          action: 'bonus.grant',
          targetType: 'player_bonus',
          targetId: granted.id,
          before: null,
          after: { ...granted, playerId: id, note },
        });
      }
      return granted;
    },
  });
  route(backofficeApi.cancelPlayerBonus, {
    summary: 'Cancel an issued or active bonus: its bonus money goes back to the house',
    statuses: [400, 404, 409],
    handler: async (request) => {
      const { id, bonusId } = request.params as { id: string; bonusId: string };
      const { note } = request.body as { note: string };
      const actor = callerOf(request).actor;
      const { before, after } = unwrapBonus(
        await cancelPlayerBonus(bonus, id, bonusId, `operator:${actor.id ?? actor.type}`),
      );
      await appendAudit(ctx.db, actor, {
        action: 'bonus.cancel',
        targetType: 'player_bonus',
        targetId: bonusId,
        before,
        after: { ...after, note },
      });
      return after;
    },
  });
  if (support) {
    route(backofficeApi.listPlayerConversations, {
      summary: "The player's support conversations, the latest active first",
      handler: async (request) => {
        const { id } = request.params as { id: string };
        return playerConversations(support, id);
      },
    });
  }
}
