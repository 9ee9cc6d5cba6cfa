import type { ReactNode } from 'react';
import { AppLink } from '../../components/ui/app-link';
import { buttonClass } from '../../components/ui/button';
import { useT } from '../../lib/site';

/** A message in place of the game (sign in, no funds, an error) with what to do next. */
export function StagePanel({
  icon,
  title,
  text,
  demoTo,
  isError,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  demoTo?: string;
  isError?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="game-stage game-stage--panel" data-testid="game-panel">
      <div className="game-stage__panel" role={isError ? 'alert' : 'status'}>
        <span className="empty__icon" aria-hidden="true">
          {icon}
        </span>
        <h2>{title}</h2>
        <p className="muted">{text}</p>
        <div className="game-stage__actions">
          {children}
          {demoTo ? (
            <AppLink to={demoTo} className={buttonClass('secondary')}>
              {t('games.playDemo')}
            </AppLink>
          ) : null}
        </div>
      </div>
    </div>
  );
}
