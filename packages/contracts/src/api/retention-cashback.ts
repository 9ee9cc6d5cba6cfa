import {
  CashbackQuerySchema,
  CashbackSummarySchema,
  ClaimReferralRequestSchema,
  ClaimReferralResponseSchema,
  ReferralsSummarySchema,
} from '../retention-cashback.ts';
import { defineEndpoint } from './define.ts';

/** Cashback and referrals, the player's side (issue 33). */
export const retentionCashbackApi = {
  getCashback: defineEndpoint({
    method: 'GET',
    path: '/api/game/bonuses/cashback',
    auth: true,
    query: CashbackQuerySchema,
    response: CashbackSummarySchema,
  }),
  getReferrals: defineEndpoint({
    method: 'GET',
    path: '/api/player/profile/referrals',
    auth: true,
    response: ReferralsSummarySchema,
  }),
  claimReferral: defineEndpoint({
    method: 'POST',
    path: '/api/player/profile/referrals',
    auth: true,
    body: ClaimReferralRequestSchema,
    response: ClaimReferralResponseSchema,
  }),
};
