import { randomUUID } from 'node:crypto';
import {
  CHANNELS,
  type InboxMessage,
  type InboxPost,
  InboxPostSchema,
  type InboxSource,
} from '@casino/contracts';
import type { InboxSegment } from '@casino/contracts/api/backoffice';
import type { LoyaltyContext } from './context.ts';
import * as repo from './repository.ts';

export type InboxPorts = {
  dedupeKey?: string;
  /**
   * Kept for the player when no page of theirs receives it live (the missed-notification
   * buffer): the site shows it at its next start. For what the player must not miss (limit
   * notices, issue 35).
   */
  keepIfOffline?: boolean;
};

export function toMessage(row: repo.InboxRow): InboxMessage {
  return {
    id: row.id,
    source: row.source as InboxSource,
    title: row.title,
    body: row.body,
    link: row.link,
    notice: row.notice ?? null,
    isRead: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function pushInbox(
  ctx: LoyaltyContext,
  playerId: string,
  message: InboxMessage | null,
  totalUnread?: number,
  keepIfOffline = false,
) {
  try {
    const push = {
      type: 'messenger.notifications.updated',
      id: randomUUID(),
      version: ctx.clock.now().getTime(),
      message,
      totalUnread: totalUnread ?? (await repo.countUnread(ctx.db, playerId)),
    } as const;
    const receivers = await ctx.publish(CHANNELS.inbox(playerId), push);
    if (receivers === 0 && keepIfOffline && ctx.onUndelivered) {
      await ctx.onUndelivered(playerId, { ...push, event: 'messenger.notifications.updated' });
    }
  } catch (err) {
    ctx.log.warn({ err, playerId }, 'inbox push failed');
  }
}

export type InboxPostResult =
  | { posted: true; message: InboxMessage }
  | { posted: false; reason: 'not_eligible' | 'duplicate' };

/**
 * The port other retention parts call after their commit (`inboxPost(playerId, message)`): one
 * message in the player's inbox, pushed live with the new unread count. Skipped for a player in a
 * time-out or self-exclusion; with a `dedupeKey` a second post of the same fact adds nothing.
 */
export async function inboxPost(
  ctx: LoyaltyContext,
  playerId: string,
  post: InboxPost,
  { dedupeKey, broadcastId, keepIfOffline }: InboxPorts & { broadcastId?: string } = {},
): Promise<InboxPostResult> {
  const value = InboxPostSchema.parse(post);
  if (!(await ctx.eligibility(playerId, ctx.db)).allowed) {
    return { posted: false, reason: 'not_eligible' };
  }
  const row = await repo.insertMessage(ctx.db, {
    playerId,
    source: value.source,
    title: value.title,
    body: value.body,
    link: value.link ?? null,
    notice: value.notice ?? null,
    dedupeKey: dedupeKey ?? null,
    broadcastId: broadcastId ?? null,
    createdAt: ctx.clock.now(),
  });
  if (!row) return { posted: false, reason: 'duplicate' };
  const message = toMessage(row);
  await pushInbox(ctx, playerId, message, undefined, keepIfOffline);
  return { posted: true, message };
}

/** The player's inbox, newest first; empty during a time-out or self-exclusion. */
export async function listInbox(
  ctx: LoyaltyContext,
  playerId: string,
  paging: { page: number; perPage: number },
) {
  if (!(await ctx.eligibility(playerId, ctx.db)).allowed) {
    return { items: [], total: 0, totalUnread: 0, ...paging };
  }
  const [{ rows, total }, totalUnread] = await Promise.all([
    repo.findMessages(ctx.db, playerId, paging),
    repo.countUnread(ctx.db, playerId),
  ]);
  return { items: rows.map(toMessage), total, totalUnread, ...paging };
}

/** Marks one message read (404 when it is not the player's) or all; the unread count after. */
export async function readInbox(ctx: LoyaltyContext, playerId: string, id: string | null) {
  if (id && !(await repo.messageExists(ctx.db, playerId, id))) return null;
  const changed = await repo.markRead(ctx.db, playerId, id, ctx.clock.now());
  const totalUnread = await repo.countUnread(ctx.db, playerId);
  if (changed > 0) await pushInbox(ctx, playerId, null, totalUnread);
  return { totalUnread };
}

/** Deletes the player's messages named (others' ids are ignored) or all; the unread count after. */
export async function deleteInbox(ctx: LoyaltyContext, playerId: string, ids: string[] | null) {
  const deleted = await repo.deleteMessages(ctx.db, playerId, ids);
  const totalUnread = await repo.countUnread(ctx.db, playerId);
  if (deleted > 0) await pushInbox(ctx, playerId, null, totalUnread);
  return { totalUnread };
}

const ELIGIBILITY_BATCH = 100;

/**
 * An operator's message to one player or a segment (all, a country, a level): one row per
 * eligible player, pushed live to those online. Players in a time-out or self-exclusion are
 * left out (counted as skipped). Null when the segment names an unknown player or level.
 */
export async function sendToSegment(
  ctx: LoyaltyContext,
  segment: InboxSegment,
  post: Omit<InboxPost, 'source' | 'notice'>,
) {
  const ids = await segmentIds(ctx, segment);
  if (ids === null) return null;
  const value = InboxPostSchema.parse({ ...post, source: 'operator' });
  const broadcastId = randomUUID();
  let recipients = 0;
  let skipped = 0;
  for (let i = 0; i < ids.length; i += ELIGIBILITY_BATCH) {
    const batch = ids.slice(i, i + ELIGIBILITY_BATCH);
    const verdicts = await Promise.all(batch.map((id) => ctx.eligibility(id, ctx.db)));
    const eligible = batch.filter((_, j) => verdicts[j]!.allowed);
    skipped += batch.length - eligible.length;
    const now = ctx.clock.now();
    const rows = await repo.insertMessages(
      ctx.db,
      eligible.map((playerId) => ({
        playerId,
        source: 'operator',
        title: value.title,
        body: value.body,
        link: value.link ?? null,
        broadcastId,
        createdAt: now,
      })),
    );
    recipients += rows.length;
    const unread = await repo.countUnreadOf(
      ctx.db,
      rows.map((r) => r.playerId),
    );
    await Promise.all(
      rows.map((row) =>
        pushInbox(ctx, row.playerId, toMessage(row), unread.get(row.playerId) ?? 0),
      ),
    );
  }
  return { broadcastId, recipients, skipped };
}

async function segmentIds(ctx: LoyaltyContext, segment: InboxSegment): Promise<string[] | null> {
  if (segment.kind === 'player') {
    return (await repo.playerExists(ctx.db, segment.playerId)) ? [segment.playerId] : null;
  }
  if (segment.kind === 'level') {
    const levels = await repo.findLevels(ctx.db);
    const index = levels.findIndex((l) => l.rank === segment.rank);
    if (index === -1) return null;
    return repo.findSegmentPlayers(ctx.db, {
      kind: 'level',
      minPoints: levels[index]!.minPoints,
      maxPoints: levels[index + 1]?.minPoints ?? null,
    });
  }
  return repo.findSegmentPlayers(ctx.db, segment);
}
