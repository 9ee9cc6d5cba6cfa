import { History } from 'lucide-react';
import { PlayerGameList } from '../features/games/player-game-list';
import { usePlayedGames } from '../features/games/use-player-games';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/recently-played';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, 'recent', undefined, { isIndexable: false });

const TEXTS = {
  title: 'recent.title',
  empty: 'recent.empty',
  browse: 'recent.browse',
  signIn: 'recent.signIn',
} as const;

/**
 * Client-only page (docs/product/routes-and-modals.md#routes): what this player played, fetched in
 * the browser.
 */
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PlayerGameList texts={TEXTS} icon={<History size={28} />} games={undefined} />;
}

export default function RecentlyPlayed() {
  const { data, isError } = usePlayedGames();
  return (
    <PlayerGameList texts={TEXTS} icon={<History size={28} />} games={data} isError={isError} />
  );
}
