import {
  type Game,
  GameCategorySchema,
  GameCollectionSchema,
  GameListSchema,
  GameProviderSchema,
  GameSchema,
} from '@casino/contracts';
import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { apiGet } from '../../lib/api.server';
import { apiContext } from '../../lib/context';

type Context = Readonly<RouterContextProvider>;

const items = <T extends z.ZodType>(schema: T) =>
  z.object({ items: z.array(schema) }).transform((r) => r.items);

/**
 * A catalog list for the first render, or null when the API does not give it: the page still
 * renders and the browser fetches (and shows the failure) itself, so a catalog hiccup never
 * turns the lobby into an error page.
 */
async function tryGet<T extends z.ZodType>(
  context: Context,
  path: string,
  schema: T,
): Promise<z.infer<T> | null> {
  try {
    const reply = await context.get(apiContext)(path);
    if (reply.status !== 200) return null;
    const parsed = schema.safeParse(reply.data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const findCollections = (context: Context) =>
  tryGet(context, '/api/game/collections', items(GameCollectionSchema));

export const findCategories = (context: Context) =>
  tryGet(context, '/api/game/categories', items(GameCategorySchema));

export const findProviders = (context: Context) =>
  tryGet(context, '/api/game/providers', items(GameProviderSchema));

/** A page of games (`query` without `page`). */
export const findGamePage = (context: Context, query: string) =>
  tryGet(context, `/api/game/games?${query}&page=1`, GameListSchema);

/** One game by id or identity; an unknown one becomes the 404 page. */
export const getGame = (context: Context, id: string): Promise<Game> =>
  apiGet(context, `/api/game/games/${encodeURIComponent(id)}`, GameSchema);
