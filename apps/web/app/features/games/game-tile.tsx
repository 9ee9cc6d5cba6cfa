import type { Game } from '@casino/contracts';
import { memo } from 'react';
import { AppLink } from '../../components/ui/app-link';
import { useSessionView } from '../../lib/session/use-session-view';
import { useT } from '../../lib/site';
import { FavoriteButton } from './favorite-button';

/** Tile art is 3:4; the intrinsic size lets the browser reserve the space before it loads. */
export const TILE_WIDTH = 300;
export const TILE_HEIGHT = 400;

export const gamePath = (game: Pick<Game, 'identity'>, isReal = false) =>
  `/games/${encodeURIComponent(game.identity)}${isReal ? '?real=true' : ''}`;

/**
 * A game tile (UI.md "Lobby"): art filling a rounded 3:4 frame, name and provider below; a
 * hover or keyboard focus reveals Play and Demo, the heart toggles the favourite. Memoized: a
 * grid or row that renders again (a range, a page more) leaves its tiles as they are.
 */
export const GameTile = memo(function GameTile({
  game,
  isEager = false,
}: {
  game: Game;
  isEager?: boolean;
}) {
  const t = useT();
  // A tap on the art opens the game: for real when signed in, else in demo.
  const isPlayer = useSessionView().status === 'player';
  return (
    <article className="tile game-tile" data-testid="game-tile" data-game={game.identity}>
      <div className="game-tile__art">
        <AppLink
          to={gamePath(game, isPlayer || !game.hasDemo)}
          className="game-tile__link"
          isPlain
          aria-label={game.name}
        >
          <img
            src={game.image}
            alt=""
            width={TILE_WIDTH}
            height={TILE_HEIGHT}
            loading={isEager ? 'eager' : 'lazy'}
            // The first row's art is the page's largest paint on a phone: fetched first.
            fetchPriority={isEager ? 'high' : 'auto'}
            decoding="async"
          />
        </AppLink>
        <div className="game-tile__actions">
          <AppLink
            to={gamePath(game, true)}
            className="btn btn--primary btn--sm"
            isPlain
            aria-label={t('games.playName', { name: game.name })}
          >
            <span className="mask-icon mask-icon--play" aria-hidden="true" />
            {t('games.play')}
          </AppLink>
          {game.hasDemo ? (
            <AppLink
              to={gamePath(game)}
              className="btn btn--secondary btn--sm"
              isPlain
              aria-label={t('games.demoName', { name: game.name })}
            >
              {t('games.demo')}
            </AppLink>
          ) : null}
        </div>
        <FavoriteButton game={game} className="game-tile__fav" />
      </div>
      <h3 className="game-tile__name">{game.name}</h3>
      <p className="game-tile__provider">{game.providerName}</p>
    </article>
  );
});
