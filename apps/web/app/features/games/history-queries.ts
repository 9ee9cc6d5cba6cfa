import type { Bet, Spin } from '@casino/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../session/api-client';
import { usePlayerId } from './player-queries';

type Paged<T> = { items: T[]; total: number; page: number; perPage: number };

export const HISTORY_PER_PAGE = 20;

/** History tab "spins" (GET /api/game/spins), one page at a time. */
export function useSpins(page: number) {
  const playerId = usePlayerId();
  return useQuery({
    queryKey: ['game', 'spins', playerId ?? '', page],
    queryFn: () =>
      api<Paged<Spin>>(`/api/game/spins?page=${page}&perPage=${HISTORY_PER_PAGE}`, { auth: true }),
    enabled: playerId !== null,
    placeholderData: keepPreviousData,
  });
}

/** History tab "bets" (GET /api/game/bets); settled ones by default (spec 7). */
export function useBets(page: number, isSettled: boolean) {
  const playerId = usePlayerId();
  return useQuery({
    queryKey: ['game', 'bets', playerId ?? '', page, isSettled],
    queryFn: () =>
      api<Paged<Bet>>(
        `/api/game/bets?page=${page}&perPage=${HISTORY_PER_PAGE}&isSettled=${isSettled}`,
        { auth: true },
      ),
    enabled: playerId !== null,
    placeholderData: keepPreviousData,
  });
}
