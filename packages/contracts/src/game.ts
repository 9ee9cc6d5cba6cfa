import { z } from 'zod';
import {
  BooleanQuerySchema,
  CurrencyCodeSchema,
  MinorAmountSchema,
  PageQuerySchema,
  paginated,
} from './common.ts';

/** Kind of a game: decides which client the provider opens and which bets it takes. */
export const GameKindSchema = z.enum(['slot', 'roulette', 'dice', 'crash', 'sports']);
export type GameKind = z.infer<typeof GameKindSchema>;

/** Lobby category of a game (docs/product/entities.md#game-category). */
export const GameCategorySchema = z
  .object({ identity: z.string(), name: z.string(), gamesCount: z.number().int().nonnegative() })
  .meta({ id: 'GameCategory' });
export type GameCategory = z.infer<typeof GameCategorySchema>;

/** A game of the catalog as the lobby shows it (docs/product/entities.md#game: identity, name). */
export const GameSchema = z
  .object({
    id: z.string(),
    identity: z.string(),
    name: z.string(),
    providerId: z.string(),
    providerName: z.string(),
    kind: GameKindSchema,
    categories: z.array(z.string()),
    /** Tile art: an absolute path on this site (sized, compressed) . */
    image: z.string(),
    hasDemo: z.boolean(),
    /** Stated theoretical return to player, e.g. 0.9612. */
    rtp: z.number(),
    volatility: z.enum(['low', 'medium', 'high']),
    theme: z.string(),
    releasedAt: z.string(),
    /** Only for a logged-in player; false for guests. */
    isFavorite: z.boolean(),
  })
  .meta({ id: 'Game' });
export type Game = z.infer<typeof GameSchema>;

/** Collection of games shown as a lobby row or tab; an empty countries list means everywhere. */
export const GameCollectionSchema = z
  .object({
    id: z.string(),
    identity: z.string(),
    name: z.string(),
    countries: z.array(z.string()),
    gamesCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'GameCollection' });
export type GameCollection = z.infer<typeof GameCollectionSchema>;

export const GameProviderSchema = z
  .object({
    id: z.string(),
    identity: z.string(),
    name: z.string(),
    /** Games visible to the caller (country rules applied). */
    gamesCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'GameProvider' });
export type GameProvider = z.infer<typeof GameProviderSchema>;

export const GAME_SORTS = ['popular', 'newest', 'name'] as const;

/** Query of GET /api/game/games; array params in bracket form (`providerId[]=a`). */
export const ListGamesQuerySchema = z.object({
  page: PageQuerySchema,
  perPage: z.coerce.number().int().positive().max(100).default(24),
  /** Case-insensitive match on the name (min 2 characters). */
  search: z.string().trim().min(2).max(64).optional(),
  collectionId: z.string().max(64).optional(),
  category: z.string().max(64).optional(),
  providerId: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .optional(),
  sort: z.enum(GAME_SORTS).default('popular'),
});
export type ListGamesQuery = z.input<typeof ListGamesQuerySchema>;

export const GameListSchema = paginated(GameSchema).meta({ id: 'GameList' });
export type GameList = z.infer<typeof GameListSchema>;

/** Body of POST /api/game/games/{id}/play. */
export const PlayGameRequestSchema = z.object({
  /** Real money (logged-in player, funded active account) or demo credits. */
  real: z.boolean().default(false),
  /** Language of the game client; the site's locale. */
  locale: z.string().max(5).optional(),
});
export const PlayGameResponseSchema = z
  .object({
    /** Launch URL for the iframe. */
    url: z.string(),
    mode: z.enum(['demo', 'real']),
    /** Currency of a real-money launch. */
    currency: CurrencyCodeSchema.optional(),
  })
  .meta({ id: 'GameLaunch' });
export type PlayGameResponse = z.infer<typeof PlayGameResponseSchema>;

/** One settled or open round of a game (history tab "spins"). */
export const SpinSchema = z
  .object({
    id: z.string(),
    gameId: z.string(),
    gameName: z.string(),
    roundId: z.string(),
    currency: CurrencyCodeSchema,
    stake: MinorAmountSchema,
    win: MinorAmountSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'Spin' });
export type Spin = z.infer<typeof SpinSchema>;

/** A bet transaction of a round (history tab "bets"). */
export const BetSchema = z
  .object({
    id: z.string(),
    gameId: z.string(),
    gameName: z.string(),
    roundId: z.string(),
    currency: CurrencyCodeSchema,
    amount: MinorAmountSchema,
    win: MinorAmountSchema,
    /** BET_STATUS (enums.ts): 1 placed (open), 2 won, 3 lost, 4 rolled back. */
    status: z.number().int(),
    isSettled: z.boolean(),
    createdAt: z.string(),
    settledAt: z.string().nullable(),
  })
  .meta({ id: 'Bet' });
export type Bet = z.infer<typeof BetSchema>;

export const ListBetsQuerySchema = z.object({
  page: PageQuerySchema,
  perPage: z.coerce.number().int().positive().max(100).default(20),
  isSettled: BooleanQuerySchema.default(true),
});

/**
 * A real-money win for the latest-winners strip (docs/product/entities.md#winner; masked nickname).
 */
export const WinnerSchema = z
  .object({
    id: z.string(),
    gameId: z.string(),
    gameIdentity: z.string(),
    gameName: z.string(),
    gameImage: z.string(),
    nickname: z.string(),
    amount: MinorAmountSchema,
    currency: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'Winner' });
export type Winner = z.infer<typeof WinnerSchema>;

/**
 * Latest winners list length and the strip's update throttle
 * (docs/product/constants.md#latest-winners).
 */
export const WINNERS_LIST_SIZE = 12;
export const WINNERS_THROTTLE_MS = 3000;
