import { randomUUID } from 'node:crypto';
import type {
  SendSupportMessageRequest,
  SupportConversation,
  SupportMessage,
  SupportState,
} from '@casino/contracts';
import { supportChannel } from '@casino/contracts/channels';
import type { FastifyReply } from 'fastify';
import type { DomainEvent } from '../../shared/event-bus.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { AGENT_ONLINE_MS, availabilityOf } from './availability.ts';
import { inTransaction, rollback, type SupportContext } from './context.ts';
import type { SupportFailure } from './failures.ts';
import { sniffImageType } from './image.ts';
import * as repo from './repository.ts';

export type { Owner } from './repository.ts';

/** Online or not, and why: hours, then whether an agent has the support page open. */
export async function availability(ctx: SupportContext) {
  const now = ctx.clock.now();
  const online = await repo.countAgentsOnline(ctx.db, new Date(now.getTime() - AGENT_ONLINE_MS));
  return availabilityOf(ctx.hours, now, online);
}

export function toConversation(row: repo.ConversationRow): SupportConversation {
  return {
    id: row.id,
    status: row.status as SupportConversation['status'],
    channel: supportChannel(row.id),
    lastSeq: row.lastSeq,
    playerReadSeq: row.playerReadSeq,
    agentReadSeq: row.agentReadSeq,
    isAssigned: row.assignedOperatorId !== null,
  };
}

/** What the chat shows: availability, the latest conversation and its messages after `after`. */
export async function getState(
  ctx: SupportContext,
  owner: repo.Owner | null,
  after = 0,
): Promise<SupportState> {
  const [status, conversation] = await Promise.all([
    availability(ctx),
    owner ? repo.latestConversation(ctx.db, owner) : null,
  ]);
  const isAllowed = owner?.kind === 'player' || ctx.isGuestChatEnabled;
  if (!conversation) {
    return { availability: status, isAllowed, conversation: null, messages: [], unread: 0 };
  }
  return {
    availability: status,
    isAllowed,
    conversation: toConversation(conversation),
    messages: await repo.listMessages(ctx.db, conversation.id, after),
    unread: conversation.lastSeq - conversation.playerReadSeq,
  };
}

/**
 * Tells the conversation's channel (`push`) and, with `toQueue`, the agents' queue, through the
 * event bus after the change committed (the realtime sink publishes it).
 */
export function changed(
  ctx: SupportContext,
  conversationId: string,
  push: Extract<DomainEvent, { type: 'support.conversation.changed' }>['push'],
  toQueue: boolean,
) {
  ctx.events.emit({ type: 'support.conversation.changed', conversationId, push, toQueue });
}

/** A new message on its conversation's channel, and the agents' queue told. */
export function announce(ctx: SupportContext, conversationId: string, message: SupportMessage) {
  changed(ctx, conversationId, { type: 'support.message', message }, true);
}

interface PlayerMessage {
  body: string;
  locale?: string | undefined;
  name?: string | undefined;
  email?: string | undefined;
  image?: { id: string; contentType: string; size: number; storageKey: string };
}

/**
 * A message of the player (or guest): into their open conversation, or a new one (then `source`
 * says whether agents were online; a guest must leave an email when nobody is). Numbered in the
 * conversation's order, stored, then published after the commit.
 */
async function postPlayerMessage(
  ctx: SupportContext,
  owner: repo.Owner,
  input: PlayerMessage,
): Promise<Result<{ conversation: SupportConversation; message: SupportMessage }, SupportFailure>> {
  if (owner.kind === 'guest' && !ctx.isGuestChatEnabled)
    return fail({ kind: 'guest_chat_disabled' });
  const status = await availability(ctx);
  const result = await inTransaction(ctx.db, async (tx) => {
    let conversation = await repo.lockOpenConversation(tx, owner);
    if (!conversation) {
      if (owner.kind === 'guest' && !status.isOnline && !input.email) {
        rollback({ kind: 'invalid_fields', fields: { email: ['Value is required'] } });
      }
      conversation = await repo.insertConversation(tx, {
        ...(owner.kind === 'player'
          ? { playerId: owner.playerId }
          : {
              guestKeyHash: owner.keyHash,
              guestName: input.name ?? null,
              guestEmail: input.email ?? null,
            }),
        locale: input.locale ?? 'en',
        source: status.isOnline ? 'chat' : 'offline',
      });
    }
    const attachment = input.image
      ? await repo.insertAttachment(tx, { conversationId: conversation.id, ...input.image })
      : null;
    const appended = await repo.appendMessage(
      tx,
      conversation,
      { author: 'player', body: input.body, attachmentId: attachment?.id ?? null },
      ctx.clock.now(),
    );
    return {
      conversation: toConversation(appended.conversation),
      message: repo.toMessage(appended.message, null, attachment),
    };
  });
  if (result.ok) announce(ctx, result.value.conversation.id, result.value.message);
  return result;
}

export function sendMessage(
  ctx: SupportContext,
  owner: repo.Owner,
  input: SendSupportMessageRequest,
) {
  return postPlayerMessage(ctx, owner, input);
}

/** An image (PNG, JPEG, GIF, WebP read from the bytes, at most SUPPORT_ATTACHMENT_MAX_BYTES). */
export function sendAttachment(
  ctx: SupportContext,
  owner: repo.Owner,
  input: { data: string; body?: string | undefined; locale?: string | undefined },
) {
  const data = Buffer.from(input.data, 'base64');
  if (data.length > ctx.maxAttachmentBytes) {
    const mb = Math.floor((ctx.maxAttachmentBytes / 1_048_576) * 10) / 10;
    return Promise.resolve(
      fail<SupportFailure>({
        kind: 'invalid_fields',
        fields: { data: [`File is larger than ${mb} MB`] },
      }),
    );
  }
  const contentType = sniffImageType(data);
  if (!contentType) {
    return Promise.resolve(
      fail<SupportFailure>({
        kind: 'invalid_fields',
        fields: { data: ['Only PNG, JPEG, GIF or WebP images'] },
      }),
    );
  }
  return storedAttachment(ctx, data, contentType, (image) =>
    postPlayerMessage(ctx, owner, { body: input.body ?? '', locale: input.locale, image }),
  );
}

/**
 * Puts an image's bytes in the store (key `support/<attachmentId>`) before its message is
 * written; when the message is refused the file goes again.
 */
async function storedAttachment<T>(
  ctx: SupportContext,
  data: Buffer,
  contentType: string,
  write: (image: NonNullable<PlayerMessage['image']>) => Promise<Result<T, SupportFailure>>,
): Promise<Result<T, SupportFailure>> {
  const id = randomUUID();
  const storageKey = `support/${id}`;
  await ctx.store.put(storageKey, data, contentType);
  const result = await write({ id, contentType, size: data.length, storageKey }).catch(
    async (err: unknown) => {
      await ctx.store.delete(storageKey).catch(() => {});
      throw err;
    },
  );
  if (!result.ok) await ctx.store.delete(storageKey).catch(() => {});
  return result;
}

/** An attachment's bytes: from the store, or from the row for images sent before the move. */
export async function attachmentBytes(
  ctx: SupportContext,
  row: { contentType: string; data: Buffer | null; storageKey: string | null },
): Promise<{ contentType: string; data: Buffer } | null> {
  if (row.data) return { contentType: row.contentType, data: row.data };
  const bytes = row.storageKey ? await ctx.store.get(row.storageKey) : null;
  return bytes ? { contentType: row.contentType, data: Buffer.from(bytes) } : null;
}

/** The owner's current conversation, or not_found. */
async function currentConversation(ctx: SupportContext, owner: repo.Owner | null) {
  const conversation = owner ? await repo.latestConversation(ctx.db, owner) : null;
  return conversation ? ok(conversation) : fail<SupportFailure>({ kind: 'not_found' });
}

export async function markRead(ctx: SupportContext, owner: repo.Owner | null, seq: number) {
  const found = await currentConversation(ctx, owner);
  if (!found.ok) return found;
  const marks = await repo.setReadMark(ctx.db, found.value.id, 'player', seq);
  if (marks) {
    changed(
      ctx,
      found.value.id,
      { type: 'support.read', author: 'player', seq: marks.playerReadSeq },
      false,
    );
  }
  return ok({ ok: true as const });
}

export async function sendTyping(ctx: SupportContext, owner: repo.Owner | null) {
  const found = await currentConversation(ctx, owner);
  if (!found.ok) return found;
  changed(ctx, found.value.id, { type: 'support.typing', author: 'player' }, false);
  return ok({ ok: true as const });
}

/** A subscription token for the conversation's channel, for this connection's user. */
export async function channelToken(ctx: SupportContext, owner: repo.Owner | null) {
  const found = await currentConversation(ctx, owner);
  if (!found.ok) return found;
  const channel = supportChannel(found.value.id);
  const user = owner?.kind === 'player' ? owner.playerId : '';
  return ok({ channel, token: await ctx.subscriptionTokens.sign(channel, user) });
}

export async function claimGuestConversation(
  ctx: SupportContext,
  keyHash: string,
  playerId: string,
) {
  const claimed = await repo.claimGuestConversations(ctx.db, keyHash, playerId);
  for (const { id } of claimed) {
    changed(ctx, id, null, true);
  }
  return { ok: true as const };
}

/** The bytes of an attachment of the owner's conversations. */
export async function getAttachment(ctx: SupportContext, owner: repo.Owner | null, id: string) {
  const row = await repo.findAttachment(ctx.db, id);
  const isOwn =
    row &&
    owner &&
    (owner.kind === 'player'
      ? row.conversation.playerId === owner.playerId
      : row.conversation.guestKeyHash === owner.keyHash);
  const bytes = isOwn ? await attachmentBytes(ctx, row) : null;
  return bytes ? ok(bytes) : fail<SupportFailure>({ kind: 'not_found' });
}

/** Sends an attachment's bytes with the type read at upload, never sniffed by the browser. */
export function sendImage(reply: FastifyReply, attachment: { contentType: string; data: Buffer }) {
  return reply
    .header('content-type', attachment.contentType)
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .send(attachment.data);
}
