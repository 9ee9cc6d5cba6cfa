import { ChevronRight, Dices } from 'lucide-react';
import { AppLink } from '../../components/ui/app-link';
import { GameTileSkeleton } from '../games/game-skeletons';
import { useCollectionGames } from './collection-games';

/** A home row of a game collection from content: tiles, "See all", an empty state. */
export function CollectionRow({
  collection,
  title,
  more,
  labels,
}: {
  collection: string;
  title: string;
  more?: string;
  labels: { seeAll: string; loading: string; empty: string; browse: string };
}) {
  const { games, isLoading } = useCollectionGames(collection);
  return (
    <section className="row" aria-label={title} data-collection={collection}>
      <div className="row__head">
        <h2>{title}</h2>
        <AppLink to={more ?? '/games'} className="row__more">
          {labels.seeAll} <ChevronRight size={16} aria-hidden="true" />
        </AppLink>
      </div>
      {isLoading ? (
        <div className="row__track" role="status" aria-busy="true" aria-label={labels.loading}>
          {Array.from({ length: 8 }, (_, i) => (
            <GameTileSkeleton key={i} />
          ))}
        </div>
      ) : games.length ? (
        <ul className="row__track" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {games.map((game) => (
            <li key={game.id} className="tile">
              <AppLink to={`/games/${game.identity}`} className="tile__link">
                <span className="tile__art">
                  {game.image ? (
                    <img src={game.image} alt="" loading="lazy" width={300} height={400} />
                  ) : null}
                </span>
                <span className="tile__name">{game.name}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className="row__empty">
          <Dices size={18} aria-hidden="true" /> {labels.empty}{' '}
          <AppLink to="/games">{labels.browse}</AppLink>
        </p>
      )}
    </section>
  );
}
