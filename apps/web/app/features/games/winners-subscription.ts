import type { RealtimeMessage, Winner } from '@casino/contracts';
import { CHANNELS } from '@casino/contracts/channels';
import { Centrifuge } from 'centrifuge';

import { realtimeTransports } from '../../lib/api';

/**
 * The public latest-winners feed: an anonymous connection (no token: the server grants only
 * public channels) subscribed to `game:winners`. `onState(true)` once subscribed, `false`
 * while it is not (the caller falls back to polling). Returns the stop function.
 */
export function subscribeWinners(
  onWinner: (winner: Winner) => void,
  onState: (isLive: boolean) => void,
): () => void {
  const { endpoints, emulationEndpoint } = realtimeTransports(location);
  const client = new Centrifuge(endpoints, { emulationEndpoint });
  const subscription = client.newSubscription(CHANNELS.winners);
  subscription.on('publication', (pub) => {
    const message = pub.data as RealtimeMessage;
    if (message.type === 'game.winner') onWinner(message.winner);
  });
  subscription.on('subscribed', () => onState(true));
  subscription.on('subscribing', () => onState(false));
  subscription.on('unsubscribed', () => onState(false));
  subscription.subscribe();
  client.connect();
  return () => {
    subscription.removeAllListeners();
    client.disconnect();
  };
}
