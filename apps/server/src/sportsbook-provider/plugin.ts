import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSeamlessClient, type SeamlessClient } from '../builtin-provider/seamless-client.ts';
import { ownAddress } from '../shared/own-address.ts';
import type { SportsbookContext } from './context.ts';
import { operatorRoutes } from './operator-routes.ts';
import { sportsbookApiRoutes } from './routes.ts';
import { sdkRoutes } from './sdk-routes.ts';
import { sweep } from './settlement.ts';

export interface SportsbookOptions {
  secret: () => Promise<string>;
  /** The feed's secret key: SPORTSBOOK_SEED, or one generated once and kept in the database. */
  seed: () => Promise<string>;
  /** Replaces the HTTP seamless client (tests of failures only). */
  wallet?: SeamlessClient;
}

/**
 * The built-in sportsbook provider (docs/decisions/032), mounted at /sportsbook: a separate
 * system sharing the process, reaching the casino's money only through the seamless wallet
 * (SPORTSBOOK_WALLET_URL, by default this server's own /api/seamless/sportsbook).
 */
export function sportsbookProvider(options: SportsbookOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const { config } = app;
    const walletUrl = () =>
      config.SPORTSBOOK_WALLET_URL ??
      `${ownAddress(app) ?? config.PUBLIC_URL}/api/seamless/sportsbook`;
    const ctx: SportsbookContext = {
      db: app.db,
      log: app.log.child({ module: 'sportsbook-provider' }),
      clock: app.clock,
      // Read before the first request and sweep (below), so the app boots while the database is down.
      seed: '',
      isRealMoneyAllowed: config.SITE_MODE === 'sandbox' || config.SPORTSBOOK_FEED !== 'simulated',
      maxPayout: config.SPORTSBOOK_MAX_PAYOUT,
      wallet:
        options.wallet ?? createSeamlessClient({ baseUrl: walletUrl, secret: options.secret }),
      cashoutShare: 0.95,
    };
    const loadSeed = async () => {
      if (!ctx.seed) ctx.seed = await options.seed();
    };
    app.addHook('onRequest', loadSeed);

    // Results of ended matches from the feed, and settlement calls the casino did not confirm.
    let sweeping = false;
    const sweeper = setInterval(() => {
      if (sweeping) return;
      sweeping = true;
      loadSeed()
        .then(() => sweep(ctx))
        .catch((err: unknown) => ctx.log.error({ err }, 'sportsbook sweep failed'))
        .finally(() => {
          sweeping = false;
        });
    }, 30_000);
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));

    await app.register(
      sportsbookApiRoutes(ctx, {
        requestsPerMinute: config.RATE_LIMIT_SPORTSBOOK_PER_MINUTE,
        betsPerMinute: config.RATE_LIMIT_SPORTSBOOK_BETS_PER_MINUTE,
      }),
      { prefix: '/api' },
    );
    // Results set by operators exist in sandbox mode only (docs/decisions/015).
    if (config.SITE_MODE === 'sandbox') {
      await app.register(operatorRoutes(ctx, options.secret), { prefix: '/api/operator' });
    }
    await app.register(sdkRoutes(ctx));
  };
}
