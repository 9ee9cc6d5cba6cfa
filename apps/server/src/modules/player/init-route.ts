import { playerApi } from '@casino/contracts/api';
import type { FastifyInstance } from 'fastify';
import { authenticateIfSignedIn } from '../../plugins/auth.ts';
import { contractRoute } from '../../shared/contract-route.ts';
import { AppError } from '../../shared/errors.ts';
import { OPTIONAL_BEARER_SECURITY } from '../../shared/http.ts';
import { isCountryRestricted, requestCountry } from '../../shared/request-country.ts';
import { isMobileUserAgent } from '../../shared/user-agent.ts';
import { listCurrencies, listLocales } from '../settings/service.ts';
import { chatWidgetOf } from '../support/widget-service.ts';

/**
 * GET /api/player/init: what the first render needs, for guests and players alike. A signed-in
 * caller (optional session) gets their own jurisdiction rules, so the answer is never shared.
 */
export function registerInitRoute(app: FastifyInstance) {
  contractRoute(app, playerApi.getInit, {
    tags: ['player'],
    summary: 'Bootstrap data for the first render',
    errors: [400],
    security: OPTIONAL_BEARER_SECURITY,
    // A refused token (expired, ended) leaves a guest: the bootstrap never fails on it. With no
    // country mapped to a profile everyone's rules are `none`: the session is not even read.
    onRequest: async (request) => {
      if (Object.keys(app.config.JURISDICTION_COUNTRIES).length === 0) return;
      try {
        await authenticateIfSignedIn(request);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        request.player = null;
      }
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const country = requestCountry(request);
      const [locales, currencies, jurisdiction] = await Promise.all([
        listLocales(app.db),
        listCurrencies(app.db),
        app.playerRules.forInit(app.db, {
          playerId: request.player?.id ?? null,
          country,
        }),
      ]);
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
        jurisdiction,
      };
    },
  });
}
