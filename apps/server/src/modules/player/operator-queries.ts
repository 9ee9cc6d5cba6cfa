import { type Db, players } from '@casino/db';
import { and, asc, count, desc, eq, like, or, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '../../shared/ids.ts';
import { escapeLike } from '../../shared/sql-like.ts';
import * as sessions from './session-repository.ts';

// Players as operators see them (docs/decisions/023): search, details, sessions.

type PlayerRow = typeof players.$inferSelect;

function toSummary(row: PlayerRow) {
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    country: row.country,
    currency: row.currency,
    status: row.status,
    emailConfirmed: row.emailConfirmedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What a search term means: an id, an email prefix (has `@`), a phone (digits), else an email,
 * nickname, first or last name prefix. Every branch has its index (migration 0008), so the
 * database combines them (BitmapOr) instead of reading every player.
 */
function searchCondition(term: string): SQL | undefined {
  if (isUuid(term)) return eq(players.id, term);
  const prefix = `${escapeLike(term.toLowerCase())}%`;
  if (term.includes('@')) return like(players.email, prefix);
  if (/^\+?[\d\s-]{4,}$/.test(term)) {
    return eq(players.phone, term.replace(/[\s-]/g, ''));
  }
  return or(
    like(players.email, prefix),
    like(sql`lower(${players.nickname})`, prefix),
    like(sql`lower(${players.firstName})`, prefix),
    like(sql`lower(${players.lastName})`, prefix),
  );
}

/** Totals are counted up to this; a larger one is reported as this with `totalCapped`. */
export const COUNT_CAP = 10_000;

export async function searchPlayers(
  db: Db,
  query: {
    search?: string;
    status?: number;
    sort: 'createdAt' | 'email';
    order: 'asc' | 'desc';
    page: number;
    perPage: number;
  },
) {
  const conditions = [
    query.search ? searchCondition(query.search) : undefined,
    query.status ? eq(players.status, query.status) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const column = query.sort === 'email' ? players.email : players.createdAt;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(players)
      .where(where)
      // Both keys one way: the (created_at, id) index serves either direction; emails are unique.
      .orderBy(
        ...(query.order === 'asc'
          ? [asc(column), asc(players.id)]
          : [desc(column), desc(players.id)]),
      )
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    // Counting 100,000 players costs more than the page: count up to the cap only.
    db.select({ n: count() }).from(
      db
        .select({ one: sql`1` })
        .from(players)
        .where(where)
        .limit(COUNT_CAP + 1)
        .as('capped'),
    ),
  ]);
  const n = total?.n ?? 0;
  return { items: rows.map(toSummary), total: Math.min(n, COUNT_CAP), totalCapped: n > COUNT_CAP };
}

/** The player's card: the summary plus birth date, address and language; null when unknown. */
export async function findPlayerDetails(db: Db, id: string) {
  const [row] = await db.select().from(players).where(eq(players.id, id));
  if (!row) return null;
  return {
    ...toSummary(row),
    dateOfBirth: row.dateOfBirth,
    city: row.city,
    address: row.address,
    language: row.language,
  };
}

/** The player's status, the row locked until the caller's transaction ends; null when unknown. */
export async function lockPlayerStatus(db: Db, id: string) {
  const [row] = await db
    .select({ status: players.status })
    .from(players)
    .where(eq(players.id, id))
    .for('update');
  return row ?? null;
}

/** The player's sessions, newest first, as operators see them (closing reason included). */
export async function listPlayerSessions(
  db: Db,
  playerId: string,
  { page, perPage }: { page: number; perPage: number },
) {
  const { rows, total } = await sessions.listPlayerSessions(db, playerId, {
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return {
    items: rows.map((r) => ({
      id: r.id,
      ip: r.ip,
      userAgent: r.userAgent,
      createdAt: r.createdAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
      closedAt: r.closedAt?.toISOString() ?? null,
      closeReason: r.closeReason,
    })),
    total,
  };
}
