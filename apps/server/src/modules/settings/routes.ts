import {
  ConstantsSchema,
  ErrorResponseSchema,
  GetCountriesQuerySchema,
  GetCountriesResponseSchema,
  GetCurrenciesQuerySchema,
  GetCurrenciesResponseSchema,
  GetLocalesResponseSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as settings from './service.ts';

const tags = ['settings'];
const CACHE = 'public, max-age=60';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/currencies',
    {
      schema: {
        tags,
        summary: 'Enabled currencies; visible=true keeps those shown in selectors',
        querystring: GetCurrenciesQuerySchema,
        response: { 200: GetCurrenciesResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      return { items: await settings.listCurrencies(app.db, request.query.visible ?? false) };
    },
  );

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

  app.get(
    '/countries',
    {
      schema: {
        tags,
        summary: 'All ISO countries; withStates=true adds their states or regions',
        querystring: GetCountriesQuerySchema,
        response: { 200: GetCountriesResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      const { withStates, locale } = request.query;
      return { items: await settings.listCountries(app.db, { withStates, locale }) };
    },
  );

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
