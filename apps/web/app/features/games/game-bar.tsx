import type { Game } from '@casino/contracts';
import { ArrowLeft, Expand, LogIn, Shrink } from 'lucide-react';
import { Link } from 'react-router';
import { AppLink } from '../../components/ui/app-link';
import { Button } from '../../components/ui/button';
import { useModal } from '../../lib/modal-query';
import { useSessionView } from '../../lib/session/use-session-view';
import { useT } from '../../lib/site';
import { FavoriteButton } from './favorite-button';
import type { GameMode } from './use-game-launch';

/**
 * The slim bar over a game (UI.md "Game page"): back to the lobby, the name, the demo/real
 * switch (real for players; guests get a sign-in button), full screen and the heart.
 */
export function GameBar({
  game,
  mode,
  isFullscreen,
  onFullscreen,
}: {
  game: Game;
  mode: GameMode;
  isFullscreen: boolean;
  onFullscreen: () => void;
}) {
  const t = useT();
  const { status } = useSessionView();
  const { open } = useModal();
  return (
    <div className="game-bar">
      <AppLink to="/games" className="btn btn--ghost btn--icon" aria-label={t('games.back')}>
        <ArrowLeft size={20} aria-hidden="true" />
      </AppLink>
      <h1 className="game-bar__title">{game.name}</h1>
      {status === 'player' ? (
        <nav className="segmented" aria-label={t('games.mode')}>
          {game.hasDemo ? (
            <Link
              to={{ search: '' }}
              replace
              preventScrollReset
              className="segmented__item"
              aria-current={mode === 'demo' ? 'true' : undefined}
              data-testid="mode-demo"
            >
              {t('games.demo')}
            </Link>
          ) : null}
          <Link
            to={{ search: '?real=true' }}
            replace
            preventScrollReset
            className="segmented__item"
            aria-current={mode === 'real' ? 'true' : undefined}
            data-testid="mode-real"
          >
            {t('games.real')}
          </Link>
        </nav>
      ) : (
        <Button
          variant="primary"
          size="sm"
          onClick={() => open('sign-in')}
          data-testid="play-real-signin"
        >
          <LogIn size={16} aria-hidden="true" />
          <span className="game-bar__long">{t('games.signInForReal')}</span>
          <span className="game-bar__short">{t('games.real')}</span>
        </Button>
      )}
      <Button
        variant="ghost"
        isIcon
        aria-label={t(isFullscreen ? 'games.exitFullscreen' : 'games.fullscreen')}
        aria-pressed={isFullscreen}
        onClick={onFullscreen}
        data-testid="fullscreen"
      >
        {isFullscreen ? (
          <Shrink size={20} aria-hidden="true" />
        ) : (
          <Expand size={20} aria-hidden="true" />
        )}
      </Button>
      <FavoriteButton game={game} className="btn btn--ghost btn--icon" />
    </div>
  );
}
