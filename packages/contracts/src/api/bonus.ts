import { z } from 'zod';
import { BonusCodeSchema, PlayerFreespinSchema } from '../bonus.ts';
import {
  ApplyBonusCodeRequestSchema,
  BonusCodeListQuerySchema,
  BonusCodeListSchema,
  DepositBonusesQuerySchema,
  DepositBonusListSchema,
  PlayerBonusDetailsSchema,
  PlayerBonusListQuerySchema,
  PlayerBonusListSchema,
  PlayerFreespinListSchema,
  RemoveBonusCodeQuerySchema,
} from '../bonus-api.ts';
import { defineEndpoint } from './define.ts';

/** A bonus or free-spins id (the server refuses one over 100 characters). */
const IdParamsSchema = z.object({ id: z.string().max(100) });

/**
 * Player bonuses, free spins, bonus codes and the bonuses a deposit may take
 * (docs/product/api-calls.md#game-and-bonus, docs/decisions/027).
 */
export const bonusApi = {
  listPlayerBonuses: defineEndpoint({
    method: 'GET',
    path: '/api/game/player-bonuses',
    auth: true,
    query: PlayerBonusListQuerySchema,
    response: PlayerBonusListSchema,
  }),
  activatePlayerBonus: defineEndpoint({
    method: 'PUT',
    path: '/api/game/player-bonuses/:id/activate',
    auth: true,
    params: IdParamsSchema,
    response: PlayerBonusDetailsSchema,
  }),
  cancelPlayerBonus: defineEndpoint({
    method: 'PUT',
    path: '/api/game/player-bonuses/:id/cancel',
    auth: true,
    params: IdParamsSchema,
    response: PlayerBonusDetailsSchema,
  }),
  listPlayerFreespins: defineEndpoint({
    method: 'GET',
    path: '/api/game/player-freespins',
    auth: true,
    query: PlayerBonusListQuerySchema,
    response: PlayerFreespinListSchema,
  }),
  activatePlayerFreespins: defineEndpoint({
    method: 'PUT',
    path: '/api/game/player-freespins/:id/activate',
    auth: true,
    params: IdParamsSchema,
    response: PlayerFreespinSchema,
  }),
  cancelPlayerFreespins: defineEndpoint({
    method: 'PUT',
    path: '/api/game/player-freespins/:id/cancel',
    auth: true,
    params: IdParamsSchema,
    response: PlayerFreespinSchema,
  }),
  listBonusCodes: defineEndpoint({
    method: 'GET',
    path: '/api/game/bonuses/bonuscodes',
    auth: true,
    query: BonusCodeListQuerySchema,
    response: BonusCodeListSchema,
  }),
  applyBonusCode: defineEndpoint({
    method: 'POST',
    path: '/api/game/bonuses/bonuscodes',
    auth: true,
    body: ApplyBonusCodeRequestSchema,
    response: BonusCodeSchema,
  }),
  removeBonusCode: defineEndpoint({
    method: 'DELETE',
    path: '/api/game/bonuses/bonuscodes',
    auth: true,
    query: RemoveBonusCodeQuerySchema,
    response: z.void(),
  }),
  listDepositBonuses: defineEndpoint({
    method: 'GET',
    path: '/api/game/bonuses',
    auth: true,
    query: DepositBonusesQuerySchema,
    response: DepositBonusListSchema,
  }),
};
