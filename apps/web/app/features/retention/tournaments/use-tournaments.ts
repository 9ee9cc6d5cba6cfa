import type { RealtimeMessage, TournamentDetails } from '@casino/contracts';
import { retentionTournamentsApi } from '@casino/contracts/api';
import { CHANNELS } from '@casino/contracts/channels';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '../../../lib/api';
import { holdRealtime } from '../../../lib/realtime/connection';
import { useSessionView } from '../../../lib/session/use-session-view';

/** Who is asking: the lists differ for a guest, a player and an excluded player. */
function useViewer() {
  const { status, player } = useSessionView();
  return status === 'player' && player ? player.id : status === 'guest' ? 'guest' : null;
}

export const tournamentKeys = {
  list: (viewer: string) => ['retention', 'tournaments', viewer] as const,
  one: (viewer: string, id: string) => ['retention', 'tournament', viewer, id] as const,
};

export function useTournaments() {
  const viewer = useViewer();
  return useQuery({
    queryKey: tournamentKeys.list(viewer ?? ''),
    queryFn: () => call(retentionTournamentsApi.listTournaments).then((r) => r.items),
    enabled: viewer !== null,
  });
}

export function useTournament(identity: string) {
  const viewer = useViewer();
  return useQuery({
    queryKey: tournamentKeys.one(viewer ?? '', identity),
    queryFn: () => call(retentionTournamentsApi.getTournament, { params: { id: identity } }),
    enabled: viewer !== null,
    retry: false,
  });
}

/** Opts in; the answer is the tournament as the player now sees it. */
export function useParticipate(identity: string) {
  const client = useQueryClient();
  const viewer = useViewer();
  const [isPending, setPending] = useState(false);
  const participate = async () => {
    setPending(true);
    try {
      const details = await call(retentionTournamentsApi.participateInTournament, {
        params: { id: identity },
      });
      client.setQueryData(tournamentKeys.one(viewer ?? '', identity), details);
      void client.invalidateQueries({ queryKey: ['retention', 'tournaments'] });
      return details;
    } finally {
      setPending(false);
    }
  };
  return { participate, isPending };
}

/**
 * The live leaderboard: `tournaments` publications for this tournament replace its top at once;
 * the player's own place follows with a fresh read. `true` while subscribed.
 */
export function useLiveLeaderboard(details: TournamentDetails | undefined) {
  const client = useQueryClient();
  const viewer = useViewer();
  const [isLive, setLive] = useState(false);
  const id = details?.id;
  const identity = details?.identity;
  useEffect(() => {
    if (!id || !identity) return;
    const lease = holdRealtime('guest');
    const { client: realtime } = lease;
    const subscription =
      realtime.getSubscription(CHANNELS.tournaments) ??
      realtime.newSubscription(CHANNELS.tournaments);
    const key = tournamentKeys.one(viewer ?? '', identity);
    const onPublication = (pub: { data: unknown }) => {
      const message = pub.data as RealtimeMessage;
      if (message.type !== 'retention.tournament.leaderboard' || message.tournamentId !== id) {
        return;
      }
      client.setQueryData<TournamentDetails>(key, (old) =>
        old
          ? {
              ...old,
              participants: message.participants,
              leaderboard: message.leaderboard.map((s) => ({
                ...s,
                isMe: old.me?.name === s.name && old.me.rank === s.rank,
              })),
            }
          : old,
      );
      void client.invalidateQueries({ queryKey: key });
    };
    subscription.on('publication', onPublication);
    subscription.on('subscribed', () => setLive(true));
    subscription.on('unsubscribed', () => setLive(false));
    subscription.subscribe();
    return () => {
      subscription.removeListener('publication', onPublication);
      realtime.removeSubscription(subscription);
      lease.release();
    };
  }, [id, identity, viewer, client]);
  return isLive;
}

/** Seconds left until `iso`, ticking every second (0 once passed). */
export function useCountdown(iso: string | undefined) {
  const target = iso ? Date.parse(iso) : 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!target) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [target]);
  return Math.max(0, Math.floor((target - now) / 1000));
}
