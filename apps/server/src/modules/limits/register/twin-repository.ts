import { type Db, registerTwinEntries } from '@casino/db';
import { and, asc, eq } from 'drizzle-orm';

export type TwinEntryRow = typeof registerTwinEntries.$inferSelect;
export type TwinRegister = TwinEntryRow['register'];
export type TwinListing = TwinEntryRow['listing'];

/** Every entry of every twin, by register then entry. */
export function twinEntries(db: Db): Promise<TwinEntryRow[]> {
  return db
    .select()
    .from(registerTwinEntries)
    .orderBy(asc(registerTwinEntries.register), asc(registerTwinEntries.entry));
}

/** The listing of `entry` (already in the twin's form) on `register`'s list, if any. */
export async function twinListing(
  db: Db,
  register: TwinRegister,
  entry: string,
): Promise<TwinListing | null> {
  const [row] = await db
    .select({ listing: registerTwinEntries.listing })
    .from(registerTwinEntries)
    .where(and(eq(registerTwinEntries.register, register), eq(registerTwinEntries.entry, entry)));
  return row?.listing ?? null;
}

/** Adds an entry, or gives one already listed the new listing. */
export async function upsertTwinEntry(
  db: Db,
  values: { register: TwinRegister; entry: string; listing: TwinListing; createdBy: string | null },
): Promise<TwinEntryRow> {
  const [row] = await db
    .insert(registerTwinEntries)
    .values(values)
    .onConflictDoUpdate({
      target: [registerTwinEntries.register, registerTwinEntries.entry],
      set: { listing: values.listing, createdBy: values.createdBy },
    })
    .returning();
  if (!row) throw new Error('register twin entry not written');
  return row;
}

/** Adds entries not listed yet (an entry already there keeps its listing). */
export async function insertMissingTwinEntries(
  db: Db,
  rows: { register: TwinRegister; entry: string; listing: TwinListing }[],
): Promise<void> {
  await db.insert(registerTwinEntries).values(rows).onConflictDoNothing();
}

export async function findTwinEntry(db: Db, id: string): Promise<TwinEntryRow | null> {
  const [row] = await db.select().from(registerTwinEntries).where(eq(registerTwinEntries.id, id));
  return row ?? null;
}

export async function deleteTwinEntry(db: Db, id: string): Promise<void> {
  await db.delete(registerTwinEntries).where(eq(registerTwinEntries.id, id));
}
