import type { SupportPush } from '@casino/contracts';
import { SUPPORT_QUEUE_CHANNEL, supportChannel } from '@casino/contracts/channels';
import type { EventBus } from '../../shared/event-bus.ts';

export interface SupportPushWiring {
  events: EventBus;
  /** Publishes on every instance. */
  publish(channel: string, push: SupportPush): Promise<unknown>;
  /** Closes, on every instance, the sockets subscribed with tokens given to `holder`. */
  revokeHolder(holder: string): Promise<unknown>;
  log: { error(details: object, message: string): void };
}

/**
 * The support chat's events on their channels (docs/decisions/030): a conversation's change on
 * its own channel and, when asked, a `support.queue` nudge to the agents; an agent who may no
 * longer answer loses their sockets. Returns the function that stops it.
 */
export function wireSupportPushes({ events, publish, revokeHolder, log }: SupportPushWiring) {
  const stops = [
    events.on('support.conversation.changed', ({ conversationId, push, toQueue }) => {
      const sends: Array<Promise<unknown>> = [];
      if (push) sends.push(publish(supportChannel(conversationId), push));
      if (toQueue) {
        sends.push(publish(SUPPORT_QUEUE_CHANNEL, { type: 'support.queue', conversationId }));
      }
      Promise.all(sends).catch((err: unknown) =>
        log.error({ err, conversationId }, 'a support push was not published'),
      );
    }),
    events.on('support.agent.ended', ({ holder }) => {
      revokeHolder(holder).catch((err: unknown) =>
        log.error({ err, holder }, "an agent's support sockets were not closed"),
      );
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
