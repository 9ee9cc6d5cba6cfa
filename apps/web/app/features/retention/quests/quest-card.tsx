import type { PlayerQuest, Quest } from '@casino/contracts';
import { CheckCircle2, Gift, Target } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useFormatMoney } from '../../../lib/money/use-money';
import { useSite, useT } from '../../../lib/site';

type Goal = Pick<Quest, 'kind' | 'target' | 'currency' | 'gameIdentity'>;

/** "Play 5 rounds in fruit-fiesta", "Deposit $20.00". */
export function useGoalText() {
  const t = useT();
  const format = useFormatMoney();
  return (goal: Goal) => {
    const text =
      goal.kind === 'rounds'
        ? t('retention.quests.goal.rounds', { count: goal.target })
        : t(`retention.quests.goal.${goal.kind}`, { amount: format(goal.target, goal.currency) });
    return goal.gameIdentity
      ? `${text} ${t('retention.quests.inGame', { game: gameTitle(goal.gameIdentity) })}`
      : text;
  };
}

const gameTitle = (identity: string) =>
  identity
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

export function useRewardText() {
  const t = useT();
  const format = useFormatMoney();
  return (reward: Quest['reward']) =>
    t(reward.kind === 'bonus' ? 'retention.quests.rewardBonus' : 'retention.quests.reward', {
      amount: format(reward.amount, reward.currency),
    });
}

/** A quest the player may start (or has started: then its state instead of the button). */
export function QuestOffer({
  quest,
  isStarting,
  onStart,
}: {
  quest: Quest;
  isStarting: boolean;
  onStart(): void;
}) {
  const t = useT();
  const goal = useGoalText();
  const reward = useRewardText();
  return (
    <article className="quest-card" data-testid="quest-offer" data-quest={quest.identity}>
      <div className="quest-card__head">
        <span className="quest-card__icon" aria-hidden="true">
          <Target size={20} />
        </span>
        <div>
          <h3>{quest.title}</h3>
          <p className="quest-card__goal">{goal(quest)}</p>
        </div>
      </div>
      {quest.description ? <p className="muted quest-card__text">{quest.description}</p> : null}
      <div className="quest-card__foot">
        <span className="quest-reward">
          <Gift size={16} aria-hidden="true" /> {reward(quest.reward)}
        </span>
        {quest.playerQuestId ? (
          <span className="chip">{t('retention.quests.taken')}</span>
        ) : (
          <Button variant="primary" size="sm" isLoading={isStarting} onClick={onStart}>
            {t('retention.quests.start')}
          </Button>
        )}
      </div>
      {quest.durationHours ? (
        <p className="quest-card__meta muted">
          {t('retention.quests.duration', { hours: quest.durationHours })}
        </p>
      ) : null}
    </article>
  );
}

/** A started quest: progress bar, reward, state; an active one can be given up. */
export function QuestProgress({
  run,
  isCancelling,
  onCancel,
}: {
  run: PlayerQuest;
  isCancelling: boolean;
  onCancel(): void;
}) {
  const t = useT();
  const { locale } = useSite();
  const goal = useGoalText();
  const reward = useRewardText();
  const format = useFormatMoney();
  const share = run.target > 0 ? Math.min(1, run.progress / run.target) : 1;
  const amount = (n: number) => (run.kind === 'rounds' ? String(n) : format(n, run.currency));
  const isDone = run.status === 'completed';
  return (
    <article
      className={`quest-card quest-card--run quest-card--${run.status}`}
      data-testid="player-quest"
      data-status={run.status}
    >
      <div className="quest-card__head">
        <span className="quest-card__icon" aria-hidden="true">
          {isDone ? <CheckCircle2 size={20} /> : <Target size={20} />}
        </span>
        <div>
          <h3>{run.title}</h3>
          <p className="quest-card__goal">{goal(run)}</p>
        </div>
        <span className={`chip chip--${run.status}`}>
          {t(`retention.quests.status.${run.status}`)}
        </span>
      </div>
      <div
        className="quest-meter"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={run.target}
        aria-valuenow={run.progress}
        aria-label={goal(run)}
      >
        <span style={{ width: `${share * 100}%` }} />
      </div>
      <p className="quest-card__count" data-testid="quest-progress">
        {t('retention.quests.progress', { done: amount(run.progress), target: amount(run.target) })}
      </p>
      <div className="quest-card__foot">
        <span className="quest-reward">
          <Gift size={16} aria-hidden="true" /> {reward(run.reward)}
        </span>
        {run.status === 'active' ? (
          <Button variant="ghost" size="sm" isLoading={isCancelling} onClick={onCancel}>
            {t('retention.quests.giveUp')}
          </Button>
        ) : null}
      </div>
      {run.status === 'active' && run.expiresAt ? (
        <p className="quest-card__meta muted">
          {t('retention.quests.ends', {
            date: new Intl.DateTimeFormat(locale, {
              dateStyle: 'medium',
              timeStyle: 'short',
            }).format(new Date(run.expiresAt)),
          })}
        </p>
      ) : null}
    </article>
  );
}
