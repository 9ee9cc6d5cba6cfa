import { useQuery } from '@tanstack/react-query';
import { api } from '../session/api-client';

export interface RowGame {
  id: string;
  identity: string;
  name: string;
  image?: string;
  providerName?: string;
}
interface Collection {
  id: string;
  identity: string;
}

const itemsOf = <T>(reply: unknown): T[] => {
  const items = (reply as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? (items as T[]) : [];
};

/**
 * The games of a collection by its identity (`popular`, `new`...), through GET
 * /api/game/collections and GET /api/game/games?collectionId=. A catalog that does not
 * answer (yet) is an empty row, not an error.
 */
export function useCollectionGames(identity: string, perPage = 16) {
  const collections = useQuery({
    queryKey: ['game', 'collections'],
    queryFn: () => api<unknown>('/api/game/collections').then(itemsOf<Collection>),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const collection = collections.data?.find((c) => c.identity === identity);
  const games = useQuery({
    queryKey: ['game', 'games', { collectionId: collection?.id, perPage }],
    queryFn: () =>
      api<unknown>(
        `/api/game/games?collectionId=${encodeURIComponent(collection!.id)}&perPage=${perPage}`,
      ).then(itemsOf<RowGame>),
    enabled: Boolean(collection),
    staleTime: 60_000,
    retry: false,
  });
  const isLoading = collections.isPending || (Boolean(collection) && games.isPending);
  return { games: games.data ?? [], isLoading };
}
