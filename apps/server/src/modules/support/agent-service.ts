import type { SupportMessage } from '@casino/contracts';
import { SUPPORT_QUEUE_CHANNEL, supportChannel } from '@casino/contracts/channels';
import { supportConversations } from '@casino/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { fail, ok } from '../../shared/result.ts';
import { findOperatorNames } from '../backoffice/operator-names-service.ts';
import { findPlayerContacts } from '../player/account-service.ts';
import { AGENT_ONLINE_MS } from './availability.ts';
import { cannedAnswers } from './canned.ts';
import { inTransaction, rollback, type SupportContext } from './context.ts';
import type { SupportFailure } from './failures.ts';
import * as repo from './repository.ts';
import { announce, attachmentBytes, changed } from './service.ts';

export type { SupportContext } from './context.ts';
export { unwrap as unwrapSupport } from './failures.ts';
export { sendImage } from './service.ts';

/** The operator answering: who, for the message's name and the audit entry. */
export interface Agent {
  id: string;
  name: string;
}

const QUEUE_LIMIT = 200;

// NOTE: the subquery names the outer table itself: with no join in the query, drizzle would
// render the column unqualified, and `id` would then mean the message's.
const queueColumns = {
  conversation: supportConversations,
  lastMessage: sql<
    string | null
  >`(select case when m.body = '' and m.attachment_id is not null then '[image]' else m.body end
    from support_messages m where m.conversation_id = support_conversations.id
    order by m.seq desc limit 1)`,
};

type QueueRow = {
  conversation: repo.ConversationRow;
  playerEmail: string | null;
  playerNickname: string | null;
  agentName: string | null;
  lastMessage: string | null;
};

function toQueueItem(row: QueueRow) {
  const c = row.conversation;
  return {
    id: c.id,
    status: c.status as 'open' | 'closed',
    source: c.source as 'chat' | 'offline',
    locale: c.locale,
    player: c.playerId
      ? { id: c.playerId, email: row.playerEmail ?? '', nickname: row.playerNickname }
      : null,
    guest: c.playerId ? null : { name: c.guestName, email: c.guestEmail },
    assignedTo: c.assignedOperatorId
      ? { id: c.assignedOperatorId, name: row.agentName ?? '' }
      : null,
    waitingSince: c.waitingSince?.toISOString() ?? null,
    lastMessage: row.lastMessage,
    unread: c.lastSeq - c.agentReadSeq,
    updatedAt: c.updatedAt.toISOString(),
  };
}

const baseQuery = (ctx: SupportContext) => ctx.db.select(queueColumns).from(supportConversations);

/** The rows with their players' emails and nicknames and their agents' names. */
async function withNames(
  ctx: SupportContext,
  rows: { conversation: repo.ConversationRow; lastMessage: string | null }[],
): Promise<QueueRow[]> {
  const [players, agents] = await Promise.all([
    findPlayerContacts(
      ctx.db,
      rows.flatMap((r) => r.conversation.playerId ?? []),
    ),
    findOperatorNames(
      ctx.db,
      rows.flatMap((r) => r.conversation.assignedOperatorId ?? []),
    ),
  ]);
  return rows.map((row) => {
    const { playerId, assignedOperatorId } = row.conversation;
    const player = playerId ? players.get(playerId) : undefined;
    return {
      ...row,
      playerEmail: player?.email ?? null,
      playerNickname: player?.nickname ?? null,
      agentName: assignedOperatorId ? (agents.get(assignedOperatorId) ?? null) : null,
    };
  });
}

/**
 * The agents' queue: open conversations, longest waiting first (then the latest active), only
 * the agent's own, or the latest closed. Asking counts the agent as online for a minute.
 */
export async function queue(ctx: SupportContext, agent: Agent, view: 'open' | 'mine' | 'closed') {
  const now = ctx.clock.now();
  await repo.touchAgent(ctx.db, agent.id, now);
  const open = eq(supportConversations.status, 'open');
  const rows =
    view === 'closed'
      ? await baseQuery(ctx)
          .where(eq(supportConversations.status, 'closed'))
          .orderBy(desc(supportConversations.closedAt))
          .limit(QUEUE_LIMIT)
      : await baseQuery(ctx)
          .where(
            view === 'mine'
              ? and(open, eq(supportConversations.assignedOperatorId, agent.id))
              : open,
          )
          .orderBy(
            sql`${supportConversations.waitingSince} asc nulls last`,
            desc(supportConversations.updatedAt),
          )
          .limit(QUEUE_LIMIT);
  const agentsOnline = await repo.countAgentsOnline(
    ctx.db,
    new Date(now.getTime() - AGENT_ONLINE_MS),
  );
  return { items: (await withNames(ctx, rows)).map(toQueueItem), agentsOnline };
}

/** A player's conversations (the player card), the latest active first. */
export async function playerConversations(ctx: SupportContext, playerId: string) {
  const rows = await baseQuery(ctx)
    .where(eq(supportConversations.playerId, playerId))
    .orderBy(desc(supportConversations.updatedAt))
    .limit(QUEUE_LIMIT);
  return { items: (await withNames(ctx, rows)).map(toQueueItem) };
}

/** One conversation with its messages (the player's context is added by the back office). */
export async function conversation(ctx: SupportContext, id: string) {
  const [found] = await baseQuery(ctx).where(eq(supportConversations.id, id));
  if (!found) return fail<SupportFailure>({ kind: 'not_found' });
  const [row] = await withNames(ctx, [found]);
  if (!row) return fail<SupportFailure>({ kind: 'not_found' });
  return ok({
    conversation: {
      ...toQueueItem(row),
      channel: supportChannel(id),
      lastSeq: row.conversation.lastSeq,
      playerReadSeq: row.conversation.playerReadSeq,
      agentReadSeq: row.conversation.agentReadSeq,
    },
    messages: await repo.listMessages(ctx.db, id),
    playerId: row.conversation.playerId,
  });
}

const statusPush = (c: repo.ConversationRow) =>
  ({
    type: 'support.status',
    status: c.status as 'open' | 'closed',
    isAssigned: c.assignedOperatorId !== null,
  }) as const;

/**
 * Changes a conversation in one transaction with `audit` (the back office's audit entry, in the
 * same transaction), then tells the player and the queue.
 */
async function change(
  ctx: SupportContext,
  id: string,
  patch: (row: repo.ConversationRow) => Partial<repo.ConversationRow>,
  audit: (
    tx: Parameters<Parameters<typeof inTransaction>[1]>[0],
    before: repo.ConversationRow,
  ) => Promise<void>,
) {
  const result = await inTransaction(ctx.db, async (tx) => {
    const row = await repo.lockConversation(tx, id);
    if (!row) return rollback({ kind: 'not_found' });
    if (row.status === 'closed') return rollback({ kind: 'conversation_closed' });
    const [updated] = await tx
      .update(supportConversations)
      .set({ ...patch(row), updatedAt: ctx.clock.now() })
      .where(eq(supportConversations.id, id))
      .returning();
    await audit(tx, row);
    return updated!;
  });
  if (result.ok) {
    changed(ctx, id, statusPush(result.value), true);
  }
  return result;
}

export function assign(
  ctx: SupportContext,
  id: string,
  agent: Agent,
  audit: Parameters<typeof change>[3],
) {
  return change(ctx, id, () => ({ assignedOperatorId: agent.id }), audit);
}

export function close(ctx: SupportContext, id: string, audit: Parameters<typeof change>[3]) {
  return change(
    ctx,
    id,
    () => ({ status: 'closed', closedAt: ctx.clock.now(), waitingSince: null }),
    audit,
  );
}

/** An agent's answer: numbered after the player's, assigns an unassigned conversation to them. */
export async function reply(ctx: SupportContext, id: string, agent: Agent, body: string) {
  const result = await inTransaction(ctx.db, async (tx) => {
    const row = await repo.lockConversation(tx, id);
    if (!row) return rollback({ kind: 'not_found' });
    if (row.status === 'closed') return rollback({ kind: 'conversation_closed' });
    if (!row.assignedOperatorId) {
      await tx
        .update(supportConversations)
        .set({ assignedOperatorId: agent.id })
        .where(eq(supportConversations.id, id));
    }
    const appended = await repo.appendMessage(
      tx,
      row,
      { author: 'agent', operatorId: agent.id, body },
      ctx.clock.now(),
    );
    return repo.toMessage(appended.message, agent.name, null) satisfies SupportMessage;
  });
  if (result.ok) announce(ctx, id, result.value);
  return result;
}

export async function typing(ctx: SupportContext, id: string) {
  const row = await repo.findConversation(ctx.db, id);
  if (!row) return fail<SupportFailure>({ kind: 'not_found' });
  changed(ctx, id, { type: 'support.typing', author: 'agent' }, false);
  return ok({ ok: true as const });
}

export async function markRead(ctx: SupportContext, id: string, seq: number) {
  const marks = await repo.setReadMark(ctx.db, id, 'agent', seq);
  if (!marks) return fail<SupportFailure>({ kind: 'not_found' });
  changed(ctx, id, { type: 'support.read', author: 'agent', seq: marks.agentReadSeq }, true);
  return ok({ ok: true as const });
}

export const canned = (locale: string) => ({ items: cannedAnswers(locale) });

/** Agents' connections are anonymous: the token names no user. */
export async function agentToken(ctx: SupportContext, target: string, agent: Agent) {
  await repo.touchAgent(ctx.db, agent.id, ctx.clock.now());
  if (target !== 'queue' && !(await repo.findConversation(ctx.db, target))) {
    return fail<SupportFailure>({ kind: 'not_found' });
  }
  const channel = target === 'queue' ? SUPPORT_QUEUE_CHANNEL : supportChannel(target);
  const token = await ctx.subscriptionTokens.sign(channel, '', agentHolder(agent.id));
  return ok({ channel, token });
}

/** The holder named in an agent's subscription tokens. */
const agentHolder = (operatorId: string) => `agent:${operatorId}`;

/**
 * An agent who may no longer answer (disabled, another role, signed out by an admin): their
 * queue and conversation sockets close at once on every instance, and they no longer count as
 * online. Their tokens are refused from then on because their back-office session is gone.
 */
export async function endAgent(ctx: SupportContext, operatorId: string) {
  await repo.forgetAgent(ctx.db, operatorId);
  ctx.events.emit({ type: 'support.agent.ended', holder: agentHolder(operatorId) });
}

export async function attachment(ctx: SupportContext, id: string) {
  const row = await repo.findAttachment(ctx.db, id);
  const bytes = row ? await attachmentBytes(ctx, row) : null;
  return bytes ? ok(bytes) : fail<SupportFailure>({ kind: 'not_found' });
}
