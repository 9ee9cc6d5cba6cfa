import { LimitChangeRequestSchema, PlayerLimitListSchema } from '../limits.ts';
import { defineEndpoint } from './define.ts';

/** Responsible-gaming limits (docs/product/api-calls.md, docs/decisions/026). */
export const limitsApi = {
  listLimits: defineEndpoint({
    method: 'GET',
    path: '/api/player/limits',
    auth: true,
    response: PlayerLimitListSchema,
  }),
  changeLimit: defineEndpoint({
    method: 'POST',
    path: '/api/player/limits',
    auth: true,
    body: LimitChangeRequestSchema,
    response: PlayerLimitListSchema,
  }),
};
