import { AggregatorFeedSchema } from '@casino/contracts';
import { type Db, gameProviders } from '@casino/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import { type AuditWriter, refuseChange } from '../../../shared/operator-change.ts';
import { syncProvider } from '../catalog/sync.ts';
import type { GameProviderAdapter } from '../providers/types.ts';
import { type CatalogOperatorDeps, catalogChange } from './change.ts';
import { providerView } from './games.ts';

export interface ImportDeps extends CatalogOperatorDeps {
  providers: ReadonlyMap<string, GameProviderAdapter>;
}

/** The feed as the contract reads it; a feed that cannot be read or does not fit is a 502. */
async function readFeed(adapter: GameProviderAdapter & { readFeed(): Promise<unknown> }) {
  let body: unknown;
  try {
    body = await adapter.readFeed();
  } catch (error) {
    throw new AppError(
      502,
      'feed_unavailable',
      `The game feed of ${adapter.name} could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const parsed = AggregatorFeedSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      502,
      'feed_invalid',
      `The game feed of ${adapter.name} does not fit: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    );
  }
  return parsed.data.games;
}

/**
 * Imports an aggregator's games from its feed into the catalog (issue 34): new games added,
 * known ones brought up to date (their RTP as the feed states it), those the feed dropped left
 * out of the lobby (never deleted). The same feed twice changes nothing; each import is audited
 * (`game_provider.import`) with the counts, and moves the catalog version with its commit.
 */
export async function importProviderGames(deps: ImportDeps, audit: AuditWriter, id: string) {
  const [row] = await deps.db
    .select({ identity: gameProviders.identity })
    .from(gameProviders)
    .where(eq(gameProviders.id, id));
  const adapter = row ? deps.providers.get(row.identity) : undefined;
  if (!row || !adapter) return catalogChange(deps, audit, async () => refuseChange(notFound));
  if (!adapter.readFeed) {
    throw new AppError(422, 'no_feed', `${adapter.name} has no game feed to import from`);
  }
  // Read before the transaction: a slow feed holds no lock.
  const list = await readFeed(adapter as typeof adapter & { readFeed(): Promise<unknown> });
  return catalogChange(deps, audit, async (tx: Db, now) => {
    const before = await providerView(tx, id);
    if (!before) return refuseChange(notFound);
    const synced = await syncProvider(tx, adapter, list, now);
    const provider = (await providerView(tx, id))!;
    const value = {
      provider,
      listed: synced.games,
      added: synced.added,
      unlisted: synced.disabled,
    };
    return {
      value,
      audit: {
        action: 'game_provider.import',
        targetType: 'game_provider',
        targetId: id,
        before,
        after: { ...provider, listed: value.listed, added: value.added, unlisted: value.unlisted },
      },
    };
  });
}

const notFound = { kind: 'not_found', what: 'Provider' } as const;
