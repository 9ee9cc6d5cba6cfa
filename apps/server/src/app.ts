import { useSpecIssueMessages } from '@casino/contracts';
import type { Db } from '@casino/db';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { builtinProvider } from './builtin-provider/plugin.ts';
import type { Config } from './config.ts';
import {
  injectFetch,
  LOCAL_IDP_CLIENT_ID,
  LOCAL_IDP_PATH,
  registerLocalIdp,
} from './local-idp/plugin.ts';
import { appendAudit } from './modules/backoffice/audit.ts';
import { findApiKey } from './modules/backoffice/auth-service.ts';
import { createBackofficeContext } from './modules/backoffice/context.ts';
import { registerBackoffice } from './modules/backoffice/plugin.ts';
import { type BonusEligibility, createBonusContext } from './modules/bonus/context.ts';
import {
  depositBonusHooks,
  exclusionBonusHook,
  gameBonusHooks,
  registrationBonusCode,
  retentionBonusReward,
} from './modules/bonus/hooks.ts';
import { bonusPlugin } from './modules/bonus/plugin.ts';
import { issueRewardBonus } from './modules/bonus/reward-service.ts';
import { createCommunicationContext } from './modules/communication/context.ts';
import { communicationPlugin } from './modules/communication/plugin.ts';
import { getValidationTexts } from './modules/content/operations/get-validation-texts.ts';
import { registerContent } from './modules/content/plugin.ts';
import { createAggregators, registerAggregators } from './modules/game/aggregators/plugin.ts';
import type { BetGuard } from './modules/game/bet-guard.ts';
import { registerGames } from './modules/game/plugin.ts';
import { builtinProvider as builtinProviderAdapter } from './modules/game/providers/builtin.ts';
import { BUILTIN_TITLES } from './modules/game/providers/builtin-titles.ts';
import { sportsbookProvider as sportsbookProviderAdapter } from './modules/game/providers/sportsbook.ts';
import { freeRoundsOf } from './modules/game/providers/types.ts';
import { providerSecret, sportsbookFeedSeed } from './modules/game/secrets.ts';
import { jurisdictionRules } from './modules/jurisdiction/service.ts';
import { limitsPlugin, registerLimitNotices } from './modules/limits/plugin.ts';
import { exclusionChecks, limitsPorts, selfExclusionRegister } from './modules/limits/ports.ts';
import { crossOperatorFileOf, nationalRegisters } from './modules/limits/register/by-profile.ts';
import {
  createLugasTwin,
  SANDBOX_LUGAS_PATH,
  sandboxLugasRoutes,
} from './modules/limits/register/lugas-twin.ts';
import {
  createSandboxRegisterLists,
  SANDBOX_REGISTERS_PATH,
  sandboxRegisterRoutes,
  seedSandboxRegisterLists,
  twinFetch,
} from './modules/limits/register/twins.ts';
import { createLimitsContext } from './modules/limits/service.ts';
import { notificationPlugin } from './modules/notification/plugin.ts';
import { storeNotification } from './modules/notification/service.ts';
import type { DepositLimitCheck } from './modules/payment/deposit-limits.ts';
import { paymentPlugin } from './modules/payment/plugin.ts';
import { findPlayerInvoice } from './modules/payment/query-service.ts';
import { createPayments, type Payments } from './modules/payment/setup.ts';
import { CAPTCHA_VERIFY_URLS, httpCaptcha, sandboxCaptcha } from './modules/player/captcha.ts';
import { createPlayerContext } from './modules/player/context.ts';
import { playerPlugin } from './modules/player/plugin.ts';
import { checkSession, openSessions } from './modules/player/session-service.ts';
import { secondFactorPort } from './modules/player/two-factor/service.ts';
import { createRealtimeContext } from './modules/realtime/context.ts';
import { type RealtimeEvents, wireRealtimeEvents } from './modules/realtime/events.ts';
import type { Hub } from './modules/realtime/hub.ts';
import { realtimePlugin } from './modules/realtime/plugin.ts';
import { wireSupportPushes } from './modules/realtime/support-pushes.ts';
import { registerConnectionTokenRoute } from './modules/realtime/token-route.ts';
import { createCashbackContext } from './modules/retention/cashback/context.ts';
import { cashbackPlugin } from './modules/retention/cashback/plugin.ts';
import { retentionInboxNotices } from './modules/retention/inbox-notices.ts';
import { keptLadder } from './modules/retention/loyalty/loyalty-service.ts';
import { registerLoyalty } from './modules/retention/loyalty/plugin.ts';
import { registerQuests } from './modules/retention/quests/plugin.ts';
import { registerTournaments } from './modules/retention/tournaments/plugin.ts';
import { settingsPlugin } from './modules/settings/plugin.ts';
import {
  createRestrictedCountries,
  listLocales,
  type RestrictedCountries,
  settingsSecretStore,
} from './modules/settings/service.ts';
import { createSocialContext, type SocialContext } from './modules/social/context.ts';
import { socialPlugin } from './modules/social/plugin.ts';
import { registeredPostLogoutUris } from './modules/social/post-logout.ts';
import { LOCAL_PROVIDER_ID } from './modules/social/providers.ts';
import { providerLogoutUrl } from './modules/social/service.ts';
import { createSupportContext } from './modules/support/context.ts';
import { supportPlugin } from './modules/support/plugin.ts';
import type { VerificationContext } from './modules/verification/context.ts';
import { verificationPlugin } from './modules/verification/plugin.ts';
import { createVerificationContext } from './modules/verification/setup.ts';
import { withdrawalGate } from './modules/verification/withdrawal-gate.ts';
import { createWalletContext, type WalletContext } from './modules/wallet/context.ts';
import { walletPlugin } from './modules/wallet/plugin.ts';
import { findAccount } from './modules/wallet/service.ts';
import { type AuthenticatedPlayer, registerAuth } from './plugins/auth.ts';
import { registerDevMailbox } from './plugins/dev-mailbox.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerGameOrigin } from './plugins/game-origin.ts';
import { registerHealth } from './plugins/health.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerOperatorAccess, resolveOperatorKey } from './plugins/operator-key.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWeb } from './plugins/web.ts';
import { createAccessTokens } from './shared/access-token.ts';
import { type Clock, systemClock } from './shared/clock.ts';
import { createEventBus, type EventBus } from './shared/event-bus.ts';
import { lazySecret } from './shared/lazy-secret.ts';
import { serializeRequest } from './shared/log-redaction.ts';
import { createMailer, createOutbox, type Mailer, type Outbox } from './shared/mailer.ts';
import { ownAddress } from './shared/own-address.ts';
import { parseQueryString } from './shared/query-string.ts';
import { registerRateLimitStore } from './shared/rate-limit.ts';
import { requestLanguages } from './shared/request-language.ts';
import { drainOnClose } from './shared/shutdown-drain.ts';
import { createSubscriptionTokens } from './shared/subscription-token.ts';
import { sportsbookProvider } from './sportsbook-provider/plugin.ts';

/** Support chat subscription tokens live this long; the client asks for a new one after. */
const SUBSCRIPTION_TOKEN_TTL_SECONDS = 600;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /**
     * Where read-only work that may lag a moment goes (lobby, game history, reports): the
     * DATABASE_READ_URL replica's pool, or `db` itself when there is none.
     */
    readDb: Db;
    buildId: string;
    clock: Clock;
    outbox: Outbox;
    /** Domain events (wallet.balance.changed, payment.invoice.updated), after commit. */
    events: EventBus;
    /** Domain events on their way to the realtime channels (or the missed-notification buffer). */
    realtimeEvents: RealtimeEvents;
    /** Extra site paths for /sitemap.xml (content pages...), each listed in every locale. */
    sitemapSources: Array<() => Promise<string[]>>;
    /** The payment module's context and sandbox providers (tests flush its webhook sender). */
    payments: Payments;
    /** This instance's realtime connections; `publish` reaches subscribers on every instance. */
    realtime: Hub;
    /** Countries closed to registration, deposits and real money (operators' list or config). */
    restrictedCountries: RestrictedCountries;
    /** Identity checks (docs/decisions/028): documents, adapters, the withdrawal rules. */
    verification: VerificationContext;
  }
}

export interface AppOptions {
  config: Config;
  db: Db;
  /** A replica's pool for read-only work (DATABASE_READ_URL); unset: `db`. */
  readDb?: Db;
  /** Serve the built web site too (off in API-only tests). */
  withWeb?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Time source of tokens and sessions (tests move it forward). */
  clock?: Clock;
  /** Replaces the mailer chosen by SMTP_URL. */
  mailer?: Mailer;
  /** Asked before every deposit; the limits module's check unless replaced (tests). */
  depositLimits?: DepositLimitCheck;
  /** Asked before every game bet; the limits module's check unless replaced (tests). */
  betGuard?: BetGuard;
  /**
   * Asked before every bonus grant and activation: responsible gaming plugs in its
   * "excluded or cooled-off players get no bonus" here (default: the limits module's
   * exclusionChecks).
   */
  bonusEligibility?: BonusEligibility;
}

/** Composes the whole product: API under /api, OpenAPI docs, and the SSR site. */
export async function buildApp({
  config,
  db,
  readDb = db,
  withWeb = true,
  logger,
  clock = systemClock,
  mailer = createMailer(config),
  depositLimits,
  betGuard,
  bonusEligibility,
}: AppOptions) {
  const app = Fastify({
    // Request logs never show the secrets some URLs carry (docs/decisions/016).
    logger:
      typeof logger === 'object'
        ? { ...logger, serializers: { req: serializeRequest, ...logger.serializers } }
        : (logger ?? { level: config.LOG_LEVEL, serializers: { req: serializeRequest } }),
    genReqId: (req) =>
      (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || crypto.randomUUID(),
    requestIdHeader: false,
    // request.ip is the client: X-Forwarded-For only counts from the proxies TRUST_PROXY names.
    trustProxy: trustProxyOf(config),
    // Lists arrive as `status=1&status=2` or in bracket form `status[]=1&status[]=2`.
    routerOptions: { querystringParser: parseQueryString },
  });
  // Schema issues without a message of their own answer the spec's default texts (5.17).
  useSpecIssueMessages();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('readDb', readDb);
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
  drainOnClose(app, 'mail outbox', () => outbox.flush());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app, {
    fieldTexts: async (request) =>
      app.hasDecorator('content')
        ? getValidationTexts(app.content, requestLanguages(request))
        : null,
  });
  registerSecurityHeaders(app);
  registerGameOrigin(app);
  registerInputGuard(app);
  await app.register(cookie);
  // Limits are set per route; nothing is limited globally.
  await registerRateLimitStore(app, {
    redisUrl: config.REDIS_URL,
    prefix: config.REALTIME_REDIS_PREFIX,
  });
  if (config.API_DOCS_ENABLED ?? config.SITE_MODE === 'sandbox') await registerOpenApi(app);
  registerHealth(app);
  // Before the modules' routes: its onResponse hook times every request.
  registerMetrics(app);
  // Restarts and other instances on the same database accept the same tokens.
  const sessionSecret = lazySecret({
    configured: config.SESSION_SECRET,
    key: 'auth.jwtSecret',
    bytes: 48,
    store: settingsSecretStore(db),
  });
  const tokens = createAccessTokens(sessionSecret, config.ACCESS_TOKEN_TTL_SECONDS, clock);
  // One session lookup for HTTP (app.authenticate) and the realtime socket.
  const sessionState = (player: AuthenticatedPlayer) => checkSession(db, clock, player);
  registerAuth(app, {
    tokens,
    checkSession: sessionState,
    site: { publicUrl: config.PUBLIC_URL, isLive: config.SITE_MODE === 'live' },
  });
  // Boots while the database is down (readiness says so); the secret then loads on first use.
  app.addHook('onReady', () =>
    tokens.load().catch((err: unknown) => app.log.warn({ err }, 'session secret not loaded yet')),
  );
  // Operator API keys are the back office's (docs/decisions/023).
  registerOperatorAccess(app, {
    sandboxKey: resolveOperatorKey(app),
    checkApiKey: (key) => findApiKey({ db, clock }, key),
    // The older operator API (/api/admin) is audited in the back office's log (issue 27).
    audit: (actor, record) => appendAudit(db, actor, record),
  });
  // Live mode has no dev routes at all (its config refuses to boot without SMTP anyway).
  if (mailer.kind === 'mailbox' && config.SITE_MODE === 'sandbox') {
    registerDevMailbox(app, config.MAILBOX_DIR);
    if (config.NODE_ENV === 'production') {
      app.log.warn(
        { mailbox: config.MAILBOX_DIR },
        'SMTP_URL is not set: mail is captured to the local mailbox, readable at /api/dev/mailbox from this machine or with the operator key',
      );
    }
  }

  app.decorate('restrictedCountries', createRestrictedCountries(db, config.RESTRICTED_COUNTRIES));
  // Every module context is built once, here, and handed to the plugins that use it.
  const wallet = createWalletContext({
    db,
    events: app.events,
    depositTurnoverMultiplier: config.PAYMENT_DEPOSIT_TURNOVER_MULTIPLIER,
  });
  // The players' jurisdiction rules (issue 32), one resolution for every module: init, the
  // seamless bet and balance answers, the deposit and limit rules.
  const playerRules = jurisdictionRules({ map: config.JURISDICTION_COUNTRIES, clock, wallet });
  app.decorate('playerRules', playerRules);
  // The seamless-wallet secret shared by the casino's games module and the built-in provider.
  const builtinSecret = providerSecret(db, 'builtin', config.BUILTIN_PROVIDER_SECRET);
  const sportsbookSecret = providerSecret(db, 'sportsbook', config.SPORTSBOOK_SECRET);
  const providers = [
    builtinProviderAdapter({
      titles: BUILTIN_TITLES,
      gameOrigin: () => app.gameOrigin.url(),
      secret: builtinSecret,
      apiUrl: () => `${ownAddress(app) ?? config.PUBLIC_URL}/provider/api`,
    }),
    // The built-in sportsbook (docs/decisions/032): launched like a game for its token.
    sportsbookProviderAdapter({ origin: () => config.PUBLIC_URL, secret: sportsbookSecret }),
  ];
  // Game aggregators switched on by configuration (issue 34, docs/decisions/045).
  const aggregators = createAggregators(config, db, {
    gameOrigin: () => app.gameOrigin.url(),
    twinFetch: twinFetch(app),
  });
  providers.push(...aggregators.map((aggregator) => aggregator.adapter));
  const bonus = createBonusContext({
    db,
    clock,
    events: app.events,
    wallet,
    maxWageringMultiplier: config.BONUS_MAX_WAGERING_MULTIPLIER,
    jurisdictionCountries: config.JURISDICTION_COUNTRIES,
    // Built before the limits context, whose exclusion hook is the bonus module's: it asks only
    // whether an exclusion runs (docs/decisions/026).
    eligibility: bonusEligibility ?? exclusionChecks({ db, clock }).bonusEligibility,
    log: app.log,
    // Free spins are granted through the providers' free-rounds API (docs/decisions/027).
    freeRounds: freeRoundsOf(providers),
  });
  // Rewards of the retention parts and the limit notices told in the inbox (registered with
  // loyalty, below).
  const notices = retentionInboxNotices({ db, inbox: () => app.loyalty, log: app.log });
  const limits = createLimitsContext({
    db,
    clock,
    events: app.events,
    raiseDelayHours: config.RG_RAISE_DELAY_HOURS,
    wallet,
    realityCheckMinutes: config.RG_REALITY_CHECK_MINUTES,
    register: selfExclusionRegister(config),
    // The national registers of each jurisdiction profile (issue 32); sandbox: their twins.
    profileRegisters: nationalRegisters(config, {
      profileOf: (country) => playerRules.ofCountry(country ?? null),
      twinFetch: twinFetch(app),
    }),
    registerCheckHours: config.SELF_EXCLUSION_REGISTER_CHECK_HOURS,
    // Germany's cross-operator limit and activity file (LUGAS, issue 32); sandbox: its twin.
    crossOperatorFile: crossOperatorFileOf(config, { twinFetch: twinFetch(app) }),
    log: app.log,
    // An exclusion cancels the free spins waiting to be played (issue 29).
    onExcluded: exclusionBonusHook(bonus),
    // The deposit, limit and reality-check rules of the player's profile (issue 32).
    jurisdictionOf: playerRules.ofPlayer,
    // 50, 80 and 100 percent of a bet, loss or deposit limit (issue 35), in the inbox and live.
    notify: notices.limits,
  });
  // Responsible gaming's rules as the ports the other modules ask (docs/decisions/026).
  const rg = limitsPorts(limits);
  app.decorate('bonuses', bonus);
  app.decorate('limits', limits);
  // Identity checks: the payment module asks them before reserving a withdrawal (ADR 028).
  const verification = createVerificationContext({
    config,
    db,
    clock,
    events: app.events,
    outbox,
    log: app.log,
  });
  app.decorate('verification', verification);
  const payments = createPayments({
    config,
    db,
    clock,
    events: app.events,
    log: app.log,
    wallet,
    depositLimits: depositLimits ?? rg.depositLimits,
    depositHold: rg.depositHold,
    crossOperatorDeposit: rg.crossOperatorDeposit,
    depositBonus: depositBonusHooks(bonus),
    withdrawalGate: withdrawalGate(verification),
    // The sandbox providers call our webhooks at our own address (PUBLIC_URL before listening).
    webhookBaseUrl: () => ownAddress(app) ?? config.PUBLIC_URL,
    // Brazil's players deposit by Pix only (issue 32): their profile's rails.
    paymentRails: async (playerId) =>
      (await playerRules.ofPlayer(db, playerId)).profile.paymentRails,
    // A withdrawal to a destination never paid before asks the player's second factor (issue 35).
    secondFactor: secondFactorPort({ db, clock, publicUrl: config.PUBLIC_URL }),
  });
  app.decorate('payments', payments);
  const player = createPlayerContext({
    config,
    db,
    clock,
    outbox,
    tokens,
    events: app.events,
    onBonusCode: registrationBonusCode(bonus),
    registrationGate: rg.registrationGate,
    requiresCpf: (country) => playerRules.ofCountry(country ?? null).requiresCpf,
    captcha: captchaOf(config),
    beforeSession: rg.beforeSession,
    onRegistering: rg.onRegistering,
    providerLogoutUrl: (sessionId, locale) => providerLogoutUrl(social, sessionId, locale),
  });
  // Social login (docs/decisions/029); the embedded identity provider in sandbox mode only.
  const localIdp =
    config.SITE_MODE === 'sandbox' && config.LOCAL_IDP_ENABLED
      ? {
          id: LOCAL_PROVIDER_ID,
          name: 'Aurora ID',
          icon: null,
          issuer: `${config.PUBLIC_URL}${LOCAL_IDP_PATH}`,
          clientId: LOCAL_IDP_CLIENT_ID,
          clientSecret: lazySecret({
            key: 'localIdp.clientSecret',
            store: settingsSecretStore(db),
          }),
          fetch: injectFetch(app),
        }
      : undefined;
  if (localIdp) {
    await registerLocalIdp(app, {
      db,
      issuer: localIdp.issuer,
      clientSecret: localIdp.clientSecret,
      redirectUri: `${config.PUBLIC_URL}/auth/callback`,
      postLogoutRedirectUris: () => registeredPostLogoutUris(db, config.PUBLIC_URL),
      passwords: player.passwords,
    });
  }
  const social: SocialContext = createSocialContext({
    config,
    db,
    clock,
    player,
    secretStore: settingsSecretStore(db),
    localProvider: localIdp,
  });

  await app.register(settingsPlugin, { prefix: '/api/settings' });
  await app.register(playerPlugin(player), { prefix: '/api/player' });
  await app.register(socialPlugin(social), { prefix: '/api/player' });
  await app.register(walletPlugin(wallet), { prefix: '/api/wallet' });
  await app.register(limitsPlugin(limits, config.RG_HELD_RELEASE_SWEEP_SECONDS), {
    prefix: '/api/player',
  });
  registerLimitNotices(app, limits);
  if (config.SITE_MODE === 'sandbox') {
    // The national registers' sandbox twins and their tester page (issue 32).
    // Once the app is ready; a database down at boot is /api/ready's to report, not a crash.
    app.addHook('onReady', async () => {
      await seedSandboxRegisterLists(db).catch((err: unknown) =>
        app.log.warn({ err }, "the register twins' sandbox CPFs were not listed"),
      );
    });
    await app.register(sandboxRegisterRoutes(createSandboxRegisterLists(db)), {
      prefix: SANDBOX_REGISTERS_PATH,
    });
    await app.register(sandboxLugasRoutes(createLugasTwin(db, clock)), {
      prefix: SANDBOX_LUGAS_PATH,
    });
  }
  await app.register(paymentPlugin(payments));
  await app.register(verificationPlugin(verification, config.KYC_EXPIRY_SWEEP_SECONDS));
  await app.register(notificationPlugin(db), { prefix: '/api/notification' });
  // Channels that need a token (support chat), under a key derived from the session secret.
  const subscriptionTokens = createSubscriptionTokens(
    sessionSecret,
    SUBSCRIPTION_TOKEN_TTL_SECONDS,
    clock,
  );
  const realtime = createRealtimeContext({
    config,
    clock,
    tokens,
    subscriptionTokens,
    log: app.log,
    checkSession: sessionState,
    openSessions: (sessionIds) => openSessions(db, clock, sessionIds),
  });
  app.decorate('realtime', realtime.hub);
  await app.register(realtimePlugin(realtime));
  await registerConnectionTokenRoute(app, tokens);
  wireRealtime(app, { hub: realtime.hub, wallet, payments });
  // The support chat (docs/decisions/030): its events reach its channels through the hub.
  wireSupportPushes({
    events: app.events,
    publish: (channel, push) => realtime.hub.publish(channel, push),
    revokeHolder: (holder) => realtime.hub.revokeHolder(holder),
    log: app.log,
  });
  const support = createSupportContext({
    config,
    db,
    clock,
    subscriptionTokens,
    events: app.events,
    // Chat images live with the identity documents (KYC_STORAGE), not in the database.
    store: verification.store,
    secretStore: settingsSecretStore(db),
    sessionSecret,
  });
  await app.register(supportPlugin(support));
  await registerContent(app);
  // Marketing mail stops during a time-out or self-exclusion (issue 15, docs/decisions/026).
  const communication = createCommunicationContext({
    config,
    db,
    outbox,
    marketingGate: rg.marketingGate,
  });
  app.decorate('communication', communication);
  await app.register(communicationPlugin(communication), {
    prefix: '/api/notification',
  });
  await registerGames(app, {
    betGuard: betGuard ?? rg.betGuard,
    // A guard given in place of the limits' judges before the stake.
    ...(betGuard ? {} : { stakeFirst: rg.stakeFirst }),
    providers,
    wallet,
    bonus: gameBonusHooks(bonus),
  });
  // Each aggregator's own wallet dialect and, in sandbox, its twin (docs/decisions/045).
  await registerAggregators(app, app.games, aggregators, twinFetch(app));
  await app.register(bonusPlugin(bonus, config.BONUS_EXPIRY_SWEEP_SECONDS));
  // The built-in game provider: a separate system in this process, talking to the casino only
  // through the seamless-wallet HTTP API (docs/decisions/009).
  await app.register(builtinProvider({ secret: builtinSecret }), { prefix: '/provider' });
  // The built-in sportsbook: another outside party in this process (docs/decisions/032).
  await app.register(
    sportsbookProvider({
      secret: sportsbookSecret,
      seed: sportsbookFeedSeed(db, config.SPORTSBOOK_SEED),
    }),
    { prefix: '/sportsbook' },
  );
  // Cashback and referrals (issue 33).
  const retentionCashback = createCashbackContext({
    db,
    clock,
    wallet,
    events: app.events,
    eligibility: rg.retentionEligibility,
    bonusReward: retentionBonusReward(bonus),
    log: app.log,
    publicUrl: config.PUBLIC_URL,
    onReward: notices.cashback,
  });
  app.decorate('retentionCashback', retentionCashback);
  await app.register(cashbackPlugin(retentionCashback));
  // Loyalty and the inbox (issue 33); `app.loyalty.inboxPost` is the other retention parts' port.
  await registerLoyalty(
    app,
    {
      db,
      clock,
      eligibility: rg.retentionEligibility,
      ladder: keptLadder(),
      publish: (channel, message) => realtime.hub.publish(channel, message),
      onUndelivered: (playerId, message) => storeNotification(db, playerId, message),
      log: app.log,
    },
    { sweepSeconds: config.LOYALTY_CATCH_UP_SWEEP_SECONDS },
  );
  // Quests and the fortune wheel (issue 33); onReward is the inbox's to plug in at merge.
  await registerQuests(app, {
    db,
    clock,
    wallet,
    events: app.events,
    eligibility: rg.retentionEligibility,
    rewardBonus: (tx, events, input) => issueRewardBonus(bonus, tx, events, input),
    onReward: notices.quests,
    publish: (channel, message) => realtime.hub.publish(channel, message),
    log: app.log,
  });
  // Tournaments (issue 33): opt-in, live leaderboards, prizes paid once by the settlement job.
  await registerTournaments(app, {
    wallet,
    bonus,
    eligibility: rg.retentionEligibility,
    onReward: notices.tournaments,
  });
  // The back office: operators, roles, audit log (docs/decisions/023), after the retention parts
  // whose operator calls it registers; before the site's catch-all.
  const backoffice = createBackofficeContext({
    config,
    db,
    readDb,
    clock,
    log: app.log,
    payments: payments.ctx,
    events: app.events,
    outbox,
    games: app.games,
    restrictedCountries: app.restrictedCountries,
    verification,
    support,
    // Sandbox results for the built-in sportsbook, over its signed operator API (docs/decisions/032).
    sportsbook: {
      request: async ({ method, path, headers, body }) => {
        const res = await app.inject({ method, url: `/sportsbook${path}`, headers, payload: body });
        return { status: res.statusCode, body: res.body };
      },
      secret: sportsbookSecret,
    },
  });
  await registerBackoffice(app, backoffice);
  if (withWeb) await registerWeb(app, () => listLocales(app.db));
  return app;
}

/**
 * Realtime and the missed-notification buffer are sinks (STYLE.md §2): wired here, from the
 * event bus, reading current state through the wallet and payment services.
 */
function wireRealtime(
  app: FastifyInstance,
  { hub, wallet, payments }: { hub: Hub; wallet: WalletContext; payments: Payments },
) {
  const { db, clock } = app;
  const realtimeEvents = wireRealtimeEvents({
    events: app.events,
    clock,
    sources: {
      findAccount: (playerId, accountId) => findAccount(wallet, playerId, { id: accountId }),
      findInvoice: (playerId, invoiceId) => findPlayerInvoice(payments.ctx, playerId, invoiceId),
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
  drainOnClose(app, 'realtime publishes', async () => {
    await realtimeEvents.flush();
    realtimeEvents.stop();
  });
}

/**
 * TRUST_PROXY as Fastify's option: unset trusts nobody; a hop count believes that many proxies
 * nearest to us (as a function, since Fastify's types take no number).
 */
function trustProxyOf(
  config: Config,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  const trust = config.TRUST_PROXY ?? false;
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** The registration captcha of CAPTCHA_PROVIDER (modules/player/captcha.ts); null for none. */
function captchaOf(config: Config) {
  const provider = config.CAPTCHA_PROVIDER;
  if (provider === 'none') return null;
  if (provider === 'sandbox') return sandboxCaptcha();
  if (!config.CAPTCHA_SITE_KEY || !config.CAPTCHA_SECRET) {
    throw new Error(`CAPTCHA_PROVIDER=${provider} needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET`);
  }
  return httpCaptcha({
    provider,
    siteKey: config.CAPTCHA_SITE_KEY,
    secret: config.CAPTCHA_SECRET,
    verifyUrl: config.CAPTCHA_VERIFY_URL ?? CAPTCHA_VERIFY_URLS[provider],
  });
}
