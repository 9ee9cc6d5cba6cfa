import { Heart } from 'lucide-react';
import { PlayerGameList } from '../features/games/player-game-list';
import { useFavoriteGames } from '../features/games/use-player-games';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/favorites';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, 'favorites', undefined, { isIndexable: false });

const TEXTS = {
  title: 'favorites.title',
  empty: 'favorites.empty',
  browse: 'favorites.browse',
  signIn: 'favorites.signIn',
} as const;

/**
 * Client-only page (docs/product/routes-and-modals.md#routes): the list is the player's own, so the
 * server sends a skeleton.
 */
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PlayerGameList texts={TEXTS} icon={<Heart size={28} />} games={undefined} />;
}

export default function Favorites() {
  const { data, isError } = useFavoriteGames();
  return <PlayerGameList texts={TEXTS} icon={<Heart size={28} />} games={data} isError={isError} />;
}
