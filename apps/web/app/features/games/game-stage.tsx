import type { Game, PlayGameResponse } from '@casino/contracts';
import { CircleAlert, Coffee, LockKeyhole, Wallet } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AppLink, useLocalePath } from '../../components/ui/app-link';
import { Button, buttonClass } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { holdBalanceRises, releaseBalance } from '../../lib/balance-hold';
import { isCountryRefusal } from '../../lib/country';
import { useModal } from '../../lib/modal-query';
import { useExclusionText } from '../../lib/player-limits';
import { setReturnGame } from '../../lib/return-game';
import { useSessionView } from '../../lib/session/use-session-view';
import { useT } from '../../lib/site';
import { gamePath } from './game-tile';
import { StagePanel } from './stage-panel';
import { type ShownRound, useFrameMessages } from './use-frame-messages';
import { type GameMode, useGameLaunch } from './use-game-launch';

/**
 * Where the game runs: the launch URL in an iframe, or what stands in its way (sign in for
 * real money, no funds → deposit, another refusal with the server's reason).
 */
export function GameStage({
  game,
  mode,
  overlay,
  initialLaunch,
  onRoundShown,
}: {
  game: Game;
  mode: GameMode;
  /** Shown over the running game (the route's free-spins offer). */
  overlay?: ReactNode;
  /** A guest's demo launch from the page's loader: the frame is in the server's markup. */
  initialLaunch?: PlayGameResponse | null;
  /** A round the game has shown (its stake and win when the game reports them). */
  onRoundShown?: (round: ShownRound) => void;
}) {
  const t = useT();
  const { status } = useSessionView();
  const { current, open } = useModal();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const needsSignIn = status === 'guest' && (mode === 'real' || !game.hasDemo);
  const launch = useGameLaunch(game, mode, !needsSignIn, initialLaunch);
  const url = launch.data?.url;
  // A server-rendered frame may have loaded before hydration: the preloader script marks it
  // `data-loaded` and CSS hides the veil then (games.css), with no re-render after hydration.
  const error = launch.error;
  const isNoFunds = error instanceof ApiError && error.code === 'no_funds';
  const isExcluded = error instanceof ApiError && error.code === 'self_exclusion';
  const exclusionText = useExclusionText();

  useFrameMessages(frameRef, url, {
    onLobby: () => navigate(localePath('/games')),
    onDeposit: () =>
      open(status === 'player' ? 'wallet' : 'sign-in', status === 'player' ? 'deposit' : undefined),
    // The header's balance shows a win when the game has shown it, not before.
    onRoundStarted: holdBalanceRises,
    onRoundShown: (round) => {
      releaseBalance();
      if (round) onRoundShown?.(round);
    },
  });
  // A game that leaves mid-round holds nothing back.
  useEffect(() => releaseBalance, []);

  // Back from the wallet after "no funds": try the launch again with the new balance.
  const wasWalletOpen = useRef(false);
  const { refetch } = launch;
  const realPath = gamePath(game, true);
  useEffect(() => {
    const isWalletOpen = current?.key === 'wallet';
    // The return-game state: a deposit started here (even through the payment page) leads back.
    if (isWalletOpen && !wasWalletOpen.current && status === 'player')
      setReturnGame({ path: realPath, name: game.name });
    if (wasWalletOpen.current && !isWalletOpen && isNoFunds) void refetch();
    wasWalletOpen.current = isWalletOpen;
  }, [current, isNoFunds, refetch, status, realPath, game.name]);

  const demoLink = game.hasDemo && mode === 'real' ? gamePath(game) : undefined;
  if (needsSignIn) {
    return (
      <StagePanel
        icon={<LockKeyhole size={28} />}
        title={t('games.signInTitle')}
        text={t('games.signInText')}
        demoTo={demoLink}
      >
        <Button variant="primary" onClick={() => open('sign-in')}>
          {t('header.signIn')}
        </Button>
      </StagePanel>
    );
  }
  if (isNoFunds) {
    return (
      <StagePanel
        icon={<Wallet size={28} />}
        title={t('games.noFundsTitle')}
        text={t('games.noFundsText')}
        demoTo={demoLink}
      >
        <Button
          variant="primary"
          onClick={() => open('wallet', 'deposit')}
          data-testid="no-funds-deposit"
        >
          {t('header.deposit')}
        </Button>
      </StagePanel>
    );
  }
  if (isExcluded) {
    // A time-out or self-exclusion: real money stays closed until it ends, so no retry; the
    // demo and the limits are the ways on (docs/decisions/026).
    return (
      <StagePanel
        icon={<Coffee size={28} />}
        title={t('limits.pausedTitle')}
        text={exclusionText}
        demoTo={demoLink}
      >
        <AppLink
          to="/profile/limits"
          className={buttonClass('primary')}
          data-testid="excluded-limits"
        >
          {t('limits.seeLimits')}
        </AppLink>
      </StagePanel>
    );
  }
  if (error) {
    // A restricted country: no retry, only the demo link (when the game has one). A game whose
    // provider is off in the country: no retry and no demo either (issue 34).
    const isGameOffHere = error instanceof ApiError && error.code === 'game_unavailable_in_country';
    const isRestricted = isCountryRefusal(error);
    const message = isGameOffHere
      ? t('games.offInCountryText')
      : isRestricted
        ? t('restricted.text')
        : error instanceof ApiError && error.status < 500
          ? error.message
          : t('games.launchFailed');
    const title = isGameOffHere
      ? t('games.offInCountryTitle')
      : isRestricted
        ? t('restricted.title')
        : t('games.launchFailedTitle');
    return (
      <StagePanel
        icon={<CircleAlert size={28} />}
        title={title}
        text={message}
        demoTo={isGameOffHere ? undefined : demoLink}
        isError
      >
        {isRestricted || isGameOffHere ? null : (
          <Button variant="primary" onClick={() => void refetch()}>
            {t('games.retry')}
          </Button>
        )}
      </StagePanel>
    );
  }
  return (
    <div className="game-stage" data-testid="game-stage">
      {url ? (
        <iframe
          key={url}
          ref={frameRef}
          src={url}
          title={game.name}
          className="game-stage__frame"
          // The game runs on its own origin (docs/decisions/017), so allow-same-origin only
          // lets it reach its provider; forms: the fairness panel, popups: its verify links.
          allow="fullscreen"
          allowFullScreen
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          data-testid="game-frame"
          data-mode={launch.data?.mode}
          onLoad={() => setLoadedUrl(url)}
        />
      ) : null}
      {overlay}
      {loadedUrl !== url || !url ? (
        <div className="game-stage__loading" role="status" aria-live="polite">
          <span className="spinner game-stage__spinner" aria-hidden="true" />
          <span>{t('games.loading')}</span>
        </div>
      ) : null}
    </div>
  );
}
