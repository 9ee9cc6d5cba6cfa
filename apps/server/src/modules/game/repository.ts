import { createHash, randomBytes } from 'node:crypto';
import type { GameKind } from '@casino/contracts';
import {
  type Db,
  gameFavorites,
  gameLaunchTokens,
  gameProviders,
  gameRecentPlays,
  games,
  queryRows,
} from '@casino/db';
import { and, eq, or, sql } from 'drizzle-orm';
import { GAME_COLUMNS, type GameRow } from './catalog/game-rows.ts';

/** How many recently played games the list keeps. */
export const PLAYED_LIST_SIZE = 24;
const FAVORITES_MAX = 500;

/** Matches a game by id or identity (launches and favourites name either). */
const isGameKey = (key: string) => or(eq(sql`${games.id}::text`, key), eq(games.identity, key));

/** The enabled game's id by id or identity. */
export async function findGameId(db: Db, key: string): Promise<string | null> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(isGameKey(key), eq(games.isEnabled, true)))
    .limit(1);
  return row?.id ?? null;
}

/** An enabled game of an enabled provider, with what a launch needs. */
export async function findLaunchableGame(db: Db, key: string) {
  const [row] = await db
    .select({
      id: games.id,
      identity: games.identity,
      hasDemo: games.hasDemo,
      providerId: games.providerId,
      providerIdentity: gameProviders.identity,
      providerDisabledCountries: gameProviders.disabledCountries,
    })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(and(isGameKey(key), eq(games.isEnabled, true), eq(gameProviders.isEnabled, true)))
    .limit(1);
  return row ?? null;
}

// Raw SQL: lobby rows in the catalog's shape (`GAME_COLUMNS`, ADR 007). Like the lobby, the
// player's lists leave out the sportsbook: it opens on /betting, never as a game tile (ADR 032).

/** The player's favourites, newest first (enabled games only). */
export function findFavoriteGames(db: Db, playerId: string): Promise<GameRow[]> {
  return queryRows<GameRow>(
    db,
    sql`select ${GAME_COLUMNS}, true as is_favorite
      from game_favorites f join games g on g.id = f.game_id
      join game_providers p on p.id = g.provider_id
      where f.player_id = ${playerId}::uuid and g.is_enabled and g.kind <> 'sports'
      order by f.created_at desc, g.id limit ${FAVORITES_MAX}`,
  );
}

/** The games the player launched, most recent first. */
export function findPlayedGames(db: Db, playerId: string): Promise<GameRow[]> {
  return queryRows<GameRow>(
    db,
    sql`select ${GAME_COLUMNS}, (f.player_id is not null) as is_favorite
      from game_recent_plays r join games g on g.id = r.game_id
      join game_providers p on p.id = g.provider_id
      left join game_favorites f on f.game_id = g.id and f.player_id = r.player_id
      where r.player_id = ${playerId}::uuid and g.is_enabled and g.kind <> 'sports'
      order by r.last_played_at desc, g.id limit ${PLAYED_LIST_SIZE}`,
  );
}

export async function insertFavorite(db: Db, playerId: string, gameId: string) {
  await db.insert(gameFavorites).values({ playerId, gameId }).onConflictDoNothing();
}

export async function deleteFavorite(db: Db, playerId: string, gameId: string) {
  await db
    .delete(gameFavorites)
    .where(and(eq(gameFavorites.playerId, playerId), eq(gameFavorites.gameId, gameId)));
}

export async function upsertPlayed(db: Db, playerId: string, gameId: string, now: Date) {
  await db
    .insert(gameRecentPlays)
    .values({ playerId, gameId, lastPlayedAt: now })
    .onConflictDoUpdate({
      target: [gameRecentPlays.playerId, gameRecentPlays.gameId],
      set: { lastPlayedAt: now },
    });
}

/** A game's facts the seamless calls use (game-facts.ts keeps them per catalog version). */
export interface GameFacts {
  identity: string;
  name: string;
  image: string;
  categories: string[];
  /** The stated maximum payout per unit of stake (null: the provider states none). */
  maxWinMultiplier: number | null;
}

export async function findGameFacts(db: Db, gameId: string): Promise<GameFacts | null> {
  const [row] = await db
    .select({
      identity: games.identity,
      name: games.name,
      image: games.image,
      categories: games.categories,
      maxWinMultiplier: games.maxWinMultiplier,
    })
    .from(games)
    .where(eq(games.id, gameId));
  return row ?? null;
}

/** What is stored of a launch token (and what the seamless calls' cache keeps it by). */
export const launchTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface LaunchTokenInput {
  playerId: string;
  walletAccountId: string;
  currency: string;
  gameId: string;
  providerId: string;
  expiresAt: Date;
}

/** A new real-money launch token (32 random bytes); only its hash is stored. */
export async function createLaunchToken(db: Db, input: LaunchTokenInput): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(gameLaunchTokens)
    .values({ ...input, tokenHash: launchTokenHash(token), mode: 'real' });
  return token;
}

export interface LaunchToken {
  playerId: string;
  walletAccountId: string;
  currency: string;
  gameId: string;
  gameIdentity: string;
  /** The launched game's kind (its jurisdiction rules: stake maximum, round timing). */
  gameKind: GameKind;
  providerId: string;
  expiresAt: Date;
}

/**
 * The launch of the token with this hash as `provider` issued it, or null (unknown, or another
 * provider's).
 */
export async function findLaunchToken(
  db: Db,
  tokenHash: string,
  providerId: string,
): Promise<LaunchToken | null> {
  // Raw prepared SQL: read by every seamless money call, in the ledger's transaction (ADR 003).
  const rows = await queryRows<{
    player_id: string;
    wallet_account_id: string;
    currency: string;
    game_id: string;
    game_identity: string;
    game_kind: GameKind;
    provider_id: string;
    expires_at: string;
  }>(
    db,
    sql`select t.player_id, t.wallet_account_id, t.currency, t.game_id, g.identity as game_identity,
        g.kind as game_kind, t.provider_id, to_char(t.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as expires_at
      from game_launch_tokens t join games g on g.id = t.game_id
      where t.token_hash = ${tokenHash} and t.provider_id = ${providerId}::uuid`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    playerId: row.player_id,
    walletAccountId: row.wallet_account_id,
    currency: row.currency,
    gameId: row.game_id,
    gameIdentity: row.game_identity,
    gameKind: row.game_kind,
    providerId: row.provider_id,
    expiresAt: new Date(row.expires_at),
  };
}
