import type {
  Game,
  GameCategory,
  GameCollection,
  GameList,
  GameProvider,
  ListGamesQuerySchema,
} from '@casino/contracts';
import type { Db } from '@casino/db';
import { GAME_CATEGORIES } from '@casino/game-engine';
import type { z } from 'zod';
import { toMinor } from '../../../shared/money.ts';
import type { GameContext } from '../context.ts';
import { toGame } from './game-rows.ts';
import * as repo from './repository.ts';

/** Who asks: favourites for a player, collections for a country. */
export interface Viewer {
  playerId: string | null;
  country: string | null;
}

export type ListGamesInput = z.output<typeof ListGamesQuerySchema>;

/** Bound of GameContext.perVersion: oldest out first beyond it. */
const PER_VERSION_MAX = 2000;

/**
 * What only a sync can change (list totals, collections, providers, categories with their
 * counts), kept by catalog version: paging, repeated lobby visits and every page showing the
 * collections read it once per version.
 */
async function perVersion<T>(ctx: GameContext, key: unknown, produce: () => Promise<T>) {
  const full = JSON.stringify([await ctx.catalogVersion.get(), key]);
  if (ctx.perVersion.has(full)) return ctx.perVersion.get(full) as T;
  const value = await produce();
  if (ctx.perVersion.size >= PER_VERSION_MAX) {
    ctx.perVersion.delete(ctx.perVersion.keys().next().value!);
  }
  ctx.perVersion.set(full, value);
  return value;
}

function totalOf(ctx: GameContext, filter: repo.GameFilter): Promise<number> {
  const { sort: _sort, ...counted } = filter;
  const key = { ...counted, country: counted.collectionId ? counted.country : null };
  return perVersion(ctx, ['total', key], () => repo.countGames(ctx.readDb, filter));
}

/** The providers switched off in the viewer's country (issue 34), kept by catalog version. */
function providersOffIn(ctx: GameContext, country: string | null): Promise<string[]> {
  if (!country) return Promise.resolve([]);
  return perVersion(ctx, ['off-in', country], () => repo.findProvidersOffIn(ctx.readDb, country));
}

export async function listGames(
  ctx: GameContext,
  query: ListGamesInput,
  viewer: Viewer,
): Promise<GameList> {
  const excluded = await providersOffIn(ctx, viewer.country);
  const filter: repo.GameFilter = {
    search: query.search,
    collectionId: query.collectionId,
    category: query.category,
    providerIds: query.providerId ? [...query.providerId].sort() : undefined,
    sort: query.sort,
    country: viewer.country,
    // In the filter, so the cached totals are per list of excluded providers, not per country.
    ...(excluded.length > 0 ? { excludedProviderIds: excluded } : {}),
  };
  const [rows, total] = await Promise.all([
    repo.findGamesPage(
      ctx.readDb,
      filter,
      { limit: query.perPage, offset: (query.page - 1) * query.perPage },
      viewer.playerId,
    ),
    totalOf(ctx, filter),
  ]);
  return { items: rows.map(toGame), total, page: query.page, perPage: query.perPage };
}

/** An enabled game by id or identity. */
export async function getGame(ctx: GameContext, key: string, viewer: Viewer): Promise<Game | null> {
  const row = await repo.findGame(ctx.readDb, key, viewer.playerId);
  return row ? toGame(row) : null;
}

/** Collections the country may see: those without countries, and those listing it. */
export async function listCollections(
  ctx: GameContext,
  country: string | null,
): Promise<GameCollection[]> {
  const all = await perVersion(ctx, ['collections'], async () =>
    (await repo.findCollections(ctx.readDb)).map((row) => ({
      id: row.id,
      identity: row.identity,
      name: row.name,
      countries: row.countries,
      gamesCount: toMinor(row.games_count),
    })),
  );
  return all.filter((c) => c.countries.length === 0 || (country && c.countries.includes(country)));
}

export async function listProviders(
  ctx: GameContext,
  options: { collectionId?: string; country: string | null; providerKey?: string },
): Promise<GameProvider[]> {
  const key = { ...options, country: options.collectionId ? options.country : null };
  const excluded = await providersOffIn(ctx, options.country);
  const all = await perVersion(ctx, ['providers', key], async () =>
    (await repo.findProviders(ctx.readDb, options)).map((row) => ({
      id: row.id,
      identity: row.identity,
      name: row.name,
      gamesCount: toMinor(row.games_count),
    })),
  );
  return all.filter((provider) => !excluded.includes(provider.id));
}

/** English names of the built-in titles' categories; the site translates identities itself. */
const CATEGORY_NAMES = new Map(GAME_CATEGORIES.map((c) => [c.identity, c.name]));

const nameOf = (identity: string) =>
  CATEGORY_NAMES.get(identity) ??
  identity.charAt(0).toUpperCase() + identity.slice(1).replaceAll('-', ' ');

export function listCategories(ctx: GameContext): Promise<GameCategory[]> {
  return perVersion(ctx, ['categories'], async () =>
    (await repo.findCategories(ctx.readDb)).map((row) => ({
      identity: row.identity,
      name: nameOf(row.identity),
      gamesCount: toMinor(row.games_count),
    })),
  );
}

/**
 * Catalog facts other modules check names against (issue 33: a tournament's games and provider,
 * as the operator types them).
 */
export function knownGameIdentities(db: Db, identities: string[]): Promise<Set<string>> {
  return repo.findKnownIdentities(db, identities);
}

/** A provider by its identity (`id` and `identity`), or null. */
export function findProviderByIdentity(db: Db, identity: string) {
  return repo.findProviderByIdentity(db, identity);
}

/** Provider id → identity, for these ids. */
export function providerIdentitiesById(db: Db, ids: string[]): Promise<Map<string, string>> {
  return repo.findProviderIdentities(db, ids);
}
