import type { Winner } from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../session/api-client';

export const winnersKey = ['game', 'winners'] as const;
/** While the live feed is down, the list is fetched again this often. */
export const WINNERS_POLL_MS = 30_000;

const fetchWinners = () => api<{ items: Winner[] }>('/api/game/spins/winners').then((r) => r.items);

/** The latest real-money wins, newest first (GET /api/game/spins/winners): the strip's start. */
export function useLatestWinners() {
  return useQuery({
    queryKey: winnersKey,
    queryFn: fetchWinners,
    // The strip keeps itself current through the feed; a refetch would restart it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/**
 * Live winners, each handed to `onWinner` once, oldest first: from the public `game:winners`
 * channel (the centrifuge client loads after hydration, so the first visit downloads none of
 * it). While that subscription is down (connecting, server restarting) the list is fetched
 * every 30 s while the page is visible, and once when it becomes visible again.
 */
export function useWinnersFeed(onWinner: (winner: Winner) => void) {
  const client = useQueryClient();
  const handler = useRef(onWinner);
  handler.current = onWinner;

  useEffect(() => {
    const seen = new Set((client.getQueryData<Winner[]>(winnersKey) ?? []).map((w) => w.id));
    let isActive = true;
    let isLive = false;
    const deliver = (winner: Winner) => {
      if (!isActive || seen.has(winner.id)) return;
      seen.add(winner.id);
      handler.current(winner);
    };
    const poll = async () => {
      if (isLive || document.visibilityState !== 'visible') return;
      try {
        const items = await fetchWinners();
        for (const w of items.toReversed()) deliver(w);
      } catch {
        // Offline or restarting: the next poll tries again.
      }
    };
    let stop: (() => void) | undefined;
    void import('../realtime/winners-subscription').then(({ subscribeWinners }) => {
      if (!isActive) return;
      stop = subscribeWinners(deliver, (live) => {
        // Back after a gap: what was won meanwhile comes from the list.
        if (live && !isLive) void poll().finally(() => (isLive = true));
        else isLive = live;
      });
    });
    const timer = window.setInterval(poll, WINNERS_POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && void poll();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      isActive = false;
      stop?.();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [client]);
}
