import type { Game, GameKind } from '@casino/contracts';
import { type SQL, sql } from 'drizzle-orm';

/** A timestamp as ISO 8601 UTC text, the same on both drivers (raw rows differ otherwise). */
export const isoText = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Columns of a Game (games `g` joined with game_providers `p`). */
export const GAME_COLUMNS = sql`g.id, g.identity, g.name, g.provider_id, p.name as provider_name,
  g.kind, g.categories, g.image, g.has_demo, g.rtp, g.volatility, g.theme,
  ${isoText(sql`g.released_at`)} as released_at`;

export interface GameRow {
  id: string;
  identity: string;
  name: string;
  provider_id: string;
  provider_name: string;
  kind: string;
  categories: string[];
  image: string;
  has_demo: boolean;
  rtp: number | string;
  volatility: Game['volatility'];
  theme: string;
  released_at: string;
  is_favorite?: boolean;
}

export function toGame(row: GameRow): Game {
  return {
    id: row.id,
    identity: row.identity,
    name: row.name,
    providerId: row.provider_id,
    providerName: row.provider_name,
    kind: row.kind as GameKind,
    categories: row.categories,
    image: row.image,
    hasDemo: row.has_demo,
    rtp: Number(row.rtp),
    volatility: row.volatility,
    theme: row.theme,
    releasedAt: row.released_at,
    isFavorite: row.is_favorite === true,
  };
}

/** `is_favorite` for a player (a left join on their favourites `f`), false for a guest. */
export function favoriteJoin(playerId: string | null) {
  return playerId
    ? {
        column: sql`(f.player_id is not null) as is_favorite`,
        join: sql`left join game_favorites f on f.game_id = g.id and f.player_id = ${playerId}::uuid`,
      }
    : { column: sql`false as is_favorite`, join: sql`` };
}
