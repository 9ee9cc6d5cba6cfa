import { type Db, gameCollectionGames, gameCollections, games } from '@casino/db';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AuditWriter, refuseChange } from '../../../shared/operator-change.ts';
import { type CatalogOperatorDeps, catalogChange } from './change.ts';
import { selectGames, toView } from './games.ts';

// The back office's collections (docs/decisions/024): the lobby's rows, their order and games.

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
  deps: CatalogOperatorDeps,
  audit: AuditWriter,
  input: { name: string; identity: string; countries: string[] },
) {
  return catalogChange(deps, audit, async (tx, now) => {
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
      return refuseChange({
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
  deps: CatalogOperatorDeps,
  audit: AuditWriter,
  id: string,
  input: { name?: string; isEnabled?: boolean; countries?: string[] },
) {
  return catalogChange(deps, audit, async (tx, now) => {
    const before = await collectionView(tx, id);
    if (!before) return refuseChange({ kind: 'not_found', what: 'Collection' });
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
export function reorderCollections(deps: CatalogOperatorDeps, audit: AuditWriter, ids: string[]) {
  return catalogChange(deps, audit, async (tx, now) => {
    const before = await listCollections(tx);
    const known = new Set(before.map((c) => c.id));
    if (
      ids.length !== known.size ||
      new Set(ids).size !== ids.length ||
      ids.some((id) => !known.has(id))
    ) {
      return refuseChange({
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
  deps: CatalogOperatorDeps,
  audit: AuditWriter,
  id: string,
  gameIds: string[],
) {
  return catalogChange(deps, audit, async (tx, now) => {
    const collection = await collectionView(tx, id);
    if (!collection) return refuseChange({ kind: 'not_found', what: 'Collection' });
    if (gameIds.length > 0) {
      const found = await tx.select({ id: games.id }).from(games).where(inArray(games.id, gameIds));
      if (found.length !== gameIds.length) {
        return refuseChange({
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
