import { type Db, playerRecoveryCodes, playerTotp } from '@casino/db';
import { and, count, eq, isNull, sql } from 'drizzle-orm';

// A player's authenticator app and recovery codes (issue 35).

export type TotpRow = typeof playerTotp.$inferSelect;

export async function findTotp(db: Db, playerId: string): Promise<TotpRow | null> {
  const [row] = await db.select().from(playerTotp).where(eq(playerTotp.playerId, playerId));
  return row ?? null;
}

/** The row, locked until the transaction ends (two codes checked at once use a step once). */
export async function lockTotp(db: Db, playerId: string): Promise<TotpRow | null> {
  const [row] = await db
    .select()
    .from(playerTotp)
    .where(eq(playerTotp.playerId, playerId))
    .for('update');
  return row ?? null;
}

/** A new secret to confirm; the one in force (if any) stays until then. */
export async function setPendingSecret(db: Db, playerId: string, pendingSecret: string) {
  await db
    .insert(playerTotp)
    .values({ playerId, pendingSecret })
    .onConflictDoUpdate({ target: playerTotp.playerId, set: { pendingSecret } });
}

export async function enableTotp(
  db: Db,
  playerId: string,
  values: { secret: string; lastStep: number; enabledAt: Date },
) {
  await db
    .update(playerTotp)
    .set({ ...values, pendingSecret: null })
    .where(eq(playerTotp.playerId, playerId));
}

export async function setLastStep(db: Db, playerId: string, lastStep: number) {
  await db.update(playerTotp).set({ lastStep }).where(eq(playerTotp.playerId, playerId));
}

export async function removeTotp(db: Db, playerId: string) {
  await db.delete(playerTotp).where(eq(playerTotp.playerId, playerId));
  await db.delete(playerRecoveryCodes).where(eq(playerRecoveryCodes.playerId, playerId));
}

export async function replaceRecoveryCodes(db: Db, playerId: string, hashes: string[]) {
  await db.delete(playerRecoveryCodes).where(eq(playerRecoveryCodes.playerId, playerId));
  if (hashes.length > 0) {
    await db.insert(playerRecoveryCodes).values(hashes.map((codeHash) => ({ playerId, codeHash })));
  }
}

/** Marks an unused recovery code of the player used; false when there is none. */
export async function useRecoveryCode(db: Db, playerId: string, codeHash: string, now: Date) {
  const used = await db
    .update(playerRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(playerRecoveryCodes.playerId, playerId),
        eq(playerRecoveryCodes.codeHash, codeHash),
        isNull(playerRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: playerRecoveryCodes.id });
  return used.length > 0;
}

export async function countUnusedRecoveryCodes(db: Db, playerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(playerRecoveryCodes)
    .where(and(eq(playerRecoveryCodes.playerId, playerId), isNull(playerRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** Whether the player has TOTP in force (the login asks for a code). */
export async function hasTotp(db: Db, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: sql<boolean>`true` })
    .from(playerTotp)
    .where(and(eq(playerTotp.playerId, playerId), sql`${playerTotp.secret} is not null`));
  return row !== undefined;
}
