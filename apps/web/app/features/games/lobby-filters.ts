import type { GameCollection, GameProvider } from '@casino/contracts';

export const GAME_SORTS = ['popular', 'newest', 'name'] as const;
export type GameSort = (typeof GAME_SORTS)[number];

/** Search starts at 2 characters and the API takes at most 64 (ListGamesQuerySchema). */
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 64;

/** The lobby's filters as the URL holds them (`?collectionId=&category=&providerId=&search=&sort=`). */
export interface LobbyFilters {
  /** A collection identity (or id) — one tab of the bar; exclusive with `category`. */
  collectionId?: string;
  category?: string;
  /** Provider identities (or ids), in URL order, without duplicates. */
  providerIds: string[];
  search?: string;
  sort: GameSort;
}

const FILTER_KEYS = ['collectionId', 'category', 'providerId', 'providerId[]', 'search', 'sort'];

const clean = (value: string | null, max = 64) => {
  const text = value?.trim().slice(0, max);
  return text ? text : undefined;
};

/** Normalises a typed search: trimmed, cut to 64 characters, dropped below 2. */
export function normaliseSearch(value: string | null | undefined): string | undefined {
  const text = value?.trim().slice(0, SEARCH_MAX);
  return text && text.length >= SEARCH_MIN ? text : undefined;
}

/** Reads the filters from a page URL; unknown sorts fall back to popular, bad values are dropped. */
export function parseLobbyFilters(params: URLSearchParams): LobbyFilters {
  const collectionId = clean(params.get('collectionId'));
  const providerIds = [...params.getAll('providerId'), ...params.getAll('providerId[]')]
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().slice(0, 64))
    .filter(Boolean);
  const sort = params.get('sort');
  return {
    collectionId,
    // A tab is one choice: a collection wins over a category when a URL carries both.
    category: collectionId ? undefined : clean(params.get('category')),
    providerIds: [...new Set(providerIds)],
    search: normaliseSearch(params.get('search')),
    sort: GAME_SORTS.includes(sort as GameSort) ? (sort as GameSort) : 'popular',
  };
}

/**
 * The page URL's query for `filters`, keeping every other key (modals, `focus`) as it was;
 * defaults are left out so `/games` stays the canonical lobby.
 */
export function withLobbyFilters(params: URLSearchParams, filters: LobbyFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) next.delete(key);
  if (filters.collectionId) next.set('collectionId', filters.collectionId);
  else if (filters.category) next.set('category', filters.category);
  for (const id of filters.providerIds) next.append('providerId', id);
  if (filters.search) next.set('search', filters.search);
  if (filters.sort !== 'popular') next.set('sort', filters.sort);
  return next;
}

export function hasActiveFilters(filters: LobbyFilters): boolean {
  return Boolean(
    filters.collectionId || filters.category || filters.search || filters.providerIds.length,
  );
}

/** An identity or id from the URL → the API's id (values nobody knows pass through). */
export function resolveId(
  value: string,
  known: readonly Pick<GameCollection, 'id' | 'identity'>[],
) {
  return known.find((item) => item.identity === value || item.id === value)?.id ?? value;
}

/**
 * Query of gameApi.listGames without `page`: ids resolved, arrays in bracket form
 * (docs/product/api-calls.md#rules-for-every-call), keys in a fixed order so equal filters give
 * equal strings (the query cache key).
 */
export function gamesApiQuery(
  filters: LobbyFilters,
  lookups: { collections: readonly GameCollection[]; providers: readonly GameProvider[] },
  perPage: number,
): string {
  const query = new URLSearchParams({ perPage: String(perPage), sort: filters.sort });
  if (filters.collectionId)
    query.set('collectionId', resolveId(filters.collectionId, lookups.collections));
  if (filters.category) query.set('category', filters.category);
  for (const id of filters.providerIds)
    query.append('providerId[]', resolveId(id, lookups.providers));
  if (filters.search) query.set('search', filters.search);
  return query.toString();
}
