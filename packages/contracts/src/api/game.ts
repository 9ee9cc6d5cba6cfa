import { z } from 'zod';
import {
  GameListSchema,
  GameSchema,
  ListBetsQuerySchema,
  ListGamesQuerySchema,
  PlayGameRequestSchema,
  PlayGameResponseSchema,
} from '../game.ts';
import {
  BetListSchema,
  GameCategoryListSchema,
  GameCollectionListSchema,
  GameItemsSchema,
  GameProviderListSchema,
  ListProvidersQuerySchema,
  ListSpinsQuerySchema,
  SpinListSchema,
  WinnerListSchema,
} from '../game-api.ts';
import { defineEndpoint } from './define.ts';

/** A game's (or provider's) id or identity. */
const KeyParamsSchema = z.object({ id: z.string().min(1).max(128) });

const favorite = <M extends 'POST' | 'DELETE'>(method: M) =>
  defineEndpoint({
    method,
    path: '/api/game/games/:id/favorite',
    auth: true,
    params: KeyParamsSchema,
    response: z.void().describe('Done (also when nothing changed)'),
  });

/**
 * The catalog, launching, favourites and the player's game history
 * (docs/product/api-calls.md#game-and-bonus).
 */
export const gameApi = {
  listCollections: defineEndpoint({
    method: 'GET',
    path: '/api/game/collections',
    auth: false,
    response: GameCollectionListSchema,
  }),
  listCategories: defineEndpoint({
    method: 'GET',
    path: '/api/game/categories',
    auth: false,
    response: GameCategoryListSchema,
  }),
  listProviders: defineEndpoint({
    method: 'GET',
    path: '/api/game/providers',
    auth: false,
    query: ListProvidersQuerySchema,
    response: GameProviderListSchema,
  }),
  listGames: defineEndpoint({
    method: 'GET',
    path: '/api/game/games',
    auth: false,
    query: ListGamesQuerySchema,
    response: GameListSchema,
  }),
  getGame: defineEndpoint({
    method: 'GET',
    path: '/api/game/games/:id',
    auth: false,
    params: KeyParamsSchema,
    response: GameSchema,
  }),
  /** Demo play works for guests: the caller sends the token only when signed in. */
  playGame: defineEndpoint({
    method: 'POST',
    path: '/api/game/games/:id/play',
    auth: false,
    params: KeyParamsSchema,
    body: PlayGameRequestSchema,
    response: PlayGameResponseSchema,
  }),
  listFavorites: defineEndpoint({
    method: 'GET',
    path: '/api/game/games/favorites',
    auth: true,
    response: GameItemsSchema,
  }),
  addFavorite: favorite('POST'),
  removeFavorite: favorite('DELETE'),
  listPlayed: defineEndpoint({
    method: 'GET',
    path: '/api/game/games/played',
    auth: true,
    response: GameItemsSchema,
  }),
  listSpins: defineEndpoint({
    method: 'GET',
    path: '/api/game/spins',
    auth: true,
    query: ListSpinsQuerySchema,
    response: SpinListSchema,
  }),
  listBets: defineEndpoint({
    method: 'GET',
    path: '/api/game/bets',
    auth: true,
    query: ListBetsQuerySchema,
    response: BetListSchema,
  }),
  listWinners: defineEndpoint({
    method: 'GET',
    path: '/api/game/spins/winners',
    auth: false,
    response: WinnerListSchema,
  }),
};
