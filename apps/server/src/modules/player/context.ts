import type { Db } from '@casino/db';
import type { Config } from '../../config.ts';
import type { AccessTokens } from '../../shared/access-token.ts';
import type { Clock } from '../../shared/clock.ts';
import type { EventSink } from '../../shared/event-bus.ts';
import type { Outbox } from '../../shared/mailer.ts';
import type { CaptchaVerifier } from './captcha.ts';
import { type PasswordHasher, passwordHasherFor } from './passwords.ts';

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
  /** The identity provider's logout URL of a social-login session (docs/decisions/029). */
  providerLogoutUrl?: (sessionId: string, locale?: string) => Promise<string | undefined>;
  /** After a registration with a bonus code commits: the bonus engine applies it (app.ts). */
  onBonusCode?: (playerId: string, bonusCode: string) => Promise<void>;
  /**
   * Inside the registration's transaction, after the wallet account opens: the limits module
   * sets a deposit limit chosen at sign-up (app.ts).
   */
  onRegistering?: RegistrationStep;
  /**
   * Asked before a registration (the national self-exclusion register, docs/decisions/026): a
   * refusal ends it with its status and code; nothing is written.
   */
  registrationGate?: RegistrationGate;
  /**
   * Before any way into a session (password, autologin, social sign-in) opens it, and before a
   * refresh (`admitToSession`): the register again; may start a self-exclusion. A refusal
   * (Germany's LUGAS: playing with another operator now, issue 32) keeps the session closed.
   */
  beforeSession?: (playerId: string, moment: SessionMoment) => Promise<SessionRefusal | undefined>;
  /**
   * Whether registering from this country needs a valid CPF (its jurisdiction profile's
   * `requiresCpf`, issue 32: Brazil); unset: never.
   */
  requiresCpf?: (country: string) => boolean;
  /** CAPTCHA_PROVIDER's verifier; none: the `captcha` field is never asked (captcha.ts). */
  captcha?: CaptchaVerifier | null;
}

/** A new session (any sign-in), or a refresh of an open one. */
export type SessionMoment = 'sign_in' | 'refresh';

export type RegistrationGate = (person: {
  email: string;
  /** The account's country: its jurisdiction profile says which national registers are asked. */
  country?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  dateOfBirth?: string | null;
  postcode?: string | null;
  /** 11 digits. */
  cpf?: string | null;
}) => Promise<
  | { allowed: true; answer?: string }
  | { allowed: false; status: number; code: string; message: string }
>;

/** A step of a registration's transaction (the new player's currency and sign-up choices). */
export type RegistrationStep = (
  tx: Db,
  playerId: string,
  values: {
    currency: string;
    depositLimit?: { period: 'daily' | 'weekly' | 'monthly'; amount: number } | undefined;
    /** What the registration gate answered (the self-exclusion register), kept by the hook. */
    registerAnswer?: string | undefined;
  },
) => Promise<void>;

/** Where a login comes from (shown in the session list). */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** What the app hands in: the context but for what is made here from the settings. */
export interface PlayerDeps
  extends Omit<PlayerContext, 'passwords' | 'publicUrl' | 'sessionTtlMs'> {
  config: Pick<
    Config,
    | 'ARGON2_MEMORY_KIB'
    | 'ARGON2_TIME_COST'
    | 'ARGON2_PARALLELISM'
    | 'PUBLIC_URL'
    | 'SESSION_TTL_DAYS'
  >;
}

/** Call once per app: the hasher keeps its dummy hash for unknown-email logins. */
export function createPlayerContext({ config, ...deps }: PlayerDeps): PlayerContext {
  return {
    ...deps,
    passwords: passwordHasherFor(config),
    publicUrl: config.PUBLIC_URL,
    sessionTtlMs: config.SESSION_TTL_DAYS * 86_400_000,
  };
}

/** A way into a session refused by a jurisdiction's rule, with what the player is told. */
export interface SessionRefusal {
  status: number;
  code: string;
  message: string;
}
