import { generateKeyPairSync } from 'node:crypto';
import type { Db } from '@casino/db';
import type { FastifyInstance } from 'fastify';
import { aggregatorEnabled, type Config } from '../../../config.ts';
import type { GameContext } from '../context.ts';
import type { GameProviderAdapter, LaunchOptions } from '../providers/types.ts';
import { providerSecret } from '../secrets.ts';
import { EVERYMATRIX_PREFIX, everymatrixRoutes } from './everymatrix/routes.ts';
import { createGateway } from './gateway.ts';
import { HUB88_PREFIX, hub88Routes } from './hub88/routes.ts';
import { SLOTEGRATOR_PREFIX, slotegratorRoutes } from './slotegrator/routes.ts';
import { SOFTSWISS_PREFIX, softswissRoutes } from './softswiss/routes.ts';
import { conformanceFixture } from './twins/conformance-fixture.ts';
import {
  everymatrixDialect,
  hub88Dialect,
  slotegratorDialect,
  softswissDialect,
  type TwinFetch,
} from './twins/dialects.ts';
import {
  EVERYMATRIX_TWIN_GAMES,
  HUB88_TWIN_GAMES,
  SLOTEGRATOR_TWIN_GAMES,
  SOFTSWISS_TWIN_GAMES,
  type TwinGame,
} from './twins/games.ts';
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
}

const TITLES: Record<AggregatorName, string> = {
  hub88: 'Hub88 sandbox twin',
  softswiss: 'SoftSwiss sandbox twin',
  everymatrix: 'EveryMatrix sandbox twin',
  slotegrator: 'Slotegrator sandbox twin',
};

/** The catalog's name of each aggregator provider. */
const PROVIDER_NAMES: Record<AggregatorName, string> = {
  hub88: 'Hub88',
  softswiss: 'SoftSwiss',
  everymatrix: 'EveryMatrix',
  slotegrator: 'Slotegrator',
};

/** The merchant id the Slotegrator twin sends when none is configured (sandbox). */
const TWIN_MERCHANT_ID = 'sandbox-merchant';

/**
 * The aggregators switched on by configuration (docs/decisions/045). In sandbox each comes with
 * its twin: the twin's feed is the catalog import and its game pages the launch; live, an
 * aggregator has no twin and its catalog stays empty until its game feed is wired.
 */
export function createAggregators(
  config: Config,
  db: Db,
  { gameOrigin }: { gameOrigin: () => string },
): Aggregator[] {
  const sandbox = config.SITE_MODE === 'sandbox';
  const adapterOf = (
    name: AggregatorName,
    games: readonly TwinGame[],
    secret: () => Promise<string>,
  ): GameProviderAdapter => ({
    identity: name,
    name: PROVIDER_NAMES[name],
    dialect: name,
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
    secret,
  });
  const list: Aggregator[] = [];
  if (aggregatorEnabled(config, 'hub88')) {
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
    const verifyKey = async () => configured ?? twinPair().publicKey;
    list.push({
      name: 'hub88',
      adapter: adapterOf('hub88', HUB88_TWIN_GAMES, verifyKey),
      verifyKey,
      // The twin signs only where the wallet checks with its key (sandbox, no key configured).
      twinKey: sandbox && !configured ? async () => twinPair().privateKey : null,
      twinGames: HUB88_TWIN_GAMES,
    });
  }
  if (aggregatorEnabled(config, 'softswiss')) {
    const token = providerSecret(db, 'softswiss', config.SOFTSWISS_AUTH_TOKEN);
    list.push({
      name: 'softswiss',
      adapter: adapterOf('softswiss', SOFTSWISS_TWIN_GAMES, token),
      verifyKey: token,
      twinKey: sandbox ? token : null,
      twinGames: SOFTSWISS_TWIN_GAMES,
    });
  }
  if (aggregatorEnabled(config, 'everymatrix')) {
    const secret = providerSecret(db, 'everymatrix', config.EVERYMATRIX_SECRET);
    list.push({
      name: 'everymatrix',
      adapter: adapterOf('everymatrix', EVERYMATRIX_TWIN_GAMES, secret),
      verifyKey: secret,
      twinKey: sandbox ? secret : null,
      twinGames: EVERYMATRIX_TWIN_GAMES,
    });
  }
  if (aggregatorEnabled(config, 'slotegrator')) {
    const key = providerSecret(db, 'slotegrator', config.SLOTEGRATOR_MERCHANT_KEY);
    list.push({
      name: 'slotegrator',
      adapter: adapterOf('slotegrator', SLOTEGRATOR_TWIN_GAMES, key),
      verifyKey: key,
      twinKey: sandbox ? key : null,
      twinGames: SLOTEGRATOR_TWIN_GAMES,
    });
  }
  return list;
}

/** How each twin speaks to the wallet (Slotegrator's also needs its merchant id and a clock). */
const TWIN_DIALECTS = {
  hub88: hub88Dialect,
  softswiss: softswissDialect,
  everymatrix: everymatrixDialect,
} satisfies Record<Exclude<AggregatorName, 'slotegrator'>, unknown>;

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
    const gateway = createGateway(ctx, aggregator.name);
    if (aggregator.name === 'hub88') {
      await app.register(hub88Routes(gateway, aggregator.verifyKey), { prefix: HUB88_PREFIX });
    } else if (aggregator.name === 'everymatrix') {
      await app.register(everymatrixRoutes(gateway, aggregator.verifyKey), {
        prefix: EVERYMATRIX_PREFIX,
      });
    } else if (aggregator.name === 'slotegrator') {
      await app.register(
        slotegratorRoutes(
          gateway,
          aggregator.verifyKey,
          app.config.SLOTEGRATOR_MERCHANT_ID,
          ctx.clock,
        ),
        { prefix: SLOTEGRATOR_PREFIX },
      );
    } else {
      await app.register(softswissRoutes(gateway, aggregator.verifyKey), {
        prefix: SOFTSWISS_PREFIX,
      });
    }
  }
  if (app.config.SITE_MODE !== 'sandbox') return;
  const twins: Twin[] = aggregators.flatMap((aggregator) => {
    const key = aggregator.twinKey;
    if (!key) return [];
    return [
      {
        name: aggregator.name,
        title: TITLES[aggregator.name],
        games: aggregator.twinGames,
        dialect:
          aggregator.name === 'slotegrator'
            ? slotegratorDialect(twinFetch, key, {
                merchantId: app.config.SLOTEGRATOR_MERCHANT_ID ?? TWIN_MERCHANT_ID,
                clock: ctx.clock,
              })
            : TWIN_DIALECTS[aggregator.name](twinFetch, key),
      },
    ];
  });
  if (twins.length > 0) {
    await app.register(
      twinRoutes(twins, () => ctx.publicUrl),
      {
        prefix: SANDBOX_AGGREGATORS_PATH,
      },
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
