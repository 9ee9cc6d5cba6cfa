import { type Db, players } from '@casino/db';
import { eq } from 'drizzle-orm';
import type { EventSink } from '../../shared/event-bus.ts';
import { createPasswordHasher, type PasswordHasher, passwordHasherFor } from './passwords.ts';
import { closePlayerSessions, closeSession } from './session-repository.ts';
import { deleteAllPasskeys } from './two-factor/passkey-repository.ts';
import * as twoFactor from './two-factor/repository.ts';
import { isTwoFactorOn } from './two-factor/service.ts';

// What the back office does to players (docs/decisions/023); callers pass their transaction.

export { createPasswordHasher, type PasswordHasher, passwordHasherFor };

/**
 * Sets a player's status. Blocking closes every open session (their tokens stop working at
 * once: the session check refuses a player who is not active) and, after commit, the sockets.
 */
export async function setPlayerStatus(
  db: Db,
  events: EventSink,
  playerId: string,
  status: number,
  now: Date,
) {
  await db.update(players).set({ status, updatedAt: now }).where(eq(players.id, playerId));
  if (status !== 1) {
    await closePlayerSessions(db, playerId, 'player_blocked', now);
    events.emit({ type: 'player.sessions.closed', playerId });
  }
}

/** Closes one session of the player; false when it is not theirs. */
export async function closePlayerSessionByOperator(
  db: Db,
  events: EventSink,
  playerId: string,
  sessionId: string,
  now: Date,
) {
  const found = await closeSession(db, { sessionId, playerId }, 'closed_by_operator', now);
  if (found) events.emit({ type: 'player.sessions.closed', playerId, sessionIds: [sessionId] });
  return found;
}

/** Whether the player's sign-in asks for a second factor. */
export const hasPlayerTwoFactor = (db: Db, playerId: string) => isTwoFactorOn({ db }, playerId);

/**
 * Turns the player's two-step sign-in off (the app's secret, the recovery codes and every
 * passkey) and closes every open session, in the caller's transaction; false when it was off.
 * The caller emits `player.sessions.closed` after commit (issue 35: a player who lost the app,
 * the codes and the passkeys).
 */
export async function resetPlayerTwoFactor(db: Db, playerId: string, now: Date) {
  const row = await twoFactor.lockTotp(db, playerId);
  const passkeys = await deleteAllPasskeys(db, playerId);
  if (!row?.secret && passkeys === 0) return false;
  await twoFactor.removeTotp(db, playerId);
  await closePlayerSessions(db, playerId, 'two_factor_reset', now);
  return true;
}

// The settings screen's registration fields (docs/decisions/024).
export { registrationFields, updateRegistrationFields } from './registration-fields.ts';
/**
 * Closes every open session of the player in the caller's transaction (a time-out or
 * self-exclusion: docs/decisions/026); the caller emits `player.sessions.closed` after commit.
 */
export async function closeAllPlayerSessions(db: Db, playerId: string, now: Date) {
  await closePlayerSessions(db, playerId, 'responsible_gaming', now);
}

// The players screen (docs/decisions/023).
export {
  COUNT_CAP,
  findPlayerDetails,
  listPlayerSessions,
  lockPlayerStatus,
  searchPlayers,
} from './operator-queries.ts';
