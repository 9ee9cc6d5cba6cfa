import { Redis } from 'ioredis';
import type { Broker, DeliverPublication } from './broker.ts';

export interface RedisBrokerOptions {
  url: string;
  /** Namespaces the pub/sub channels, so several sites (or test runs) can share one Redis. */
  prefix: string;
  deliver: DeliverPublication;
  onError(error: unknown): void;
}

/**
 * Redis pub/sub between instances, as Centrifuge's Go RedisBroker does without history: each
 * instance SUBSCRIBEs to `{prefix}.realtime.{channel}` while it has local subscribers, and a
 * publication is one PUBLISH of the data JSON, whose reply counts the instances that got it.
 * One connection publishes, a second one (in subscriber mode) receives; both reconnect by
 * themselves and ioredis subscribes again after a reconnect. The site boots while Redis is
 * down (like the database), and realtime works once it answers.
 */
export function createRedisBroker({ url, prefix, deliver, onError }: RedisBrokerOptions): Broker {
  // Commands wait while Redis is away and fail after 3 reconnect attempts: a subscribe then
  // answers "internal error, temporary" (the client retries), a publish counts as undelivered.
  const options = { maxRetriesPerRequest: 3, connectionName: 'casino-realtime' };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const channelPrefix = `${prefix}.realtime.`;
  subscriber.on('message', (redisChannel: string, message: string) => {
    if (redisChannel.startsWith(channelPrefix)) {
      deliver(redisChannel.slice(channelPrefix.length), message);
    }
  });
  return {
    kind: 'redis',
    publish: (channel, dataJson) => publisher.publish(channelPrefix + channel, dataJson),
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
