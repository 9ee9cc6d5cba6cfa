import type { CallInput } from '@casino/api-client';
import type { Endpoint } from '@casino/contracts/api';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText, request } from './api.ts';

/** The cache key of a call: the endpoint's path first, so every query of it is invalidated at once. */
export const queryKeyOf = (endpoint: Endpoint, input: unknown = {}) =>
  [endpoint.path, endpoint.method, input] as const;

/** The query options of one call (spread into useQuery to add `enabled`, `refetchInterval`...). */
export function apiQuery<E extends Endpoint>(endpoint: E, input: CallInput<E>) {
  return {
    queryKey: queryKeyOf(endpoint, input),
    queryFn: () => request(endpoint, input),
  };
}

/** Refetches every loaded query of the given endpoints (after a change). */
export function useInvalidate() {
  const client = useQueryClient();
  return (...endpoints: Endpoint[]) =>
    Promise.all(endpoints.map((e) => client.invalidateQueries({ queryKey: [e.path] }))).then(
      () => {},
    );
}

/**
 * One call's data through TanStack Query, with its error as the text an operator reads and
 * `reload` after a change. `enabled: false` leaves the call out (a role without it).
 */
export function useApi<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  options: { enabled?: boolean; refetchInterval?: number } = {},
) {
  // The last page stays on screen while the next loads (a new filter, page or sort).
  const query = useQuery({
    ...apiQuery(endpoint, input),
    placeholderData: keepPreviousData,
    ...options,
  });
  const invalidate = useInvalidate();
  return {
    data: query.data,
    error: query.error ? errorText(query.error) : null,
    reload: () => void invalidate(endpoint),
  };
}
