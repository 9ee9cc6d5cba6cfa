import {
  GameCategoryListSchema,
  GameCollectionListSchema,
  GameListSchema,
  GameProviderListSchema,
  GameProviderSchema,
  GameSchema,
  ListGamesQuerySchema,
  ListProvidersQuerySchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../shared/errors.ts';
import { errors, OPTIONAL_BEARER_SECURITY } from '../../../shared/http.ts';
import type { GameContext } from '../context.ts';
import { answerFromCache, optionalAuth, viewerOf } from './http-cache.ts';
import * as catalog from './service.ts';

const tags = ['game'];
const KeyParamsSchema = z.object({ id: z.string().min(1).max(128) });

/** The public catalog (docs/product/api-calls.md#game-and-bonus): guests and players, cacheable. */
export function catalogRoutes(ctx: GameContext): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = optionalAuth(app);

    app.get(
      '/collections',
      {
        schema: {
          tags,
          summary: 'Collections (lobby rows); those limited to other countries are left out',
          response: { 200: GameCollectionListSchema },
        },
      },
      async (request, reply) => {
        const version = await ctx.catalogVersion.get();
        if (answerFromCache(request, reply, version, { personal: false })) return reply;
        return { items: await catalog.listCollections(ctx, viewerOf(request).country) };
      },
    );

    app.get(
      '/categories',
      {
        schema: {
          tags,
          summary: 'Game categories with their game counts',
          response: { 200: GameCategoryListSchema },
        },
      },
      async (request, reply) => {
        const version = await ctx.catalogVersion.get();
        if (answerFromCache(request, reply, version, { personal: false })) return reply;
        return { items: await catalog.listCategories(ctx) };
      },
    );

    app.get(
      '/providers',
      {
        schema: {
          tags,
          summary: 'Game providers with their game counts (within a collection if given)',
          querystring: ListProvidersQuerySchema,
          response: { 200: GameProviderListSchema, ...errors(400) },
        },
      },
      async (request, reply) => {
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
    );

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

    app.get(
      '/games',
      {
        ...auth,
        schema: {
          tags,
          security: OPTIONAL_BEARER_SECURITY,
          summary: 'Games: paging, search by name, collection, category, providers, sort',
          querystring: ListGamesQuerySchema,
          response: { 200: GameListSchema, ...errors(400, 401) },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const version = await ctx.catalogVersion.get();
        const personal = viewer.playerId !== null;
        if (answerFromCache(request, reply, version, { personal })) return reply;
        return catalog.listGames(ctx, request.query, viewer);
      },
    );

    app.get(
      '/games/:id',
      {
        ...auth,
        schema: {
          tags,
          security: OPTIONAL_BEARER_SECURITY,
          summary: 'One game (id or identity)',
          params: KeyParamsSchema,
          response: { 200: GameSchema, ...errors(401, 404) },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const version = await ctx.catalogVersion.get();
        const personal = viewer.playerId !== null;
        if (answerFromCache(request, reply, version, { personal })) return reply;
        const game = await catalog.getGame(ctx, request.params.id, viewer);
        if (!game) throw notFound('Game');
        return game;
      },
    );
  };
}
