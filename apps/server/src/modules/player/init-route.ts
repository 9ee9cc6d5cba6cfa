import { ErrorResponseSchema, PlayerInitSchema } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isCountryRestricted, requestCountry } from '../../shared/request-country.ts';
import { isMobileUserAgent } from '../../shared/user-agent.ts';
import { listCurrencies, listLocales } from '../settings/service.ts';
import { chatWidgetOf } from '../support/widget-service.ts';

/** GET /api/player/init: what the first render needs, for guests and players alike. */
export function registerInitRoute(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

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
      const country = requestCountry(request);
      return {
        country,
        isCountryRestricted: await isCountryRestricted(request, country),
        isMobile: isMobileUserAgent(request.headers['user-agent']),
        isMaintenance: app.config.MAINTENANCE_MODE,
        isGuestChatEnabled: app.config.GUEST_CHAT_ENABLED,
        isSportsbookEnabled: app.config.SPORTSBOOK_ENABLED,
        defaultLocale: locales.find((l) => l.isDefault)?.code ?? 'en',
        locales,
        baseCurrency: currencies.find((c) => c.isBase)?.code ?? 'USD',
        buildId: app.buildId,
        siteUrl: app.config.PUBLIC_URL,
        siteMode: app.config.SITE_MODE,
        chatWidget: chatWidgetOf(app.config),
      };
    },
  );
}
