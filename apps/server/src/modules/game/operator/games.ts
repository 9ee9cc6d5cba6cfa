import type { BackofficeGame, GameCatalogQuerySchema } from '@casino/contracts/backoffice';
import { type Db, gameCollectionGames, gameProviders, games } from '@casino/db';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditWriter } from '../../../shared/operator-change.ts';
import { refuseChange } from '../../../shared/operator-change.ts';
import { type CatalogOperatorDeps, catalogChange, switchEnabled } from './change.ts';

// The back office's games screen (docs/decisions/024): the whole catalog, and switching a game
// or a provider on or off.

type CatalogQuery = z.output<typeof GameCatalogQuerySchema>;

const GAME_FIELDS = {
  id: games.id,
  identity: games.identity,
  name: games.name,
  providerId: games.providerId,
  providerName: gameProviders.name,
  categories: games.categories,
  rtp: games.rtp,
  popularity: games.popularity,
  releasedAt: games.releasedAt,
  isEnabled: games.isEnabled,
  isListed: games.isListed,
  isOperatorEnabled: games.isOperatorEnabled,
  providerEnabled: gameProviders.isEnabled,
  image: games.image,
};

type GameRecord = Omit<BackofficeGame, 'releasedAt'> & { releasedAt: Date };

export const toView = (row: GameRecord): BackofficeGame => ({
  ...row,
  releasedAt: row.releasedAt.toISOString(),
});

export const selectGames = (db: Db) =>
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

/** Switches a game on or off for players: off, it leaves the lobby and no launch accepts it. */
export function setGameEnabled(
  deps: CatalogOperatorDeps,
  audit: AuditWriter,
  id: string,
  isEnabled: boolean,
) {
  return switchEnabled(deps, audit, {
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
  disabledCountries: gameProviders.disabledCountries,
  gamesCount: sql<number>`(select count(*)::int from games g where g.provider_id = game_providers.id)`,
  shownCount: sql<number>`(select count(*)::int from games g where g.provider_id = game_providers.id and g.is_enabled)`,
};

export function listProviders(db: Db) {
  return db.select(PROVIDER_FIELDS).from(gameProviders).orderBy(asc(gameProviders.name));
}

export async function providerView(db: Db, id: string) {
  const [row] = await db
    .select(PROVIDER_FIELDS)
    .from(gameProviders)
    .where(eq(gameProviders.id, id));
  return row ?? null;
}

/** A provider off: all its games leave the lobby and refuse launches; on: they return. */
export function setProviderEnabled(
  deps: CatalogOperatorDeps,
  audit: AuditWriter,
  id: string,
  isEnabled: boolean,
) {
  return switchEnabled(deps, audit, {
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

/**
 * The countries where a provider is switched off (issue 34): there its games leave the lobby and
 * real-money launches are refused; elsewhere nothing changes. Audited with the list before/after.
 */
export function setProviderCountries(
  deps: CatalogOperatorDeps,
  audit: AuditWriter,
  id: string,
  disabledCountries: string[],
) {
  return catalogChange(deps, audit, async (tx, now) => {
    const before = await providerView(tx, id);
    if (!before) return refuseChange({ kind: 'not_found', what: 'Provider' });
    await tx
      .update(gameProviders)
      .set({ disabledCountries: [...disabledCountries].sort(), updatedAt: now })
      .where(eq(gameProviders.id, id));
    const after = (await providerView(tx, id))!;
    return {
      value: after,
      audit: {
        action: 'game_provider.countries',
        targetType: 'game_provider',
        targetId: id,
        before,
        after,
      },
    };
  });
}
