import { z } from 'zod';
import { PlayerIdParamsSchema } from '../../backoffice.ts';
import {
  AdminBonusDefinitionListSchema,
  AdminBonusDefinitionSchema,
  BonusDefinitionInputSchema,
  PlayerBonusDetailsSchema,
  PlayerFreespinDetailsSchema,
} from '../../bonus-api.ts';
import { BONUSES_READ, defineBackofficeEndpoint, MARKETING } from './access.ts';

/** A player's bonuses and free spins, newest first (the player card). */
export const PlayerBonusesCardSchema = z
  .object({
    bonuses: z.array(PlayerBonusDetailsSchema),
    freespins: z.array(PlayerFreespinDetailsSchema),
  })
  .meta({ id: 'PlayerBonusesCard' });

export const CancelPlayerBonusRequestSchema = z
  .object({ note: z.string().trim().min(1, 'Value is required').max(1000) })
  .meta({ id: 'CancelPlayerBonusRequest' });

export const PlayerBonusParamsSchema = z.object({ id: z.uuid(), bonusId: z.uuid() });

/** An operator gives one player an offer directly (issue 29); `note` goes to the audit log. */
export const GrantPlayerBonusRequestSchema = z
  .object({
    definitionId: z.uuid(),
    currency: z.string().trim().toUpperCase().length(3, 'Choose a currency'),
    note: z.string().trim().min(1, 'Value is required').max(1000),
    /** The form's id: sending the same grant twice gives one bonus. */
    requestId: z.uuid(),
  })
  .meta({ id: 'GrantPlayerBonusRequest' });

/** Bonus definitions (ADR 027), and one player's bonuses and free spins on the player card. */
export const bonusesEndpoints = {
  listBonusDefinitions: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/bonus-definitions',
    access: MARKETING,
    response: AdminBonusDefinitionListSchema,
  }),
  createBonusDefinition: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/bonus-definitions',
    access: MARKETING,
    body: BonusDefinitionInputSchema,
    response: AdminBonusDefinitionSchema,
  }),
  updateBonusDefinition: defineBackofficeEndpoint({
    method: 'PUT',
    path: '/api/backoffice/bonus-definitions/:id',
    access: MARKETING,
    params: z.object({ id: z.string().max(64) }),
    body: BonusDefinitionInputSchema,
    response: AdminBonusDefinitionSchema,
  }),
  publishBonusDefinition: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/bonus-definitions/:id/publish',
    access: MARKETING,
    params: z.object({ id: z.string().max(64) }),
    response: AdminBonusDefinitionSchema,
  }),
  listPlayerBonuses: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/players/:id/bonuses',
    access: BONUSES_READ,
    params: PlayerIdParamsSchema,
    response: PlayerBonusesCardSchema,
  }),
  grantPlayerBonus: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/players/:id/bonuses',
    access: MARKETING,
    params: PlayerIdParamsSchema,
    body: GrantPlayerBonusRequestSchema,
    response: PlayerBonusDetailsSchema,
  }),
  cancelPlayerBonus: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/players/:id/bonuses/:bonusId/cancel',
    access: MARKETING,
    params: PlayerBonusParamsSchema,
    body: CancelPlayerBonusRequestSchema,
    response: PlayerBonusDetailsSchema,
  }),
};
