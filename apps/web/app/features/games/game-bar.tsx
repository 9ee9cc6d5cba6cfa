import type { Game } from '@casino/contracts';
import { ArrowLeft, Expand, LockKeyhole, LogIn, Shrink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppLink } from '../../components/ui/app-link';
import { Button } from '../../components/ui/button';
import { useOpenModal } from '../../lib/modal-query';
import { useIsExcluded } from '../../lib/player-limits';
import { useSessionView } from '../../lib/session/use-session-view';
import { useSite, useT } from '../../lib/site';
import { FavoriteButton } from './favorite-button';
import { SessionMeter, type SessionNet } from './session-meter';
import type { GameMode } from './use-game-launch';

/**
 * The slim bar over a game (UI.md "Game page"): back to the lobby, the name, the demo/real
 * switch (real for players; guests get a sign-in button), full screen and the heart. On phones
 * it is the page's only bar, so it also carries the sandbox badge and `account` (the balance).
 */
export function GameBar({
  game,
  mode,
  isFullscreen,
  onFullscreen,
  account,
  session,
}: {
  game: Game;
  mode: GameMode;
  isFullscreen: boolean;
  onFullscreen: () => void;
  /** Shown where the header is hidden (phones, full screen): the player's balance. */
  account?: ReactNode;
  /** The session's net position and clock, where the player's jurisdiction shows them. */
  session?: SessionNet | null;
}) {
  const t = useT();
  const { init } = useSite();
  const { status } = useSessionView();
  // A time-out or self-exclusion: the real-money switch shows the lock (the stage says why).
  const isExcluded = useIsExcluded();
  const open = useOpenModal();
  const fullscreenLabel = t(isFullscreen ? 'games.exitFullscreen' : 'games.fullscreen');
  return (
    <div className="game-bar" data-testid="game-bar">
      <AppLink
        to="/games"
        className="btn btn--ghost btn--icon game-bar__back"
        aria-label={t('games.back')}
      >
        <ArrowLeft size={20} aria-hidden="true" />
      </AppLink>
      <div className="game-bar__name">
        <h1 className="game-bar__title">{game.name}</h1>
        {init.siteMode === 'sandbox' ? (
          <span className="game-bar__sandbox" role="note" data-testid="game-bar-sandbox">
            <span aria-hidden="true">{t('common.sandboxBadge')}</span>
            <span className="visually-hidden">{t('common.sandboxRibbon')}</span>
          </span>
        ) : null}
      </div>
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
            data-blocked={isExcluded ? 'true' : undefined}
            title={isExcluded ? t('limits.pausedTitle') : undefined}
          >
            {isExcluded ? <LockKeyhole size={14} aria-hidden="true" /> : null}
            <span className="game-bar__long">{t('games.real')}</span>
            <span className="game-bar__short">{t('games.realShort')}</span>
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
      {status === 'player' && session ? <SessionMeter session={session} /> : null}
      {status === 'player' && account ? <div className="game-bar__account">{account}</div> : null}
      <Button
        variant="ghost"
        className="game-bar__fullscreen"
        aria-label={fullscreenLabel}
        title={fullscreenLabel}
        aria-pressed={isFullscreen}
        onClick={onFullscreen}
        data-testid="fullscreen"
      >
        {isFullscreen ? (
          <Shrink size={20} aria-hidden="true" />
        ) : (
          <Expand size={20} aria-hidden="true" />
        )}
        <span className="game-bar__fullscreen-text" aria-hidden="true">
          {fullscreenLabel}
        </span>
      </Button>
      <FavoriteButton game={game} className="btn btn--ghost btn--icon game-bar__fav" />
    </div>
  );
}
