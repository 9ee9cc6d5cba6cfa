import { GameProviderSchema } from '@casino/contracts';
import { gameApi } from '@casino/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractRoute } from '../../../shared/contract-route.ts';
import { notFound } from '../../../shared/errors.ts';
import { errors, OPTIONAL_BEARER_SECURITY } from '../../../shared/http.ts';
import type { GameContext } from '../context.ts';
import { answerFromCache, optionalAuth, viewerOf } from './http-cache.ts';
import * as catalog from './service.ts';

const tags = ['game'];
/** `GET /providers/:id` is no call of the site (no contract in packages/contracts/src/api). */
const KeyParamsSchema = z.object({ id: z.string().min(1).max(128) });

/** The public catalog (docs/product/api-calls.md#game-and-bonus): guests and players, cacheable. */
export function catalogRoutes(ctx: GameContext): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = optionalAuth(app);

    contractRoute(app, gameApi.listCollections, {
      tags,
      summary: 'Collections (lobby rows); those limited to other countries are left out',
      handler: async (request, reply) => {
        const version = await ctx.catalogVersion.get();
        if (answerFromCache(request, reply, version, { personal: false })) return reply;
        return { items: await catalog.listCollections(ctx, viewerOf(request).country) };
      },
    });

    contractRoute(app, gameApi.listCategories, {
      tags,
      summary: 'Game categories with their game counts',
      handler: async (request, reply) => {
        const version = await ctx.catalogVersion.get();
        if (answerFromCache(request, reply, version, { personal: false })) return reply;
        return { items: await catalog.listCategories(ctx) };
      },
    });

    contractRoute(app, gameApi.listProviders, {
      tags,
      summary: 'Game providers with their game counts (within a collection if given)',
      errors: [400],
      handler: async (request, reply) => {
        const version = await ctx.catalogVersion.get();
        if (answerFromCache(request, reply, version, { personal: false })) return reply;
        const { country } = viewerOf(request);
        return {
          items: await catalog.listProviders(ctx, {
            collectionId: request.query.collectionId,
            country,
          }),
        };
      },
    });

    app.get(
      '/providers/:id',
      {
        schema: {
          tags,
          summary: 'One game provider (id or identity)',
          params: KeyParamsSchema,
          response: { 200: GameProviderSchema, ...errors(404) },
        },
      },
      async (request, reply) => {
        const version = await ctx.catalogVersion.get();
        if (answerFromCache(request, reply, version, { personal: false })) return reply;
        const [provider] = await catalog.listProviders(ctx, {
          country: viewerOf(request).country,
          providerKey: request.params.id,
        });
        if (!provider) throw notFound('Provider');
        return provider;
      },
    );

    contractRoute(app, gameApi.listGames, {
      ...auth,
      tags,
      security: OPTIONAL_BEARER_SECURITY,
      summary: 'Games: paging, search by name, collection, category, providers, sort',
      errors: [400, 401],
      handler: async (request, reply) => {
        const viewer = viewerOf(request);
        const version = await ctx.catalogVersion.get();
        const personal = viewer.playerId !== null;
        if (answerFromCache(request, reply, version, { personal })) return reply;
        return catalog.listGames(ctx, request.query, viewer);
      },
    });

    contractRoute(app, gameApi.getGame, {
      ...auth,
      tags,
      security: OPTIONAL_BEARER_SECURITY,
      summary: 'One game (id or identity)',
      errors: [401, 404],
      handler: async (request, reply) => {
        const viewer = viewerOf(request);
        const version = await ctx.catalogVersion.get();
        const personal = viewer.playerId !== null;
        if (answerFromCache(request, reply, version, { personal })) return reply;
        const game = await catalog.getGame(ctx, request.params.id, viewer);
        if (!game) throw notFound('Game');
        return game;
      },
    });
  };
}
