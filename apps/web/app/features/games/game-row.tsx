import type { Game, GameCollection, GameList } from '@casino/contracts';
import { ChevronRight } from 'lucide-react';
import { type Ref, useDeferredValue, useState } from 'react';
import { AppLink } from '../../components/ui/app-link';
import { useT } from '../../lib/site';
import { useNearViewport } from '../../lib/use-near-viewport';
import { useGameNames } from './game-names';
import { GameTileSkeleton } from './game-skeletons';
import { GameTile } from './game-tile';
import { preloadFirstArt } from './preload-art';
import { useCollections, useGamePage } from './use-game-catalog';

const ROW_SIZE = 16;
/** Tiles of the first row that load at once: those on a phone's first screen (the LCP image). */
const EAGER_TILES = 3;

/** The query of a collection's row (the same on the server and in the browser). */
export const gameRowQuery = (collectionId: string) =>
  new URLSearchParams({ perPage: String(ROW_SIZE), sort: 'popular', collectionId }).toString();

/** A titled horizontal row of game tiles with "See all" (UI.md "Lobby"); skeletons while loading. */
export function GameRowView({
  title,
  seeAllTo,
  games,
  eagerTiles = 0,
  isWaiting = false,
  ref,
}: {
  title: string;
  seeAllTo?: string;
  games: Game[] | undefined;
  eagerTiles?: number;
  /**
   * No games asked for yet (a row far below the screen): its placeholders stand still. A
   * shimmer says "loading", and dozens of them animating from the first paint kept the main
   * thread busy every frame for a visitor who never scrolls (issue 28, TBT).
   */
  isWaiting?: boolean;
  ref?: Ref<HTMLElement>;
}) {
  const t = useT();
  // Art of the tiles past the row's first screen stays unloaded until the row is scrolled
  // (CSS hides those images, so the browser's lazy loading skips them; docs/decisions/021).
  const [isScrolled, setScrolled] = useState(false);
  if (eagerTiles > 0) preloadFirstArt(games);
  return (
    <section ref={ref} className="row" aria-label={title} data-testid="game-row">
      <div className="row__head">
        <h2>{title}</h2>
        {seeAllTo ? (
          <AppLink to={seeAllTo} className="row__more">
            {t('home.seeAll')} <ChevronRight size={16} aria-hidden="true" />
          </AppLink>
        ) : null}
      </div>
      {games ? (
        <div
          className="row__track"
          data-scrolled={isScrolled || undefined}
          onScroll={isScrolled ? undefined : () => setScrolled(true)}
        >
          {games.map((game, i) => (
            <GameTile key={game.id} game={game} isEager={i < eagerTiles} />
          ))}
        </div>
      ) : (
        <div
          className="row__track"
          role="status"
          aria-busy="true"
          aria-label={t('common.loading')}
          data-waiting={isWaiting || undefined}
        >
          {Array.from({ length: 8 }, (_, i) => (
            <GameTileSkeleton key={i} />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * The row of one collection by identity (`popular`, `new`…), titled in the page's language,
 * with "See all" to the lobby filtered by it. A collection the visitor's country does not get
 * (or an empty one) renders nothing. The first row of a page comes from the server (`initial`);
 * the others fetch their games when the visitor scrolls near them (skeletons until then).
 */
export function GameRow({
  collection,
  title,
  collections: initialCollections,
  initial,
}: {
  collection: string;
  title?: string;
  collections?: GameCollection[];
  initial?: GameList;
}) {
  const names = useGameNames();
  const [ref, isNear] = useNearViewport<HTMLElement>(initial !== undefined);
  const { data: collections } = useCollections(initialCollections);
  const found = collections?.find((c) => c.identity === collection || c.id === collection);
  const query = found && isNear ? gameRowQuery(found.id) : null;
  // A row that arrives after hydration renders in the background (time-sliced), not in one
  // long task when its fetch answers: the query store's update is synchronous (issue 28, TBT).
  const data = useDeferredValue(useGamePage(query, initial).data);
  if (collections && (!found || found.gamesCount === 0)) return null;
  if (data && data.items.length === 0) return null;
  return (
    <GameRowView
      ref={ref}
      title={title ?? names.collection(found ?? { identity: collection, name: collection })}
      seeAllTo={`/games?collectionId=${encodeURIComponent(found?.identity ?? collection)}`}
      games={data?.items}
      eagerTiles={initial ? EAGER_TILES : 0}
      isWaiting={query === null}
    />
  );
}
