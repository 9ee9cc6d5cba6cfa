import { ConstantsSchema, GetLocalesResponseSchema } from '@casino/contracts';
import { settingsApi } from '@casino/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../shared/contract-route.ts';
import * as settings from './service.ts';

const tags = ['settings'];
const CACHE = 'public, max-age=60';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, settingsApi.listCurrencies, {
    tags,
    summary: 'Enabled currencies; visible=true keeps those shown in selectors',
    errors: [400],
    handler: async (request, reply) => {
      reply.header('cache-control', CACHE);
      return { items: await settings.listCurrencies(app.db, request.query.visible ?? false) };
    },
  });

  app.get(
    '/locales',
    {
      schema: {
        tags,
        summary: 'Enabled site languages',
        response: { 200: GetLocalesResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return { items: await settings.listLocales(app.db) };
    },
  );

  contractRoute(app, settingsApi.listCountries, {
    tags,
    summary: 'All ISO countries; withStates=true adds their states or regions',
    errors: [400],
    handler: async (request, reply) => {
      reply.header('cache-control', CACHE);
      const { withStates, locale } = request.query;
      return { items: await settings.listCountries(app.db, { withStates, locale }) };
    },
  });

  app.get(
    '/constants',
    {
      schema: {
        tags,
        summary: 'Status codes and responsible-gaming periods',
        response: { 200: ConstantsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return settings.getConstants(app.db);
    },
  );
};
