import type { InboxMessage } from '@casino/contracts';
import type { MessageParams } from '../i18n/icu';
import type { MessageKey } from '../i18n/translate';

const LIMIT_KINDS = ['bet', 'loss', 'deposit'] as const;
const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;

type Texts = {
  t(key: MessageKey, params?: MessageParams): string;
  format(minor: number, currency: string): string;
};

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null =>
  list.includes(value as T) ? (value as T) : null;

/**
 * An inbox message's title and body in the page's language: a feature's message with a text
 * key (issue 35: `limits.notice`, a limit's use at 50, 80 or 100 percent) is written from the
 * catalog; others (an operator's words) as stored.
 */
export function inboxText(
  message: Pick<InboxMessage, 'title' | 'body' | 'text'>,
  { t, format }: Texts,
): { title: string; body: string } {
  const text = message.text;
  if (text?.key === 'limits.notice') {
    const { params } = text;
    const kind = oneOf(LIMIT_KINDS, params.kind);
    const period = oneOf(LIMIT_PERIODS, params.period);
    const currency = String(params.currency ?? '');
    if (kind && period && typeof params.used === 'number' && typeof params.amount === 'number') {
      const values = {
        kind: t(`limits.${kind}`),
        period: t(`limits.${period}`),
        percent: String(params.percent),
        used: format(params.used, currency),
        amount: format(params.amount, currency),
      };
      const isReached = Number(params.percent) >= 100;
      return {
        title: t(isReached ? 'limits.noticeReachedTitle' : 'limits.noticeTitle', values),
        body: t(isReached ? 'limits.noticeReachedBody' : 'limits.noticeBody', values),
      };
    }
  }
  return { title: message.title, body: message.body };
}
