import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Broker, DeliverPublication, ResyncSubscriptions } from './broker.ts';
import { HISTORY_LIMITS, type HistoryLimits, keepsHistory, type Publication } from './history.ts';

export interface RedisBrokerOptions {
  url: string;
  /** Namespaces the pub/sub channels, so several sites (or test runs) can share one Redis. */
  prefix: string;
  deliver: DeliverPublication;
  onError(error: unknown): void;
  /** Publications may have been lost while Redis was away: these channels' clients reread. */
  onResync?: ResyncSubscriptions;
  /** Per channel: publications kept in its stream, and how long it lives without one. */
  limits?: HistoryLimits;
}

/**
 * Appends to the channel's stream and publishes, in one step on the publishing instance: the
 * meta hash (KEYS[1]) holds the epoch `e` and the top offset `s`, the stream (KEYS[2]) the
 * publications with the offset as entry id. A channel whose meta expired starts a new epoch
 * (its stale stream dropped). The pub/sub message is "<offset> <epoch> <data>".
 * ARGV: data, new epoch, ttl ms, size, pub/sub channel, time ms.
 */
const PUBLISH_SCRIPT = `
local epoch = redis.call('hget', KEYS[1], 'e')
if not epoch then
  redis.call('del', KEYS[2])
  redis.call('hset', KEYS[1], 'e', ARGV[2])
end
local offset = redis.call('hincrby', KEYS[1], 's', 1)
redis.call('xadd', KEYS[2], 'MAXLEN', '~', ARGV[4], offset .. '-0', 'd', ARGV[1], 't', ARGV[6])
redis.call('pexpire', KEYS[1], ARGV[3])
redis.call('pexpire', KEYS[2], ARGV[3])
return redis.call('publish', ARGV[5], offset .. ' ' .. (epoch or ARGV[2]) .. ' ' .. ARGV[1])
`;

/**
 * Reads a channel's position and publications together (a channel without meta gets its epoch
 * now, so the position a subscriber gets holds for the next publication).
 * ARGV: new epoch, ttl ms, mode ('since' | 'oldest' | 'newest' | 'none'), since offset, count.
 * Returns { epoch, top offset, entries }.
 */
const READ_SCRIPT = `
local epoch = redis.call('hget', KEYS[1], 'e')
if not epoch then
  redis.call('del', KEYS[2])
  epoch = ARGV[1]
  redis.call('hset', KEYS[1], 'e', epoch, 's', 0)
  redis.call('pexpire', KEYS[1], ARGV[2])
end
local top = redis.call('hget', KEYS[1], 's') or '0'
local entries = {}
local mode = ARGV[3]
local count = tonumber(ARGV[5])
if mode == 'since' then
  entries = redis.call('xrange', KEYS[2], (tonumber(ARGV[4]) + 1) .. '-0', '+')
elseif mode == 'oldest' then
  if count < 0 then entries = redis.call('xrange', KEYS[2], '-', '+')
  else entries = redis.call('xrange', KEYS[2], '-', '+', 'COUNT', count) end
elseif mode == 'newest' then
  if count < 0 then entries = redis.call('xrevrange', KEYS[2], '+', '-')
  else entries = redis.call('xrevrange', KEYS[2], '+', '-', 'COUNT', count) end
end
return { epoch, top, entries }
`;

type StreamEntry = [id: string, fields: string[]];

const toPublication = ([id, fields]: StreamEntry): Publication => {
  const field = (name: string) => fields[fields.indexOf(name) + 1] ?? '';
  return { offset: Number.parseInt(id, 10), dataJson: field('d'), time: Number(field('t')) };
};

const newEpoch = () => randomBytes(6).toString('hex');

/** Channels whose publish failed, remembered one by one up to this many (then: all). */
const MAX_LOST_CHANNELS = 1000;

/**
 * Redis pub/sub between instances, as Centrifuge's Go RedisBroker does: each instance
 * SUBSCRIBEs to `{prefix}.realtime.{channel}` while it has local subscribers, and a publication
 * is appended to the channel's stream (`{prefix}.history.{channel}`, XADD MAXLEN ~ size, with a
 * TTL) and PUBLISHed with its offset in one script, whose reply counts the instances that got
 * it. Offsets and epoch thus come from Redis: the same on every instance, so a client recovers
 * wherever it reconnects. Internal channels (`$…`) are plain PUBLISHes.
 * One connection publishes, a second one (in subscriber mode) receives; both reconnect by
 * themselves and ioredis subscribes again after a reconnect. The site boots while Redis is
 * down (like the database), and realtime works once it answers.
 */
export function createRedisBroker({
  url,
  prefix,
  deliver,
  onError,
  limits = HISTORY_LIMITS,
  onResync = () => {},
}: RedisBrokerOptions): Broker {
  // Commands wait while Redis is away and fail after 3 reconnect attempts: a subscribe then
  // answers "internal error, temporary" (the client retries), a publish counts as undelivered.
  const options = { maxRetriesPerRequest: 3, connectionName: 'casino-realtime' };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const channelPrefix = `${prefix}.realtime.`;
  const keys = (channel: string) => [
    `${prefix}.history-meta.${channel}`,
    `${prefix}.history.${channel}`,
  ];
  // NOTE(issue 27): pub/sub keeps nothing for a subscriber that is away, and a publish that
  // fails is gone. So when the subscriber connection is back (ioredis subscribes again by
  // itself), every local subscription is stale; and when the publisher is back, the channels
  // whose publish failed are named on the resync channel, for the subscribers of every instance.
  const resyncChannel = `${prefix}.realtime-resync`;
  let lost: Set<string> | null = new Set();
  let isSubscriberBack = false;
  let isPublisherBack = false;
  subscriber.on('ready', () => {
    if (isSubscriberBack) onResync(null);
    isSubscriberBack = true;
  });
  subscriber.subscribe(resyncChannel).catch(onError);
  publisher.on('ready', () => {
    if (!isPublisherBack) {
      isPublisherBack = true;
      return;
    }
    if (lost?.size === 0) return;
    const channels = lost ? [...lost] : null;
    lost = new Set();
    publisher.publish(resyncChannel, JSON.stringify(channels)).catch((error: unknown) => {
      onError(error);
      onResync(channels);
    });
  });
  // Internal channels too: a lost `$control` publication is a session close, which the hubs
  // then re-check. Not the emulation commands: their POST failed, and the client reconnects.
  const remember = (channel: string) => {
    if (channel.startsWith('$emulation:') || !lost) return;
    lost.add(channel);
    if (lost.size > MAX_LOST_CHANNELS) lost = null;
  };
  subscriber.on('message', (redisChannel: string, message: string) => {
    if (redisChannel === resyncChannel) return onResync(JSON.parse(message) as string[] | null);
    if (!redisChannel.startsWith(channelPrefix)) return;
    const channel = redisChannel.slice(channelPrefix.length);
    if (!keepsHistory(channel)) return deliver(channel, message);
    const [offset = '', epoch = ''] = message.split(' ', 2);
    const dataJson = message.slice(offset.length + epoch.length + 2);
    deliver(channel, dataJson, { epoch, offset: Number(offset) });
  });
  const publishNow = async (channel: string, dataJson: string): Promise<number> => {
    if (!keepsHistory(channel)) return publisher.publish(channelPrefix + channel, dataJson);
    const [meta, stream] = keys(channel);
    const reply = await publisher.eval(
      PUBLISH_SCRIPT,
      2,
      meta!,
      stream!,
      dataJson,
      newEpoch(),
      limits.ttlMs,
      limits.size,
      channelPrefix + channel,
      Date.now(),
    );
    return Number(reply);
  };
  return {
    kind: 'redis',
    async publish(channel, dataJson) {
      try {
        return await publishNow(channel, dataJson);
      } catch (error) {
        remember(channel);
        throw error;
      }
    },
    async history(channel, { since, limit, reverse }) {
      const [meta, stream] = keys(channel);
      const mode = since ? 'since' : limit === 0 ? 'none' : reverse ? 'newest' : 'oldest';
      const [epoch, top, entries] = (await publisher.eval(
        READ_SCRIPT,
        2,
        meta!,
        stream!,
        newEpoch(),
        limits.ttlMs,
        mode,
        since?.offset ?? 0,
        limit,
      )) as [string, string, StreamEntry[]];
      const offset = Number(top);
      const kept = entries.map(toPublication);
      if (!since) return { epoch, offset, publications: kept };
      // Another epoch, a position ahead of the stream, or the next one already trimmed.
      const first = kept[0]?.offset ?? offset + 1;
      if (since.epoch !== epoch || since.offset > offset || first !== since.offset + 1) {
        return { epoch, offset, publications: null };
      }
      const ordered = reverse ? kept.reverse() : kept;
      return { epoch, offset, publications: limit < 0 ? ordered : ordered.slice(0, limit) };
    },
    async subscribe(channel) {
      await subscriber.subscribe(channelPrefix + channel);
    },
    async unsubscribe(channel) {
      await subscriber.unsubscribe(channelPrefix + channel);
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
