import { formatMoney } from '@casino/contracts';
import type { Db } from '@casino/db';
import type { FastifyBaseLogger } from 'fastify';
import { listCurrencyUnits } from '../settings/service.ts';
import type { RewardNotice } from './cashback/context.ts';
import type { LoyaltyModule } from './loyalty/plugin.ts';
import type { OnReward as QuestReward } from './quests/context.ts';
import type { OnReward as TournamentReward } from './tournaments/service.ts';

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

  return { cashback, quests, tournaments };
}
