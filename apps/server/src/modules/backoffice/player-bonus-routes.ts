import { backofficeApi } from '@casino/contracts/api/backoffice';
import {
  type BonusContext,
  cancelPlayerBonus,
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
