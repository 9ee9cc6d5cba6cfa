import type { SocialSignUp } from '@casino/contracts';
import { EncryptJWT, jwtDecrypt } from 'jose';

/**
 * One sign-in under way (docs/decisions/029): what the callback must check and what it needs to
 * finish. Kept sealed (A256GCM) in an HttpOnly cookie, so nothing is stored per attempt and the
 * page's scripts never see the PKCE verifier.
 */
export interface SocialTransaction {
  providerId: string;
  /**
   * `sign-up`: an identity no account has, kept for the registration step (`identity`);
   * `second-factor`: a known identity whose player has two-step sign-in, kept for the code
   * (`playerId`, `identity`, `attempts`: wrong codes so far).
   */
  mode: 'login' | 'link' | 'sign-up' | 'second-factor';
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Link mode: the signed-in player who asked. */
  playerId?: string;
  target?: string;
  signUp?: SocialSignUp;
  affiliateTag?: string;
  affiliateToken?: string;
  /** Sign-up mode: what the provider vouched for, so the player need not sign in there again. */
  identity?: PendingIdentity;
  /** Second-factor mode: wrong codes given so far (a few, then the sign-in starts over). */
  attempts?: number;
  /** Epoch ms: older than TRANSACTION_TTL_MS answers `timeout`. */
  startedAt: number;
}

/** A verified identity waiting for its account (the registration step, issue 29). */
export interface PendingIdentity {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  idToken: string;
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
