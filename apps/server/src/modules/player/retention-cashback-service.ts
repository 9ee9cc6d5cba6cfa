import { type Db, playerSessions, players } from '@casino/db';
import { and, eq, isNotNull } from 'drizzle-orm';

/**
 * The addresses a player signed in from: referrals (issue 33) refuse a friend claiming from one
 * of the referrer's addresses.
 */
export async function sessionIpsOf(db: Db, playerId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ ip: playerSessions.ip })
    .from(playerSessions)
    .where(and(eq(playerSessions.playerId, playerId), isNotNull(playerSessions.ip)));
  return new Set(rows.map((r) => r.ip!));
}

/** When the player registered and in which currency (referral claims are for new players). */
export async function registrationOf(db: Db, playerId: string) {
  const [row] = await db
    .select({ createdAt: players.createdAt, currency: players.currency })
    .from(players)
    .where(eq(players.id, playerId));
  return row ?? null;
}
