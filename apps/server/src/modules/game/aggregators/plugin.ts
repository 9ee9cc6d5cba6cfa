import { generateKeyPairSync } from 'node:crypto';
import type { Db } from '@casino/db';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aggregatorEnabled, type Config } from '../../../config.ts';
import type { GameContext } from '../context.ts';
import type { GameProviderAdapter, LaunchOptions } from '../providers/types.ts';
import { providerSecret } from '../secrets.ts';
import { EVERYMATRIX_PREFIX, everymatrixRoutes } from './everymatrix/routes.ts';
import { createGateway, type Gateway } from './gateway.ts';
import { HUB88_PREFIX, hub88Routes } from './hub88/routes.ts';
import { SLOTEGRATOR_PREFIX, slotegratorRoutes } from './slotegrator/routes.ts';
import { SOFTSWISS_PREFIX, softswissRoutes } from './softswiss/routes.ts';
import { conformanceFixture } from './twins/conformance-fixture.ts';
import {
  everymatrixDialect,
  hub88Dialect,
  slotegratorDialect,
  softswissDialect,
  type TwinDialect,
  type TwinFetch,
} from './twins/dialects.ts';
import { type Campaigns, createCampaigns, twinFreeRounds } from './twins/free-rounds.ts';
import { TWIN_GAMES, type TwinGame } from './twins/games.ts';
import { SANDBOX_AGGREGATORS_PATH, type Twin, twinRoutes } from './twins/routes.ts';

export const AGGREGATOR_NAMES = ['hub88', 'softswiss', 'everymatrix', 'slotegrator'] as const;
export type AggregatorName = (typeof AGGREGATOR_NAMES)[number];

/** An enabled aggregator: its catalog adapter and how its wallet checks and its twin signs. */
export interface Aggregator {
  name: AggregatorName;
  adapter: GameProviderAdapter;
  /**
   * Hub88: the public key the wallet verifies with; SoftSwiss, EveryMatrix, Slotegrator: the
   * shared secret.
   */
  verifyKey(): Promise<string>;
  /** What the sandbox twin signs with (Hub88: its private key); null in live. */
  twinKey: (() => Promise<string>) | null;
  twinGames: readonly TwinGame[];
  /** The twin's free-rounds campaigns (sandbox, dialects with a free-rounds API). */
  campaigns: Campaigns | null;
}

type Key = () => Promise<string>;

/** What the wallet checks with and what the sandbox twin signs with (null: no twin). */
interface Keys {
  verifyKey: Key;
  twinKey: Key | null;
}

/** What sets one aggregator apart; everything else is done the same way for each. */
interface AggregatorKind {
  /** The catalog's name of the provider. */
  providerName: string;
  /** Where its wallet answers. */
  prefix: string;
  /** It has a free-rounds API (Hub88 rewards, SoftSwiss freespins issues). */
  hasFreeRounds: boolean;
  /** Its game feed's configured URL (live). */
  feedUrl(config: Config): string | undefined;
  keys(config: Config, db: Db): Keys;
  routes(gateway: Gateway, verifyKey: Key, config: Config, ctx: GameContext): FastifyPluginAsyncZod;
  dialect(fetch: TwinFetch, twinKey: Key, config: Config, ctx: GameContext): TwinDialect;
}

/** How long an import waits for an aggregator's feed. */
const FEED_TIMEOUT_MS = 15_000;

/** The merchant id the Slotegrator twin sends when none is configured (sandbox). */
const TWIN_MERCHANT_ID = 'sandbox-merchant';

/** A shared secret: configured, or (sandbox) the one kept in the database, which the twin signs with. */
const sharedSecret =
  (name: AggregatorName, configured: (config: Config) => string | undefined) =>
  (config: Config, db: Db): Keys => {
    const secret = providerSecret(db, name, configured(config));
    return { verifyKey: secret, twinKey: config.SITE_MODE === 'sandbox' ? secret : null };
  };

/** Hub88 signs with its private key: the configured public key, or a pair made for the twin. */
function hub88Keys(config: Config): Keys {
  let pair: { publicKey: string; privateKey: string } | null = null;
  const twinPair = () => {
    pair ??= generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    return pair;
  };
  const configured = config.HUB88_PUBLIC_KEY;
  return {
    verifyKey: async () => configured ?? twinPair().publicKey,
    // The twin signs only where the wallet checks with its key (sandbox, no key configured).
    twinKey:
      config.SITE_MODE === 'sandbox' && !configured ? async () => twinPair().privateKey : null,
  };
}

const KINDS: Record<AggregatorName, AggregatorKind> = {
  hub88: {
    providerName: 'Hub88',
    prefix: HUB88_PREFIX,
    hasFreeRounds: true,
    feedUrl: (c) => c.HUB88_FEED_URL,
    keys: hub88Keys,
    routes: (gateway, key) => hub88Routes(gateway, key),
    dialect: (fetch, key) => hub88Dialect(fetch, key),
  },
  softswiss: {
    providerName: 'SoftSwiss',
    prefix: SOFTSWISS_PREFIX,
    hasFreeRounds: true,
    feedUrl: (c) => c.SOFTSWISS_FEED_URL,
    keys: sharedSecret('softswiss', (c) => c.SOFTSWISS_AUTH_TOKEN),
    routes: (gateway, key) => softswissRoutes(gateway, key),
    dialect: (fetch, key) => softswissDialect(fetch, key),
  },
  everymatrix: {
    providerName: 'EveryMatrix',
    prefix: EVERYMATRIX_PREFIX,
    hasFreeRounds: false,
    feedUrl: (c) => c.EVERYMATRIX_FEED_URL,
    keys: sharedSecret('everymatrix', (c) => c.EVERYMATRIX_SECRET),
    routes: (gateway, key) => everymatrixRoutes(gateway, key),
    dialect: (fetch, key) => everymatrixDialect(fetch, key),
  },
  slotegrator: {
    providerName: 'Slotegrator',
    prefix: SLOTEGRATOR_PREFIX,
    hasFreeRounds: false,
    feedUrl: (c) => c.SLOTEGRATOR_FEED_URL,
    keys: sharedSecret('slotegrator', (c) => c.SLOTEGRATOR_MERCHANT_KEY),
    routes: (gateway, key, config, ctx) =>
      slotegratorRoutes(gateway, key, config.SLOTEGRATOR_MERCHANT_ID, ctx.clock),
    dialect: (fetch, key, config, ctx) =>
      slotegratorDialect(fetch, key, {
        merchantId: config.SLOTEGRATOR_MERCHANT_ID ?? TWIN_MERCHANT_ID,
        clock: ctx.clock,
      }),
  },
};

/**
 * The aggregators switched on by configuration (docs/decisions/045). In sandbox each comes with
 * its twin: the twin's games are listed at boot, its feed is what the back office imports and
 * its game pages the launch; live, an aggregator's games come only by the back office's import
 * of its configured feed (`{NAME}_FEED_URL`).
 */
export function createAggregators(
  config: Config,
  db: Db,
  { gameOrigin, twinFetch }: { gameOrigin: () => string; twinFetch?: TwinFetch },
): Aggregator[] {
  const sandbox = config.SITE_MODE === 'sandbox';
  /** The feed the import reads: the configured URL, else (sandbox) the twin's own. */
  const feedOf = (name: AggregatorName) => {
    const url = KINDS[name].feedUrl(config);
    if (url) return () => fetch(url, { signal: AbortSignal.timeout(FEED_TIMEOUT_MS) });
    if (!sandbox || !twinFetch) return null;
    return () =>
      twinFetch(`${SANDBOX_AGGREGATORS_PATH}/${name}/feed`, { method: 'GET', headers: {} });
  };
  return AGGREGATOR_NAMES.filter((name) => aggregatorEnabled(config, name)).map((name) => {
    const kind = KINDS[name];
    const { verifyKey, twinKey } = kind.keys(config, db);
    const games = TWIN_GAMES[name];
    const feed = feedOf(name);
    // Free spins of its games are created as campaigns at its twin (sandbox; live: not wired).
    const campaigns = kind.hasFreeRounds && twinKey && twinFetch ? createCampaigns() : null;
    const adapter: GameProviderAdapter = {
      identity: name,
      name: kind.providerName,
      dialect: name,
      // Live, the catalog holds what the operators imported; sandbox lists the twin's at boot.
      isImportedOnly: !sandbox,
      ...(feed
        ? {
            async readFeed() {
              const response = await feed();
              if (!response.ok) throw new Error(`the feed answered HTTP ${response.status}`);
              return response.json();
            },
          }
        : {}),
      async listGames() {
        return sandbox ? games.map((g) => ({ ...g.game })) : [];
      },
      launchUrl(options: LaunchOptions) {
        const params = new URLSearchParams({
          game: options.game.identity,
          token: options.token ?? '',
          user: options.playerId ?? '',
          currency: options.currency ?? '',
          lang: options.locale,
          lobby: options.lobbyUrl,
        });
        // The twin's game, on the games' own origin like any provider's (docs/decisions/017).
        return `${gameOrigin()}${SANDBOX_AGGREGATORS_PATH}/${name}/game?${params}`;
      },
      secret: verifyKey,
      ...(campaigns && twinFetch
        ? { freeRounds: twinFreeRounds(twinFetch, `${SANDBOX_AGGREGATORS_PATH}/${name}`) }
        : {}),
    };
    return { name, adapter, verifyKey, twinKey, twinGames: games, campaigns };
  });
}

/**
 * Registers each enabled aggregator's wallet routes (none for one switched off: its prefix
 * answers 404) and, in sandbox, the twins that play against them.
 */
export async function registerAggregators(
  app: FastifyInstance,
  ctx: GameContext,
  aggregators: Aggregator[],
  twinFetch: TwinFetch,
) {
  for (const aggregator of aggregators) {
    const kind = KINDS[aggregator.name];
    const gateway = createGateway(ctx, aggregator.name);
    await app.register(kind.routes(gateway, aggregator.verifyKey, app.config, ctx), {
      prefix: kind.prefix,
    });
  }
  if (app.config.SITE_MODE !== 'sandbox') return;
  const twins: Twin[] = aggregators.flatMap((aggregator) => {
    const key = aggregator.twinKey;
    if (!key) return [];
    const kind = KINDS[aggregator.name];
    return [
      {
        name: aggregator.name,
        title: `${kind.providerName} sandbox twin`,
        games: aggregator.twinGames,
        dialect: kind.dialect(twinFetch, key, app.config, ctx),
        ...(aggregator.campaigns ? { campaigns: aggregator.campaigns } : {}),
      },
    ];
  });
  if (twins.length > 0) {
    await app.register(
      twinRoutes(twins, () => ctx.publicUrl),
      { prefix: SANDBOX_AGGREGATORS_PATH },
    );
  }
  // The conformance kit's fixture: the twins' keys and the built-in provider's secret.
  await app.register(
    conformanceFixture(ctx, async (provider) => {
      if (provider === 'builtin') return (await ctx.providers.get('builtin')?.secret()) ?? null;
      const key = aggregators.find((a) => a.name === provider)?.twinKey;
      return key ? key() : null;
    }),
    { prefix: SANDBOX_AGGREGATORS_PATH },
  );
}
