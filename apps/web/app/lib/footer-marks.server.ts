import { gameApi, paymentApi } from '@casino/contracts/api';
import type { RouterContextProvider } from 'react-router';
import { callOrNull } from './api.server';
import type { FooterMarks } from './site';

/**
 * The footer's provider and payment marks from the catalog and the payment settings (nothing
 * listed that is not configured); a call that fails leaves its row empty, not the page.
 */
export async function getFooterMarks(
  context: Readonly<RouterContextProvider>,
  /** The providers the app has fetched already (the footer reuses them). */
  catalogProviders?: Promise<{ items: { name: string; gamesCount: number }[] } | null>,
): Promise<FooterMarks> {
  const [providers, limits] = await Promise.all([
    catalogProviders ?? callOrNull(context, gameApi.listProviders, { query: {} }),
    callOrNull(context, paymentApi.listLimits),
  ]);
  const methods = new Map((limits?.items ?? []).map((l) => [l.method, l.name]));
  return {
    providers: (providers?.items ?? []).filter((p) => p.gamesCount > 0).map((p) => p.name),
    methods: [...methods].map(([method, name]) => ({ method, name })),
  };
}
