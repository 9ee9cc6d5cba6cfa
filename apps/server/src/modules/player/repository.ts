import { type Db, type PlayerTokenKind, players, playerTokens, preparedSelect } from '@casino/db';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayer = typeof players.$inferInsert;
export type PlayerChanges = Partial<Omit<NewPlayer, 'id' | 'email' | 'createdAt'>>;

/** The new player, or null when the email is taken (also under a concurrent registration). */
export async function insertPlayer(db: Db, values: NewPlayer): Promise<PlayerRow | null> {
  const [row] = await db
    .insert(players)
    .values(values)
    .onConflictDoNothing({ target: players.email })
    .returning();
  return row ?? null;
}

export async function findPlayerByEmail(db: Db, email: string): Promise<PlayerRow | null> {
  const [row] = await db.select().from(players).where(eq(players.email, email));
  return row ?? null;
}

/** Whether an account holds this CPF (11 digits, as registration keeps it). */
export async function isCpfTaken(db: Db, cpfDigits: string): Promise<boolean> {
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.cpfNumber, cpfDigits))
    .limit(1);
  return row !== undefined;
}

export async function findPlayerById(db: Db, id: string): Promise<PlayerRow | null> {
  const [row] = await db.select().from(players).where(eq(players.id, id));
  return row ?? null;
}

export async function findPlayerEmails(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: players.id, email: players.email })
    .from(players)
    .where(inArray(players.id, ids));
}

export async function findPlayerContacts(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: players.id,
      email: players.email,
      nickname: players.nickname,
      country: players.country,
      language: players.language,
    })
    .from(players)
    .where(inArray(players.id, ids));
}

export async function updatePlayer(db: Db, id: string, changes: PlayerChanges) {
  const [row] = await db.update(players).set(changes).where(eq(players.id, id)).returning();
  return row ?? null;
}

export async function insertPlayerToken(
  db: Db,
  values: {
    tokenHash: string;
    playerId: string;
    kind: PlayerTokenKind;
    expiresAt: Date;
    createdAt: Date;
  },
) {
  await db.insert(playerTokens).values(values);
}

const usable = (tokenHash: string, kind: PlayerTokenKind, now: Date) =>
  and(
    eq(playerTokens.tokenHash, tokenHash),
    eq(playerTokens.kind, kind),
    isNull(playerTokens.usedAt),
    gt(playerTokens.expiresAt, now),
  );

/** The owner of an unused, unexpired token of this kind, without using it up. */
export async function findUsableTokenOwner(
  db: Db,
  tokenHash: string,
  kind: PlayerTokenKind,
  now: Date,
) {
  const [row] = await db
    .select({ playerId: playerTokens.playerId })
    .from(playerTokens)
    .where(usable(tokenHash, kind, now));
  return row?.playerId ?? null;
}

/** Uses the token up in one statement (so it works once even under races); its owner or null. */
export async function consumePlayerToken(
  db: Db,
  tokenHash: string,
  kind: PlayerTokenKind,
  now: Date,
) {
  const [row] = await db
    .update(playerTokens)
    .set({ usedAt: now })
    .where(usable(tokenHash, kind, now))
    .returning({ playerId: playerTokens.playerId });
  return row?.playerId ?? null;
}

/** Voids every open token of a kind (e.g. old reset links once the password changed). */
export async function voidPlayerTokens(db: Db, playerId: string, kind: PlayerTokenKind, now: Date) {
  await db
    .update(playerTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(playerTokens.playerId, playerId),
        eq(playerTokens.kind, kind),
        isNull(playerTokens.usedAt),
      ),
    );
}

export async function findPlayerNicknames(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  // The ids as one text: one statement and plan for any count, on both drivers.
  return nicknames(db, { ids: ids.join(',') });
}

// Built once (every winning round reads it, issue 31): the query builder made its text at each call.
const nicknames = preparedSelect<{ ids: string }, { id: string; nickname: string | null }>(
  'player_nicknames',
  (db, v) =>
    db
      .select({ id: players.id, nickname: players.nickname })
      .from(players)
      .where(sql`${players.id} = any(string_to_array(${v.ids}::text, ',')::uuid[])`),
);
