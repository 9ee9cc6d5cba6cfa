import type { Account } from '@casino/contracts';
import { Gift } from 'lucide-react';
import { useFormatMoney } from '../../lib/money/use-money';
import { useT } from '../../lib/site';

/**
 * An account's money as the player can use it: real money first, bonus money beside it (a gift
 * mark and a smaller line) only while there is some, so a bonus is never read as cash. Screen
 * readers hear both with their names.
 */
export function BalanceSplit({
  account,
  isStacked = false,
}: {
  account: Pick<Account, 'realBalance' | 'bonusBalance' | 'currency'>;
  /** Bonus under the real money (the header's pill), instead of after it. */
  isStacked?: boolean;
}) {
  const t = useT();
  const format = useFormatMoney();
  const real = format(account.realBalance, account.currency);
  const bonus = account.bonusBalance > 0 ? format(account.bonusBalance, account.currency) : null;
  const label = bonus
    ? t('wallet.balanceSplit', { real, bonus })
    : `${t('wallet.realBalance')} ${real}`;
  return (
    <span
      className={`balance-split${isStacked ? ' balance-split--stacked' : ''}`}
      data-testid="balance-split"
    >
      <span className="visually-hidden">{label}</span>
      <span className="balance-split__real" data-testid="balance-real" aria-hidden="true">
        {real}
      </span>
      {bonus ? (
        <span className="balance-split__bonus" data-testid="balance-bonus" aria-hidden="true">
          <Gift size={12} aria-hidden="true" />
          {bonus}
        </span>
      ) : null}
    </span>
  );
}
