import type { Winner } from '@casino/contracts';
import { gameApi } from '@casino/contracts/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call } from '../../lib/api';

export const winnersKey = ['game', 'winners'] as const;
/** While the live feed is down, the list is fetched again this often. */
export const WINNERS_POLL_MS = 30_000;
/**
 * The live feed connects this long after the strip mounts, once the browser is idle (within as
 * long again): loading the realtime client and opening the socket while the page settled made
 * long tasks of a first visit (issue 28, TBT). The strip shows the server's list meanwhile; a
 * feed that starts late first reads what it missed.
 */
const LIVE_FEED_DELAY_MS = 10_000;

const fetchWinners = () => call(gameApi.listWinners).then((r) => r.items);

/**
 * The latest real-money wins, newest first (gameApi.listWinners): the strip's start, from the
 * server render when the page has it.
 */
export function useLatestWinners(initialData?: Winner[]) {
  return useQuery({
    queryKey: winnersKey,
    queryFn: fetchWinners,
    initialData,
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
    // The live feed is not on the critical path: its client loads once the page is idle (the
    // strip already shows the fetched list), so a first visit's download stays small.
    const startLive = () =>
      void import('./winners-subscription').then(({ subscribeWinners }) => {
        if (!isActive) return;
        stop = subscribeWinners(deliver, (live) => {
          // Back after a gap: what was won meanwhile comes from the list.
          if (live && !isLive) void poll().finally(() => (isLive = true));
          else isLive = live;
        });
      });
    const idle = whenIdle(startLive);
    const timer = window.setInterval(poll, WINNERS_POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && void poll();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      isActive = false;
      idle.cancel();
      stop?.();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [client]);
}

/** Runs `work` after load once the main thread is idle (a timer where requestIdleCallback is missing). */
function whenIdle(work: () => void): { cancel(): void } {
  let handle: number | undefined;
  const schedule = () => {
    const hasIdle = typeof window.requestIdleCallback === 'function';
    handle = hasIdle
      ? window.requestIdleCallback(work, { timeout: LIVE_FEED_DELAY_MS })
      : window.setTimeout(work, LIVE_FEED_DELAY_MS);
  };
  const timer = window.setTimeout(schedule, LIVE_FEED_DELAY_MS);
  return {
    cancel() {
      window.clearTimeout(timer);
      if (handle === undefined) return;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(handle);
      window.clearTimeout(handle);
    },
  };
}
