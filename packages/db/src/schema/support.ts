import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './player.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Support chat conversations (docs/decisions/030): a player's (player_id) or a guest's (the hash
 * of the guest cookie). `last_seq` numbers the messages of the conversation, one after the other.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').references(() => players.id),
    /** sha256 of the guest's cookie; null once the conversation belongs to a player. */
    guestKeyHash: text('guest_key_hash'),
    /** What a guest gave when support was offline (players are known). */
    guestName: text('guest_name'),
    guestEmail: text('guest_email'),
    locale: text('locale').notNull(),
    /** 'open' | 'closed'. */
    status: text('status').notNull().default('open'),
    /** 'chat' (agents were online) or 'offline' (left while nobody answered). */
    source: text('source').notNull().default('chat'),
    assignedOperatorId: uuid('assigned_operator_id'),
    lastSeq: integer('last_seq').notNull().default(0),
    playerReadSeq: integer('player_read_seq').notNull().default(0),
    agentReadSeq: integer('agent_read_seq').notNull().default(0),
    /** The first player message agents have not answered yet; null when it is their turn. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('support_conversations_player').on(t.playerId, t.createdAt),
    index('support_conversations_guest').on(t.guestKeyHash),
    index('support_conversations_status').on(t.status, t.waitingSince),
  ],
);

/** The messages of a conversation, numbered 1, 2, 3... (`seq`) in the order they were stored. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id),
    seq: integer('seq').notNull(),
    /** 'player' (or guest) | 'agent'. */
    author: text('author').notNull(),
    operatorId: uuid('operator_id'),
    body: text('body').notNull(),
    attachmentId: uuid('attachment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('support_messages_seq').on(t.conversationId, t.seq)],
);

/** Images attached to a conversation: the bytes, and the type read from them (never the name). */
export const supportAttachments = pgTable('support_attachments', {
  id: uuid('id').primaryKey().defaultRandom(),
  conversationId: uuid('conversation_id')
    .notNull()
    .references(() => supportConversations.id),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  /** Attachments sent before they moved to the document store keep their bytes here. */
  data: bytea('data'),
  /** The document store's key (local folder or S3, KYC_STORAGE), for every new attachment. */
  storageKey: text('storage_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Operators with the support page open: seen in the last minute = agents online. */
export const supportAgents = pgTable(
  'support_agents',
  {
    operatorId: uuid('operator_id').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.operatorId] })],
);
