import { z } from 'zod';
import { IdParamsSchema } from '../../backoffice-ops.ts';
import { GameKindSchema } from '../../game.ts';
import {
  InboxPostSchema,
  LoyaltyAccountSchema,
  LoyaltyLevelSchema,
} from '../../retention-loyalty.ts';
import { BONUSES_READ, defineBackofficeEndpoint, MARKETING } from './access.ts';

// Loyalty and the inbox in the back office (issue 33): the ladder and earning rates (marketing),
// a player's loyalty on the player screen, and messages to a player or a segment.

export const LoyaltyRateSchema = z.object({
  kind: GameKindSchema,
  /** Points per unit of the base currency staked in this kind of game. */
  pointsPerUnit: z.number().min(0).max(10_000),
});

export const LoyaltySettingsSchema = z
  .object({ levels: z.array(LoyaltyLevelSchema), rates: z.array(LoyaltyRateSchema) })
  .meta({ id: 'LoyaltySettings' });
export type LoyaltySettings = z.infer<typeof LoyaltySettingsSchema>;

const LevelInputSchema = LoyaltyLevelSchema.omit({ id: true, rank: true }).extend({
  name: z.string().trim().min(1).max(40),
  minPoints: z.number().int().min(0).max(1_000_000_000_000),
});

/**
 * The whole ladder, lowest first (ranks follow the order): the first starts at 0 points and each
 * next one needs more points than the one before.
 */
export const UpdateLoyaltySettingsRequestSchema = z
  .object({
    levels: z.array(LevelInputSchema).min(1).max(20),
    rates: z.array(LoyaltyRateSchema).max(GameKindSchema.options.length),
  })
  .superRefine((value, ctx) => {
    value.levels.forEach((level, i) => {
      if (i === 0 && level.minPoints !== 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['levels', 0, 'minPoints'],
          message: 'The first level starts at 0 points',
        });
      }
      if (i > 0 && level.minPoints <= value.levels[i - 1]!.minPoints) {
        ctx.addIssue({
          code: 'custom',
          path: ['levels', i, 'minPoints'],
          message: 'Each level needs more points than the one before',
        });
      }
    });
    const kinds = value.rates.map((r) => r.kind);
    kinds.forEach((kind, i) => {
      if (kinds.indexOf(kind) !== i) {
        ctx.addIssue({ code: 'custom', path: ['rates', i, 'kind'], message: 'Named twice' });
      }
    });
  });
export type UpdateLoyaltySettingsRequest = z.infer<typeof UpdateLoyaltySettingsRequestSchema>;

export const PlayerLoyaltyCardSchema = z
  .object({
    account: LoyaltyAccountSchema,
    /** False during a time-out or self-exclusion: the player sees and earns nothing. */
    isEligible: z.boolean(),
    recent: z.array(
      z.object({
        roundId: z.string(),
        gameKind: z.string(),
        points: z.number().int(),
        createdAt: z.iso.datetime(),
      }),
    ),
    inbox: z.object({ total: z.number().int(), unread: z.number().int() }),
  })
  .meta({ id: 'PlayerLoyaltyCard' });

export const InboxSegmentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('player'), playerId: z.uuid() }),
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('country'), country: z.string().regex(/^[A-Z]{2}$/) }),
  z.object({ kind: z.literal('level'), rank: z.number().int().positive() }),
]);
export type InboxSegment = z.infer<typeof InboxSegmentSchema>;

export const SendInboxMessageRequestSchema = InboxPostSchema.omit({
  source: true,
  notice: true,
}).extend({
  segment: InboxSegmentSchema,
});
export type SendInboxMessageRequest = z.infer<typeof SendInboxMessageRequestSchema>;

export const SendInboxMessageResponseSchema = z
  .object({
    broadcastId: z.string(),
    /** Players who got the message. */
    recipients: z.number().int(),
    /** Players of the segment left out: in a time-out or self-exclusion. */
    skipped: z.number().int(),
  })
  .meta({ id: 'SendInboxMessageResponse' });

export const retentionLoyaltyEndpoints = {
  getLoyaltySettings: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/retention/loyalty',
    access: BONUSES_READ,
    response: LoyaltySettingsSchema,
  }),
  updateLoyaltySettings: defineBackofficeEndpoint({
    method: 'PUT',
    path: '/api/backoffice/retention/loyalty',
    access: MARKETING,
    body: UpdateLoyaltySettingsRequestSchema,
    response: LoyaltySettingsSchema,
  }),
  getPlayerLoyalty: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/players/:id/loyalty',
    access: BONUSES_READ,
    params: IdParamsSchema,
    response: PlayerLoyaltyCardSchema,
  }),
  sendInboxMessage: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/retention/inbox',
    access: MARKETING,
    body: SendInboxMessageRequestSchema,
    response: SendInboxMessageResponseSchema,
  }),
};
