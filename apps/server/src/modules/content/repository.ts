import { contentEntries, type Db } from '@casino/db';
import { and, asc, count, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';

export type EntryRow = typeof contentEntries.$inferSelect;

export interface EntryId {
  group: string;
  key: string;
  locale: string;
}

const live = isNull(contentEntries.deletedAt);
const byId = ({ group, key, locale }: EntryId) =>
  and(
    eq(contentEntries.group, group),
    eq(contentEntries.key, key),
    eq(contentEntries.locale, locale),
  );

/** The live rows of a group in the given locales (the caller picks one per key). */
export function findGroupRows(db: Db, group: string, locales: string[]): Promise<EntryRow[]> {
  return db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.group, group), inArray(contentEntries.locale, locales), live));
}

/** The live rows of one key in the given locales. */
export function findKeyRows(db: Db, group: string, key: string, locales: string[]) {
  return db
    .select()
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.group, group),
        eq(contentEntries.key, key),
        inArray(contentEntries.locale, locales),
        live,
      ),
    );
}

export async function findEntry(db: Db, id: EntryId): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(contentEntries)
    .where(and(byId(id), live));
  return row ?? null;
}

export interface EntryFilter {
  group?: string;
  locale?: string;
  status?: 'draft' | 'published' | 'changed';
  page: number;
  perPage: number;
}

export async function findEntries(db: Db, filter: EntryFilter) {
  const conditions: SQL[] = [live];
  if (filter.group) conditions.push(eq(contentEntries.group, filter.group));
  if (filter.locale) conditions.push(eq(contentEntries.locale, filter.locale));
  if (filter.status === 'draft') conditions.push(isNull(contentEntries.published));
  if (filter.status === 'published')
    conditions.push(isNotNull(contentEntries.published), isNull(contentEntries.draft));
  if (filter.status === 'changed')
    conditions.push(isNotNull(contentEntries.published), isNotNull(contentEntries.draft));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contentEntries)
      .where(where)
      .orderBy(asc(contentEntries.group), asc(contentEntries.key), asc(contentEntries.locale))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ n: count() }).from(contentEntries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Writes a draft (creating the entry, or bringing back a deleted one); with `publish` the
 * data goes live at once. The entry becomes the operator's: the seed leaves it alone.
 */
export async function writeEntry(
  db: Db,
  id: EntryId,
  data: unknown,
  publish: boolean,
): Promise<EntryRow> {
  const now = sql`now()`;
  const values = publish ? { draft: null, published: data, publishedAt: now } : { draft: data };
  const [row] = await db
    .insert(contentEntries)
    .values({ ...id, ...values, origin: 'operator' })
    .onConflictDoUpdate({
      target: [contentEntries.group, contentEntries.key, contentEntries.locale],
      set: {
        ...values,
        // A deleted entry comes back without its old published version.
        ...(publish
          ? {}
          : {
              published: sql`case when ${contentEntries.deletedAt} is null then ${contentEntries.published} end`,
            }),
        origin: 'operator',
        deletedAt: null,
        updatedAt: now,
      },
    })
    .returning();
  return row!;
}

/** Draft → published. Null when the entry does not exist or has no draft. */
export async function publishDraft(db: Db, id: EntryId): Promise<EntryRow | null> {
  const [row] = await db
    .update(contentEntries)
    .set({
      published: sql`${contentEntries.draft}`,
      draft: null,
      publishedAt: sql`now()`,
      updatedAt: sql`now()`,
      origin: 'operator',
    })
    .where(and(byId(id), live, isNotNull(contentEntries.draft)))
    .returning();
  return row ?? null;
}

/** Takes an entry off the site; its published data becomes the draft unless one exists. */
export async function clearPublished(db: Db, id: EntryId): Promise<EntryRow | null> {
  const [row] = await db
    .update(contentEntries)
    .set({
      draft: sql`coalesce(${contentEntries.draft}, ${contentEntries.published})`,
      published: null,
      publishedAt: null,
      updatedAt: sql`now()`,
      origin: 'operator',
    })
    .where(and(byId(id), live, isNotNull(contentEntries.published)))
    .returning();
  return row ?? null;
}

/** Soft delete: hidden everywhere, and the seed will not bring it back. */
export async function softDeleteEntry(db: Db, id: EntryId): Promise<boolean> {
  const rows = await db
    .update(contentEntries)
    .set({
      draft: null,
      published: null,
      publishedAt: null,
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
      origin: 'operator',
    })
    .where(and(byId(id), live))
    .returning({ id: contentEntries.id });
  return rows.length > 0;
}

/** Every live, published key of the page groups, for the sitemap. */
export function listPublishedKeys(db: Db, groups: string[]) {
  return db
    .selectDistinct({ group: contentEntries.group, key: contentEntries.key })
    .from(contentEntries)
    .where(and(inArray(contentEntries.group, groups), live, isNotNull(contentEntries.published)));
}

/** Hands the entries back to the seed (cleared, undeleted), so the next seed rewrites them. */
export async function resetToSeed(db: Db, ids: EntryId[]) {
  for (const id of ids) {
    await db
      .update(contentEntries)
      .set({ origin: 'seed', deletedAt: null, draft: null, published: sql`null` })
      .where(byId(id));
  }
}

/** Group, key, locale and status of every live entry (the back office's overview). */
export function listEntryStatuses(db: Db) {
  return db
    .select({
      group: contentEntries.group,
      key: contentEntries.key,
      locale: contentEntries.locale,
      status: sql<'draft' | 'published' | 'changed'>`case
        when ${contentEntries.published} is null then 'draft'
        when ${contentEntries.draft} is null then 'published' else 'changed' end`,
    })
    .from(contentEntries)
    .where(live)
    .orderBy(asc(contentEntries.group), asc(contentEntries.key), asc(contentEntries.locale));
}
