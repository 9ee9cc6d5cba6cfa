import { Heart } from 'lucide-react';
import { PlayerGameList } from '../features/games/player-game-list';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/favorites';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, 'favorites', undefined, { isIndexable: false });

const TEXTS = {
  title: 'favorites.title',
  empty: 'favorites.empty',
  browse: 'favorites.browse',
} as const;

/** Client-only page (spec 2): the list is the player's own, so the server sends a skeleton. */
export async function clientLoader() {
  return { games: [] as string[] };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PlayerGameList texts={TEXTS} icon={<Heart size={28} />} />;
}

export default function Favorites({ loaderData }: Route.ComponentProps) {
  return <PlayerGameList texts={TEXTS} icon={<Heart size={28} />} games={loaderData.games} />;
}
