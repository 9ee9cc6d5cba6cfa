import type { GameContext } from '../context.ts';
import type { SeamlessProvider } from './process.ts';
import { findProviderId } from './repository.ts';

/** Provider ids by identity: only providers the casino has an adapter for and synced (no aggregator). */
export function providerDirectory(ctx: GameContext) {
  const known = new Map<string, SeamlessProvider>();
  return async (identity: string): Promise<SeamlessProvider | null> => {
    const adapter = ctx.providers.get(identity);
    // An aggregator speaks only its own dialect (docs/decisions/045): no second door here.
    if (!adapter || adapter.dialect) return null;
    const hit = known.get(identity);
    if (hit) return hit;
    const id = await findProviderId(ctx.db, identity);
    if (!id) return null;
    const provider = { id, identity };
    known.set(identity, provider);
    return provider;
  };
}
