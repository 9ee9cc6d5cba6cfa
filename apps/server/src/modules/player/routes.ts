import { ErrorResponseSchema, PlayerInitSchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestCountry } from '../../shared/request-country.ts';
import { isMobileUserAgent } from '../../shared/user-agent.ts';
import { listCurrencies, listLocales } from '../settings/service.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { playerContext } from './context.ts';
import { registerPasswordRoutes } from './password-routes.ts';
import { registerSessionRoutes } from './session-routes.ts';

export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = playerContext(app);
  app.addHook('onReady', () => ctx.passwords.warmUp());
  // Tokens and personal data: no cache may keep them unless a route says otherwise.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  registerSessionRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerPasswordRoutes(app, ctx);

  app.get(
    '/init',
    {
      schema: {
        tags: ['player'],
        summary: 'Bootstrap data for the first render',
        response: { 200: PlayerInitSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const [locales, currencies] = await Promise.all([
        listLocales(app.db),
        listCurrencies(app.db),
      ]);
      return {
        country: requestCountry(request.headers['cf-ipcountry']),
        isMobile: isMobileUserAgent(request.headers['user-agent']),
        isMaintenance: app.config.MAINTENANCE_MODE,
        isGuestChatEnabled: app.config.GUEST_CHAT_ENABLED,
        defaultLocale: locales.find((l) => l.isDefault)?.code ?? 'en',
        locales,
        baseCurrency: currencies.find((c) => c.isBase)?.code ?? 'USD',
        buildId: app.buildId,
        siteUrl: app.config.PUBLIC_URL,
      };
    },
  );
};
