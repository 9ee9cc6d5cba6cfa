import { communications, type Db } from '@casino/db';

export type NewCommunication = typeof communications.$inferInsert;

export async function insertCommunication(db: Db, message: NewCommunication) {
  const [row] = await db
    .insert(communications)
    .values(message)
    .returning({ id: communications.id, createdAt: communications.createdAt });
  return row!;
}
