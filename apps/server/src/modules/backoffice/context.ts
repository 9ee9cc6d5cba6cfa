import type { JurisdictionCode } from '@casino/contracts';
import type { Db } from '@casino/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Clock } from '../../shared/clock.ts';
import type { EventSink } from '../../shared/event-bus.ts';
import type { Outbox } from '../../shared/mailer.ts';
import { defineTransactionScope } from '../../shared/transaction.ts';
import type { GameContext } from '../game/context.ts';
import type { PaymentContext } from '../payment/operator-service.ts';
import { type PasswordHasher, passwordHasherFor } from '../player/operator-service.ts';
import type { RestrictedCountries } from '../settings/service.ts';
import type { SupportContext } from '../support/agent-service.ts';
import type { VerificationContext } from '../verification/operator-service.ts';
import type { BackofficeFailure } from './failures.ts';
import type { SportsbookOperator } from './sportsbook-routes.ts';

/** What the back-office services need; built once in app.ts (docs/decisions/023). */
export interface BackofficeContext {
  db: Db;
  /** Reports read here: the DATABASE_READ_URL replica, or `db` (app.readDb). */
  readDb: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  passwords: PasswordHasher;
  /** The payment module's context: withdrawals are approved by its services. */
  payments: PaymentContext;
  /** Domain events after commit (`player.sessions.closed` closes a blocked player's sockets). */
  events: EventSink;
  /** Mail to operators (the one-time link after a TOTP reset). */
  outbox: Outbox;
  /** PUBLIC_URL: links in mails point at `${publicUrl}/backoffice/`. */
  publicUrl: string;
  /** The catalog's version: moved by every games change so the site's caches go stale. */
  games: Pick<GameContext, 'catalogVersion' | 'providers'>;
  /** The restricted countries in force (the settings screen edits them). */
  restrictedCountries: RestrictedCountries;
  /** The support chat the agents answer (docs/decisions/030). */
  support?: SupportContext;
  idleTimeoutMs: number;
  sessionMaxMs: number;
  /** In major units of the currency. */
  withdrawalWarningDaily: number;
  isLive: boolean;
  /** The verification module's context: compliance reviews documents through its services. */
  verification: VerificationContext;
  /** The built-in sportsbook's operator API (sandbox results, docs/decisions/032). */
  sportsbook?: SportsbookOperator;
  /** JURISDICTION_COUNTRIES: place → jurisdiction profile (issue 32). */
  jurisdictionCountries: Readonly<Record<string, JurisdictionCode>>;
}

export interface BackofficeDeps {
  config: Pick<
    Config,
    | 'ARGON2_MEMORY_KIB'
    | 'ARGON2_TIME_COST'
    | 'ARGON2_PARALLELISM'
    | 'BACKOFFICE_IDLE_TIMEOUT_MINUTES'
    | 'BACKOFFICE_SESSION_MAX_HOURS'
    | 'BACKOFFICE_WITHDRAWAL_WARNING_DAILY'
    | 'SITE_MODE'
    | 'PUBLIC_URL'
    | 'JURISDICTION_COUNTRIES'
  >;
  db: Db;
  readDb: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  payments: PaymentContext;
  events: EventSink;
  outbox: Outbox;
  games: Pick<GameContext, 'catalogVersion' | 'providers'>;
  restrictedCountries: RestrictedCountries;
  verification: VerificationContext;
  support?: SupportContext;
  sportsbook?: SportsbookOperator;
}

export function createBackofficeContext({ config, ...deps }: BackofficeDeps): BackofficeContext {
  return {
    ...deps,
    passwords: passwordHasherFor(config),
    publicUrl: config.PUBLIC_URL,
    idleTimeoutMs: config.BACKOFFICE_IDLE_TIMEOUT_MINUTES * 60_000,
    sessionMaxMs: config.BACKOFFICE_SESSION_MAX_HOURS * 3_600_000,
    withdrawalWarningDaily: config.BACKOFFICE_WITHDRAWAL_WARNING_DAILY,
    isLive: config.SITE_MODE === 'live',
    jurisdictionCountries: config.JURISDICTION_COUNTRIES,
  };
}

export const { run: inTransaction, rollback } =
  defineTransactionScope<BackofficeFailure>('backoffice');
