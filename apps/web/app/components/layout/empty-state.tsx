import type { ReactNode } from 'react';
import { AppLink } from '../ui/app-link';
import { buttonClass } from '../ui/button';

export interface EmptyStateProps {
  icon: ReactNode;
  text: string;
  actionLabel?: string;
  actionTo?: string;
  children?: ReactNode;
}

/** An empty list that tells the player what to do next, with a link or button to do it. */
export function EmptyState({ icon, text, actionLabel, actionTo, children }: EmptyStateProps) {
  return (
    <div className="empty">
      <span className="empty__icon" aria-hidden="true">
        {icon}
      </span>
      <p>{text}</p>
      {actionTo && actionLabel ? (
        <AppLink to={actionTo} className={buttonClass('primary')}>
          {actionLabel}
        </AppLink>
      ) : null}
      {children}
    </div>
  );
}
