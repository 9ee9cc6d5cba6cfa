import { bonusApi } from '@casino/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticatedRoutes } from '../../shared/authenticated-routes.ts';
import { contractRoute } from '../../shared/contract-route.ts';
import { AppError } from '../../shared/errors.ts';
import { applyCode, listCodes, removeCode } from './codes.ts';
import type { BonusContext } from './context.ts';
import { activateBonus, cancelBonus } from './engine.ts';
import { unwrap } from './failures.ts';
import { activateFreespins, cancelFreespins, listFreespins } from './freespins.ts';
import { isBonusOptIn } from './jurisdiction.ts';
import { bonusDetails, listBonuses, listDepositBonuses } from './queries.ts';

const tags = ['bonus'];

/** Player bonuses, free spins, codes and deposit offers (docs/product/api-calls.md#game-and-bonus). */
export function bonusRoutes(ctx: BonusContext): FastifyPluginAsyncZod {
  return (base) =>
    authenticatedRoutes(base, (app) => {
      const details = async (playerId: string, id: string) => {
        const found = await bonusDetails(ctx, playerId, id);
        if (!found) throw new AppError(404, 'not_found', 'Bonus not found');
        return found;
      };

      contractRoute(app, bonusApi.listPlayerBonuses, {
        tags,
        summary: "The player's bonuses with these statuses (1 issued, 2 activated, 3 finished)",
        handler: async (request) => ({
          items: await listBonuses(ctx, currentPlayer(request).id, request.query.status ?? []),
        }),
      });

      const bonusActions = [
        {
          endpoint: bonusApi.activatePlayerBonus,
          summary: 'Activate an issued bonus: its money arrives and wagering starts',
          run: activateBonus,
        },
        {
          endpoint: bonusApi.cancelPlayerBonus,
          summary:
            'Cancel a bonus: its bonus money (and the wins on it) is removed, real money stays',
          run: cancelBonus,
        },
      ];
      for (const { endpoint, summary, run } of bonusActions) {
        contractRoute(app, endpoint, {
          tags,
          summary,
          errors: [403, 404, 409],
          handler: async (request) => {
            const playerId = currentPlayer(request).id;
            unwrap(await run(ctx, playerId, request.params.id));
            return details(playerId, request.params.id);
          },
        });
      }

      contractRoute(app, bonusApi.listPlayerFreespins, {
        tags,
        summary: "The player's free spins with these statuses (1 issued, 2 activated, 3 finished)",
        handler: async (request) => ({
          items: await listFreespins(ctx, currentPlayer(request).id, request.query.status ?? []),
        }),
      });

      const freespinActions = [
        {
          endpoint: bonusApi.activatePlayerFreespins,
          summary: 'Activate issued free spins: the free rounds are granted in their game',
          run: activateFreespins,
        },
        {
          endpoint: bonusApi.cancelPlayerFreespins,
          summary: 'Cancel free spins: the rounds left are not played and nothing is paid',
          run: cancelFreespins,
        },
      ];
      for (const { endpoint, summary, run } of freespinActions) {
        contractRoute(app, endpoint, {
          tags,
          summary,
          errors: [403, 404, 409, 502],
          handler: async (request) =>
            unwrap(await run(ctx, currentPlayer(request).id, request.params.id)),
        });
      }

      contractRoute(app, bonusApi.listBonusCodes, {
        tags,
        summary: 'Bonus codes the player entered (by trigger; 3 = deposit)',
        handler: async (request) => ({
          items: await listCodes(ctx, currentPlayer(request).id, request.query.trigger),
        }),
      });

      contractRoute(app, bonusApi.applyBonusCode, {
        tags,
        summary:
          'Enter a bonus code: status 1 applied (waits for a deposit), 2 used (bonus granted), 3 incorrect, 4 not available',
        errors: [400, 403],
        handler: async (request) =>
          unwrap(
            await applyCode(ctx, currentPlayer(request).id, {
              code: request.body.bonusCode,
              trigger: request.body.trigger,
            }),
          ),
      });

      contractRoute(app, bonusApi.removeBonusCode, {
        tags,
        summary: 'Remove an applied deposit bonus code',
        statuses: [204],
        errors: [404, 409],
        handler: async (request, reply) => {
          unwrap(await removeCode(ctx, currentPlayer(request).id, request.query.playerBonusCodeId));
          return reply.status(204).send();
        },
      });

      contractRoute(app, bonusApi.listDepositBonuses, {
        tags,
        summary: 'The bonuses a deposit of this amount may take now (the deposit modal)',
        handler: async (request) => ({
          items: await listDepositBonuses(
            ctx,
            currentPlayer(request).id,
            request.query.currency,
            request.query.amount,
          ),
          isOptIn: await isBonusOptIn(ctx, currentPlayer(request).id),
        }),
      });
    });
}
