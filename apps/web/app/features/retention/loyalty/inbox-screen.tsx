import type { InboxMessage } from '@casino/contracts';
import { Crown, Gauge, Gift, Inbox, LockKeyhole, Megaphone, Trash2, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/layout/empty-state';
import { PageHeader } from '../../../components/layout/page-header';
import { AppLink } from '../../../components/ui/app-link';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { inboxText } from '../../../lib/inbox-text';
import { useOpenModal } from '../../../lib/modal-query';
import { useFormatMoney } from '../../../lib/money/use-money';
import { useSessionView } from '../../../lib/session/use-session-view';
import { useSite, useT } from '../../../lib/site';
import { useInbox, useInboxActions } from './use-loyalty';

const ICONS: Record<InboxMessage['source'], ReactNode> = {
  operator: <Megaphone size={18} />,
  loyalty: <Crown size={18} />,
  tournament: <Trophy size={18} />,
  quest: <Gift size={18} />,
  wheel: <Gift size={18} />,
  cashback: <Gift size={18} />,
  referral: <Gift size={18} />,
  limits: <Gauge size={18} />,
};

/** A message's title and body in the reader's language (the one renderer, `lib/inbox-text`). */
function useMessageText(message: InboxMessage): { title: string; body: string } {
  const t = useT();
  const format = useFormatMoney(message.notice !== null);
  return inboxText(message, { t, format });
}

function MessageCard({ message }: { message: InboxMessage }) {
  const t = useT();
  const { locale } = useSite();
  const text = useMessageText(message);
  const { read, remove } = useInboxActions();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(message.createdAt),
  );
  const markRead = () => {
    if (!message.isRead) read.mutate(message.id);
  };
  return (
    <li
      className="inbox-item"
      data-unread={message.isRead ? undefined : ''}
      data-testid="inbox-item"
    >
      <span className="inbox-item__icon" aria-hidden="true">
        {ICONS[message.source]}
      </span>
      <div className="inbox-item__body">
        <div className="inbox-item__head">
          <h2>
            {message.isRead ? null : (
              <span className="visually-hidden">{t('retention.loyalty.inbox.unread')}</span>
            )}
            {text.title}
          </h2>
          <time dateTime={message.createdAt}>{date}</time>
        </div>
        <p>{text.body}</p>
        <div className="inbox-item__actions">
          {message.link ? (
            <AppLink to={message.link} className="inbox-item__link" onClick={markRead}>
              {t('retention.loyalty.inbox.open')}
            </AppLink>
          ) : null}
          {message.isRead ? null : (
            <Button
              variant="ghost"
              size="sm"
              onClick={markRead}
              disabled={read.isPending}
              data-testid="inbox-read"
            >
              {t('retention.loyalty.inbox.markRead')}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => remove.mutate(message.id)}
            disabled={remove.isPending}
            aria-label={t('retention.loyalty.inbox.delete')}
            title={t('retention.loyalty.inbox.delete')}
          >
            <Trash2 size={16} aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}

/** /inbox: messages from the casino and from loyalty, tournaments, quests...; newest first. */
export function InboxScreen() {
  const t = useT();
  const { status } = useSessionView();
  const open = useOpenModal();
  const { data } = useInbox();
  const { readAll } = useInboxActions();
  const title = t('retention.loyalty.inbox.title');
  if (status === 'guest') {
    return (
      <>
        <PageHeader title={title} />
        <EmptyState icon={<LockKeyhole size={28} />} text={t('retention.loyalty.inbox.signIn')}>
          <Button variant="primary" onClick={() => open('sign-in')}>
            {t('header.signIn')}
          </Button>
        </EmptyState>
      </>
    );
  }
  return (
    <>
      <PageHeader title={title}>
        {data && data.totalUnread > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => readAll.mutate()}
            disabled={readAll.isPending}
            data-testid="inbox-read-all"
          >
            {t('retention.loyalty.inbox.readAll')}
          </Button>
        ) : null}
      </PageHeader>
      {!data ? (
        <Skeleton height={160} />
      ) : data.items.length === 0 ? (
        <EmptyState icon={<Inbox size={28} />} text={t('retention.loyalty.inbox.empty')} />
      ) : (
        <ul className="inbox-list" aria-label={title}>
          {data.items.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </ul>
      )}
    </>
  );
}
