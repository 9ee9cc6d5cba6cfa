import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { AuthenticatedPlayer, SessionState } from '../../plugins/auth.ts';
import type { AccessTokens } from '../../shared/access-token.ts';
import type { Clock } from '../../shared/clock.ts';
import type { SubscriptionTokens } from '../../shared/subscription-token.ts';
import { type Broker, createMemoryBroker } from './broker.ts';
import type { ConnectionDeps, TokenIdentity } from './connection.ts';
import { Hub, type OpenSessions } from './hub.ts';
import { createRedisBroker } from './redis-broker.ts';

const VERSION = 'aurora-realtime 1';

/** What every connection needs; built once per app. `hub` reaches subscribers on every instance. */
export type RealtimeContext = ConnectionDeps;

export interface RealtimeDeps {
  config: Pick<
    Config,
    | 'REDIS_URL'
    | 'REALTIME_REDIS_PREFIX'
    | 'REALTIME_PING_SECONDS'
    | 'REALTIME_STALE_SECONDS'
    | 'REALTIME_COMMANDS_PER_SECOND'
  >;
  clock: Clock;
  tokens: AccessTokens;
  /** Tokens of the channels that need one (support chat). */
  subscriptionTokens: SubscriptionTokens;
  log: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  /** Looks the session up, as `app.authenticate` does for HTTP. */
  checkSession(player: AuthenticatedPlayer): Promise<SessionState>;
  /** Which of these sessions are still open: one lookup (Hub.closeEndedSessions). */
  openSessions: OpenSessions;
}

/** The hub (in-process broker, or Redis pub/sub with REDIS_URL) and the connection settings. */
export function createRealtimeContext({
  config,
  clock,
  tokens,
  subscriptionTokens,
  log,
  checkSession,
  openSessions,
}: RealtimeDeps): RealtimeContext {
  const onBrokerError = (err: unknown) => log.error({ err }, 'realtime broker error');
  const hub = new Hub(
    (deliver, resync): Broker =>
      config.REDIS_URL
        ? createRedisBroker({
            url: config.REDIS_URL,
            prefix: config.REALTIME_REDIS_PREFIX,
            deliver,
            onError: onBrokerError,
            onResync: (channels) => {
              log.warn({ channels: channels ?? 'all' }, 'realtime resync after a Redis outage');
              resync(channels);
            },
          })
        : createMemoryBroker(deliver),
    {
      openSessions,
      onError: (err: unknown) => log.error({ err }, 'realtime session re-check failed'),
    },
  );
  const pingMs = config.REALTIME_PING_SECONDS * 1000;
  const identify = async (token: string): Promise<TokenIdentity> => {
    const result = await tokens.check(token);
    if (result.status !== 'valid') return result;
    const { playerId, sessionId, expiresAt } = result.claims;
    const state = await checkSession({ id: playerId, sessionId });
    return state === 'active'
      ? { status: 'valid', userId: playerId, sessionId, expiresAt }
      : { status: 'invalid' };
  };
  return {
    hub,
    clock,
    identify,
    checkSubscription: (token, channel, userId) => subscriptionTokens.check(token, channel, userId),
    log,
    settings: {
      nodeId: randomUUID(),
      version: VERSION,
      pingMs,
      pongTimeoutMs: Math.min(10_000, pingMs / 2),
      staleMs: config.REALTIME_STALE_SECONDS * 1000,
      expiryGraceMs: 25_000,
      maxBufferedBytes: 4 * 1024 * 1024,
      commandsPerSecond: config.REALTIME_COMMANDS_PER_SECOND,
    },
  };
}
