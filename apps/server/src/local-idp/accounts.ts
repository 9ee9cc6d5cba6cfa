import { type Db, localIdpAccounts } from '@casino/db';
import { eq } from 'drizzle-orm';

export type LocalAccount = typeof localIdpAccounts.$inferSelect;

export async function findAccountById(db: Db, id: string): Promise<LocalAccount | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(localIdpAccounts).where(eq(localIdpAccounts.id, id));
  return row ?? null;
}

export async function findAccountByEmail(db: Db, email: string): Promise<LocalAccount | null> {
  const [row] = await db.select().from(localIdpAccounts).where(eq(localIdpAccounts.email, email));
  return row ?? null;
}

/** Null: the email is taken. */
export async function insertAccount(
  db: Db,
  values: { email: string; name: string | null; passwordHash: string },
): Promise<LocalAccount | null> {
  const [row] = await db.insert(localIdpAccounts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}
