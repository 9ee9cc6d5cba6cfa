import { type Db, gameCollectionGames, gameCollections, games } from '@casino/db';
import { and, arrayContains, eq, ne, type SQL, sql } from 'drizzle-orm';

interface DefaultCollection {
  identity: string;
  /** English; the site translates collection identities and falls back to this. */
  name: string;
  /** Empty: everywhere; otherwise only where the request country is listed. */
  countries: string[];
  category?: string;
  order: 'popular' | 'newest';
  limit: number;
}

/**
 * The lobby's rows, rebuilt from the catalog on every sync. `brazil-favourites` is limited
 * to Brazil (cf-ipcountry BR): elsewhere it is hidden with its games.
 */
export const DEFAULT_COLLECTIONS: readonly DefaultCollection[] = [
  { identity: 'popular', name: 'Popular', countries: [], order: 'popular', limit: 24 },
  { identity: 'new', name: 'New', countries: [], order: 'newest', limit: 24 },
  {
    identity: 'slots',
    name: 'Slots',
    countries: [],
    category: 'slots',
    order: 'popular',
    limit: 500,
  },
  {
    identity: 'table',
    name: 'Table games',
    countries: [],
    category: 'table',
    order: 'popular',
    limit: 500,
  },
  {
    identity: 'instant',
    name: 'Instant games',
    countries: [],
    category: 'instant',
    order: 'popular',
    limit: 500,
  },
  {
    identity: 'brazil-favourites',
    name: 'Brazil favourites',
    countries: ['BR'],
    category: 'slots',
    order: 'newest',
    limit: 12,
  },
];

const ORDER: Record<DefaultCollection['order'], SQL> = {
  popular: sql`${games.popularity} desc nulls last, ${games.name}, ${games.id}`,
  newest: sql`${games.releasedAt} desc nulls last, ${games.name}, ${games.id}`,
};

/**
 * Upserts the default collections and refills their games (inside the sync transaction); those
 * an operator edited are left alone.
 */
export async function buildDefaultCollections(tx: Db, now: Date): Promise<void> {
  for (const [position, def] of DEFAULT_COLLECTIONS.entries()) {
    const [row] = await tx
      .insert(gameCollections)
      .values({ identity: def.identity, name: def.name, countries: def.countries, position })
      .onConflictDoUpdate({
        target: gameCollections.identity,
        set: { name: def.name, countries: def.countries, position, updatedAt: now },
        // One an operator edited stays as they left it (docs/decisions/024).
        setWhere: eq(gameCollections.isOperatorManaged, false),
      })
      .returning({ id: gameCollections.id });
    if (!row) continue;
    const id = row.id;
    await tx.delete(gameCollectionGames).where(eq(gameCollectionGames.collectionId, id));
    const category = def.category ? arrayContains(games.categories, [def.category]) : undefined;
    const picked = await tx
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.isEnabled, true), ne(games.kind, 'sports'), category))
      .orderBy(ORDER[def.order])
      .limit(def.limit);
    if (picked.length === 0) continue;
    await tx
      .insert(gameCollectionGames)
      .values(picked.map((game, i) => ({ collectionId: id, gameId: game.id, position: i + 1 })));
  }
}
