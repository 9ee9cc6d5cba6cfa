import type { Db, PlayerTokenKind } from '@casino/db';
import * as repo from './repository.ts';
import { hashToken, newToken } from './secrets.ts';

/** How long each kind of one-time link works. */
export const TOKEN_TTL_MS: Record<PlayerTokenKind, number> = {
  confirm_email: 24 * 3_600_000,
  reset_password: 3_600_000,
  autologin: 5 * 60_000,
};

/** Stores the hash of a new one-time token and returns the token itself (for the link). */
export async function issuePlayerToken(
  db: Db,
  playerId: string,
  kind: PlayerTokenKind,
  now: Date,
): Promise<string> {
  const token = newToken();
  await repo.insertPlayerToken(db, {
    tokenHash: hashToken(token),
    playerId,
    kind,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[kind]),
  });
  return token;
}

/**
 * Operator side: a single-use login token for `/auth/autologin?state=<token>` that expires
 * in 5 minutes (see `cli.ts autologin`).
 */
export function createAutologinToken(db: Db, playerId: string, now = new Date()): Promise<string> {
  return issuePlayerToken(db, playerId, 'autologin', now);
}

/** Uses a one-time token up; its owner, or null when unknown, used, expired or of another kind. */
export function consumePlayerToken(db: Db, token: string, kind: PlayerTokenKind, now: Date) {
  return repo.consumePlayerToken(db, hashToken(token), kind, now);
}

export function findTokenOwner(db: Db, token: string, kind: PlayerTokenKind, now: Date) {
  return repo.findUsableTokenOwner(db, hashToken(token), kind, now);
}
