import {
  type Database,
  gameCollectionGames,
  gameCollections,
  gameProviders,
  games,
  queryRows,
} from '@casino/db';
import { sql } from 'drizzle-orm';
import { tileImagePath } from '../apps/server/src/modules/game/catalog/tile-art.ts';

/**
 * The benchmark's synthetic catalog (bench/catalog.ts): a fixture of the benchmark only,
 * written into the benchmark's own database, never seeded into the product.
 */
export const GAMES = 10_000;
export const PROVIDERS = 20;

/** Deterministic pseudo-random numbers (mulberry32): the same catalog on every run. */
export function random(seedValue: number) {
  let a = seedValue;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ADJECTIVES =
  'Golden Lucky Wild Royal Mystic Crazy Magic Silver Hot Frozen Ancient Cosmic Neon Jungle Desert Ocean Fire Thunder Diamond Sweet Dark Shining Mega Epic Secret Happy Rapid Giant Tiny Electric Crystal Shadow Solar Lunar Iron Ruby Emerald Sapphire Velvet Noble'.split(
    ' ',
  );
const NOUNS =
  'Dragon Fortune Gems Pharaoh Fruits Sevens Riches Wolf Tiger Phoenix Treasure Temple Jackpot Spins Reels Bandit Pirate Viking Samurai Queen King Empire Legends Nights Gold Stars Rockets Candy Bells Clovers Coins Crown Mines Heist Safari Carnival Volcano Wizard Galaxy Orchard'.split(
    ' ',
  );
const SUFFIXES = ['', ' Deluxe', ' Megaways', ' Hold and Win', ' Xtreme', ' II', ' Classic'];
const CATEGORY_SETS = [
  ['slots'],
  ['slots', 'high-volatility'],
  ['slots', 'classic'],
  ['table', 'roulette'],
  ['instant', 'dice'],
  ['instant', 'crash'],
];
const KINDS = ['slot', 'slot', 'slot', 'roulette', 'dice', 'crash'] as const;
const GLYPH_IDS = [
  'seven',
  'dragon',
  'diamond',
  'cherry',
  'star',
  'crown',
  'rocket',
  'dice',
  'bell',
  'clover',
];

/** The synthetic catalog: PROVIDERS providers, GAMES games, one collection of 2,000. */
export async function addSyntheticCatalog(database: Database) {
  const next = random(20_261_122);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const db = database.db;
  const providers = await db
    .insert(gameProviders)
    .values(
      Array.from({ length: PROVIDERS }, (_, i) => ({
        identity: `bench-studio-${String(i + 1).padStart(2, '0')}`,
        name: `Bench Studio ${String(i + 1).padStart(2, '0')}`,
      })),
    )
    .returning({ id: gameProviders.id });
  const names = new Set<string>();
  while (names.size < GAMES) names.add(`${pick(ADJECTIVES)} ${pick(NOUNS)}${pick(SUFFIXES)}`);
  const rows = [...names].map((name, i) => {
    const set = Math.floor(next() * CATEGORY_SETS.length);
    const identity = `bench-${i + 1}`;
    const art = {
      background: `#${Math.floor(next() * 0xffffff)
        .toString(16)
        .padStart(6, '0')}`,
      accent: `#${Math.floor(next() * 0xffffff)
        .toString(16)
        .padStart(6, '0')}`,
      motif: [{ glyph: pick(GLYPH_IDS), color: '#f7c948' }],
    };
    return {
      identity,
      providerId: providers[i % PROVIDERS]!.id,
      name,
      kind: KINDS[set]!,
      categories: CATEGORY_SETS[set]!,
      theme: 'synthetic',
      volatility: pick(['low', 'medium', 'high'] as const),
      rtp: 0.94 + next() * 0.05,
      popularity: Math.floor(next() * 101),
      releasedAt: new Date(Date.UTC(2015, 0, 1) + Math.floor(next() * 11 * 365) * 86_400_000),
      art,
      image: tileImagePath(identity, art),
    };
  });
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const inserted = await db
      .insert(games)
      .values(rows.slice(i, i + 1000))
      .returning({ id: games.id });
    ids.push(...inserted.map((r) => r.id));
  }
  const [collection] = await db
    .insert(gameCollections)
    .values({ identity: 'bench-mix', name: 'Bench mix', position: 99 })
    .returning({ id: gameCollections.id });
  await db
    .insert(gameCollectionGames)
    .values(
      ids
        .slice(0, 2000)
        .map((gameId, position) => ({ collectionId: collection!.id, gameId, position })),
    );
  // As autovacuum would: statistics, and the visibility map index-only scans rely on.
  await queryRows(db, sql`vacuum analyze`);
  return { providerIdentity: 'bench-studio-07', names: [...names] };
}
