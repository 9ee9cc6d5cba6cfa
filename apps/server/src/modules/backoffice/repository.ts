import {
  type Db,
  operatorApiKeys,
  operatorRecoveryCodes,
  operatorSessions,
  operators,
} from '@casino/db';
import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';

// Operators, their sessions, recovery codes and API keys.

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorSessionRow = typeof operatorSessions.$inferSelect;
export type ApiKeyRow = typeof operatorApiKeys.$inferSelect;

export async function findOperatorByEmail(db: Db, email: string) {
  const [row] = await db.select().from(operators).where(eq(operators.email, email));
  return row ?? null;
}

export async function findOperator(db: Db, id: string) {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row ?? null;
}

export async function lockOperator(db: Db, id: string) {
  const [row] = await db.select().from(operators).where(eq(operators.id, id)).for('update');
  return row ?? null;
}

export function listOperators(db: Db) {
  return db.select().from(operators).orderBy(asc(operators.email));
}

export async function insertOperator(db: Db, values: typeof operators.$inferInsert) {
  const [row] = await db.insert(operators).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateOperator(
  db: Db,
  id: string,
  changes: Partial<typeof operators.$inferInsert>,
) {
  const [row] = await db.update(operators).set(changes).where(eq(operators.id, id)).returning();
  return row!;
}

/**
 * Takes an unexpired setup secret (by its hash) and sets the password, in one statement: of two
 * uses at once, one finds the row. Null: unknown, used, expired, or the operator is disabled.
 */
export async function consumeSetupToken(
  db: Db,
  tokenHash: string,
  now: Date,
  passwordHash: string,
) {
  const [row] = await db
    .update(operators)
    .set({ passwordHash, setupTokenHash: null, setupExpiresAt: null })
    .where(
      and(
        eq(operators.setupTokenHash, tokenHash),
        gt(operators.setupExpiresAt, now),
        isNull(operators.disabledAt),
      ),
    )
    .returning();
  return row ?? null;
}

export async function insertSession(db: Db, values: typeof operatorSessions.$inferInsert) {
  const [row] = await db.insert(operatorSessions).values(values).returning();
  return row!;
}

/** An open session by its token's hash, with its operator. */
export async function findSessionByToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.closedAt)));
  return row ?? null;
}

export async function updateSession(
  db: Db,
  id: string,
  changes: Partial<typeof operatorSessions.$inferInsert>,
) {
  await db.update(operatorSessions).set(changes).where(eq(operatorSessions.id, id));
}

/** Closes the operator's open sessions (all, or all but `exceptSessionId`). */
export async function closeOperatorSessions(
  db: Db,
  operatorId: string,
  now: Date,
  exceptSessionId?: string,
) {
  await db
    .update(operatorSessions)
    .set({ closedAt: now })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.closedAt),
        exceptSessionId ? ne(operatorSessions.id, exceptSessionId) : undefined,
      ),
    );
}

export async function findOperatorByResetHash(db: Db, hash: string) {
  const [row] = await db.select().from(operators).where(eq(operators.passwordResetHash, hash));
  return row ?? null;
}

export async function replaceRecoveryCodes(db: Db, operatorId: string, hashes: string[]) {
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  if (hashes.length > 0) {
    await db
      .insert(operatorRecoveryCodes)
      .values(hashes.map((codeHash) => ({ operatorId, codeHash })));
  }
}

/** Marks an unused recovery code of the operator used; false when there is none. */
export async function useRecoveryCode(db: Db, operatorId: string, codeHash: string, now: Date) {
  const used = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(operatorRecoveryCodes.operatorId, operatorId),
        eq(operatorRecoveryCodes.codeHash, codeHash),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id });
  return used.length > 0;
}

export async function findApiKeyByHash(db: Db, keyHash: string) {
  const [row] = await db
    .select()
    .from(operatorApiKeys)
    .where(and(eq(operatorApiKeys.keyHash, keyHash), isNull(operatorApiKeys.revokedAt)));
  return row ?? null;
}

export function listApiKeys(db: Db) {
  return db.select().from(operatorApiKeys).orderBy(asc(operatorApiKeys.createdAt));
}

export async function insertApiKey(db: Db, values: typeof operatorApiKeys.$inferInsert) {
  const [row] = await db.insert(operatorApiKeys).values(values).returning();
  return row!;
}

export async function updateApiKey(
  db: Db,
  id: string,
  changes: Partial<typeof operatorApiKeys.$inferInsert>,
) {
  const [row] = await db
    .update(operatorApiKeys)
    .set(changes)
    .where(eq(operatorApiKeys.id, id))
    .returning();
  return row ?? null;
}
