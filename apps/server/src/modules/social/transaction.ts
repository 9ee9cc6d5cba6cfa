import type { SocialSignUp } from '@casino/contracts';
import { EncryptJWT, jwtDecrypt } from 'jose';

/**
 * One sign-in under way (docs/decisions/029): what the callback must check and what it needs to
 * finish. Kept sealed (A256GCM) in an HttpOnly cookie, so nothing is stored per attempt and the
 * page's scripts never see the PKCE verifier.
 */
export interface SocialTransaction {
  providerId: string;
  mode: 'login' | 'link';
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Link mode: the signed-in player who asked. */
  playerId?: string;
  target?: string;
  signUp?: SocialSignUp;
  affiliateTag?: string;
  affiliateToken?: string;
  /** Epoch ms: older than TRANSACTION_TTL_MS answers `timeout`. */
  startedAt: number;
}

export const TRANSACTION_COOKIE = 'social_tx';
/** Where the cookie is sent: the social calls only. */
export const TRANSACTION_COOKIE_PATH = '/api/player';
export const TRANSACTION_TTL_MS = 10 * 60_000;

export interface TransactionSealer {
  seal(transaction: SocialTransaction): Promise<string>;
  /** Null when missing, tampered with or sealed under another key. */
  open(sealed: string | undefined): Promise<SocialTransaction | null>;
}

/** `secret` gives 32+ random bytes, base64url (a lazy secret: instances agree). */
export function createTransactionSealer(secret: () => Promise<string>): TransactionSealer {
  const key = async () => Buffer.from(await secret(), 'base64url').subarray(0, 32);
  return {
    async seal(transaction) {
      return new EncryptJWT({ tx: transaction })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .encrypt(await key());
    },
    async open(sealed) {
      if (!sealed) return null;
      try {
        const { payload } = await jwtDecrypt(sealed, await key());
        return (payload.tx as SocialTransaction | undefined) ?? null;
      } catch {
        return null;
      }
    },
  };
}
