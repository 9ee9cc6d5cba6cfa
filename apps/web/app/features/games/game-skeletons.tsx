import { Skeleton } from '../../components/ui/skeleton';

/** A game tile's placeholder in the fixed 3:4 ratio, so the real art causes no shift. */
export function GameTileSkeleton() {
  return (
    <div className="tile" aria-hidden="true">
      <Skeleton style={{ aspectRatio: '3 / 4', borderRadius: 'var(--radius-lg)' }} />
      <Skeleton isText width="70%" />
      <Skeleton isText width="45%" height={10} />
    </div>
  );
}

/** Grid of placeholder tiles: 2 columns on a phone, up to 7 on desktop. */
export function GameGridSkeleton({ count = 14, label }: { count?: number; label: string }) {
  return (
    <div className="game-grid" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <GameTileSkeleton key={i} />
      ))}
    </div>
  );
}
