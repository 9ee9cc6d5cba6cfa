import { type Db, playerSessions, players, refreshTokens } from '@casino/db';
import { and, asc, count, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';

export type SessionRow = typeof playerSessions.$inferSelect;
export type CloseReason = NonNullable<SessionRow['closeReason']>;

/** How a session was opened (player_sessions.factor). */
export type SessionFactor = NonNullable<SessionRow['factor']>;

export async function insertSession(
  db: Db,
  values: {
    playerId: string;
    ip: string | null;
    userAgent: string | null;
    createdAt: Date;
    expiresAt: Date;
    factor: SessionFactor;
  },
): Promise<SessionRow> {
  const [row] = await db
    .insert(playerSessions)
    .values({ ...values, lastSeenAt: values.createdAt })
    .returning();
  return row!;
}

/** What the auth check needs: the session's state and its player's status. */
export async function findSessionState(db: Db, sessionId: string, playerId: string) {
  const [row] = await db
    .select({
      closedAt: playerSessions.closedAt,
      expiresAt: playerSessions.expiresAt,
      lastSeenAt: playerSessions.lastSeenAt,
      status: players.status,
    })
    .from(playerSessions)
    .innerJoin(players, eq(players.id, playerSessions.playerId))
    .where(and(eq(playerSessions.id, sessionId), eq(playerSessions.playerId, playerId)));
  return row ?? null;
}

/**
 * Of these sessions, the ones still open at `now` whose player has `status` (the realtime
 * re-check after a Redis outage: one query for every socket of an instance).
 */
export async function findOpenSessionIds(
  db: Db,
  sessionIds: string[],
  now: Date,
  status: number,
): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db
    .select({ id: playerSessions.id })
    .from(playerSessions)
    .innerJoin(players, eq(players.id, playerSessions.playerId))
    .where(
      and(
        inArray(playerSessions.id, sessionIds),
        isNull(playerSessions.closedAt),
        gt(playerSessions.expiresAt, now),
        eq(players.status, status),
      ),
    );
  return rows.map((row) => row.id);
}

export async function touchSession(db: Db, sessionId: string, now: Date) {
  await db.update(playerSessions).set({ lastSeenAt: now }).where(eq(playerSessions.id, sessionId));
}

export async function slideSession(db: Db, sessionId: string, now: Date, expiresAt: Date) {
  await db
    .update(playerSessions)
    .set({ lastSeenAt: now, expiresAt })
    .where(eq(playerSessions.id, sessionId));
}

/** Closes one session of one player; false when it is not theirs (or does not exist). */
export async function closeSession(
  db: Db,
  { sessionId, playerId }: { sessionId: string; playerId: string },
  reason: CloseReason,
  now: Date,
): Promise<boolean> {
  const [mine] = await db
    .select({ closedAt: playerSessions.closedAt })
    .from(playerSessions)
    .where(and(eq(playerSessions.id, sessionId), eq(playerSessions.playerId, playerId)));
  if (!mine) return false;
  await db
    .update(playerSessions)
    .set({ closedAt: now, closeReason: reason })
    .where(and(eq(playerSessions.id, sessionId), isNull(playerSessions.closedAt)));
  return true;
}

/** Closes all open sessions of a player, or all but `exceptSessionId`. */
export async function closePlayerSessions(
  db: Db,
  playerId: string,
  reason: CloseReason,
  now: Date,
  exceptSessionId?: string,
) {
  await db
    .update(playerSessions)
    .set({ closedAt: now, closeReason: reason })
    .where(
      and(
        eq(playerSessions.playerId, playerId),
        isNull(playerSessions.closedAt),
        exceptSessionId ? ne(playerSessions.id, exceptSessionId) : undefined,
      ),
    );
}

export async function listPlayerSessions(
  db: Db,
  playerId: string,
  { limit, offset }: { limit: number; offset: number },
) {
  const where = eq(playerSessions.playerId, playerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(playerSessions)
      .where(where)
      .orderBy(desc(playerSessions.createdAt), desc(playerSessions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(playerSessions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Up to `limit` players with a session open at `now`, by id after `afterId`. */
export async function findPlayersInSession(db: Db, now: Date, afterId: string, limit: number) {
  const rows = await db
    .selectDistinct({ playerId: playerSessions.playerId })
    .from(playerSessions)
    .where(
      and(
        isNull(playerSessions.closedAt),
        gt(playerSessions.expiresAt, now),
        gt(playerSessions.playerId, afterId),
      ),
    )
    .orderBy(asc(playerSessions.playerId))
    .limit(limit);
  return rows.map((row) => row.playerId);
}

/** When the session opened; null when there is no such session. */
export async function findSessionStart(db: Db, sessionId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: playerSessions.createdAt })
    .from(playerSessions)
    .where(eq(playerSessions.id, sessionId));
  return row?.createdAt ?? null;
}

/** When and how the player's session was opened (null: not this player's). */
export async function findSessionSignIn(db: Db, sessionId: string, playerId: string) {
  const [row] = await db
    .select({ createdAt: playerSessions.createdAt, factor: playerSessions.factor })
    .from(playerSessions)
    .where(and(eq(playerSessions.id, sessionId), eq(playerSessions.playerId, playerId)));
  return row ?? null;
}

export async function insertRefreshToken(
  db: Db,
  values: { tokenHash: string; sessionId: string; createdAt: Date },
) {
  await db.insert(refreshTokens).values(values);
}

/** A refresh token with its session, locked for the rotation in progress. */
/** The player (id, status) of a refresh token's session, without locking; null when unknown. */
export async function findRefreshTokenOwner(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ id: players.id, status: players.status })
    .from(refreshTokens)
    .innerJoin(playerSessions, eq(playerSessions.id, refreshTokens.sessionId))
    .innerJoin(players, eq(players.id, playerSessions.playerId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

export async function findRefreshTokenForUpdate(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: playerSessions })
    .from(refreshTokens)
    .innerJoin(playerSessions, eq(playerSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: refreshTokens });
  return row ?? null;
}

export async function markRefreshTokenRotated(db: Db, tokenHash: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)));
}
