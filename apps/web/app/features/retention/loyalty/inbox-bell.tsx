import { Bell } from 'lucide-react';
import { AppLink } from '../../../components/ui/app-link';
import { useT } from '../../../lib/site';
import { useInboxUnread } from './use-loyalty';

/** The header's inbox button with the unread counter (kept live by the messenger channel). */
export function InboxBell() {
  const t = useT();
  const { data: unread = 0 } = useInboxUnread();
  const label =
    unread > 0
      ? t('retention.loyalty.inbox.unreadLabel', { count: unread })
      : t('retention.loyalty.inbox.title');
  return (
    <AppLink
      to="/inbox"
      className="inbox-bell"
      aria-label={label}
      title={label}
      data-testid="inbox-bell"
    >
      <Bell size={20} aria-hidden="true" />
      {unread > 0 ? (
        <span className="inbox-bell__badge" data-testid="inbox-badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </AppLink>
  );
}
