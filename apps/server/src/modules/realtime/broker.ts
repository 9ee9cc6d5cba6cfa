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
  /** Delivers the channel's publications to the handler given at creation, from now on. */
  subscribe(channel: string): Promise<void>;
  unsubscribe(channel: string): Promise<void>;
  close(): Promise<void>;
}

/** Where a broker hands what arrives: the hub's delivery to its local subscribers. */
export type DeliverPublication = (channel: string, dataJson: string) => void;

/** One instance: publications go straight to this process's hub. */
export function createMemoryBroker(deliver: DeliverPublication): Broker {
  const subscribed = new Set<string>();
  return {
    kind: 'memory',
    async publish(channel, dataJson) {
      if (!subscribed.has(channel)) return 0;
      deliver(channel, dataJson);
      return 1;
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
