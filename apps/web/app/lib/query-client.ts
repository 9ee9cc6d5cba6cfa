import { QueryClient } from '@tanstack/react-query';

/**
 * The app's query client: no retries (docs/product/api-calls.md: "No retries"; a failed call
 * shows its error at once). The root seeds it with the catalog fetched at app start.
 */
export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
}
