import type { RealtimeMessage } from '@casino/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { Centrifuge, Subscription } from 'centrifuge';

/** The cached query a channel keeps fresh (its first segment: wallet, payment, bonus, game). */
export const queryKeyOf = (channel: string) => [channel.slice(0, channel.indexOf(':'))];

/**
 * One player channel, recoverable: after a short drop the server replays what was missed. When
 * the subscription comes back without it (no history with several instances, or the server lost
 * publications in a Redis outage and invalidated the state: unsubscribe 2502), the channel's
 * data is read again, so a balance never stays stale.
 */
export function subscribePlayerChannel(
  client: Centrifuge,
  channel: string,
  {
    queryClient,
    onMessage,
    onSubscribed,
  }: {
    queryClient: QueryClient;
    onMessage(message: RealtimeMessage): void;
    onSubscribed?(): void;
  },
): Subscription {
  const subscription = client.newSubscription(channel, { recoverable: true });
  let isResubscribe = false;
  subscription.on('publication', (pub) => onMessage(pub.data as RealtimeMessage));
  subscription.on('subscribed', (subscribed) => {
    onSubscribed?.();
    if (isResubscribe && !subscribed.recovered) {
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(channel) });
    }
    isResubscribe = true;
  });
  subscription.subscribe();
  return subscription;
}
