import { DOCUMENT_STATUS } from '@casino/contracts';
import {
  type Db,
  type Tx,
  verificationAlerts,
  verificationDocuments,
  verificationEvents,
  verificationProfiles,
  verificationWebhooks,
} from '@casino/db';
import { and, asc, count, desc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { findPlayerContacts, findPlayerEmails } from '../player/account-service.ts';

export type DocumentRow = typeof verificationDocuments.$inferSelect;
export type ProfileRow = typeof verificationProfiles.$inferSelect;
export type EventRow = typeof verificationEvents.$inferSelect;

export async function insertDocument(db: Db, values: typeof verificationDocuments.$inferInsert) {
  const [row] = await db.insert(verificationDocuments).values(values).returning();
  return row!;
}

export async function listDocuments(db: Db | Tx, playerId: string) {
  return db
    .select()
    .from(verificationDocuments)
    .where(eq(verificationDocuments.playerId, playerId))
    .orderBy(desc(verificationDocuments.createdAt));
}

export async function findDocument(db: Db | Tx, id: string, opts: { forUpdate?: boolean } = {}) {
  const query = db.select().from(verificationDocuments).where(eq(verificationDocuments.id, id));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function deleteDocument(db: Db | Tx, id: string) {
  await db.delete(verificationDocuments).where(eq(verificationDocuments.id, id));
}

export async function updateDocument(
  db: Db | Tx,
  id: string,
  values: Partial<typeof verificationDocuments.$inferInsert>,
) {
  const [row] = await db
    .update(verificationDocuments)
    .set(values)
    .where(eq(verificationDocuments.id, id))
    .returning();
  return row!;
}

export async function queue(
  db: Db,
  query: { status: number; playerId?: string; page: number; perPage: number },
) {
  const where = and(
    eq(verificationDocuments.status, query.status),
    query.playerId ? eq(verificationDocuments.playerId, query.playerId) : undefined,
  );
  const docs = await db
    .select()
    .from(verificationDocuments)
    .where(where)
    .orderBy(asc(verificationDocuments.createdAt))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [total] = await db.select({ n: count() }).from(verificationDocuments).where(where);
  const emails = await findPlayerEmails(db, [...new Set(docs.map((doc) => doc.playerId))]);
  const rows = docs.map((doc) => ({ doc, email: emails.get(doc.playerId) ?? '' }));
  return { rows, total: total?.n ?? 0 };
}

export async function emailOf(db: Db | Tx, playerId: string) {
  const contact = (await findPlayerContacts(db, [playerId])).get(playerId);
  return contact
    ? { email: contact.email, country: contact.country, language: contact.language }
    : null;
}

/** The player's profile row, created on first use (locked when `forUpdate`). */
export async function profileOf(db: Db | Tx, playerId: string, opts: { forUpdate?: boolean } = {}) {
  await db.insert(verificationProfiles).values({ playerId }).onConflictDoNothing();
  const query = db
    .select()
    .from(verificationProfiles)
    .where(eq(verificationProfiles.playerId, playerId));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row!;
}

export async function findProfileByApplicant(db: Db | Tx, applicantId: string) {
  const [row] = await db
    .select()
    .from(verificationProfiles)
    .where(eq(verificationProfiles.sumsubApplicantId, applicantId));
  return row ?? null;
}

export async function updateProfile(
  db: Db | Tx,
  playerId: string,
  values: Partial<typeof verificationProfiles.$inferInsert>,
) {
  await db
    .update(verificationProfiles)
    .set(values)
    .where(eq(verificationProfiles.playerId, playerId));
}

export async function insertEvent(db: Db | Tx, values: typeof verificationEvents.$inferInsert) {
  await db.insert(verificationEvents).values(values);
}

export async function listEvents(db: Db, playerId: string) {
  return db
    .select()
    .from(verificationEvents)
    .where(eq(verificationEvents.playerId, playerId))
    .orderBy(asc(verificationEvents.createdAt));
}

/** Records a webhook by digest; false when it was already taken in (a replay). */
export async function claimWebhook(db: Db | Tx, values: typeof verificationWebhooks.$inferInsert) {
  const rows = await db
    .insert(verificationWebhooks)
    .values(values)
    .onConflictDoNothing()
    .returning({ digest: verificationWebhooks.digest });
  return rows.length > 0;
}

export async function setWebhookOutcome(db: Db | Tx, digest: string, outcome: string) {
  await db
    .update(verificationWebhooks)
    .set({ outcome })
    .where(eq(verificationWebhooks.digest, digest));
}

/** Approved documents past their expiry day whose player was not told yet, oldest first. */
export async function expiredUntold(db: Db, today: string, limit: number) {
  return db
    .select({ id: verificationDocuments.id })
    .from(verificationDocuments)
    .where(
      and(
        eq(verificationDocuments.status, DOCUMENT_STATUS.approved),
        lt(verificationDocuments.expiresOn, today),
        isNull(verificationDocuments.expiryNotifiedAt),
      ),
    )
    .orderBy(asc(verificationDocuments.expiresOn))
    .limit(limit);
}

export type AlertRow = typeof verificationAlerts.$inferSelect;

export async function insertAlert(db: Db | Tx, values: typeof verificationAlerts.$inferInsert) {
  await db.insert(verificationAlerts).values(values);
}

const alertColumns = {
  alert: verificationAlerts,
  withdrawalsFrozen: verificationProfiles.withdrawalsFrozen,
};

/** The alerts with their players' emails. */
async function withEmails<R extends { alert: AlertRow }>(db: Db | Tx, rows: R[]) {
  const emails = await findPlayerEmails(db, [...new Set(rows.map((r) => r.alert.playerId))]);
  return rows.map((row) => ({ ...row, email: emails.get(row.alert.playerId) ?? '' }));
}

/** Alerts open (oldest first) or resolved (newest first), with the player's email and freeze. */
export async function listAlerts(db: Db, status: 'open' | 'resolved', limit = 100) {
  const rows = await db
    .select(alertColumns)
    .from(verificationAlerts)
    .leftJoin(verificationProfiles, eq(verificationProfiles.playerId, verificationAlerts.playerId))
    .where(
      status === 'open'
        ? isNull(verificationAlerts.resolvedAt)
        : isNotNull(verificationAlerts.resolvedAt),
    )
    .orderBy(
      status === 'open' ? asc(verificationAlerts.createdAt) : desc(verificationAlerts.resolvedAt),
    )
    .limit(limit);
  return withEmails(db, rows);
}

export async function countOpenAlerts(db: Db) {
  const [row] = await db
    .select({ n: count() })
    .from(verificationAlerts)
    .where(isNull(verificationAlerts.resolvedAt));
  return row?.n ?? 0;
}

export async function findAlert(db: Db | Tx, id: string) {
  const found = await db
    .select(alertColumns)
    .from(verificationAlerts)
    .leftJoin(verificationProfiles, eq(verificationProfiles.playerId, verificationAlerts.playerId))
    .where(eq(verificationAlerts.id, id));
  const [row] = await withEmails(db, found);
  return row ?? null;
}

/** Resolves an open alert; false when it was resolved already. */
export async function resolveAlert(
  db: Db | Tx,
  id: string,
  values: { resolvedAt: Date; resolvedBy: string; note: string },
) {
  const rows = await db
    .update(verificationAlerts)
    .set(values)
    .where(and(eq(verificationAlerts.id, id), isNull(verificationAlerts.resolvedAt)))
    .returning({ id: verificationAlerts.id });
  return rows.length > 0;
}
