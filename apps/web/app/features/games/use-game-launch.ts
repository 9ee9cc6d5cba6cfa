import type { Game, PlayGameResponse } from '@casino/contracts';
import { gameApi } from '@casino/contracts/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../lib/api';
import { useSessionView } from '../../lib/session/use-session-view';
import { useSite } from '../../lib/site';

export type GameMode = 'demo' | 'real';

/**
 * The launch URL of a game (gameApi.playGame) for the iframe. Demo works for
 * guests; a signed-in player's launch carries the token (real money needs it). The URL holds
 * a short-lived token, so it is never reused from cache nor refetched behind the player's back.
 */
export function useGameLaunch(
  game: Game,
  mode: GameMode,
  isEnabled: boolean,
  /** A guest's demo launch made by the page's loader (it holds no token): the frame is in the server's markup. */
  initial?: PlayGameResponse | null,
) {
  const { locale } = useSite();
  const { status, player } = useSessionView();
  const client = useQueryClient();
  const isPlayer = status === 'player';
  const isGuestDemo = status === 'guest' && mode === 'demo';
  const launch = useQuery({
    queryKey: ['game', 'launch', game.id, mode, locale, isPlayer ? (player?.id ?? '') : ''],
    queryFn: () =>
      call(gameApi.playGame, {
        params: { id: game.id },
        body: { real: mode === 'real', locale },
        auth: isPlayer,
      }),
    initialData: isGuestDemo && initial ? initial : undefined,
    // A fixed time: with gcTime 0 the query made while hydrating may be collected before its
    // observer subscribes and made again; the same time keeps the result equal, so hydration
    // is not followed by a synchronous re-render of the stage.
    initialDataUpdatedAt: 0,
    enabled: isEnabled && status !== 'pending',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const isLaunched = launch.isSuccess;
  useEffect(() => {
    // The game now heads the player's recently played list.
    if (isLaunched && isPlayer) void client.invalidateQueries({ queryKey: ['game', 'played'] });
  }, [isLaunched, isPlayer, client]);
  return launch;
}
