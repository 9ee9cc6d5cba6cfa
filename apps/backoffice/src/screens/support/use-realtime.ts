import type { SupportPush } from '@casino/contracts';
import { Centrifuge, type Subscription } from 'centrifuge';
import { useCallback, useEffect, useRef } from 'react';
import { backofficeApi, call } from '../../lib/api.ts';

/** One anonymous realtime connection for the page; channels subscribed with API tokens. */
export function useRealtime() {
  const client = useRef<Centrifuge | null>(null);
  useEffect(() => {
    const origin = `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}`;
    const c = new Centrifuge(`${origin}/api/connection/websocket`);
    c.connect();
    client.current = c;
    return () => c.disconnect();
  }, []);
  // One function for the page's life: a conversation subscribes once, not again on each render
  // of the queue (a push that came between an unsubscribe and the next subscribe was lost).
  return useCallback(
    (target: string, onPush: (push: SupportPush) => void, onSubscribed: () => void) => {
      const c = client.current;
      if (!c) return () => {};
      const sub: Subscription = c.newSubscription(
        target === 'queue' ? 'support:queue' : `support:${target}`,
        {
          getToken: async () =>
            (await call(backofficeApi.getSupportChannelToken, { query: { channel: target } }))
              .token,
        },
      );
      sub.on('publication', (ctx) => onPush(ctx.data as SupportPush));
      sub.on('subscribed', onSubscribed);
      sub.subscribe();
      return () => {
        sub.removeAllListeners();
        c.removeSubscription(sub);
      };
    },
    [],
  );
}
