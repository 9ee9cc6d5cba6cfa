import type { Winner } from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../session/api-client';

export const winnersKey = ['game', 'winners'] as const;
/** Until the realtime client feeds the strip, the list is fetched again this often. */
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
 * Live winners, each handed to `onWinner` once, oldest first.
 *
 * NOTE: the seam for the realtime client. The public channel `game:winners`
 * (CHANNELS.winners) publishes `{ winner }`; once the realtime feature is merged this body
 * becomes a subscription that calls `onWinner(publication.data.winner)`
 * (TODO(issue-6): connect at merge). Until then it fetches the list every 30 s while the page
 * is visible (and at once when it becomes visible again) and passes on the winners not seen.
 */
export function useWinnersFeed(onWinner: (winner: Winner) => void) {
  const client = useQueryClient();
  const handler = useRef(onWinner);
  handler.current = onWinner;

  useEffect(() => {
    const seen = new Set((client.getQueryData<Winner[]>(winnersKey) ?? []).map((w) => w.id));
    let isLive = true;
    const poll = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const items = await fetchWinners();
        if (!isLive) return;
        const fresh = items.filter((w) => !seen.has(w.id));
        for (const w of items) seen.add(w.id);
        for (const w of fresh.reverse()) handler.current(w);
      } catch {
        // Offline or restarting: the next poll tries again.
      }
    };
    const timer = window.setInterval(poll, WINNERS_POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && void poll();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      isLive = false;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [client]);
}
