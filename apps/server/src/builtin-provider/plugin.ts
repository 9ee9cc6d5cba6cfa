import { toLang } from '@casino/game-client/i18n';
import { findTitle } from '@casino/game-engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownAddress } from '../shared/own-address.ts';
import { providerApiRoutes } from './api-routes.ts';
import { clientAssets } from './assets.ts';
import type { ProviderContext } from './context.ts';
import { reportUnreported } from './free-rounds.ts';
import { freeRoundsRoutes } from './free-rounds-routes.ts';
import { gamePage, notFoundPage, pageHeaders, safeLobby } from './game-page.ts';
import { createSeamlessClient, type SeamlessClient } from './seamless-client.ts';
import { sweepOpenRounds } from './settlement.ts';
import { verify } from './verify.ts';
import { verifyPage } from './verify-page.ts';

export interface BuiltinProviderOptions {
  /** The secret shared with the casino for seamless-wallet signatures. */
  secret: () => Promise<string>;
  /** Replaces the HTTP seamless client (tests of failures only). */
  seamless?: SeamlessClient;
  /** Rounds left open longer than this are finished by the sweeper (default 60 s). */
  staleRoundMs?: number;
}

const GameQuerySchema = z.object({
  mode: z.string().optional(),
  token: z.string().max(256).optional(),
  lang: z.string().max(10).optional(),
  lobby: z.string().max(512).optional(),
});

/**
 * The built-in game provider (docs/decisions/009), mounted at /provider: a separate system
 * sharing the process. It reaches the casino only through the seamless-wallet API over HTTP
 * (BUILTIN_PROVIDER_WALLET_URL, by default this server's own /api/seamless/builtin).
 */
export function builtinProvider(options: BuiltinProviderOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const { config } = app;
    const walletUrl = () =>
      config.BUILTIN_PROVIDER_WALLET_URL ??
      `${ownAddress(app) ?? config.PUBLIC_URL}/api/seamless/builtin`;
    const ctx: ProviderContext = {
      db: app.db,
      log: app.log.child({ module: 'builtin-provider' }),
      seamless:
        options.seamless ?? createSeamlessClient({ baseUrl: walletUrl, secret: options.secret }),
      demoBalance: config.BUILTIN_PROVIDER_DEMO_BALANCE,
      retryDelays: {
        balance: [300],
        bet: [300, 1000],
        win: [300, 1000, 3000],
        rollback: [300, 1000, 3000],
      },
      staleRoundMs: options.staleRoundMs ?? 60_000,
    };
    const casinoOrigin = new URL(config.PUBLIC_URL).origin;

    // Rounds a crashed or timed-out request left open get their win paid or their bet rolled back.
    let sweeping = false;
    const sweeper = setInterval(() => {
      if (sweeping) return;
      sweeping = true;
      sweepOpenRounds(ctx)
        .then(() => reportUnreported(ctx))
        .catch((err: unknown) => ctx.log.error({ err }, 'open-round sweep failed'))
        .finally(() => {
          sweeping = false;
        });
    }, 30_000);
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));

    await app.register(providerApiRoutes(ctx), { prefix: '/api' });
    await app.register(freeRoundsRoutes(ctx, options.secret), { prefix: '/api' });

    app.get(
      '/games/:identity',
      {
        schema: {
          hide: true,
          params: z.object({ identity: z.string().max(128) }),
          querystring: GameQuerySchema,
        },
      },
      async (request, reply) => {
        const { mode, token, lang, lobby } = request.query;
        const title = findTitle(request.params.identity);
        reply.headers(pageHeaders(casinoOrigin));
        if (!title)
          return reply.status(404).send(notFoundPage(request.params.identity, toLang(lang)));
        return gamePage(title, await clientAssets(), {
          mode: mode === 'real' ? 'real' : 'demo',
          token: token ?? null,
          lang: toLang(lang),
          lobby: safeLobby(lobby, casinoOrigin),
          casinoOrigin,
        });
      },
    );

    app.get('/verify', { schema: { hide: true } }, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const verification = await verify(ctx, query);
      reply.headers(pageHeaders(casinoOrigin));
      return verifyPage(verification, toLang(query.lang), await clientAssets());
    });

    app.get(
      '/assets/:name',
      { schema: { hide: true, params: z.object({ name: z.string().max(64) }) } },
      async (request, reply) => {
        const asset = (await clientAssets()).byName.get(request.params.name);
        if (!asset)
          return reply.status(404).send({ error: { code: 'not_found', message: 'No such file' } });
        const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
        reply
          .header('content-type', asset.type)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('vary', 'accept-encoding');
        if (gzip) reply.header('content-encoding', 'gzip');
        return reply.send(gzip ? asset.gzip : asset.body);
      },
    );
  };
}
