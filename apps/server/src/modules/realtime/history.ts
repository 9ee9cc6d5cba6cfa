import { randomBytes } from 'node:crypto';

/**
 * Recent publications per channel, so a client that lost its connection for a moment recovers
 * what it missed on resubscribe (Centrifuge's `recover` with `offset` and `epoch`, and the
 * `history` command,
 * shared/design/centrifuge-protocol.md §4). This class keeps them in the process, for the
 * in-process broker (one instance); the Redis broker keeps them in a Redis stream per channel,
 * so every instance gives the same offsets (redis-broker.ts, docs/decisions/004).
 */
export interface Publication {
  offset: number;
  dataJson: string;
  time: number;
}

/** A channel's stream position: its epoch (changes when the history restarts) and top offset. */
export interface StreamPosition {
  epoch: string;
  offset: number;
}

interface Stream extends StreamPosition {
  items: Publication[];
  touchedAt: number;
}

/** What the `history` command and a recovering subscribe ask of a channel's history. */
export interface HistoryQuery {
  /** Publications after this position; null: from the oldest kept (the newest with reverse). */
  since: StreamPosition | null;
  /** Publications at most; -1: all kept, 0: the position only. */
  limit: number;
  reverse: boolean;
}

/** The channel's position and the publications asked for (null: `since` cannot be served). */
export interface HistoryAnswer extends StreamPosition {
  publications: Publication[] | null;
}

/** Internal channels (`$…`) keep no history. */
export const keepsHistory = (channel: string) => !channel.startsWith('$');

export interface HistoryLimits {
  /** Publications kept per channel. */
  size: number;
  /** A channel with no publication for this long forgets its history (a new epoch next time). */
  ttlMs: number;
  /** Channels kept at most; the least recently published goes first. */
  maxChannels: number;
}

export const HISTORY_LIMITS: HistoryLimits = { size: 100, ttlMs: 300_000, maxChannels: 50_000 };

export class ChannelHistory {
  private readonly streams = new Map<string, Stream>();
  private readonly limits: HistoryLimits;
  private readonly now: () => number;

  constructor(limits: HistoryLimits = HISTORY_LIMITS, now: () => number = Date.now) {
    this.limits = limits;
    this.now = now;
  }

  /** Records a publication; its offset and the channel's epoch. */
  append(channel: string, dataJson: string): Publication & { epoch: string } {
    const time = this.now();
    const stream = this.live(channel, time) ?? this.start(channel, time);
    stream.offset += 1;
    stream.touchedAt = time;
    const publication = { offset: stream.offset, dataJson, time };
    stream.items.push(publication);
    if (stream.items.length > this.limits.size) stream.items.shift();
    // Least recently published last: re-inserted at the end of the map's order.
    this.streams.delete(channel);
    this.streams.set(channel, stream);
    return { ...publication, epoch: stream.epoch };
  }

  /** The channel's current position (a fresh stream when none is kept). */
  position(channel: string): StreamPosition {
    const time = this.now();
    const stream = this.live(channel, time) ?? this.start(channel, time);
    return { epoch: stream.epoch, offset: stream.offset };
  }

  /**
   * The publications after `since`, or null when they cannot all be given (another epoch, or
   * some already dropped): the client then reloads its state.
   */
  since(channel: string, since: StreamPosition): Publication[] | null {
    const stream = this.live(channel, this.now());
    if (!stream || stream.epoch !== since.epoch || since.offset > stream.offset) return null;
    const missed = stream.items.filter((item) => item.offset > since.offset);
    const first = missed[0]?.offset ?? stream.offset + 1;
    return first === since.offset + 1 ? missed : null;
  }

  /**
   * The `history` command's read: up to `limit` publications (-1: all kept) after `since`, or
   * the latest ones without it; `reverse` gives the newest first. Null when `since` cannot be
   * served (another epoch, or some already dropped).
   */
  read(
    channel: string,
    query: { since: StreamPosition | null; limit: number; reverse: boolean },
  ): Publication[] | null {
    const kept = query.since
      ? this.since(channel, query.since)
      : [...(this.live(channel, this.now())?.items ?? [])];
    if (!kept) return null;
    const ordered = query.reverse ? kept.reverse() : kept;
    return query.limit < 0 ? ordered : ordered.slice(0, query.limit);
  }

  /** The position and the publications `query` asks for, read together. */
  answer(channel: string, query: HistoryQuery): HistoryAnswer {
    const position = this.position(channel);
    const publications = query.limit === 0 && !query.since ? [] : this.read(channel, query);
    return { ...position, publications };
  }

  private live(channel: string, time: number): Stream | undefined {
    const stream = this.streams.get(channel);
    if (stream && time - stream.touchedAt > this.limits.ttlMs) {
      this.streams.delete(channel);
      return undefined;
    }
    return stream;
  }

  private start(channel: string, time: number): Stream {
    if (this.streams.size >= this.limits.maxChannels) {
      const oldest = this.streams.keys().next().value;
      if (oldest !== undefined) this.streams.delete(oldest);
    }
    const stream = { epoch: randomBytes(6).toString('hex'), offset: 0, items: [], touchedAt: time };
    this.streams.set(channel, stream);
    return stream;
  }
}
