import { type Db, gameCollectionGames, gameCollections } from '@casino/db';
import { eq, type SQL, sql } from 'drizzle-orm';

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
  popular: sql`g.popularity desc nulls last, g.name, g.id`,
  newest: sql`g.released_at desc nulls last, g.name, g.id`,
};

/** Upserts the default collections and refills their games (inside the sync transaction). */
export async function buildDefaultCollections(tx: Db, now: Date): Promise<void> {
  for (const [position, def] of DEFAULT_COLLECTIONS.entries()) {
    const [row] = await tx
      .insert(gameCollections)
      .values({ identity: def.identity, name: def.name, countries: def.countries, position })
      .onConflictDoUpdate({
        target: gameCollections.identity,
        set: { name: def.name, countries: def.countries, position, updatedAt: now },
      })
      .returning({ id: gameCollections.id });
    const id = row!.id;
    await tx.delete(gameCollectionGames).where(eq(gameCollectionGames.collectionId, id));
    const category = def.category ? sql`and g.categories @> array[${def.category}]::text[]` : sql``;
    await tx.execute(sql`
      insert into game_collection_games (collection_id, game_id, position)
      select ${id}, g.id, row_number() over (order by ${ORDER[def.order]})
      from (select * from games g where g.is_enabled ${category}
        order by ${ORDER[def.order]} limit ${def.limit}) g`);
  }
}
