import { BO_PLAYER_STATUS } from '@casino/contracts/backoffice';
import { type Db, operators, playerNotes } from '@casino/db';
import { desc, eq } from 'drizzle-orm';
import { collectEvents } from '../../shared/event-bus.ts';
import { ok } from '../../shared/result.ts';
import {
  closePlayerSessionByOperator,
  findPlayerDetails,
  hasPlayerTwoFactor,
  listPlayerSessions,
  lockPlayerStatus,
  resetPlayerTwoFactor,
  setPlayerStatus,
} from '../player/operator-service.ts';
import { listPlayerBalances } from '../wallet/operator-service.ts';
import { type Actor, appendAudit } from './audit.ts';
import { type BackofficeContext, inTransaction, rollback } from './context.ts';

// Players as operators see them: search, card, status, ledger, sessions, bets (each read from its
// owning module), and the operators' notes and audit kept here.

export { listPlayerBets } from '../game/operator-service.ts';
export { searchPlayers } from '../player/operator-service.ts';
export { listPlayerLedger } from '../wallet/operator-service.ts';
export const listPlayerSessionsFor = listPlayerSessions;

export async function getPlayerCard(db: Db, id: string) {
  const player = await findPlayerDetails(db, id);
  if (!player) return null;
  const [accounts, twoFactor] = await Promise.all([
    listPlayerBalances(db, id),
    hasPlayerTwoFactor(db, id),
  ]);
  return { player, accounts, twoFactor };
}

/** Block (sessions close at once) or unblock, with the reason in the audit log. */
export async function changePlayerStatus(
  ctx: BackofficeContext,
  id: string,
  input: { status: 'active' | 'blocked'; reason: string },
  actor: Actor,
) {
  const events = collectEvents(ctx.events);
  const result = await inTransaction(ctx.db, async (tx) => {
    const before = await lockPlayerStatus(tx, id);
    if (!before) return rollback({ kind: 'not_found', what: 'Player' });
    const status = BO_PLAYER_STATUS[input.status];
    const now = ctx.clock.now();
    if (before.status !== status) await setPlayerStatus(tx, events, id, status, now);
    await appendAudit(tx, actor, {
      action: input.status === 'blocked' ? 'player.block' : 'player.unblock',
      targetType: 'player',
      targetId: id,
      before: { status: before.status },
      after: { status, reason: input.reason },
    });
    return true;
  });
  if (!result.ok) return result;
  events.publish();
  return ok((await getPlayerCard(ctx.db, id))!);
}

/** Turns the player's two-step sign-in off and ends their sessions, audited with the reason. */
export async function resetTwoFactorOfPlayer(
  ctx: BackofficeContext,
  id: string,
  reason: string,
  actor: Actor,
) {
  const events = collectEvents(ctx.events);
  const result = await inTransaction(ctx.db, async (tx) => {
    if (!(await lockPlayerStatus(tx, id))) return rollback({ kind: 'not_found', what: 'Player' });
    if (!(await resetPlayerTwoFactor(tx, id, ctx.clock.now()))) {
      return rollback({ kind: 'two_factor_off' });
    }
    events.emit({ type: 'player.sessions.closed', playerId: id });
    await appendAudit(tx, actor, {
      action: 'player.two_factor.reset',
      targetType: 'player',
      targetId: id,
      before: { twoFactor: true },
      after: { twoFactor: false, reason },
    });
    return true;
  });
  if (!result.ok) return result;
  events.publish();
  return ok((await getPlayerCard(ctx.db, id))!);
}

export async function closeSessionOfPlayer(
  ctx: BackofficeContext,
  playerId: string,
  sessionId: string,
  actor: Actor,
) {
  const events = collectEvents(ctx.events);
  const result = await inTransaction(ctx.db, async (tx) => {
    const found = await closePlayerSessionByOperator(
      tx,
      events,
      playerId,
      sessionId,
      ctx.clock.now(),
    );
    if (!found) return rollback({ kind: 'not_found', what: 'Session' });
    await appendAudit(tx, actor, {
      action: 'player.session.close',
      targetType: 'player',
      targetId: playerId,
      after: { sessionId },
    });
    return true as const;
  });
  if (result.ok) events.publish();
  return result;
}

export async function listNotes(db: Db, playerId: string) {
  const rows = await db
    .select({ note: playerNotes, email: operators.email })
    .from(playerNotes)
    .leftJoin(operators, eq(operators.id, playerNotes.operatorId))
    .where(eq(playerNotes.playerId, playerId))
    .orderBy(desc(playerNotes.createdAt))
    .limit(200);
  return rows.map(({ note, email }) => ({
    id: note.id,
    body: note.body,
    operatorEmail: email,
    createdAt: note.createdAt.toISOString(),
  }));
}

export async function addNote(
  ctx: BackofficeContext,
  playerId: string,
  body: string,
  actor: Actor,
) {
  return inTransaction(ctx.db, async (tx) => {
    if (!(await findPlayerDetails(tx, playerId)))
      return rollback({ kind: 'not_found', what: 'Player' });
    const [note] = await tx
      .insert(playerNotes)
      .values({
        playerId,
        body,
        operatorId: actor.type === 'operator' ? actor.id : null,
        createdAt: ctx.clock.now(),
      })
      .returning();
    await appendAudit(tx, actor, {
      action: 'player.note.add',
      targetType: 'player',
      targetId: playerId,
      after: { body },
    });
    return {
      id: note!.id,
      body: note!.body,
      operatorEmail: actor.type === 'operator' ? actor.label : null,
      createdAt: note!.createdAt.toISOString(),
    };
  });
}
