import type { RealtimeMessage, Winner } from '@casino/contracts';
import { CHANNELS } from '@casino/contracts/channels';
import { holdRealtime } from '../../lib/realtime/connection';

/**
 * The public latest-winners feed: `game:winners` on the page's realtime connection
 * (lib/realtime/connection.ts; a guest's has no token, and the server grants it public channels). `onState(true)` once subscribed, `false`
 * while it is not (the caller falls back to polling). Returns the stop function.
 */
export function subscribeWinners(
  onWinner: (winner: Winner) => void,
  onState: (isLive: boolean) => void,
): () => void {
  const lease = holdRealtime('guest');
  const { client } = lease;
  const subscription =
    client.getSubscription(CHANNELS.winners) ?? client.newSubscription(CHANNELS.winners);
  subscription.on('publication', (pub) => {
    const message = pub.data as RealtimeMessage;
    if (message.type === 'game.winner') onWinner(message.winner);
  });
  subscription.on('subscribed', () => onState(true));
  subscription.on('subscribing', () => onState(false));
  subscription.on('unsubscribed', () => onState(false));
  subscription.subscribe();
  return () => {
    subscription.removeAllListeners();
    client.removeSubscription(subscription);
    lease.release();
  };
}
