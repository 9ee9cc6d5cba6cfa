import {
  ApplyBonusCodeRequestSchema,
  BonusCodeListQuerySchema,
  BonusCodeListSchema,
  BonusCodeSchema,
  DepositBonusesQuerySchema,
  DepositBonusListSchema,
  PlayerBonusDetailsSchema,
  PlayerBonusListQuerySchema,
  PlayerBonusListSchema,
  PlayerFreespinListSchema,
  PlayerFreespinSchema,
  RemoveBonusCodeQuerySchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticatedRoutes } from '../../shared/authenticated-routes.ts';
import { AppError } from '../../shared/errors.ts';
import { errors } from '../../shared/http.ts';
import { applyCode, listCodes, removeCode } from './codes.ts';
import type { BonusContext } from './context.ts';
import { activateBonus, cancelBonus } from './engine.ts';
import { unwrap } from './failures.ts';
import { activateFreespins, cancelFreespins, listFreespins } from './freespins.ts';
import { bonusDetails, listBonuses, listDepositBonuses } from './queries.ts';

const tags = ['bonus'];
const IdParamsSchema = z.object({ id: z.string().max(100) });

/** Player bonuses, free spins, codes and deposit offers (docs/product/api-calls.md#game-and-bonus). */
export function bonusRoutes(ctx: BonusContext): FastifyPluginAsyncZod {
  return (base) =>
    authenticatedRoutes(base, (app) => {
      const details = async (playerId: string, id: string) => {
        const found = await bonusDetails(ctx, playerId, id);
        if (!found) throw new AppError(404, 'not_found', 'Bonus not found');
        return found;
      };

      app.get(
        '/player-bonuses',
        {
          schema: {
            tags,
            summary: "The player's bonuses with these statuses (1 issued, 2 activated, 3 finished)",
            querystring: PlayerBonusListQuerySchema,
            response: { 200: PlayerBonusListSchema },
          },
        },
        async (request) => ({
          items: await listBonuses(ctx, currentPlayer(request).id, request.query.status ?? []),
        }),
      );

      for (const action of ['activate', 'cancel'] as const) {
        app.put(
          `/player-bonuses/:id/${action}`,
          {
            schema: {
              tags,
              summary:
                action === 'activate'
                  ? 'Activate an issued bonus: its money arrives and wagering starts'
                  : 'Cancel a bonus: its bonus money (and the wins on it) is removed, real money stays',
              params: IdParamsSchema,
              response: { 200: PlayerBonusDetailsSchema, ...errors(403, 404, 409) },
            },
          },
          async (request) => {
            const playerId = currentPlayer(request).id;
            const run = action === 'activate' ? activateBonus : cancelBonus;
            unwrap(await run(ctx, playerId, request.params.id));
            return details(playerId, request.params.id);
          },
        );
      }

      app.get(
        '/player-freespins',
        {
          schema: {
            tags,
            summary:
              "The player's free spins with these statuses (1 issued, 2 activated, 3 finished)",
            querystring: PlayerBonusListQuerySchema,
            response: { 200: PlayerFreespinListSchema },
          },
        },
        async (request) => ({
          items: await listFreespins(ctx, currentPlayer(request).id, request.query.status ?? []),
        }),
      );

      for (const action of ['activate', 'cancel'] as const) {
        app.put(
          `/player-freespins/:id/${action}`,
          {
            schema: {
              tags,
              summary:
                action === 'activate'
                  ? 'Activate issued free spins: the free rounds are granted in their game'
                  : 'Cancel free spins: the rounds left are not played and nothing is paid',
              params: IdParamsSchema,
              response: { 200: PlayerFreespinSchema, ...errors(403, 404, 409, 502) },
            },
          },
          async (request) => {
            const run = action === 'activate' ? activateFreespins : cancelFreespins;
            return unwrap(await run(ctx, currentPlayer(request).id, request.params.id));
          },
        );
      }

      app.get(
        '/bonuses/bonuscodes',
        {
          schema: {
            tags,
            summary: 'Bonus codes the player entered (by trigger; 3 = deposit)',
            querystring: BonusCodeListQuerySchema,
            response: { 200: BonusCodeListSchema },
          },
        },
        async (request) => ({
          items: await listCodes(ctx, currentPlayer(request).id, request.query.trigger),
        }),
      );

      app.post(
        '/bonuses/bonuscodes',
        {
          schema: {
            tags,
            summary:
              'Enter a bonus code: status 1 applied (waits for a deposit), 2 used (bonus granted), 3 incorrect, 4 not available',
            body: ApplyBonusCodeRequestSchema,
            response: { 200: BonusCodeSchema, ...errors(400, 403) },
          },
        },
        async (request) =>
          unwrap(
            await applyCode(ctx, currentPlayer(request).id, {
              code: request.body.bonusCode,
              trigger: request.body.trigger,
            }),
          ),
      );

      app.delete(
        '/bonuses/bonuscodes',
        {
          schema: {
            tags,
            summary: 'Remove an applied deposit bonus code',
            querystring: RemoveBonusCodeQuerySchema,
            response: { 204: z.void(), ...errors(404, 409) },
          },
        },
        async (request, reply) => {
          unwrap(await removeCode(ctx, currentPlayer(request).id, request.query.playerBonusCodeId));
          return reply.status(204).send();
        },
      );

      app.get(
        '/bonuses',
        {
          schema: {
            tags,
            summary: 'The bonuses a deposit of this amount may take now (the deposit modal)',
            querystring: DepositBonusesQuerySchema,
            response: { 200: DepositBonusListSchema },
          },
        },
        async (request) => ({
          items: await listDepositBonuses(
            ctx,
            currentPlayer(request).id,
            request.query.currency,
            request.query.amount,
          ),
        }),
      );
    });
}
