import type { LoyaltyLevel } from '@casino/contracts';
import { Coins, Crown, Gift, LockKeyhole, PauseCircle, RotateCw, Zap } from 'lucide-react';
import { EmptyState } from '../../../components/layout/empty-state';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOpenModal } from '../../../lib/modal-query';
import { useSessionView } from '../../../lib/session/use-session-view';
import { useSite, useT } from '../../../lib/site';
import { LevelProgress } from './level-progress';
import { useLoyaltyAccount, useLoyaltyLevels } from './use-loyalty';

const PRIORITY_KEYS = ['standard', 'fast', 'express'] as const;

/** One rung of the ladder with its benefits; the player's own is marked. */
function LevelCard({
  level,
  isCurrent,
  isReached,
}: {
  level: LoyaltyLevel;
  isCurrent: boolean;
  isReached: boolean;
}) {
  const t = useT();
  const { locale } = useSite();
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return (
    <li
      className="loyalty-level"
      data-current={isCurrent ? '' : undefined}
      data-reached={isReached ? '' : undefined}
      data-testid={`loyalty-level-${level.rank}`}
    >
      <div className="loyalty-level__head">
        <span className="loyalty-level__rank" aria-hidden="true">
          {level.rank}
        </span>
        <div>
          <h3>{level.name}</h3>
          <p className="muted">{t('retention.loyalty.from', { count: level.minPoints })}</p>
        </div>
        {isCurrent ? (
          <span className="chip chip--brand">{t('retention.loyalty.current')}</span>
        ) : null}
      </div>
      <ul className="loyalty-level__perks">
        <li>
          <Coins size={16} aria-hidden="true" />
          {level.cashbackPercent > 0
            ? t('retention.loyalty.cashback', { percent: percent.format(level.cashbackPercent) })
            : t('retention.loyalty.noCashback')}
        </li>
        <li>
          <RotateCw size={16} aria-hidden="true" />
          {t('retention.loyalty.spins', { count: level.wheelSpins })}
        </li>
        <li>
          <Zap size={16} aria-hidden="true" />
          {t(`retention.loyalty.priority.${PRIORITY_KEYS[level.withdrawalPriority]}`)}
        </li>
      </ul>
    </li>
  );
}

/** /loyalty: the player's level and points (live), the way to the next level and the ladder. */
export function LoyaltyScreen() {
  const t = useT();
  const { locale } = useSite();
  const { status } = useSessionView();
  const open = useOpenModal();
  const { data: account, isPending } = useLoyaltyAccount();
  const { data: levels } = useLoyaltyLevels();
  const header = (
    <PageHeader title={t('retention.loyalty.title')} intro={t('retention.loyalty.intro')} />
  );
  if (status === 'guest') {
    return (
      <>
        {header}
        <EmptyState icon={<LockKeyhole size={28} />} text={t('retention.loyalty.signIn')}>
          <Button variant="primary" onClick={() => open('sign-in')}>
            {t('header.signIn')}
          </Button>
        </EmptyState>
      </>
    );
  }
  if (account === null) {
    return (
      <>
        {header}
        <EmptyState icon={<PauseCircle size={28} />} text={t('retention.loyalty.paused')} />
      </>
    );
  }
  if (isPending || !account || !levels) {
    return (
      <>
        {header}
        <Skeleton height={220} />
      </>
    );
  }
  return (
    <>
      {header}
      <div className="loyalty">
        <section
          className="loyalty-hero"
          aria-labelledby="loyalty-level"
          data-testid="loyalty-hero"
        >
          <span className="loyalty-hero__badge" aria-hidden="true">
            <Crown size={32} />
          </span>
          <div className="loyalty-hero__text">
            <p className="loyalty-hero__eyebrow">{t('retention.loyalty.yourLevel')}</p>
            <h2 id="loyalty-level" data-testid="loyalty-level">
              {account.level?.name ?? '—'}
            </h2>
            <p className="loyalty-hero__points">
              <strong data-testid="loyalty-points">
                {new Intl.NumberFormat(locale).format(account.points)}
              </strong>{' '}
              {t('retention.loyalty.pointsUnit', { count: account.points })}
            </p>
          </div>
          <LevelProgress account={account} />
        </section>
        <section aria-labelledby="loyalty-ladder">
          <h2 id="loyalty-ladder" className="loyalty__heading">
            {t('retention.loyalty.levels')}
          </h2>
          <ol className="loyalty-ladder">
            {levels.map((level) => (
              <LevelCard
                key={level.id}
                level={level}
                isCurrent={level.id === account.level?.id}
                isReached={account.points >= level.minPoints}
              />
            ))}
          </ol>
        </section>
        <section className="card loyalty-how" aria-labelledby="loyalty-how">
          <h2 id="loyalty-how">
            <Gift size={20} aria-hidden="true" /> {t('retention.loyalty.howTitle')}
          </h2>
          <ul>
            <li>{t('retention.loyalty.how1')}</li>
            <li>{t('retention.loyalty.how2')}</li>
            <li>{t('retention.loyalty.how3')}</li>
          </ul>
        </section>
      </div>
    </>
  );
}
