import type { Db } from '@casino/db';
import type { FastifyInstance } from 'fastify';
import type { AccessTokens } from '../../shared/access-token.ts';
import type { Clock } from '../../shared/clock.ts';
import type { EventSink } from '../../shared/event-bus.ts';
import type { Outbox } from '../../shared/mailer.ts';
import { createPasswordHasher, type PasswordHasher } from './passwords.ts';

/** Refresh tokens rotated this recently may be presented again (two tabs refreshing at once). */
export const REFRESH_REUSE_GRACE_MS = 15_000;

/** What the player services need; built once per app, never from a request. */
export interface PlayerContext {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  tokens: AccessTokens;
  passwords: PasswordHasher;
  publicUrl: string;
  sessionTtlMs: number;
  /** Domain events after commit (`player.sessions.closed`). */
  events: EventSink;
}

/** Where a login comes from (shown in the session list). */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** Call once per app: the hasher keeps its dummy hash for unknown-email logins. */
export function playerContext(app: FastifyInstance): PlayerContext {
  const { config } = app;
  return {
    db: app.db,
    clock: app.clock,
    outbox: app.outbox,
    tokens: app.accessTokens,
    passwords: createPasswordHasher({
      memoryCost: config.ARGON2_MEMORY_KIB,
      timeCost: config.ARGON2_TIME_COST,
      parallelism: config.ARGON2_PARALLELISM,
    }),
    publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
    sessionTtlMs: config.SESSION_TTL_DAYS * 86_400_000,
    events: app.events,
  };
}
