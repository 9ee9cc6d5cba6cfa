import { gameApi } from '@casino/contracts/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { usePlayerId } from './use-player-games';

export const HISTORY_PER_PAGE = 20;

/** History tab "spins" (gameApi.listSpins), one page at a time. */
export function useSpins(page: number) {
  const playerId = usePlayerId();
  return useQuery({
    queryKey: ['game', 'spins', playerId ?? '', page],
    queryFn: () => call(gameApi.listSpins, { query: { page, perPage: HISTORY_PER_PAGE } }),
    enabled: playerId !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * History tab "bets" (gameApi.listBets); settled ones by default
 * (docs/product/api-calls.md#game-and-bonus).
 */
export function useBets(page: number, isSettled: boolean) {
  const playerId = usePlayerId();
  return useQuery({
    queryKey: ['game', 'bets', playerId ?? '', page, isSettled],
    queryFn: () =>
      call(gameApi.listBets, {
        query: { page, perPage: HISTORY_PER_PAGE, isSettled: isSettled ? 'true' : 'false' },
      }),
    enabled: playerId !== null,
    placeholderData: keepPreviousData,
  });
}
