import type { Game } from '@casino/contracts';
import { gameApi } from '@casino/contracts/api';
import type { RouterContextProvider } from 'react-router';
import { callForPage, callOrNull } from '../../lib/api.server';

type Context = Readonly<RouterContextProvider>;

// The catalog pieces of a server render: a failed list leaves its row out (null), not the page.
export const findCollections = async (context: Context) =>
  (await callOrNull(context, gameApi.listCollections))?.items ?? null;

export const findCategories = async (context: Context) =>
  (await callOrNull(context, gameApi.listCategories))?.items ?? null;

export const findProviders = async (context: Context) =>
  (await callOrNull(context, gameApi.listProviders))?.items ?? null;

/** The latest winners of the home page's strip (null when the list cannot be read). */
export const findWinners = async (context: Context) =>
  (await callOrNull(context, gameApi.listWinners))?.items ?? null;

/** The first page of the lobby for a filter query built by `gamesApiQuery`. */
export const findGamePage = (context: Context, query: string) =>
  callOrNull(context, gameApi.listGames, { query: new URLSearchParams(`${query}&page=1`) });

export const getGame = (context: Context, id: string): Promise<Game> =>
  callForPage(context, gameApi.getGame, { params: { id } });
