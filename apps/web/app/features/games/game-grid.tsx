import type { Game } from '@casino/contracts';
import { useEffect, useRef } from 'react';
import { GameTileSkeleton } from './game-skeletons';
import { GameTile } from './game-tile';
import { preloadFirstArt } from './preload-art';
import { useWindowVirtualizer } from './use-window-virtualizer';

/**
 * docs/product/constants.md#in-view-threshold: the loading row counts as seen once 5% of it shows.
 */
export const IN_VIEW_THRESHOLD = 0.05;
/** Tiles above the fold load eagerly (the first rows of a phone and of a desktop). */
const EAGER_TILES = 8;

export interface GameGridProps {
  games: Game[];
  label: string;
  hasMore?: boolean;
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
}

/**
 * The lobby grid: only rows on screen (plus overscan) are in the DOM; while more pages exist a
 * row of skeleton tiles closes the grid, and seeing it loads the next page.
 */
export function GameGrid({ games, label, hasMore, isLoadingMore, onLoadMore }: GameGridProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLDivElement>(null);
  const { from, to, style } = useWindowVirtualizer(gridRef, games.length);
  if (from === 0) preloadFirstArt(games);
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;

  useEffect(() => {
    const target = moreRef.current;
    if (!target || !hasMore || isLoadingMore) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && loadMore.current?.(),
      { threshold: IN_VIEW_THRESHOLD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, isLoadingMore]);

  return (
    <>
      <div
        ref={gridRef}
        className="game-grid"
        style={style}
        data-testid="game-grid"
        data-count={games.length}
      >
        {games.slice(from, to).map((game, i) => (
          <GameTile key={game.id} game={game} isEager={from + i < EAGER_TILES} />
        ))}
      </div>
      {hasMore ? (
        <div
          ref={moreRef}
          className="game-grid game-grid--more"
          role="status"
          aria-busy="true"
          aria-label={label}
          // Still until the next page is asked for (see GameRowView's `isWaiting`).
          data-waiting={!isLoadingMore || undefined}
        >
          {Array.from({ length: 7 }, (_, i) => (
            <GameTileSkeleton key={i} />
          ))}
        </div>
      ) : null}
    </>
  );
}
