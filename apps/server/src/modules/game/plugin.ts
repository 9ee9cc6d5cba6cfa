import type { FastifyInstance } from 'fastify';
import type { WalletContext } from '../wallet/context.ts';
import {
  allowAllBets,
  allowAllStakesFirst,
  type BetGuard,
  type StakeFirstGuard,
} from './bet-guard.ts';
import { type GameBonusHooks, noBonusRules } from './bonus-hooks.ts';
import { imageRoutes } from './catalog/image-routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { syncCatalog } from './catalog/sync.ts';
import { createCatalogVersion } from './catalog/version.ts';
import type { GameContext } from './context.ts';
import { createGameFactsCache } from './game-facts.ts';
import { historyRoutes } from './history/routes.ts';
import { playerGameRoutes } from './player-routes.ts';
import type { GameProviderAdapter } from './providers/types.ts';
import { createLaunchCache, createRoundStates } from './seamless/launch.ts';
import { seamlessRoutes } from './seamless/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    games: GameContext;
  }
}

export interface GameOptions {
  /** Asked at every bet; allows everything until responsible gaming lands. */
  betGuard?: BetGuard;
  /**
   * `betGuard`'s verdict for a bet whose stake goes out with its reads (issue 31). Without it,
   * a given `betGuard` always judges before the stake; with no guard at all, stakes go first.
   */
  stakeFirst?: StakeFirstGuard;
  /** The game providers whose titles make the catalog (app.ts: the built-in one). */
  providers: GameProviderAdapter[];
  /** The app's one wallet context (app.ts), where bets and wins are booked. */
  wallet: WalletContext;
  /** The bonus engine's rules at every stake and settled round (none when left out). */
  bonus?: GameBonusHooks;
}

/**
 * Games: the catalog (synced from every provider at boot), launch, favourites, history and
 * winners under /api/game, tile art, and the seamless wallet the providers call under
 * /api/seamless/{provider}.
 */
export async function registerGames(
  app: FastifyInstance,
  { betGuard, stakeFirst, providers, wallet, bonus }: GameOptions,
) {
  const { config, db, readDb } = app;
  // Read where the lobby reads, so a version never names rows the replica has not replayed yet.
  const catalogVersion = createCatalogVersion(db, { readDb });
  const ctx: GameContext = {
    db,
    readDb,
    clock: app.clock,
    events: app.events,
    wallet,
    providers: new Map(providers.map((p) => [p.identity, p])),
    betGuard: betGuard ?? allowAllBets,
    stakeFirst: stakeFirst ?? (betGuard ? null : allowAllStakesFirst),
    bonus: bonus ?? noBonusRules,
    jurisdiction: app.playerRules,
    launchTokenTtlMs: config.GAME_LAUNCH_TOKEN_TTL_SECONDS * 1000,
    publicUrl: config.PUBLIC_URL,
    catalogVersion,
    perVersion: new Map(),
    facts: createGameFactsCache(catalogVersion),
    launches: createLaunchCache(),
    rounds: createRoundStates(),
    log: app.log,
  };
  app.decorate('games', ctx);
  // Boots while the database is down (readiness says so); the next boot syncs then.
  app.addHook('onReady', async () => {
    try {
      const report = await syncCatalog(ctx);
      app.log.info(report, 'game catalog synced');
      await Promise.all(providers.map((p) => p.secret()));
    } catch (err) {
      app.log.warn({ err }, 'game catalog not synced');
    }
  });

  await app.register(
    async (scope) => {
      // An error answer is never cached (the catalog sets public caching before it knows).
      scope.addHook('onSend', async (_request, reply) => {
        if (reply.statusCode >= 400) {
          reply.removeHeader('etag');
          reply.header('cache-control', 'no-store');
        }
      });
      await scope.register(catalogRoutes(ctx));
      await scope.register(playerGameRoutes(ctx));
      await scope.register(historyRoutes(ctx));
      await scope.register(imageRoutes(ctx));
    },
    { prefix: '/api/game' },
  );
  await app.register(seamlessRoutes(ctx), { prefix: '/api/seamless' });
}
