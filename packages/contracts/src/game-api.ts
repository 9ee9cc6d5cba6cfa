import { z } from 'zod';
import { PaginationQuerySchema, paginated } from './common.ts';
import {
  BetSchema,
  GameCategorySchema,
  GameCollectionSchema,
  GameProviderSchema,
  GameSchema,
  SpinSchema,
  WinnerSchema,
} from './game.ts';

/**
 * List wrappers and queries of the game calls (docs/product/api-calls.md#game-and-bonus), beside
 * game.ts.
 */

export const GameCollectionListSchema = z
  .object({ items: z.array(GameCollectionSchema) })
  .meta({ id: 'GameCollectionList' });

export const GameProviderListSchema = z
  .object({ items: z.array(GameProviderSchema) })
  .meta({ id: 'GameProviderList' });

export const GameCategoryListSchema = z
  .object({ items: z.array(GameCategorySchema) })
  .meta({ id: 'GameCategoryList' });

/** Favourites (newest first) and recently played (most recent first), unpaginated. */
export const GameItemsSchema = z.object({ items: z.array(GameSchema) }).meta({ id: 'GameItems' });

export const ListProvidersQuerySchema = z.object({
  /** Counts only the games of this collection (id or identity). */
  collectionId: z.string().max(64).optional(),
});

export const ListSpinsQuerySchema = PaginationQuerySchema;

export const SpinListSchema = paginated(SpinSchema).meta({ id: 'SpinList' });
export const BetListSchema = paginated(BetSchema).meta({ id: 'BetList' });

/** The newest real-money wins, newest first (WINNERS_LIST_SIZE). */
export const WinnerListSchema = z
  .object({ items: z.array(WinnerSchema) })
  .meta({ id: 'WinnerList' });

/** Error codes of POST /api/game/games/{id}/play besides 400/401/404. */
export const GAME_LAUNCH_ERRORS = {
  /** 422: real money needs an active account with a positive balance. */
  noFunds: 'no_funds',
  /** 422: the game has no demo mode. */
  demoUnavailable: 'demo_unavailable',
} as const;
