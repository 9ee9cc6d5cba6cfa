import type { LoyaltyAccount } from '@casino/contracts';
import { useSite, useT } from '../../../lib/site';

/** The bar from the current level to the next, with "N points to Gold" (or the top reached). */
export function LevelProgress({
  account,
  isCompact,
}: {
  account: LoyaltyAccount;
  isCompact?: boolean;
}) {
  const t = useT();
  const { locale } = useSite();
  const number = new Intl.NumberFormat(locale);
  const percent = Math.round(account.progress * 100);
  const label = account.nextLevel
    ? t('retention.loyalty.toNext', {
        points: number.format(account.pointsToNext),
        level: account.nextLevel.name,
      })
    : t('retention.loyalty.topLevel');
  return (
    <div className={isCompact ? 'level-progress level-progress--compact' : 'level-progress'}>
      <div
        className="level-progress__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="level-progress__label" data-testid="loyalty-to-next">
        {label}
      </p>
    </div>
  );
}
