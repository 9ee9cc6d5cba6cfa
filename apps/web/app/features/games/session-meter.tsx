import { useEffect, useState } from 'react';
import { useFormatMoney } from '../../lib/money/use-money';
import { useT } from '../../lib/site';

/** A real-money game session's running result: what the shown rounds returned minus their stakes. */
export interface SessionNet {
  /** Minor units of `currency`; negative: the player is down. */
  net: number;
  currency: string | null;
  /** When the session began (ms since the epoch). */
  startedAt: number;
  /** Today's wins − stakes in `currency` from the ledger (issue 35), once read. */
  today?: number | null;
}

/** h:mm:ss (m:ss under an hour) of a duration in ms. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/**
 * The game bar's net position and session clock (issue 32: shown where the player's
 * jurisdiction asks for them, e.g. GB, DE, NL, Ontario): always visible, also on a phone. With
 * them, today's result of all games from the ledger (issue 35).
 */
export function SessionMeter({ session }: { session: SessionNet }) {
  const t = useT();
  const format = useFormatMoney(session.currency !== null);
  const [now, setNow] = useState(() => session.startedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const signed = (minor: number) =>
    session.currency ? `${minor > 0 ? '+' : ''}${format(minor, session.currency)}` : '–';
  return (
    <div className="game-bar__session" data-testid="session-meter">
      <span
        className="game-bar__net"
        data-state={session.net < 0 ? 'down' : session.net > 0 ? 'up' : 'even'}
        title={t('games.sessionNetLabel')}
        data-testid="session-net"
      >
        <span className="visually-hidden">{t('games.sessionNetLabel')}: </span>
        <span aria-hidden="true">{t('games.sessionNet')} </span>
        {signed(session.net)}
      </span>
      {session.today != null && session.currency ? (
        <span
          className="game-bar__today"
          title={t('games.todayNetLabel')}
          data-state={session.today < 0 ? 'down' : session.today > 0 ? 'up' : 'even'}
          data-testid="today-net"
        >
          <span className="visually-hidden">{t('games.todayNetLabel')}: </span>
          <span aria-hidden="true">{t('games.todayNet')} </span>
          {signed(session.today)}
        </span>
      ) : null}
      <span className="game-bar__clock" title={t('games.sessionTimeLabel')}>
        <span className="visually-hidden">{t('games.sessionTimeLabel')}: </span>
        <time data-testid="session-clock">{formatClock(now - session.startedAt)}</time>
      </span>
    </div>
  );
}
