import type { Game, GameCategory, GameCollection, GameList, GameProvider } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../session/api-client';

/** Catalog data is public and the same for every visitor of a country: cache it a while. */
export const CATALOG_STALE_MS = 5 * 60_000;

export const gameKeys = {
  collections: ['game', 'collections'] as const,
  categories: ['game', 'categories'] as const,
  providers: (collectionId?: string) => ['game', 'providers', collectionId ?? ''] as const,
  games: (query: string) => ['game', 'games', query] as const,
  game: (id: string) => ['game', 'game', id] as const,
};

type Items<T> = { items: T[] };

/** Collections of the request's country (spec 4: fetched at app start, rarely change). */
export function useCollections(initialData?: GameCollection[]) {
  return useQuery({
    queryKey: gameKeys.collections,
    queryFn: () => api<Items<GameCollection>>('/api/game/collections').then((r) => r.items),
    initialData,
    staleTime: CATALOG_STALE_MS,
  });
}

export function useCategories(initialData?: GameCategory[]) {
  return useQuery({
    queryKey: gameKeys.categories,
    queryFn: () => api<Items<GameCategory>>('/api/game/categories').then((r) => r.items),
    initialData,
    staleTime: CATALOG_STALE_MS,
  });
}

/** Providers with the number of games they have (in one collection when `collectionId` is set). */
export function useProviders(collectionId?: string, initialData?: GameProvider[]) {
  const query = collectionId ? `?collectionId=${encodeURIComponent(collectionId)}` : '';
  return useQuery({
    queryKey: gameKeys.providers(collectionId),
    queryFn: () => api<Items<GameProvider>>(`/api/game/providers${query}`).then((r) => r.items),
    initialData,
    staleTime: CATALOG_STALE_MS,
  });
}

/** One page of GET /api/game/games (rows of tiles: no infinite loading). */
export function useGamePage(query: string | null) {
  return useQuery({
    queryKey: gameKeys.games(`${query}&page=1`),
    queryFn: () => api<GameList>(`/api/game/games?${query}&page=1`),
    enabled: query !== null,
    staleTime: CATALOG_STALE_MS,
  });
}

/** One game by id or identity. */
export function useGame(id: string, initialData?: Game) {
  return useQuery({
    queryKey: gameKeys.game(id),
    queryFn: () => api<Game>(`/api/game/games/${encodeURIComponent(id)}`),
    initialData,
    staleTime: CATALOG_STALE_MS,
  });
}
