import type { ShouldRevalidateFunctionArgs } from 'react-router';
import {
  findCategories,
  findCollections,
  findGamePage,
  findProviders,
  findWinners,
} from '../../features/games/catalog.server';
import { gamesApiQuery, parseLobbyFilters } from '../../features/games/lobby-filters';
import { LOBBY_PER_PAGE, LobbyView } from '../../features/games/lobby-view';
import { pageUrl } from '../../lib/page-url.server';
import { seoMeta } from '../../lib/seo';
import { siteContext } from '../../lib/site-context.server';
import type { Route } from './+types/lobby';

export const meta: Route.MetaFunction = (args) => seoMeta(args, 'games');

/** The first page is rendered on the server (crawlers, first paint); the rest comes from the browser. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = context.get(siteContext);
  const filters = parseLobbyFilters(pageUrl(request).searchParams);
  const [collections, categories, providers, winners] = await Promise.all([
    findCollections(context),
    findCategories(context),
    findProviders(context),
    findWinners(context),
  ]);
  const lookups = { collections: collections ?? [], providers: providers ?? [] };
  const query = gamesApiQuery(filters, lookups, LOBBY_PER_PAGE);
  const firstPage = await findGamePage(context, query);
  return {
    collections,
    categories,
    providers,
    query,
    firstPage,
    // Formatted here: the browser's first Intl.NumberFormat (its locale data) was a long task
    // of the lobby's hydration (issue 28).
    firstTotalText: firstPage ? new Intl.NumberFormat(locale).format(firstPage.total) : null,
    winners,
  };
}

/** Filters, search and modals change only the query: the browser fetches what they need. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function Lobby({ loaderData }: Route.ComponentProps) {
  return <LobbyView data={loaderData} />;
}
