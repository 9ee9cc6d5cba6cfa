import { createHmac } from 'node:crypto';
import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from './clock.ts';
import { memoizeLoad } from './lazy-secret.ts';

/** What a subscription token is for the channel asked: valid, expired (code 109), or not. */
export type SubscriptionCheck = 'valid' | 'expired' | 'invalid';

export interface SubscriptionTokens {
  /**
   * A token letting connections of `user` ('' = anonymous) subscribe to `channel`. `holder`
   * names who it was given to (an operator: `agent:{id}`), so their sockets can be ended at once
   * (Hub.revokeHolder) when they may no longer listen.
   */
  sign(channel: string, user: string, holder?: string): Promise<string>;
  check(token: string, channel: string, user: string): Promise<SubscriptionCheck>;
}

const ALGORITHM = 'HS256';

/**
 * Centrifugo's subscription JWT (`sub` = the connection's user, `channel`, `exp`), HS256 under
 * a key derived from the session secret, so it can never pass as an access token or the other
 * way round. Channels of the TOKEN_NAMESPACES need one (docs/decisions/030).
 */
export function createSubscriptionTokens(
  secret: () => Promise<string>,
  ttlSeconds: number,
  clock: Clock,
): SubscriptionTokens {
  const keyOf = memoizeLoad(async () =>
    createHmac('sha256', await secret())
      .update('realtime subscription')
      .digest(),
  );
  return {
    async sign(channel, user, holder) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ channel, ...(holder ? { holder } : {}) })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(user)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(await keyOf());
    },
    async check(token, channel, user) {
      try {
        const { payload } = await jwtVerify(token, await keyOf(), {
          algorithms: [ALGORITHM],
          currentDate: clock.now(),
          requiredClaims: ['exp', 'channel'],
        });
        return payload.channel === channel && (payload.sub ?? '') === user ? 'valid' : 'invalid';
      } catch (error) {
        if (error instanceof errors.JWTExpired) return 'expired';
        if (error instanceof errors.JOSEError) return 'invalid';
        throw error;
      }
    },
  };
}

/** The `holder` of a token `check` found valid, or null (a player's or guest's token). */
export function holderOf(token: string): string | null {
  const { holder } = decodeJwt(token);
  return typeof holder === 'string' && holder ? holder : null;
}
