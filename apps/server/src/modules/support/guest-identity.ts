import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { memoizeLoad } from '../../shared/lazy-secret.ts';

/**
 * The guest's chat identity (issue 27): `<random>.<HMAC>` under a key derived from the session
 * secret, so only the server can issue one; a made-up value is refused, not taken as a new
 * guest. The table keeps the hash of the whole value.
 */
export interface GuestIdentities {
  issue(): Promise<string>;
  /** Whether the server issued this value. */
  isIssued(value: string): Promise<boolean>;
}

export function createGuestIdentities(secret: () => Promise<string>): GuestIdentities {
  const keyOf = memoizeLoad(async () =>
    createHmac('sha256', await secret())
      .update('support guest')
      .digest(),
  );
  const sign = async (id: string) =>
    createHmac('sha256', await keyOf())
      .update(id)
      .digest('base64url');
  return {
    async issue() {
      const id = randomBytes(32).toString('base64url');
      return `${id}.${await sign(id)}`;
    },
    async isIssued(value) {
      const [id, mac, extra] = value.split('.');
      if (!id || !mac || extra !== undefined) return false;
      const expected = Buffer.from(await sign(id));
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export const guestKeyHash = (value: string) => createHash('sha256').update(value).digest('hex');
