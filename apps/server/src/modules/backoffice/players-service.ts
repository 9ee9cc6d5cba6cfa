import { BO_PLAYER_STATUS } from '@casino/contracts/backoffice';
import {
  type Db,
  gameBets,
  gameRounds,
  games,
  operators,
  playerNotes,
  playerSessions,
  players,
  queryRows,
  walletAccounts,
} from '@casino/db';
import { and, asc, count, desc, eq, like, or, type SQL, sql } from 'drizzle-orm';
import { collectEvents } from '../../shared/event-bus.ts';
import { isUuid } from '../../shared/ids.ts';
import { ok } from '../../shared/result.ts';
import { closePlayerSessionByOperator, setPlayerStatus } from '../player/operator-service.ts';
import { type Actor, appendAudit } from './audit.ts';
import { type BackofficeContext, inTransaction, rollback } from './context.ts';
import { escapeLike } from './operators-service.ts';

// Players as operators see them: search, card, status, ledger, sessions, bets, notes.

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

interface BalanceRow {
  id: string;
  currency: string;
  status: number;
  real: string;
  bonus: string;
  locked: string;
}

export async function getPlayerCard(db: Db, id: string) {
  const [row] = await db.select().from(players).where(eq(players.id, id));
  if (!row) return null;
  const balances = await queryRows<BalanceRow>(
    db,
    sql`select wa.id, wa.currency, wa.status,
        coalesce(sum(la.balance) filter (where la.kind = 'real'), 0) as real,
        coalesce(sum(la.balance) filter (where la.kind = 'bonus'), 0) as bonus,
        coalesce(sum(la.balance) filter (where la.kind = 'locked'), 0) as locked
      from wallet_accounts wa
      join ledger_accounts la on la.wallet_account_id = wa.id
      where wa.player_id = ${id}
      group by wa.id
      order by wa.created_at`,
  );
  return {
    player: {
      ...toSummary(row),
      dateOfBirth: row.dateOfBirth,
      city: row.city,
      address: row.address,
      language: row.language,
    },
    accounts: balances.map((b) => ({
      id: b.id,
      currency: b.currency,
      status: b.status,
      realBalance: Number(b.real),
      bonusBalance: Number(b.bonus),
      lockedBalance: Number(b.locked),
    })),
  };
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
    const [before] = await tx.select().from(players).where(eq(players.id, id)).for('update');
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

interface LedgerRow {
  id: string;
  transfer_id: string;
  code: string;
  currency: string;
  kind: string;
  amount: string;
  created_at: Date;
  total: string;
}

/** The player's ledger entries (real, bonus, locked books), newest first. */
export async function listPlayerLedger(
  db: Db,
  playerId: string,
  query: { currency?: string; kind?: string; page: number; perPage: number },
) {
  const rows = await queryRows<LedgerRow>(
    db,
    sql`select le.id, le.transfer_id, lt.code, la.currency, la.kind, le.amount, le.created_at,
        count(*) over () as total
      from wallet_accounts wa
      join ledger_accounts la on la.wallet_account_id = wa.id
      join ledger_entries le on le.account_id = la.id
      join ledger_transfers lt on lt.id = le.transfer_id
      where wa.player_id = ${playerId}
        ${query.currency ? sql`and la.currency = ${query.currency}` : sql``}
        ${query.kind ? sql`and lt.code = ${query.kind}` : sql``}
      order by le.id desc
      limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`,
  );
  return {
    items: rows.map((r) => ({
      id: String(r.id),
      transferId: r.transfer_id,
      kind: r.code,
      currency: r.currency,
      book: r.kind,
      amount: Number(r.amount),
      createdAt: new Date(r.created_at).toISOString(),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

export async function listPlayerSessionsFor(
  db: Db,
  playerId: string,
  { page, perPage }: { page: number; perPage: number },
) {
  const where = eq(playerSessions.playerId, playerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(playerSessions)
      .where(where)
      .orderBy(desc(playerSessions.createdAt))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(playerSessions).where(where),
  ]);
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
    total: total?.n ?? 0,
  };
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

export async function listPlayerBets(
  db: Db,
  playerId: string,
  { page, perPage }: { page: number; perPage: number },
) {
  const where = eq(gameBets.playerId, playerId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ bet: gameBets, game: games.name, currency: walletAccounts.currency })
      .from(gameBets)
      .innerJoin(gameRounds, eq(gameRounds.id, gameBets.roundId))
      .leftJoin(games, eq(games.id, gameRounds.gameId))
      .leftJoin(walletAccounts, eq(walletAccounts.id, gameRounds.walletAccountId))
      .where(where)
      .orderBy(desc(gameBets.createdAt))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(gameBets).where(where),
  ]);
  return {
    items: rows.map(({ bet, game, currency }) => ({
      id: bet.id,
      game: game ?? '',
      currency: currency ?? '',
      stake: Number(bet.amount),
      win: Number(bet.win),
      status: bet.status,
      createdAt: bet.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
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
    const [player] = await tx
      .select({ id: players.id })
      .from(players)
      .where(eq(players.id, playerId));
    if (!player) return rollback({ kind: 'not_found', what: 'Player' });
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
