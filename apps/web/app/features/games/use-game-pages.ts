import type { GameList } from '@casino/contracts';
import { gameApi } from '@casino/contracts/api';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { CATALOG_STALE_MS, gameKeys } from './use-game-catalog';

// NOTE: apart from use-game-catalog.ts so the infinite-query code loads with the lobby only,
// not with every page that shows a row of games.
/**
 * The lobby's pages of gameApi.listGames for one filter query (without `page`), loaded one
 * after another; `firstPage` is the server-rendered page when it belongs to this query.
 */
export function useGamePages(query: string, firstPage?: GameList) {
  return useInfiniteQuery({
    queryKey: gameKeys.games(query),
    queryFn: ({ pageParam }) =>
      call(gameApi.listGames, { query: new URLSearchParams(`${query}&page=${pageParam}`) }),
    initialPageParam: 1,
    getNextPageParam: (last: GameList) =>
      last.page * last.perPage < last.total ? last.page + 1 : undefined,
    initialData: firstPage ? { pages: [firstPage], pageParams: [1] } : undefined,
    // A new filter keeps the old tiles (dimmed) until its first page arrives: no flash.
    placeholderData: keepPreviousData,
    staleTime: CATALOG_STALE_MS,
  });
}
