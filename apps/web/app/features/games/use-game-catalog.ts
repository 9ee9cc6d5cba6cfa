import type { Game, GameCategory, GameCollection, GameList, GameProvider } from '@casino/contracts';
import { gameApi } from '@casino/contracts/api';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';

/** Catalog data is public and the same for every visitor of a country: cache it a while. */
export const CATALOG_STALE_MS = 5 * 60_000;

export const gameKeys = {
  collections: ['game', 'collections'] as const,
  categories: ['game', 'categories'] as const,
  providers: (collectionId?: string) => ['game', 'providers', collectionId ?? ''] as const,
  games: (query: string) => ['game', 'games', query] as const,
  game: (id: string) => ['game', 'game', id] as const,
};

/**
 * Collections of the request's country (docs/product/states.md#mount-sequence: fetched at app
 * start, rarely change).
 */
export function useCollections(initialData?: GameCollection[]) {
  return useQuery({
    queryKey: gameKeys.collections,
    queryFn: () => call(gameApi.listCollections).then((r) => r.items),
    initialData,
    staleTime: CATALOG_STALE_MS,
  });
}

export function useCategories(initialData?: GameCategory[]) {
  return useQuery({
    queryKey: gameKeys.categories,
    queryFn: () => call(gameApi.listCategories).then((r) => r.items),
    initialData,
    staleTime: CATALOG_STALE_MS,
  });
}

/** Providers with the number of games they have (in one collection when `collectionId` is set). */
export function useProviders(collectionId?: string, initialData?: GameProvider[]) {
  return useQuery({
    queryKey: gameKeys.providers(collectionId),
    queryFn: () => call(gameApi.listProviders, { query: { collectionId } }).then((r) => r.items),
    initialData,
    staleTime: CATALOG_STALE_MS,
  });
}

/** One page of gameApi.listGames (rows of tiles: no infinite loading). */
export function useGamePage(query: string | null, initialData?: GameList) {
  return useQuery({
    queryKey: gameKeys.games(`${query}&page=1`),
    queryFn: () => call(gameApi.listGames, { query: new URLSearchParams(`${query}&page=1`) }),
    enabled: query !== null,
    initialData,
    staleTime: CATALOG_STALE_MS,
  });
}

/** One game by id or identity. */
export function useGame(id: string, initialData?: Game) {
  return useQuery({
    queryKey: gameKeys.game(id),
    queryFn: () => call(gameApi.getGame, { params: { id } }),
    initialData,
    staleTime: CATALOG_STALE_MS,
  });
}
