import { type Db, socialIdentities, socialSessions } from '@casino/db';
import { and, asc, eq } from 'drizzle-orm';

export type IdentityRow = typeof socialIdentities.$inferSelect;

export async function findIdentity(
  db: Db,
  issuer: string,
  subject: string,
): Promise<IdentityRow | null> {
  const [row] = await db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.issuer, issuer), eq(socialIdentities.subject, subject)));
  return row ?? null;
}

/** False: the player already has one at this issuer, or the identity is taken (raced). */
export async function insertIdentity(
  db: Db,
  values: typeof socialIdentities.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(socialIdentities)
    .values(values)
    .onConflictDoNothing()
    .returning({ subject: socialIdentities.subject });
  return rows.length > 0;
}

export function listIdentities(db: Db, playerId: string): Promise<IdentityRow[]> {
  return db
    .select()
    .from(socialIdentities)
    .where(eq(socialIdentities.playerId, playerId))
    .orderBy(asc(socialIdentities.createdAt));
}

export async function deleteIdentity(db: Db, playerId: string, providerId: string) {
  const rows = await db
    .delete(socialIdentities)
    .where(
      and(eq(socialIdentities.playerId, playerId), eq(socialIdentities.providerId, providerId)),
    )
    .returning({ subject: socialIdentities.subject });
  return rows.length > 0;
}

export async function insertSocialSession(db: Db, values: typeof socialSessions.$inferInsert) {
  await db.insert(socialSessions).values(values).onConflictDoNothing();
}

export async function findSocialSession(db: Db, sessionId: string) {
  const [row] = await db
    .select()
    .from(socialSessions)
    .where(eq(socialSessions.sessionId, sessionId));
  return row ?? null;
}
