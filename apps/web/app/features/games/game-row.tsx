import type { Game } from '@casino/contracts';
import { ChevronRight } from 'lucide-react';
import { AppLink } from '../../components/ui/app-link';
import { useT } from '../../lib/site';
import { useGameNames } from './game-names';
import { GameTileSkeleton } from './game-skeletons';
import { GameTile } from './game-tile';
import { useCollections, useGamePage } from './use-game-catalog';

const ROW_SIZE = 16;

/** A titled horizontal row of game tiles with "See all" (UI.md "Lobby"); skeletons while loading. */
export function GameRowView({
  title,
  seeAllTo,
  games,
}: {
  title: string;
  seeAllTo?: string;
  games: Game[] | undefined;
}) {
  const t = useT();
  return (
    <section className="row" aria-label={title} data-testid="game-row">
      <div className="row__head">
        <h2>{title}</h2>
        {seeAllTo ? (
          <AppLink to={seeAllTo} className="row__more">
            {t('home.seeAll')} <ChevronRight size={16} aria-hidden="true" />
          </AppLink>
        ) : null}
      </div>
      {games ? (
        <div className="row__track">
          {games.map((game) => (
            <GameTile key={game.id} game={game} />
          ))}
        </div>
      ) : (
        <div className="row__track" role="status" aria-busy="true" aria-label={t('common.loading')}>
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
 * (or an empty one) renders nothing.
 */
export function GameRow({ collection, title }: { collection: string; title?: string }) {
  const names = useGameNames();
  const { data: collections } = useCollections();
  const found = collections?.find((c) => c.identity === collection || c.id === collection);
  const query = found
    ? new URLSearchParams({
        perPage: String(ROW_SIZE),
        sort: 'popular',
        collectionId: found.id,
      }).toString()
    : null;
  const { data } = useGamePage(query);
  if (collections && (!found || found.gamesCount === 0)) return null;
  if (data && data.items.length === 0) return null;
  return (
    <GameRowView
      title={title ?? names.collection(found ?? { identity: collection, name: collection })}
      seeAllTo={`/games?collectionId=${encodeURIComponent(found?.identity ?? collection)}`}
      games={data?.items}
    />
  );
}
