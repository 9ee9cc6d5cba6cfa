import { LIMIT_DEFINITION } from '@casino/contracts/enums';
import { AppLink } from '../../components/ui/app-link';
import { LimitMeter } from '../../components/ui/limit-meter';
import { useExclusionText, usePlayerLimits } from '../../lib/player-limits';
import { useT } from '../../lib/site';

/**
 * A deposit refused by a deposit limit (13100, docs/product/errors.md#deposit-limit): no
 * methods, the notice, and the player's deposit limits as just reloaded, with the way to them.
 */
export function DepositLimitReached({ currency }: { currency: string }) {
  const t = useT();
  const { data } = usePlayerLimits();
  const exclusionText = useExclusionText();
  const limits = (data?.items ?? []).filter((l) => l.definition === LIMIT_DEFINITION.deposit);
  // The same refusal (13100) closes deposits during a time-out: say that, not a deposit limit.
  const isExcluded = data?.isExcluded ?? false;
  return (
    <div className="form" data-testid="deposit-limit-reached">
      <p className="form__error" role="alert">
        {isExcluded ? exclusionText : t('wallet.depositLimit')}
      </p>
      {(isExcluded ? [] : limits).map((limit) => (
        <div key={limit.id} className="card limits__item">
          <LimitMeter
            label={t('limits.deposit')}
            period={limit.period}
            used={limit.used ?? 0}
            amount={limit.amount ?? 0}
            currency={limit.currency ?? currency}
          />
        </div>
      ))}
      <AppLink to="/profile/limits" className="btn btn--secondary btn--block">
        {t('wallet.openLimits')}
      </AppLink>
    </div>
  );
}
