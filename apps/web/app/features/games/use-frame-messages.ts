import { type RefObject, useEffect, useRef } from 'react';

/**
 * Messages a game may post to the casino page (window.parent.postMessage):
 * `{ type: 'casino:lobby' }` asks to go back to the lobby, `{ type: 'casino:deposit' }` to
 * open the deposit; `casino:round-started` and `casino:round-shown` frame a round on screen
 * (its result is shown at the second, with the round's stake and win: the game bar's net
 * position), so the site's balance can follow the game's. Only
 * messages from the game's own frame and origin are heard.
 */
export const FRAME_MESSAGES = {
  lobby: 'casino:lobby',
  deposit: 'casino:deposit',
  roundStarted: 'casino:round-started',
  roundShown: 'casino:round-shown',
} as const;

/** A shown round as the game reports it (built-in games): its stake and return, minor units. */
export interface ShownRound {
  stake: number;
  win: number;
  currency: string;
  mode: 'demo' | 'real';
}

const isInt = (value: unknown): value is number => Number.isSafeInteger(value);

/** The round a `casino:round-shown` message carries, if it is well formed. */
function shownRoundOf(data: unknown): ShownRound | undefined {
  const round = (data as { round?: Partial<ShownRound> } | null)?.round;
  if (!round || !isInt(round.stake) || !isInt(round.win) || round.stake < 0 || round.win < 0)
    return undefined;
  if (typeof round.currency !== 'string' || (round.mode !== 'demo' && round.mode !== 'real'))
    return undefined;
  return { stake: round.stake, win: round.win, currency: round.currency, mode: round.mode };
}

export interface FrameHandlers {
  onLobby: () => void;
  onDeposit: () => void;
  onRoundStarted?: () => void;
  /** `round`: the shown round's stake and win, when the game reports them. */
  onRoundShown?: (round?: ShownRound) => void;
}

export function useFrameMessages(
  frameRef: RefObject<HTMLIFrameElement | null>,
  launchUrl: string | undefined,
  handlers: FrameHandlers,
) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!launchUrl) return;
    const origin = new URL(launchUrl, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frameRef.current?.contentWindow) return;
      const type = (event.data as { type?: unknown } | null)?.type;
      if (type === FRAME_MESSAGES.lobby) latest.current.onLobby();
      if (type === FRAME_MESSAGES.deposit) latest.current.onDeposit();
      if (type === FRAME_MESSAGES.roundStarted) latest.current.onRoundStarted?.();
      if (type === FRAME_MESSAGES.roundShown)
        latest.current.onRoundShown?.(shownRoundOf(event.data));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameRef, launchUrl]);
}
