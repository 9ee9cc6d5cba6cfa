import { randomBytes } from 'node:crypto';
import type { Db } from '@casino/db';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { builtinProvider } from './builtin-provider/plugin.ts';
import type { Config } from './config.ts';
import { registerCommunication } from './modules/communication/plugin.ts';
import { registerContent } from './modules/content/plugin.ts';
import type { BetGuard } from './modules/game/bet-guard.ts';
import { registerGames } from './modules/game/plugin.ts';
import { cachedSecret, getProviderSecret } from './modules/game/secrets.ts';
import { notificationRoutes } from './modules/notification/routes.ts';
import { storeNotification } from './modules/notification/service.ts';
import type { DepositLimitCheck } from './modules/payment/deposit-limits.ts';
import { registerPayments } from './modules/payment/plugin.ts';
import { findPlayerInvoice } from './modules/payment/query-service.ts';
import { playerRoutes } from './modules/player/routes.ts';
import { checkSession } from './modules/player/session-service.ts';
import { type RealtimeEvents, wireRealtimeEvents } from './modules/realtime/events.ts';
import { registerRealtime } from './modules/realtime/plugin.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { getOrCreateSetting } from './modules/settings/service.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { findAccount, walletContext } from './modules/wallet/service.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerDevMailbox } from './plugins/dev-mailbox.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerHealth } from './plugins/health.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerWeb } from './plugins/web.ts';
import { createAccessTokens } from './shared/access-token.ts';
import { type Clock, systemClock } from './shared/clock.ts';
import { createEventBus, type EventBus } from './shared/event-bus.ts';
import { createMailer, createOutbox, type Mailer, type Outbox } from './shared/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    buildId: string;
    clock: Clock;
    outbox: Outbox;
    /** Domain events (wallet.balance.changed, payment.invoice.updated), after commit. */
    events: EventBus;
    /** Domain events on their way to the realtime channels (or the missed-notification buffer). */
    realtimeEvents: RealtimeEvents;
    /** Extra site paths for /sitemap.xml (content pages...), each listed in every locale. */
    sitemapSources: Array<() => Promise<string[]>>;
  }
}

export interface AppOptions {
  config: Config;
  db: Db;
  /** Serve the built web site too (off in API-only tests). */
  withWeb?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Time source of tokens and sessions (tests move it forward). */
  clock?: Clock;
  /** Replaces the mailer chosen by SMTP_URL. */
  mailer?: Mailer;
  /** Asked before every deposit; allows everything until responsible gaming lands. */
  depositLimits?: DepositLimitCheck;
  /** Asked before every game bet; allows everything until responsible gaming lands. */
  betGuard?: BetGuard;
}

/**
 * SESSION_SECRET, or one generated on first boot and kept in the database, so restarts and
 * other instances on the same database accept the same tokens.
 */
async function sessionSecret(config: Config, db: Db): Promise<string> {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  return getOrCreateSetting(db, 'auth.jwtSecret', () => randomBytes(48).toString('base64url'));
}

/** Composes the whole product: API under /api, OpenAPI docs, and the SSR site. */
export async function buildApp({
  config,
  db,
  withWeb = true,
  logger,
  clock = systemClock,
  mailer = createMailer(config),
  depositLimits,
  betGuard,
}: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    genReqId: (req) =>
      (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || crypto.randomUUID(),
    requestIdHeader: false,
    trustProxy: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('buildId', 'dev');
  app.decorate('clock', clock);
  app.decorate('sitemapSources', []);
  const outbox = createOutbox(mailer, app.log);
  app.decorate('outbox', outbox);
  app.decorate(
    'events',
    createEventBus((err, event) =>
      app.log.error({ err, event: event.type }, 'event subscriber failed'),
    ),
  );
  app.addHook('onClose', () => outbox.flush());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  await app.register(cookie);
  // Limits are set per route (player module); nothing is limited globally. With REDIS_URL the
  // counters live in Redis so a limit holds across instances (open while Redis is down).
  const limitCounters = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, connectionName: 'casino-rate-limit' })
    : null;
  if (limitCounters) {
    limitCounters.on('error', (err) => app.log.warn({ err }, 'rate-limit Redis error'));
    app.addHook('onClose', async () => void (await limitCounters.quit().catch(() => {})));
  }
  await app.register(rateLimit, {
    global: false,
    ...(limitCounters && {
      redis: limitCounters,
      nameSpace: `${config.REALTIME_REDIS_PREFIX}.rate-limit.`,
      skipOnError: true,
    }),
  });
  await registerOpenApi(app);
  registerHealth(app);
  const tokens = createAccessTokens(
    () => sessionSecret(config, db),
    config.ACCESS_TOKEN_TTL_SECONDS,
    clock,
  );
  registerAuth(app, { tokens, checkSession: (player) => checkSession(db, clock, player) });
  // Boots while the database is down (readiness says so); the secret then loads on first use.
  app.addHook('onReady', () =>
    tokens.load().catch((err: unknown) => app.log.warn({ err }, 'session secret not loaded yet')),
  );
  if (mailer.kind === 'mailbox') {
    registerDevMailbox(app, config.MAILBOX_DIR);
    if (config.NODE_ENV === 'production') {
      app.log.warn(
        { mailbox: config.MAILBOX_DIR },
        'SMTP_URL is not set: mail is captured to the local mailbox, readable at /api/dev/mailbox',
      );
    }
  }
  await app.register(settingsRoutes, { prefix: '/api/settings' });
  await app.register(playerRoutes, { prefix: '/api/player' });
  await app.register(walletRoutes, { prefix: '/api/wallet' });
  await registerPayments(app, { depositLimits });
  await app.register(notificationRoutes, { prefix: '/api/notification' });
  wireRealtime(app);
  await registerContent(app);
  await registerCommunication(app);
  await registerGames(app, { betGuard });
  // The built-in game provider: a separate system in this process, talking to the casino only
  // through the seamless-wallet HTTP API (docs/decisions/009).
  const providerSecret = cachedSecret(() =>
    getProviderSecret(db, 'builtin', config.BUILTIN_PROVIDER_SECRET),
  );
  await app.register(builtinProvider({ secret: providerSecret }), { prefix: '/provider' });
  if (withWeb) await registerWeb(app);
  return app;
}

/**
 * Realtime and the missed-notification buffer are sinks (STYLE.md §2): wired here, from the
 * event bus, reading current state through the wallet and payment services.
 */
function wireRealtime(app: FastifyInstance) {
  const { db, clock } = app;
  const hub = registerRealtime(app, {
    checkSession: (player) => checkSession(db, clock, player),
  });
  const wallet = walletContext(db, app.events, app.config.PAYMENT_DEPOSIT_TURNOVER_MULTIPLIER);
  const realtimeEvents = wireRealtimeEvents({
    events: app.events,
    clock,
    sources: {
      findAccount: (playerId, accountId) => findAccount(wallet, playerId, { id: accountId }),
      findInvoice: (playerId, invoiceId) =>
        findPlayerInvoice(app.payments.ctx, playerId, invoiceId),
    },
    publish: (channel, message) => hub.publish(channel, message),
    onUndelivered: (playerId, message) => storeNotification(db, playerId, message),
    log: app.log,
  });
  app.decorate('realtimeEvents', realtimeEvents);
  app.events.on('player.sessions.closed', ({ playerId, sessionIds, exceptSessionId }) => {
    hub
      .closeSessions(playerId, { sessionIds, exceptSessionId })
      .catch((err: unknown) =>
        app.log.error({ err, playerId }, 'closing the sockets of ended sessions failed'),
      );
  });
  app.addHook('onClose', async () => {
    await realtimeEvents.flush();
    realtimeEvents.stop();
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
