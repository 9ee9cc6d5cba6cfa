import { formatMoney } from '@casino/contracts';
import type { Db } from '@casino/db';
import type { FastifyBaseLogger } from 'fastify';
import type { LimitNotice } from '../limits/notices-service.ts';
import { listCurrencyUnits } from '../settings/service.ts';
import type { RewardNotice } from './cashback/context.ts';
import type { LoyaltyModule } from './loyalty/plugin.ts';
import type { OnReward as QuestReward } from './quests/context.ts';
import type { OnReward as TournamentReward } from './tournaments/service.ts';

const LIMIT_WINDOWS: Record<LimitNotice['period'], string> = {
  daily: 'Last 24 hours',
  weekly: 'Last 7 days',
  monthly: 'Last 30 days',
};

/**
 * The retention features' rewards told in the player's inbox (issue 33): each part pays in its
 * own transaction and calls its `onReward` after the commit; this posts one message per reward
 * (its reference is the dedupe key, so a replayed job tells it once). Each message carries its
 * `notice` (key and values), which the site renders in the reader's language; the English
 * title and body are kept for the back office. The inbox is registered
 * after the parts, so it is looked up when a reward comes, not when the parts are built.
 */
export function retentionInboxNotices(deps: {
  db: Db;
  inbox: () => LoyaltyModule | undefined;
  log: FastifyBaseLogger;
}) {
  const amountText = async (amount: number, currency: string) => {
    const unit = (await listCurrencyUnits(deps.db)).find((c) => c.code === currency);
    return unit ? formatMoney(amount, unit, 'en') : `${amount} ${currency}`;
  };
  const post = (
    playerId: string,
    message: Parameters<LoyaltyModule['inboxPost']>[1],
    dedupeKey: string,
  ) => {
    const inbox = deps.inbox();
    if (!inbox) return;
    void inbox
      .inboxPost(playerId, message, { dedupeKey })
      .catch((err: unknown) => deps.log.warn({ err, playerId }, 'reward notice not posted'));
  };

  const cashback: RewardNotice = (playerId, notice) => {
    const values = { amount: notice.amount, currency: notice.currency };
    void amountText(notice.amount, notice.currency).then((amount) =>
      post(
        playerId,
        notice.kind === 'cashback'
          ? {
              source: 'cashback',
              title: `Cashback paid: ${amount}`,
              body:
                notice.payAs === 'cash'
                  ? `${amount} cashback for your last period is in your balance, with no wagering.`
                  : `${amount} cashback for your last period is waiting in your bonuses.`,
              link: '/profile/bonuses',
              notice: {
                key: notice.payAs === 'cash' ? 'cashback.cash' : 'cashback.bonus',
                ...values,
              },
            }
          : {
              source: 'referral',
              title: `Referral reward: ${amount}`,
              body: `A friend you invited qualified: ${amount} is in your balance.`,
              link: '/profile/info',
              notice: { key: 'referral.reward', ...values },
            },
        `${notice.kind}:${notice.reference}:${notice.currency}`,
      ),
    );
  };

  const quests: QuestReward = (playerId, reward) => {
    const isQuest = reward.kind === 'quest.completed';
    void amountText(reward.amount, reward.currency).then((amount) =>
      post(
        playerId,
        {
          source: isQuest ? 'quest' : 'wheel',
          title: isQuest ? `Quest complete: ${reward.title}` : `Fortune wheel: you won ${amount}`,
          body: isQuest
            ? `Your reward of ${amount} has been credited.`
            : `${reward.title}: your prize has been credited.`,
          link: isQuest ? '/quests' : '/wheels',
          notice: {
            key: isQuest ? 'quest.completed' : 'wheel.prize',
            amount: reward.amount,
            currency: reward.currency,
            name: reward.title,
          },
        },
        `${reward.kind}:${reward.reference}`,
      ),
    );
  };

  const tournaments: TournamentReward = (playerId, reward) => {
    void amountText(reward.amount, reward.currency).then((amount) =>
      post(
        playerId,
        {
          source: 'tournament',
          title: `You won ${amount}`,
          body: `${reward.title}: ${reward.body}. Your prize is paid.`,
          link: '/tournaments',
          notice: {
            key: 'tournament.prize',
            amount: reward.amount,
            currency: reward.currency,
            name: reward.title,
            rank: reward.rank,
          },
        },
        `tournament:${reward.reference}`,
      ),
    );
  };

  /**
   * A limit's use at 50, 80 or 100 percent (issue 35, the limits module's `notify`): the site
   * shows it in the reader's language from its `notice` (key `limits.notice`), live as a toast too;
   * `title` and `body` are the English text. Once per limit, period and threshold.
   */
  const limits = async (playerId: string, notice: LimitNotice) => {
    const inbox = deps.inbox();
    if (!inbox) return;
    const [used, amount] = await Promise.all([
      amountText(notice.used, notice.currency),
      amountText(notice.amount, notice.currency),
    ]);
    const name = `${notice.kind[0]!.toUpperCase()}${notice.kind.slice(1)} limit`;
    const window = LIMIT_WINDOWS[notice.period];
    await inbox.inboxPost(
      playerId,
      {
        source: 'limits',
        title: notice.threshold === 100 ? `${name} reached` : `${name}: ${notice.threshold}% used`,
        body:
          notice.threshold === 100
            ? `${window}: ${used} of your ${amount} limit used. More is refused until your limit frees up as the period rolls on.`
            : `${window}: ${used} of your ${amount} limit used.`,
        link: '/profile/limits',
        notice: {
          key: 'limits.notice',
          kind: notice.kind,
          period: notice.period,
          percent: notice.threshold,
          used: notice.used,
          amount: notice.amount,
          currency: notice.currency,
        },
      },
      {
        dedupeKey: `limit:${notice.limitId}:${notice.periodStart.toISOString()}:${notice.threshold}`,
        // A player paying at a card page is not connected: the site tells it when back.
        keepIfOffline: true,
      },
    );
  };

  return { cashback, quests, tournaments, limits };
}
