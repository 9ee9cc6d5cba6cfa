import type {
  Game,
  GameCategory,
  GameCollection,
  GameList,
  GameProvider,
  ListGamesQuerySchema,
} from '@casino/contracts';
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

/** Bound of GameContext.totals: oldest out first beyond it. */
const TOTALS_MAX = 2000;

/**
 * Totals by catalog version and filter: they change only when a sync changes the catalog
 * (a new version), so paging and repeated lobby visits count once.
 */
async function totalOf(ctx: GameContext, filter: repo.GameFilter): Promise<number> {
  const { sort: _sort, ...counted } = filter;
  const key = JSON.stringify([
    await ctx.catalogVersion.get(),
    { ...counted, country: counted.collectionId ? counted.country : null },
  ]);
  const known = ctx.totals.get(key);
  if (known !== undefined) return known;
  const total = await repo.countGames(ctx.db, filter);
  if (ctx.totals.size >= TOTALS_MAX) ctx.totals.delete(ctx.totals.keys().next().value!);
  ctx.totals.set(key, total);
  return total;
}

export async function listGames(
  ctx: GameContext,
  query: ListGamesInput,
  viewer: Viewer,
): Promise<GameList> {
  const filter: repo.GameFilter = {
    search: query.search,
    collectionId: query.collectionId,
    category: query.category,
    providerIds: query.providerId ? [...query.providerId].sort() : undefined,
    sort: query.sort,
    country: viewer.country,
  };
  const [rows, total] = await Promise.all([
    repo.findGamesPage(
      ctx.db,
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
  const row = await repo.findGame(ctx.db, key, viewer.playerId);
  return row ? toGame(row) : null;
}

export async function listCollections(
  ctx: GameContext,
  country: string | null,
): Promise<GameCollection[]> {
  const rows = await repo.findCollections(ctx.db, country);
  return rows.map((row) => ({
    id: row.id,
    identity: row.identity,
    name: row.name,
    countries: row.countries,
    gamesCount: toMinor(row.games_count),
  }));
}

export async function listProviders(
  ctx: GameContext,
  options: { collectionId?: string; country: string | null; providerKey?: string },
): Promise<GameProvider[]> {
  const rows = await repo.findProviders(ctx.db, options);
  return rows.map((row) => ({
    id: row.id,
    identity: row.identity,
    name: row.name,
    gamesCount: toMinor(row.games_count),
  }));
}

/** English names of the built-in titles' categories; the site translates identities itself. */
const CATEGORY_NAMES = new Map(GAME_CATEGORIES.map((c) => [c.identity, c.name]));

const nameOf = (identity: string) =>
  CATEGORY_NAMES.get(identity) ??
  identity.charAt(0).toUpperCase() + identity.slice(1).replaceAll('-', ' ');

export async function listCategories(ctx: GameContext): Promise<GameCategory[]> {
  const rows = await repo.findCategories(ctx.db);
  return rows.map((row) => ({
    identity: row.identity,
    name: nameOf(row.identity),
    gamesCount: toMinor(row.games_count),
  }));
}
