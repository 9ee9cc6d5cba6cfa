import type { SupportMessage } from '@casino/contracts';
import {
  type Db,
  supportAgents,
  supportAttachments,
  supportConversations,
  supportMessages,
  type Tx,
} from '@casino/db';
import { and, asc, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import { findOperatorNames } from '../backoffice/operator-names-service.ts';

export type ConversationRow = typeof supportConversations.$inferSelect;

/** Whose conversation: a signed-in player's, or the guest of one browser (its cookie's hash). */
export type Owner = { kind: 'player'; playerId: string } | { kind: 'guest'; keyHash: string };

const ownedBy = (owner: Owner) =>
  owner.kind === 'player'
    ? eq(supportConversations.playerId, owner.playerId)
    : eq(supportConversations.guestKeyHash, owner.keyHash);

/** The owner's latest conversation (open or closed): what the chat shows. */
export async function latestConversation(db: Db, owner: Owner): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(supportConversations)
    .where(ownedBy(owner))
    .orderBy(desc(supportConversations.createdAt))
    .limit(1);
  return row ?? null;
}

/** The owner's open conversation, locked for the transaction. */
export async function lockOpenConversation(tx: Tx, owner: Owner): Promise<ConversationRow | null> {
  const [row] = await tx
    .select()
    .from(supportConversations)
    .where(and(ownedBy(owner), eq(supportConversations.status, 'open')))
    .orderBy(desc(supportConversations.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function lockConversation(tx: Tx, id: string): Promise<ConversationRow | null> {
  const [row] = await tx
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.id, id))
    .for('update');
  return row ?? null;
}

export async function findConversation(db: Db, id: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.id, id));
  return row ?? null;
}

export async function insertConversation(
  tx: Tx,
  values: typeof supportConversations.$inferInsert,
): Promise<ConversationRow> {
  const [row] = await tx.insert(supportConversations).values(values).returning();
  return row!;
}

export interface NewMessage {
  author: 'player' | 'agent';
  operatorId?: string | null;
  body: string;
  attachmentId?: string | null;
}

/**
 * Appends a message to a locked conversation: the next number, the read mark of its author
 * moved to it, and the wait started (player) or ended (agent).
 */
export async function appendMessage(
  tx: Tx,
  conversation: ConversationRow,
  message: NewMessage,
  at: Date,
) {
  const seq = conversation.lastSeq + 1;
  const isPlayer = message.author === 'player';
  const [updated] = await tx
    .update(supportConversations)
    .set({
      lastSeq: seq,
      updatedAt: at,
      ...(isPlayer
        ? { playerReadSeq: seq, waitingSince: conversation.waitingSince ?? at }
        : { agentReadSeq: seq, waitingSince: null }),
    })
    .where(eq(supportConversations.id, conversation.id))
    .returning();
  const [row] = await tx
    .insert(supportMessages)
    .values({
      conversationId: conversation.id,
      seq,
      author: message.author,
      operatorId: message.operatorId ?? null,
      body: message.body,
      attachmentId: message.attachmentId ?? null,
      createdAt: at,
    })
    .returning();
  return { conversation: updated!, message: row! };
}

/** An attachment whose bytes are already in the store under `storageKey`. */
export async function insertAttachment(
  tx: Tx,
  values: {
    id: string;
    conversationId: string;
    contentType: string;
    size: number;
    storageKey: string;
  },
) {
  const [row] = await tx.insert(supportAttachments).values(values).returning({
    id: supportAttachments.id,
    contentType: supportAttachments.contentType,
    size: supportAttachments.size,
  });
  return row!;
}

export async function findAttachment(db: Db, id: string) {
  const [row] = await db
    .select({
      id: supportAttachments.id,
      contentType: supportAttachments.contentType,
      data: supportAttachments.data,
      storageKey: supportAttachments.storageKey,
      conversation: supportConversations,
    })
    .from(supportAttachments)
    .innerJoin(supportConversations, eq(supportConversations.id, supportAttachments.conversationId))
    .where(eq(supportAttachments.id, id));
  return row ?? null;
}

/** Messages of a conversation after `after`, oldest first, as the API shows them. */
export async function listMessages(
  db: Db,
  conversationId: string,
  after = 0,
): Promise<SupportMessage[]> {
  const rows = await db
    .select({
      message: supportMessages,
      attachment: {
        id: supportAttachments.id,
        contentType: supportAttachments.contentType,
        size: supportAttachments.size,
      },
    })
    .from(supportMessages)
    .leftJoin(supportAttachments, eq(supportAttachments.id, supportMessages.attachmentId))
    .where(and(eq(supportMessages.conversationId, conversationId), gt(supportMessages.seq, after)))
    .orderBy(asc(supportMessages.seq))
    .limit(500);
  const agents = await findOperatorNames(
    db,
    rows.flatMap((r) => r.message.operatorId ?? []),
  );
  return rows.map(({ message, attachment }) =>
    toMessage(
      message,
      message.operatorId ? (agents.get(message.operatorId) ?? null) : null,
      attachment?.id ? attachment : null,
    ),
  );
}

export function toMessage(
  row: typeof supportMessages.$inferSelect,
  agentName: string | null,
  attachment: { id: string; contentType: string; size: number } | null,
): SupportMessage {
  return {
    id: row.id,
    seq: row.seq,
    author: row.author as SupportMessage['author'],
    agentName: row.author === 'agent' ? agentName : null,
    body: row.body,
    attachment,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function setReadMark(db: Db, id: string, author: 'player' | 'agent', seq: number) {
  const column =
    author === 'player' ? supportConversations.playerReadSeq : supportConversations.agentReadSeq;
  const [row] = await db
    .update(supportConversations)
    .set(
      author === 'player'
        ? {
            playerReadSeq: sql`greatest(${column}, least(${seq}, ${supportConversations.lastSeq}))`,
          }
        : {
            agentReadSeq: sql`greatest(${column}, least(${seq}, ${supportConversations.lastSeq}))`,
          },
    )
    .where(eq(supportConversations.id, id))
    .returning({
      playerReadSeq: supportConversations.playerReadSeq,
      agentReadSeq: supportConversations.agentReadSeq,
    });
  return row ?? null;
}

/** After login: this browser's open guest conversation becomes the player's. */
export async function claimGuestConversations(db: Db, keyHash: string, playerId: string) {
  return db
    .update(supportConversations)
    .set({ playerId, guestKeyHash: null })
    .where(
      and(eq(supportConversations.guestKeyHash, keyHash), isNull(supportConversations.playerId)),
    )
    .returning({ id: supportConversations.id });
}

export async function touchAgent(db: Db, operatorId: string, at: Date) {
  await db
    .insert(supportAgents)
    .values({ operatorId, lastSeenAt: at })
    .onConflictDoUpdate({ target: supportAgents.operatorId, set: { lastSeenAt: at } });
}

export async function forgetAgent(db: Db, operatorId: string) {
  await db.delete(supportAgents).where(eq(supportAgents.operatorId, operatorId));
}

export async function countAgentsOnline(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(supportAgents)
    .where(gte(supportAgents.lastSeenAt, since));
  return Number(row?.n ?? 0);
}
