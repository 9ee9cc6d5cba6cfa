import { retentionCashbackApi } from '@casino/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer } from '../../../plugins/auth.ts';
import { authenticatedRoutes } from '../../../shared/authenticated-routes.ts';
import { contractRoute } from '../../../shared/contract-route.ts';
import { AppError } from '../../../shared/errors.ts';
import { getCashbackSummary } from './cashback-service.ts';
import type { CashbackContext } from './context.ts';
import { claimReferral, getReferrals } from './referral-service.ts';

const tags = ['retention'];

/** The player's cashback and referrals (issue 33). */
export function cashbackRoutes(ctx: CashbackContext): FastifyPluginAsyncZod {
  return (base) =>
    authenticatedRoutes(base, (app) => {
      contractRoute(app, retentionCashbackApi.getCashback, {
        tags,
        summary:
          "The current period's real-money net loss and accrued cashback, and the last payouts",
        handler: async (request) =>
          getCashbackSummary(ctx, currentPlayer(request).id, request.query.currency),
      });
      contractRoute(app, retentionCashbackApi.getReferrals, {
        tags,
        summary: "The player's referral link, friends with their progress, and rewards paid",
        handler: async (request) => getReferrals(ctx, currentPlayer(request).id),
      });
      contractRoute(app, retentionCashbackApi.claimReferral, {
        tags,
        summary:
          'A new player names the referral code they arrived with; a self-referral is refused',
        handler: async (request) => {
          const result = await claimReferral(
            ctx,
            currentPlayer(request).id,
            request.body,
            request.ip,
          );
          if (!result.ok) {
            throw new AppError(
              400,
              'invalid_fields',
              'Check the referral code',
              result.error.fields,
            );
          }
          return result.value;
        },
      });
    });
}
