import { z } from 'zod';
import { PlayerLimitListSchema } from './limits.ts';

/** Support chat (docs/decisions/030): conversations, messages, and the realtime pushes. */

export const SUPPORT_MESSAGE_MAX_LENGTH = 2000;

export const SupportMessageSchema = z.object({
  id: z.string(),
  /** 1, 2, 3... within the conversation: the order of delivery and the resume point. */
  seq: z.number().int(),
  author: z.enum(['player', 'agent']),
  /** The agent's display name (agent messages only). */
  agentName: z.string().nullable(),
  body: z.string(),
  attachment: z
    .object({ id: z.string(), contentType: z.string(), size: z.number().int() })
    .nullable(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof SupportMessageSchema>;

export const SupportAvailabilitySchema = z.object({
  isOnline: z.boolean(),
  /** Why nobody answers now: no agent has the support page open, or outside SUPPORT_HOURS. */
  reason: z.enum(['no_agent', 'outside_hours']).nullable(),
});
export type SupportAvailability = z.infer<typeof SupportAvailabilitySchema>;

export const SupportConversationSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'closed']),
  /** The realtime channel of the conversation (subscribe with a token from getChannelToken). */
  channel: z.string(),
  lastSeq: z.number().int(),
  /** Up to this message the player has read; agent messages after it are unread. */
  playerReadSeq: z.number().int(),
  /** Up to this message an agent has read (the player's read marks). */
  agentReadSeq: z.number().int(),
  isAssigned: z.boolean(),
});
export type SupportConversation = z.infer<typeof SupportConversationSchema>;

export const SupportStateSchema = z.object({
  availability: SupportAvailabilitySchema,
  /** Guests: whether this site lets them chat (GUEST_CHAT_ENABLED). */
  isAllowed: z.boolean(),
  conversation: SupportConversationSchema.nullable(),
  /** Messages after `after` (all when not given), oldest first. */
  messages: z.array(SupportMessageSchema),
  /** Agent messages the player has not read. */
  unread: z.number().int(),
});
export type SupportState = z.infer<typeof SupportStateSchema>;

export const SupportStateQuerySchema = z.object({
  after: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});

export const SendSupportMessageRequestSchema = z.object({
  body: z.string().trim().min(1, 'Value is required').max(SUPPORT_MESSAGE_MAX_LENGTH),
  locale: z.string().min(2).max(10).optional(),
  /** Guests while support is offline: how to reach them. */
  name: z.string().trim().min(1).max(100).optional(),
  email: z.email().max(250).optional(),
});
export type SendSupportMessageRequest = z.infer<typeof SendSupportMessageRequestSchema>;

export const SendSupportMessageResponseSchema = z.object({
  conversation: SupportConversationSchema,
  message: SupportMessageSchema,
});

export const SupportAttachmentRequestSchema = z.object({
  /** The image, base64 encoded; its type is read from the bytes. */
  data: z.base64().min(1, 'Value is required'),
  body: z.string().trim().max(SUPPORT_MESSAGE_MAX_LENGTH).optional(),
  locale: z.string().min(2).max(10).optional(),
});

/** Message numbers are PostgreSQL integers. */
const SeqSchema = z.number().int().min(0).max(2_147_483_647);
export const SupportReadRequestSchema = z.object({ seq: SeqSchema });
export const SupportOkSchema = z.object({ ok: z.literal(true) });
export const SupportChannelTokenSchema = z.object({ channel: z.string(), token: z.string() });
/** A Zendesk messaging JWT for the signed-in player and when it expires (s since the epoch). */
export const ZendeskTokenSchema = z.object({ token: z.string(), expiresAt: z.number().int() });
export const SupportAttachmentParamsSchema = z.object({ id: z.uuid() });
/** The image bytes (served with the type read at upload). */
export const SupportAttachmentBytesSchema = z.any();

/** Realtime pushes on `support:{conversationId}` and, for agents, `support:queue`. */
export type SupportPush =
  | { type: 'support.message'; message: SupportMessage }
  | { type: 'support.typing'; author: 'player' | 'agent' }
  | { type: 'support.read'; author: 'player' | 'agent'; seq: number }
  | { type: 'support.status'; status: 'open' | 'closed'; isAssigned: boolean }
  | { type: 'support.queue'; conversationId: string };

// Back office

export const SupportQueueQuerySchema = z.object({
  view: z.enum(['open', 'mine', 'closed']).default('open'),
});

export const SupportQueueItemSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'closed']),
  source: z.enum(['chat', 'offline']),
  locale: z.string(),
  player: z
    .object({ id: z.string(), email: z.string(), nickname: z.string().nullable() })
    .nullable(),
  guest: z.object({ name: z.string().nullable(), email: z.string().nullable() }).nullable(),
  assignedTo: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Since when the player waits for an answer (null: the agent has answered). */
  waitingSince: z.string().nullable(),
  lastMessage: z.string().nullable(),
  /** Player messages no agent has read. */
  unread: z.number().int(),
  updatedAt: z.string(),
});
export const SupportQueueSchema = z.object({
  items: z.array(SupportQueueItemSchema),
  agentsOnline: z.number().int(),
});

export const SupportPlayerContextSchema = z.object({
  player: z.object({
    id: z.string(),
    email: z.string(),
    nickname: z.string().nullable(),
    /** PLAYER_STATUS: 1 active, 2 blocked, 3 self-excluded, 4 closed. */
    status: z.number().int(),
    isEmailVerified: z.boolean(),
    language: z.string().nullable(),
    createdAt: z.string(),
  }),
  balances: z.array(
    z.object({ currency: z.string(), real: z.number(), bonus: z.number(), locked: z.number() }),
  ),
  lastInvoices: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      status: z.number().int(),
      amount: z.number(),
      currency: z.string(),
      createdAt: z.string(),
    }),
  ),
  pendingWithdrawals: z.number().int(),
  /** The player's responsible-gaming limits, time-out or self-exclusion (as the player card). */
  limits: PlayerLimitListSchema,
});

export const SupportConversationDetailSchema = z.object({
  conversation: SupportQueueItemSchema.extend({
    channel: z.string(),
    lastSeq: z.number().int(),
    playerReadSeq: z.number().int(),
    agentReadSeq: z.number().int(),
  }),
  messages: z.array(SupportMessageSchema),
  context: SupportPlayerContextSchema.nullable(),
});

export const SupportConversationParamsSchema = z.object({ id: z.uuid() });
export const AgentMessageRequestSchema = z.object({
  body: z.string().trim().min(1, 'Value is required').max(SUPPORT_MESSAGE_MAX_LENGTH),
});
export const SupportCannedQuerySchema = z.object({
  locale: z.string().min(2).max(10).default('en'),
});
export const SupportCannedSchema = z.object({
  items: z.array(z.object({ id: z.string(), title: z.string(), body: z.string() })),
});
export const SupportAgentTokenQuerySchema = z.object({
  /** `queue` (the default) or a conversation id. */
  channel: z.union([z.literal('queue'), z.uuid()]).default('queue'),
});
