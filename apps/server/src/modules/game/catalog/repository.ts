import {
  type Db,
  type GameArt,
  gameProviders,
  games,
  queryRows,
  queryRowsPlannedEachTime,
} from '@casino/db';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { toMinor } from '../../../shared/money.ts';
import { favoriteJoin, GAME_COLUMNS, type GameRow } from './game-rows.ts';

const list = (values: SQL[]) => sql.join(values, sql`, `);

// Raw SQL: the lobby queries, shaped and measured in ADR 007 (deferred join, per-value plans).

/** A collection the request country may see: listed countries, or none (everywhere). */
const visibleTo = (country: string | null, alias = 'c') =>
  sql`${sql.raw(alias)}.is_enabled and (cardinality(${sql.raw(alias)}.countries) = 0 or ${country}::text = any(${sql.raw(alias)}.countries))`;

/** The collection named by id or identity, if the country may see it (a subquery). */
export const collectionIdOf = (key: string, country: string | null) =>
  sql`(select c.id from game_collections c
    where (c.id::text = ${key} or c.identity = ${key}) and ${visibleTo(country)} limit 1)`;

export interface GameFilter {
  search?: string;
  collectionId?: string;
  category?: string;
  providerIds?: string[];
  sort: 'popular' | 'newest' | 'name';
  country: string | null;
  /** Providers switched off in the viewer's country (issue 34): their games are left out. */
  excludedProviderIds?: string[];
}

/** `%term%` for ILIKE, its wildcards taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(filter: GameFilter): { from: SQL; where: SQL } {
  // The sportsbook is launched from /betting, never from the lobby (docs/decisions/032).
  const where: SQL[] = [sql`g.is_enabled`, sql`g.kind <> 'sports'`];
  let from = sql`games g`;
  if (filter.collectionId) {
    from = sql`games g join game_collection_games cg on cg.game_id = g.id
      and cg.collection_id = ${collectionIdOf(filter.collectionId, filter.country)}`;
  }
  if (filter.search) {
    // NOTE: a term under 3 characters has no trigram, so the trigram index would be read
    // whole; `name || ''` keeps the planner off it (walking a sort index and filtering is
    // faster for such common matches).
    const name = filter.search.length < 3 ? sql`(g.name || '')` : sql`g.name`;
    where.push(sql`${name} ilike ${containing(filter.search)}`);
  }
  if (filter.excludedProviderIds?.length) {
    const ids = list(filter.excludedProviderIds.map((id) => sql`${id}::uuid`));
    where.push(sql`g.provider_id not in (${ids})`);
  }
  if (filter.category) where.push(sql`g.categories @> array[${filter.category}]::text[]`);
  if (filter.providerIds?.length) {
    const keys = list(filter.providerIds.map((k) => sql`${k}`));
    where.push(sql`g.provider_id in (select id from game_providers
      where id::text in (${keys}) or identity in (${keys}))`);
  }
  return { from, where: sql.join(where, sql` and `) };
}

// NOTE: "desc nulls last" matches the indexes (games_*_idx); plain "desc" would not use them.
/** The sort of a page: the key it selects and its order, inside (`g`) and outside (`pg`). */
function sortOf(filter: GameFilter): { key: SQL; inner: SQL; outer: SQL } {
  if (filter.sort === 'newest') {
    return {
      key: sql`g.released_at as k`,
      inner: sql`g.released_at desc nulls last, g.id`,
      outer: sql`pg.k desc nulls last, pg.id`,
    };
  }
  if (filter.sort === 'name') {
    return { key: sql`g.name as k`, inner: sql`g.name, g.id`, outer: sql`pg.k, pg.id` };
  }
  // A collection keeps its own (curated) order under the default sort.
  if (filter.collectionId) {
    return { key: sql`cg.position as k`, inner: sql`cg.position, g.id`, outer: sql`pg.k, pg.id` };
  }
  return {
    key: sql`g.popularity as k`,
    inner: sql`g.popularity desc nulls last, g.id`,
    outer: sql`pg.k desc nulls last, pg.id`,
  };
}

/**
 * One page of games in one query. The page's ids are found first (an index-only walk for a
 * deep page), then only those rows are read and joined ("deferred join"): offset 10,000
 * costs a walk over index entries, not a sort of the table.
 */
export async function findGamesPage(
  db: Db,
  filter: GameFilter,
  page: { limit: number; offset: number },
  playerId: string | null,
): Promise<GameRow[]> {
  const { from, where } = conditions(filter);
  const sort = sortOf(filter);
  const favorite = favoriteJoin(playerId);
  return queryRowsPlannedEachTime<GameRow>(
    db,
    sql`select ${GAME_COLUMNS}, ${favorite.column}
      from (select g.id, ${sort.key} from ${from} where ${where}
        order by ${sort.inner} limit ${page.limit} offset ${page.offset}) pg
      join games g on g.id = pg.id
      join game_providers p on p.id = g.provider_id ${favorite.join}
      order by ${sort.outer}`,
  );
}

// NOTE: the page and the count are planned for their values each time: a prepared statement
// switches to a generic plan after five runs and picks badly here (ADR 007).

/** How many games match (the list's total). */
export async function countGames(db: Db, filter: GameFilter): Promise<number> {
  const { from, where } = conditions(filter);
  const rows = await queryRowsPlannedEachTime<{ total: unknown }>(
    db,
    sql`select count(*) as total from ${from} where ${where}`,
  );
  return toMinor(rows[0]?.total ?? 0);
}

/** An enabled game by id or identity. */
export async function findGame(
  db: Db,
  key: string,
  playerId: string | null,
): Promise<GameRow | null> {
  const favorite = favoriteJoin(playerId);
  const rows = await queryRows<GameRow>(
    db,
    sql`select ${GAME_COLUMNS}, ${favorite.column}
      from games g join game_providers p on p.id = g.provider_id ${favorite.join}
      where (g.id::text = ${key} or g.identity = ${key}) and g.is_enabled limit 1`,
  );
  return rows[0] ?? null;
}

export interface CollectionRow {
  id: string;
  identity: string;
  name: string;
  countries: string[];
  games_count: unknown;
}

/** Enabled collections in their order, with their enabled games counted (one grouped join). */
export async function findCollections(db: Db): Promise<CollectionRow[]> {
  return queryRows<CollectionRow>(
    db,
    sql`select c.id, c.identity, c.name, c.countries, coalesce(n.games_count, 0) as games_count
      from game_collections c
      left join (select cg.collection_id, count(*) as games_count
        from game_collection_games cg join games g on g.id = cg.game_id
        where g.is_enabled and g.kind <> 'sports' group by cg.collection_id) n on n.collection_id = c.id
      where c.is_enabled
      order by c.position, c.identity`,
  );
}

export interface ProviderRow {
  id: string;
  identity: string;
  name: string;
  games_count: unknown;
}

/** Enabled providers with their enabled games counted (within a visible collection if given). */
export async function findProviders(
  db: Db,
  options: { collectionId?: string; country: string | null; providerKey?: string },
): Promise<ProviderRow[]> {
  const inCollection = options.collectionId
    ? sql`and g.id in (select cg.game_id from game_collection_games cg
        where cg.collection_id = ${collectionIdOf(options.collectionId, options.country)})`
    : sql``;
  const one = options.providerKey
    ? sql`and (p.id::text = ${options.providerKey} or p.identity = ${options.providerKey})`
    : sql``;
  return queryRows<ProviderRow>(
    db,
    sql`select p.id, p.identity, p.name,
        (select count(*) from games g where g.provider_id = p.id and g.is_enabled
          and g.kind <> 'sports' ${inCollection}) as games_count
      from game_providers p where p.is_enabled ${one}
        and exists (select 1 from games g where g.provider_id = p.id and g.kind <> 'sports')
      order by p.name, p.id`,
  );
}

/** The providers the operators switched off in `country` (issue 34), by id. */
export async function findProvidersOffIn(db: Db, country: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select p.id from game_providers p where ${country}::text = any(p.disabled_countries)
      order by p.id`,
  );
  return rows.map((row) => row.id);
}

/** Categories of the enabled games with their counts, most games first. */
export async function findCategories(
  db: Db,
): Promise<{ identity: string; games_count: unknown }[]> {
  return queryRows(
    db,
    sql`select category as identity, count(*) as games_count
      from games g, unnest(g.categories) as category
      where g.is_enabled and g.kind <> 'sports' group by category order by count(*) desc, category`,
  );
}

/** The art of a game's tile, by identity (enabled or not: old URLs keep working). */
export async function findGameArt(db: Db, identity: string): Promise<GameArt | null> {
  const [row] = await db
    .select({ art: games.art })
    .from(games)
    .where(eq(games.identity, identity))
    .limit(1);
  return row?.art ?? null;
}

/**
 * Brings `is_enabled` (what the lobby shows and a launch accepts) in step for the games `where`
 * picks (alias `g`): listed by the provider, not switched off by an operator, provider enabled.
 * Returns how many changed.
 */
export async function refreshShownGames(db: Db, where: SQL, now: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update games g set is_enabled = (g.is_listed and g.is_operator_enabled and p.is_enabled),
        updated_at = ${now.toISOString()}::timestamptz
      from game_providers p
      where p.id = g.provider_id and (${where})
        and g.is_enabled <> (g.is_listed and g.is_operator_enabled and p.is_enabled)
      returning g.id`,
  );
  return rows.length;
}

/** Of these game identities, those in the catalog (shown or not). */
export async function findKnownIdentities(db: Db, identities: string[]) {
  if (identities.length === 0) return new Set<string>();
  const rows = await db
    .select({ identity: games.identity })
    .from(games)
    .where(inArray(games.identity, identities));
  return new Set(rows.map((r) => r.identity));
}

export async function findProviderByIdentity(db: Db, identity: string) {
  const [row] = await db
    .select({ id: gameProviders.id, identity: gameProviders.identity })
    .from(gameProviders)
    .where(eq(gameProviders.identity, identity));
  return row ?? null;
}

export async function findProviderIdentities(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: gameProviders.id, identity: gameProviders.identity })
    .from(gameProviders)
    .where(inArray(gameProviders.id, ids));
  return new Map(rows.map((r) => [r.id, r.identity]));
}
