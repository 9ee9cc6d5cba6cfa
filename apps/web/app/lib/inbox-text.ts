import type { InboxMessage, InboxNotice } from '@casino/contracts';
import type { MessageParams } from '../i18n/icu';
import type { MessageKey } from '../i18n/translate';

type Texts = {
  t(key: MessageKey, params?: MessageParams): string;
  format(minor: number, currency: string): string;
};

/** The catalog texts of a reward's message (`retention.loyalty.inbox.notice.*`). */
const REWARD_TEXTS = {
  'cashback.cash': 'cashbackCash',
  'cashback.bonus': 'cashbackBonus',
  'referral.reward': 'referral',
  'quest.completed': 'quest',
  'wheel.prize': 'wheel',
  'tournament.prize': 'tournament',
} as const;

type Text = { title: string; body: string };

function levelText(notice: Extract<InboxNotice, { key: 'loyalty.level' }>, { t }: Texts): Text {
  const name = notice.name;
  const perks = [
    notice.cashbackPercent > 0
      ? t('retention.loyalty.inbox.notice.level.cashback', { percent: notice.cashbackPercent })
      : null,
    notice.wheelSpins > 0
      ? t('retention.loyalty.inbox.notice.level.spins', { count: notice.wheelSpins })
      : null,
    notice.withdrawalPriority ? t('retention.loyalty.inbox.notice.level.priority') : null,
  ].filter((perk): perk is string => perk !== null);
  const reached = t('retention.loyalty.inbox.notice.level.body', { name });
  return {
    title: t('retention.loyalty.inbox.notice.level.title', { name }),
    body: perks.length
      ? `${reached} ${t('retention.loyalty.inbox.notice.level.benefits', { list: perks.join(', ') })}`
      : reached,
  };
}

function limitText(notice: Extract<InboxNotice, { key: 'limits.notice' }>, texts: Texts): Text {
  const { t, format } = texts;
  const values = {
    kind: t(`limits.${notice.kind}`),
    period: t(`limits.${notice.period}`),
    percent: String(notice.percent),
    used: format(notice.used, notice.currency),
    amount: format(notice.amount, notice.currency),
  };
  const isReached = notice.percent >= 100;
  return {
    title: t(isReached ? 'limits.noticeReachedTitle' : 'limits.noticeTitle', values),
    body: t(isReached ? 'limits.noticeReachedBody' : 'limits.noticeBody', values),
  };
}

/**
 * An inbox message's title and body in the page's language, the one renderer of the inbox and its
 * live toasts: a feature's message (a reward, a level reached, a limit's use) is written from the
 * catalog by its `notice` key and values; an operator's message, or a key this site does not know
 * (a newer server), as stored.
 */
export function inboxText(
  message: Pick<InboxMessage, 'title' | 'body' | 'notice'>,
  texts: Texts,
): Text {
  const notice = message.notice;
  if (!notice) return { title: message.title, body: message.body };
  switch (notice.key) {
    case 'loyalty.level':
      return levelText(notice, texts);
    case 'limits.notice':
      return limitText(notice, texts);
    default: {
      const rewardTexts = REWARD_TEXTS[notice.key];
      if (!rewardTexts) return { title: message.title, body: message.body };
      const params = {
        amount: texts.format(notice.amount, notice.currency),
        name: notice.name ?? '',
        rank: String(notice.rank ?? ''),
      };
      return {
        title: texts.t(`retention.loyalty.inbox.notice.${rewardTexts}.title`, params),
        body: texts.t(`retention.loyalty.inbox.notice.${rewardTexts}.body`, params),
      };
    }
  }
}
