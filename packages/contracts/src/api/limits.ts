import {
  AffordabilityRaiseRequestSchema,
  LimitChangeRequestSchema,
  PlayerLimitListSchema,
  RealityCheckRequestSchema,
  RealityCheckSchema,
} from '../limits.ts';
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
  requestAffordabilityRaise: defineEndpoint({
    method: 'POST',
    path: '/api/player/limits/affordability',
    auth: true,
    body: AffordabilityRaiseRequestSchema,
    response: PlayerLimitListSchema,
  }),
  getRealityCheck: defineEndpoint({
    method: 'GET',
    path: '/api/player/reality-check',
    auth: true,
    response: RealityCheckSchema,
  }),
  setRealityCheck: defineEndpoint({
    method: 'POST',
    path: '/api/player/reality-check',
    auth: true,
    body: RealityCheckRequestSchema,
    response: RealityCheckSchema,
  }),
  acknowledgeRealityCheck: defineEndpoint({
    method: 'POST',
    path: '/api/player/reality-check/ack',
    auth: true,
    response: RealityCheckSchema,
  }),
};
