import { createHmac } from 'node:crypto';
import { SessionTokenClaimsSchema } from '@casino/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from './clock.ts';
import { memoizeLoad } from './lazy-secret.ts';

export interface AccessTokenClaims {
  playerId: string;
  sessionId: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  /** 'realtime': a websocket connection token, which the HTTP API refuses. */
  use?: 'realtime';
}

export interface SignOptions {
  /** Signs as of this time (a replayed refresh gets back the very token issued then). */
  issuedAt?: Date;
  use?: 'realtime';
}

/** What a token is: valid (with its claims), correctly signed but expired, or anything else. */
export type TokenCheck =
  | { status: 'valid'; claims: AccessTokenClaims }
  | { status: 'expired' }
  | { status: 'invalid' };

export interface AccessTokens {
  sign(playerId: string, sessionId: string, options?: SignOptions): Promise<string>;
  /** The claims of a valid, unexpired access token; null for anything else (realtime ones too). */
  verify(token: string): Promise<AccessTokenClaims | null>;
  /**
   * The successor of a refresh token: an HMAC under the session secret, so a replay within the
   * grace window gets the same one back and nobody without the secret can compute it.
   */
  deriveRefreshToken(previous: string): Promise<string>;
  /**
   * Like verify, but tells an expired token (good signature and claims) from a bad one: the
   * realtime protocol asks the client for a new token (code 109) only in the first case.
   */
  check(token: string): Promise<TokenCheck>;
  /** Loads the secret now (boot) rather than on first use. */
  load(): Promise<void>;
}

const ALGORITHM = 'HS256';

/**
 * Short-lived HS256 JWTs carrying `sub` (player id), `sid` (session id), `iat` and `exp`.
 * The secret may be loaded lazily (from the database): the first use loads it, a failed load
 * is retried on the next use, so the app boots even while the database is down.
 */
export function createAccessTokens(
  secret: string | (() => Promise<string>),
  ttlSeconds: number,
  clock: Clock,
): AccessTokens {
  const keyOf = memoizeLoad(async () =>
    new TextEncoder().encode(typeof secret === 'string' ? secret : await secret()),
  );
  async function check(token: string): Promise<TokenCheck> {
    const key = await keyOf();
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        currentDate: clock.now(),
        requiredClaims: ['sub', 'sid', 'exp', 'iat'],
      });
      const claims = SessionTokenClaimsSchema.safeParse(payload);
      if (!claims.success) return { status: 'invalid' };
      return {
        status: 'valid',
        claims: {
          playerId: claims.data.sub,
          sessionId: claims.data.sid,
          expiresAt: claims.data.exp,
          ...(claims.data.use && { use: claims.data.use }),
        },
      };
    } catch (error) {
      // jose checks the signature before the claims: an expired token was signed by us.
      if (error instanceof errors.JWTExpired) {
        return SessionTokenClaimsSchema.safeParse(error.payload).success
          ? { status: 'expired' }
          : { status: 'invalid' };
      }
      if (error instanceof errors.JOSEError) return { status: 'invalid' };
      throw error;
    }
  }
  return {
    async load() {
      await keyOf();
    },
    async sign(playerId, sessionId, { issuedAt = clock.now(), use } = {}) {
      const key = await keyOf();
      const now = Math.floor(issuedAt.getTime() / 1000);
      return new SignJWT({ sid: sessionId, ...(use && { use }) })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(playerId)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      const result = await check(token);
      return result.status === 'valid' && !result.claims.use ? result.claims : null;
    },
    async deriveRefreshToken(previous) {
      const key = await keyOf();
      return createHmac('sha256', key).update(`refresh:${previous}`).digest('base64url');
    },
    check,
  };
}
