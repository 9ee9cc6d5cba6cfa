import { createHash } from 'node:crypto';
import { type Db, gameProviders, games } from '@casino/db';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { lockKey } from '../../../shared/transaction.ts';
import { getSetting } from '../../settings/service.ts';
import type { GameContext } from '../context.ts';
import type { GameProviderAdapter, ProviderGame } from '../providers/types.ts';
import { buildDefaultCollections, DEFAULT_COLLECTIONS } from './collections.ts';
import { refreshShownGames } from './repository.ts';
import { tileImagePath } from './tile-art.ts';
import { CATALOG_REVISION_KEY } from './version.ts';

const CHUNK = 500;

function toRow(providerId: string, game: ProviderGame, now: Date) {
  return {
    identity: game.identity,
    providerId,
    name: game.name,
    kind: game.kind,
    categories: game.categories,
    theme: game.theme,
    volatility: game.volatility,
    rtp: game.rtp,
    popularity: game.popularity,
    releasedAt: new Date(game.releasedAt),
    art: game.art,
    image: game.image ?? (game.art ? tileImagePath(game.identity, game.art) : ''),
    hasDemo: game.hasDemo,
    maxWinMultiplier: game.maxWinMultiplier ?? null,
    isListed: true,
    updatedAt: now,
  };
}

const fromExcluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Upserts one provider's list; its games missing from the list are disabled (never deleted). No
 * list (a provider whose games come by import): only the provider's row.
 */
export async function syncProvider(
  tx: Db,
  adapter: GameProviderAdapter,
  list: ProviderGame[] | null,
  now: Date,
) {
  const [provider] = await tx
    .insert(gameProviders)
    .values({ identity: adapter.identity, name: adapter.name })
    .onConflictDoUpdate({
      target: gameProviders.identity,
      set: { name: adapter.name, updatedAt: now },
    })
    .returning({ id: gameProviders.id });
  const providerId = provider!.id;
  if (!list) return { providerId, games: 0, added: 0, disabled: 0 };
  const known = await tx
    .select({ identity: games.identity })
    .from(games)
    .where(eq(games.providerId, providerId));
  const had = new Set(known.map((row) => row.identity));
  for (let i = 0; i < list.length; i += CHUNK) {
    const rows = list.slice(i, i + CHUNK).map((game) => toRow(providerId, game, now));
    await tx
      .insert(games)
      .values(rows)
      .onConflictDoUpdate({
        target: games.identity,
        set: Object.fromEntries(
          [
            ['providerId', 'provider_id'],
            ['name', 'name'],
            ['kind', 'kind'],
            ['categories', 'categories'],
            ['theme', 'theme'],
            ['volatility', 'volatility'],
            ['rtp', 'rtp'],
            ['popularity', 'popularity'],
            ['releasedAt', 'released_at'],
            ['art', 'art'],
            ['image', 'image'],
            ['hasDemo', 'has_demo'],
            ['maxWinMultiplier', 'max_win_multiplier'],
            ['isListed', 'is_listed'],
            ['updatedAt', 'updated_at'],
          ].map(([key, column]) => [key, fromExcluded(column!)]),
        ),
      });
  }
  const identities = list.map((g) => g.identity);
  const stillListed = identities.length ? notInArray(games.identity, identities) : undefined;
  const disabled = await tx
    .update(games)
    .set({ isListed: false, updatedAt: now })
    .where(and(eq(games.providerId, providerId), eq(games.isListed, true), stillListed))
    .returning({ id: games.id });
  // Shown = listed, not switched off by an operator, provider enabled (docs/decisions/024).
  await refreshShownGames(tx, sql`g.provider_id = ${providerId}`, now);
  return {
    providerId,
    games: list.length,
    added: list.filter((game) => !had.has(game.identity)).length,
    disabled: disabled.length,
  };
}

/**
 * Syncs every provider's catalog (boot), rebuilds the default collections and moves the
 * catalog version when anything differs from the last sync. One transaction under an
 * advisory lock, so instances booting together do not interleave.
 */
export async function syncCatalog(ctx: GameContext) {
  const lists = await Promise.all(
    [...ctx.providers.values()].map(async (adapter) => ({
      adapter,
      // A provider whose games come by import keeps them as the last import left them.
      list: adapter.isImportedOnly ? null : await adapter.listGames(),
    })),
  );
  const now = ctx.clock.now();
  const report = await ctx.db.transaction(async (tx) => {
    await lockKey(tx, 'game.catalog.sync');
    const providers: Record<string, { games: number; disabled: number }> = {};
    for (const { adapter, list } of lists) {
      const { games: count, disabled } = await syncProvider(tx, adapter, list, now);
      providers[adapter.identity] = { games: count, disabled };
    }
    await buildDefaultCollections(tx, now);
    return providers;
  });
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify([
        lists.map(({ adapter, list }) => [adapter.identity, adapter.name, list]),
        DEFAULT_COLLECTIONS,
        // The back office's last change: a restart must not bring back a version from before it.
        (await getSetting<string>(ctx.db, CATALOG_REVISION_KEY)) ?? null,
      ]),
    )
    .digest('base64url')
    .slice(0, 16);
  if ((await ctx.catalogVersion.get()) !== fingerprint) await ctx.catalogVersion.set(fingerprint);
  return { providers: report, version: fingerprint };
}
