import type { ReactNode } from 'react';
import { AppLink } from '../../components/ui/app-link';
import { buttonClass } from '../../components/ui/button';

/** An empty list that tells the player what to do next, with a link to do it. */
export function EmptyState({
  icon,
  text,
  actionLabel,
  actionTo,
}: {
  icon: ReactNode;
  text: string;
  actionLabel: string;
  actionTo: string;
}) {
  return (
    <div className="empty">
      <span className="empty__icon" aria-hidden="true">
        {icon}
      </span>
      <p>{text}</p>
      <AppLink to={actionTo} className={buttonClass('primary')}>
        {actionLabel}
      </AppLink>
    </div>
  );
}
