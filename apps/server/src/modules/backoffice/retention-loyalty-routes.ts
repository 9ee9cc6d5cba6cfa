import {
  backofficeApi,
  type SendInboxMessageRequest,
  type UpdateLoyaltySettingsRequest,
} from '@casino/contracts/api/backoffice';
import { notFound } from '../../shared/errors.ts';
import {
  getSettings,
  type LoyaltyContext,
  playerLoyaltyCard,
  sendToSegment,
  updateSettings,
} from '../retention/loyalty/operator-service.ts';
import { callerOf, type RouteOf } from './access.ts';
import { appendAudit } from './audit.ts';

/**
 * The back office's loyalty and inbox calls (issue 33): roles from the contract's `access`
 * (checked by the back office's route wrapper), every change with its audit entry.
 */
export function registerRetentionLoyaltyRoutes(route: RouteOf, loyalty: LoyaltyContext) {
  route(backofficeApi.getLoyaltySettings, {
    summary: 'The loyalty ladder (levels and benefits) and the points earned per game kind',
    handler: async () => getSettings(loyalty),
  });
  route(backofficeApi.updateLoyaltySettings, {
    summary: 'Replace the ladder and the earning rates (audited with before and after)',
    handler: async (request) =>
      updateSettings(loyalty, request.body as UpdateLoyaltySettingsRequest, (tx, before, after) =>
        appendAudit(tx, callerOf(request).actor, {
          action: 'loyalty.settings.update',
          targetType: 'loyalty_settings',
          targetId: 'ladder',
          before,
          after,
        }),
      ),
  });
  route(backofficeApi.getPlayerLoyalty, {
    summary: "A player's points, level, recent earnings, inbox counts and whether they may earn",
    statuses: [404],
    handler: async (request) => {
      const card = await playerLoyaltyCard(loyalty, (request.params as { id: string }).id);
      if (!card) throw notFound('Player');
      return card;
    },
  });
  route(backofficeApi.sendInboxMessage, {
    summary:
      'Send an inbox message to a player or a segment (all, a country, a level); excluded players are skipped; audited',
    statuses: [404],
    handler: async (request) => {
      const { segment, ...post } = request.body as SendInboxMessageRequest;
      const sent = await sendToSegment(loyalty, segment, post);
      if (!sent) throw notFound(segment.kind === 'player' ? 'Player' : 'Level');
      await appendAudit(loyalty.db, callerOf(request).actor, {
        action: 'inbox.message.send',
        targetType: segment.kind === 'player' ? 'player' : 'segment',
        targetId: segment.kind === 'player' ? segment.playerId : JSON.stringify(segment),
        after: { ...post, segment, ...sent },
      });
      return sent;
    },
  });
}
