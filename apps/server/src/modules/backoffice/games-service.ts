import type { BackofficeGame, GameCatalogQuerySchema } from '@casino/contracts/backoffice';
import { type Db, gameCollectionGames, gameCollections, gameProviders, games } from '@casino/db';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { lockKey } from '../../shared/transaction.ts';
import { refreshShownGames, writeCatalogChange } from '../game/operator-service.ts';
import { type Actor, appendAudit } from './audit.ts';
import { type BackofficeContext, inTransaction, rollback } from './context.ts';

// The games screen (docs/decisions/024): every change is audited in its own transaction and
// moves the catalog version there, so the lobby, its caches and the guest pages follow at commit.

type CatalogQuery = z.output<typeof GameCatalogQuerySchema>;

const GAME_FIELDS = {
  id: games.id,
  identity: games.identity,
  name: games.name,
  providerId: games.providerId,
  providerName: gameProviders.name,
  categories: games.categories,
  popularity: games.popularity,
  releasedAt: games.releasedAt,
  isEnabled: games.isEnabled,
  isListed: games.isListed,
  isOperatorEnabled: games.isOperatorEnabled,
  providerEnabled: gameProviders.isEnabled,
  image: games.image,
};

type GameRecord = Omit<BackofficeGame, 'releasedAt'> & { releasedAt: Date };

const toView = (row: GameRecord): BackofficeGame => ({
  ...row,
  releasedAt: row.releasedAt.toISOString(),
});

const selectGames = (db: Db) =>
  db
    .select(GAME_FIELDS)
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId));

/** `%term%` for ILIKE, its wildcards taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORTS = { name: games.name, popularity: games.popularity, releasedAt: games.releasedAt };

/** The catalog with its filters, one page at a time (the whole table: enabled or not). */
export async function listCatalog(db: Db, query: CatalogQuery) {
  const where = and(
    query.search
      ? or(
          ilike(games.name, containing(query.search)),
          ilike(games.identity, containing(query.search)),
        )
      : undefined,
    query.providerId ? eq(games.providerId, query.providerId) : undefined,
    query.collectionId
      ? inArray(
          games.id,
          db
            .select({ id: gameCollectionGames.gameId })
            .from(gameCollectionGames)
            .where(eq(gameCollectionGames.collectionId, query.collectionId)),
        )
      : undefined,
    query.status === 'shown' ? eq(games.isEnabled, true) : undefined,
    query.status === 'hidden' ? eq(games.isEnabled, false) : undefined,
    query.status === 'off' ? eq(games.isOperatorEnabled, false) : undefined,
  );
  const direction = query.order === 'desc' ? desc : asc;
  const [rows, [counted]] = await Promise.all([
    selectGames(db)
      .where(where)
      .orderBy(direction(SORTS[query.sort]), asc(games.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(games).where(where),
  ]);
  return { items: rows.map(toView), total: counted?.total ?? 0 };
}

async function gameView(db: Db, id: string) {
  const [row] = await selectGames(db).where(eq(games.id, id));
  return row ? toView(row) : null;
}

/**
 * A catalog change: `work` runs in one transaction with its audit entry and the catalog's new
 * version; this instance uses the version at once after the commit (others within seconds).
 */
async function catalogChange<T>(
  ctx: BackofficeContext,
  actor: Actor,
  work: (tx: Db, now: Date) => Promise<{ value: T; audit: Parameters<typeof appendAudit>[2] }>,
) {
  const now = ctx.clock.now();
  const result = await inTransaction(ctx.db, async (tx) => {
    // Changes queue behind each other and behind a sync.
    await lockKey(tx, 'game.catalog.sync');
    const { value, audit } = await work(tx, now);
    await appendAudit(tx, actor, audit);
    return { value, version: await writeCatalogChange(tx, now) };
  });
  if (!result.ok) return result;
  ctx.games.catalogVersion.adopt(result.value.version);
  return { ok: true as const, value: result.value.value };
}

/**
 * Switches a game or a provider on or off: `update` writes the flag, then the games concerned
 * are brought in step (`refreshShownGames`) and the change is audited with `view` before/after.
 */
function switchEnabled<V>(
  ctx: BackofficeContext,
  actor: Actor,
  target: {
    id: string;
    isEnabled: boolean;
    what: 'Game' | 'Provider';
    type: 'game' | 'game_provider';
    view: (db: Db, id: string) => Promise<V | null>;
    update: (tx: Db, now: Date) => Promise<unknown>;
    games: SQL;
  },
) {
  return catalogChange(ctx, actor, async (tx, now) => {
    const before = await target.view(tx, target.id);
    if (!before) return rollback({ kind: 'not_found', what: target.what });
    await target.update(tx, now);
    await refreshShownGames(tx, target.games, now);
    const after = (await target.view(tx, target.id))!;
    return {
      value: after,
      audit: {
        action: `${target.type}.${target.isEnabled ? 'enable' : 'disable'}`,
        targetType: target.type,
        targetId: target.id,
        before,
        after,
      },
    };
  });
}

/** Switches a game on or off for players: off, it leaves the lobby and no launch accepts it. */
export function setGameEnabled(
  ctx: BackofficeContext,
  id: string,
  isEnabled: boolean,
  actor: Actor,
) {
  return switchEnabled(ctx, actor, {
    id,
    isEnabled,
    what: 'Game',
    type: 'game',
    view: gameView,
    update: (tx, now) =>
      tx
        .update(games)
        .set({ isOperatorEnabled: isEnabled, updatedAt: now })
        .where(eq(games.id, id)),
    games: sql`g.id = ${id}::uuid`,
  });
}

const PROVIDER_FIELDS = {
  id: gameProviders.id,
  identity: gameProviders.identity,
  name: gameProviders.name,
  isEnabled: gameProviders.isEnabled,
  gamesCount: sql<number>`(select count(*)::int from games g where g.provider_id = game_providers.id)`,
  shownCount: sql<number>`(select count(*)::int from games g where g.provider_id = game_providers.id and g.is_enabled)`,
};

export function listProviders(db: Db) {
  return db.select(PROVIDER_FIELDS).from(gameProviders).orderBy(asc(gameProviders.name));
}

async function providerView(db: Db, id: string) {
  const [row] = await db
    .select(PROVIDER_FIELDS)
    .from(gameProviders)
    .where(eq(gameProviders.id, id));
  return row ?? null;
}

/** A provider off: all its games leave the lobby and refuse launches; on: they return. */
export function setProviderEnabled(
  ctx: BackofficeContext,
  id: string,
  isEnabled: boolean,
  actor: Actor,
) {
  return switchEnabled(ctx, actor, {
    id,
    isEnabled,
    what: 'Provider',
    type: 'game_provider',
    view: providerView,
    update: (tx, now) =>
      tx.update(gameProviders).set({ isEnabled, updatedAt: now }).where(eq(gameProviders.id, id)),
    games: sql`g.provider_id = ${id}::uuid`,
  });
}

const COLLECTION_FIELDS = {
  id: gameCollections.id,
  identity: gameCollections.identity,
  name: gameCollections.name,
  countries: gameCollections.countries,
  position: gameCollections.position,
  isEnabled: gameCollections.isEnabled,
  isOperatorManaged: gameCollections.isOperatorManaged,
  gamesCount: sql<number>`(select count(*)::int from game_collection_games cg where cg.collection_id = game_collections.id)`,
};

const collectionRows = (db: Db, where?: SQL) =>
  db
    .select(COLLECTION_FIELDS)
    .from(gameCollections)
    .where(where)
    .orderBy(asc(gameCollections.position), asc(gameCollections.identity));

export function listCollections(db: Db) {
  return collectionRows(db);
}

async function collectionView(db: Db, id: string) {
  const [row] = await collectionRows(db, eq(gameCollections.id, id));
  return row ?? null;
}

/** A new collection, last in the lobby, without games. */
export function createCollection(
  ctx: BackofficeContext,
  input: { name: string; identity: string; countries: string[] },
  actor: Actor,
) {
  return catalogChange(ctx, actor, async (tx, now) => {
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${gameCollections.position}), -1)::int` })
      .from(gameCollections);
    const [row] = await tx
      .insert(gameCollections)
      .values({
        identity: input.identity,
        name: input.name,
        countries: input.countries,
        position: Number(last?.position ?? -1) + 1,
        isOperatorManaged: true,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: gameCollections.id });
    if (!row) {
      return rollback({
        kind: 'taken',
        field: 'identity',
        message: 'A collection with this identity exists',
      });
    }
    const after = (await collectionView(tx, row.id))!;
    return {
      value: after,
      audit: { action: 'collection.create', targetType: 'collection', targetId: row.id, after },
    };
  });
}

/** Rename, switch on or off, or change the countries of a collection. */
export function updateCollection(
  ctx: BackofficeContext,
  id: string,
  input: { name?: string; isEnabled?: boolean; countries?: string[] },
  actor: Actor,
) {
  return catalogChange(ctx, actor, async (tx, now) => {
    const before = await collectionView(tx, id);
    if (!before) return rollback({ kind: 'not_found', what: 'Collection' });
    await tx
      .update(gameCollections)
      .set({ ...input, isOperatorManaged: true, updatedAt: now })
      .where(eq(gameCollections.id, id));
    const after = (await collectionView(tx, id))!;
    return {
      value: after,
      audit: { action: 'collection.update', targetType: 'collection', targetId: id, before, after },
    };
  });
}

/** The lobby's order of collections: `ids` must name every collection once. */
export function reorderCollections(ctx: BackofficeContext, ids: string[], actor: Actor) {
  return catalogChange(ctx, actor, async (tx, now) => {
    const before = await listCollections(tx);
    const known = new Set(before.map((c) => c.id));
    if (
      ids.length !== known.size ||
      new Set(ids).size !== ids.length ||
      ids.some((id) => !known.has(id))
    ) {
      return rollback({
        kind: 'invalid',
        field: 'ids',
        message: 'List every collection exactly once',
      });
    }
    for (const [position, id] of ids.entries()) {
      await tx
        .update(gameCollections)
        .set({ position, isOperatorManaged: true, updatedAt: now })
        .where(eq(gameCollections.id, id));
    }
    const after = await listCollections(tx);
    const order = (list: { identity: string }[]) => list.map((c) => c.identity);
    return {
      value: after,
      audit: {
        action: 'collection.reorder',
        targetType: 'collection',
        before: order(before),
        after: order(after),
      },
    };
  });
}

/** The games of a collection in their order (enabled or not). */
export async function collectionGames(db: Db, id: string) {
  const rows = await selectGames(db)
    .innerJoin(gameCollectionGames, eq(gameCollectionGames.gameId, games.id))
    .where(eq(gameCollectionGames.collectionId, id))
    .orderBy(asc(gameCollectionGames.position));
  return rows.map((row) => toView(row));
}

/** Replaces the games of a collection with `gameIds` in that order (add, remove, reorder). */
export function setCollectionGames(
  ctx: BackofficeContext,
  id: string,
  gameIds: string[],
  actor: Actor,
) {
  return catalogChange(ctx, actor, async (tx, now) => {
    const collection = await collectionView(tx, id);
    if (!collection) return rollback({ kind: 'not_found', what: 'Collection' });
    if (gameIds.length > 0) {
      const found = await tx.select({ id: games.id }).from(games).where(inArray(games.id, gameIds));
      if (found.length !== gameIds.length) {
        return rollback({
          kind: 'invalid',
          field: 'gameIds',
          message: 'An unknown game is listed',
        });
      }
    }
    const before = (await collectionGames(tx, id)).map((g) => g.identity);
    await tx.delete(gameCollectionGames).where(eq(gameCollectionGames.collectionId, id));
    if (gameIds.length > 0) {
      await tx
        .insert(gameCollectionGames)
        .values(gameIds.map((gameId, i) => ({ collectionId: id, gameId, position: i + 1 })));
    }
    await tx
      .update(gameCollections)
      .set({ isOperatorManaged: true, updatedAt: now })
      .where(eq(gameCollections.id, id));
    const items = await collectionGames(tx, id);
    return {
      value: { items },
      audit: {
        action: 'collection.games',
        targetType: 'collection',
        targetId: id,
        before,
        after: items.map((g) => g.identity),
      },
    };
  });
}
