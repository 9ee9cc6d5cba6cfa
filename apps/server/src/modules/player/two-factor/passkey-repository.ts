import { type Db, passkeyChallenges, playerPasskeys } from '@casino/db';
import { and, asc, eq, gt, lt } from 'drizzle-orm';

// A player's passkeys and the single-use WebAuthn challenges (issue 35).

export type PasskeyRow = typeof playerPasskeys.$inferSelect;
type Purpose = (typeof passkeyChallenges.$inferSelect)['purpose'];

export async function listPasskeys(db: Db, playerId: string): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(playerPasskeys)
    .where(eq(playerPasskeys.playerId, playerId))
    .orderBy(asc(playerPasskeys.createdAt), asc(playerPasskeys.id));
}

/** The player's passkey with this credential id, locked until the transaction ends (counter). */
export async function lockPasskeyByCredential(db: Db, playerId: string, credentialId: string) {
  const [row] = await db
    .select()
    .from(playerPasskeys)
    .where(
      and(eq(playerPasskeys.playerId, playerId), eq(playerPasskeys.credentialId, credentialId)),
    )
    .for('update');
  return row ?? null;
}

export async function findPasskeyByCredential(db: Db, credentialId: string) {
  const [row] = await db
    .select({ id: playerPasskeys.id })
    .from(playerPasskeys)
    .where(eq(playerPasskeys.credentialId, credentialId));
  return row ?? null;
}

export async function insertPasskey(db: Db, values: typeof playerPasskeys.$inferInsert) {
  await db.insert(playerPasskeys).values(values);
}

export async function markPasskeyUsed(db: Db, id: string, counter: number, now: Date) {
  await db
    .update(playerPasskeys)
    .set({ counter, lastUsedAt: now })
    .where(eq(playerPasskeys.id, id));
}

/** Removes one passkey of the player; false when the player has no such passkey. */
export async function deletePasskey(db: Db, playerId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(playerPasskeys)
    .where(and(eq(playerPasskeys.playerId, playerId), eq(playerPasskeys.id, id)))
    .returning({ id: playerPasskeys.id });
  return gone.length > 0;
}

export async function deleteAllPasskeys(db: Db, playerId: string): Promise<number> {
  const gone = await db
    .delete(playerPasskeys)
    .where(eq(playerPasskeys.playerId, playerId))
    .returning({ id: playerPasskeys.id });
  return gone.length;
}

export async function hasPasskey(db: Db, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: playerPasskeys.id })
    .from(playerPasskeys)
    .where(eq(playerPasskeys.playerId, playerId))
    .limit(1);
  return row !== undefined;
}

/** Stores a challenge handed out; expired ones are swept at the same time. */
export async function insertChallenge(
  db: Db,
  values: { challenge: string; purpose: Purpose; playerId: string | null; expiresAt: Date },
  now: Date,
): Promise<string> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  const [row] = await db
    .insert(passkeyChallenges)
    .values(values)
    .returning({ id: passkeyChallenges.id });
  return row!.id;
}

/**
 * Takes a challenge (it is deleted: an answer is checked against it once) if it is still valid
 * and was handed out for this purpose (and, for a registration, to this player).
 */
export async function takeChallenge(
  db: Db,
  id: string,
  purpose: Purpose,
  now: Date,
): Promise<{ challenge: string; playerId: string | null } | null> {
  const [row] = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.id, id),
        eq(passkeyChallenges.purpose, purpose),
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge, playerId: passkeyChallenges.playerId });
  return row ?? null;
}
