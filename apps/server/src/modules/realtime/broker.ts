import {
  ChannelHistory,
  type HistoryAnswer,
  type HistoryQuery,
  keepsHistory,
  type StreamPosition,
} from './history.ts';

/**
 * Carries publications between the instances of the site. A hub subscribes to a channel while
 * one of its connections does; a publication reaches every hub subscribed to its channel, on
 * this instance or another.
 */
export interface Broker {
  readonly kind: 'memory' | 'redis';
  /**
   * Sends `dataJson` (JSON text) to every hub subscribed to `channel`. Resolves to how many hubs
   * had a subscriber: 0 means nobody received it (the player is offline).
   */
  publish(channel: string, dataJson: string): Promise<number>;
  /**
   * The channel's history (channels outside `$…`): kept where every instance reads the same
   * offsets and epoch, so a client recovers on any of them.
   */
  history(channel: string, query: HistoryQuery): Promise<HistoryAnswer>;
  /** Delivers the channel's publications to the handler given at creation, from now on. */
  subscribe(channel: string): Promise<void>;
  unsubscribe(channel: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Where a broker hands what arrives: the hub's delivery to its local subscribers, with the
 * publication's position in its channel's history (none for internal channels).
 */
export type DeliverPublication = (
  channel: string,
  dataJson: string,
  position?: StreamPosition,
) => void;

/**
 * Where a broker says that publications may have been lost (Redis was out of reach): the
 * subscriptions of these channels (null: all) are stale, their clients must reread.
 */
export type ResyncSubscriptions = (channels: string[] | null) => void;

/** One instance: publications go straight to this process's hub. */
export function createMemoryBroker(deliver: DeliverPublication): Broker {
  const subscribed = new Set<string>();
  const history = new ChannelHistory();
  return {
    kind: 'memory',
    async publish(channel, dataJson) {
      const kept = keepsHistory(channel) ? history.append(channel, dataJson) : undefined;
      if (!subscribed.has(channel)) return 0;
      deliver(channel, dataJson, kept && { epoch: kept.epoch, offset: kept.offset });
      return 1;
    },
    async history(channel, query) {
      return history.answer(channel, query);
    },
    async subscribe(channel) {
      subscribed.add(channel);
    },
    async unsubscribe(channel) {
      subscribed.delete(channel);
    },
    async close() {
      subscribed.clear();
    },
  };
}
