import type { Game, GameCollection, GameProvider } from '@casino/contracts';
import { gameApi } from '@casino/contracts/api';
import type { RouterContextProvider } from 'react-router';
import { callForPage, callOrNull } from '../../lib/api.server';

type Context = Readonly<RouterContextProvider>;

export interface AppCatalog {
  collections: GameCollection[] | null;
  providers: GameProvider[] | null;
}

const catalogs = new WeakMap<Context, Promise<AppCatalog>>();

/**
 * Collections and providers, fetched once per request (docs/product/states.md#mount-sequence: at
 * app start, not in maintenance): the root loader hands them to the browser, which keeps them for
 * the app's life; the page loaders of the same request reuse this one fetch.
 */
export function findAppCatalog(context: Context): Promise<AppCatalog> {
  let catalog = catalogs.get(context);
  if (!catalog) {
    catalog = Promise.all([
      callOrNull(context, gameApi.listCollections),
      callOrNull(context, gameApi.listProviders, { query: {} }),
    ]).then(([collections, providers]) => ({
      collections: collections?.items ?? null,
      providers: providers?.items ?? null,
    }));
    catalogs.set(context, catalog);
  }
  return catalog;
}

// The catalog pieces of a server render: a failed list leaves its row out (null), not the page.
export const findCollections = async (context: Context) =>
  (await findAppCatalog(context)).collections;

export const findCategories = async (context: Context) =>
  (await callOrNull(context, gameApi.listCategories))?.items ?? null;

export const findProviders = async (context: Context) => (await findAppCatalog(context)).providers;

/** The latest winners of the home page's strip (null when the list cannot be read). */
export const findWinners = async (context: Context) =>
  (await callOrNull(context, gameApi.listWinners))?.items ?? null;

/** The first page of the lobby for a filter query built by `gamesApiQuery`. */
export const findGamePage = (context: Context, query: string) =>
  callOrNull(context, gameApi.listGames, { query: new URLSearchParams(`${query}&page=1`) });

export const getGame = (context: Context, id: string): Promise<Game> =>
  callForPage(context, gameApi.getGame, { params: { id } });

/** A demo launch as a guest makes it (no token, nothing written); null when refused (a restricted country). */
export const launchDemo = (context: Context, id: string, locale: string) =>
  callOrNull(context, gameApi.playGame, { params: { id }, body: { real: false, locale } });
