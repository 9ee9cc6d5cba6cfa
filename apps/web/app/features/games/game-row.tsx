import { ChevronRight } from 'lucide-react';
import { AppLink } from '../../components/ui/app-link';
import { GameTileSkeleton } from './game-skeletons';

/** A titled horizontal row of game tiles with "See all" (UI.md "Lobby"). */
export function GameRow({
  title,
  seeAllTo,
  seeAllLabel,
  loadingLabel,
}: {
  title: string;
  seeAllTo: string;
  seeAllLabel: string;
  loadingLabel: string;
}) {
  return (
    <section className="row" aria-label={title}>
      <div className="row__head">
        <h2>{title}</h2>
        <AppLink to={seeAllTo} className="row__more">
          {seeAllLabel} <ChevronRight size={16} aria-hidden="true" />
        </AppLink>
      </div>
      <div className="row__track" role="status" aria-busy="true" aria-label={loadingLabel}>
        {Array.from({ length: 8 }, (_, i) => (
          <GameTileSkeleton key={i} />
        ))}
      </div>
    </section>
  );
}
