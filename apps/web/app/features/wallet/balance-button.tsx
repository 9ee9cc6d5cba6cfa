import { ACCOUNT_STATUS } from '@casino/contracts/enums';
import { Wallet } from 'lucide-react';
import { useFormatMoney } from '../../lib/money/use-money';
import { useT } from '../../lib/site';
import { BalanceSplit } from './balance-split';
import { useAccounts } from './use-wallet-accounts';
import { WalletLink } from './wallet-link';

/**
 * The active account's balance as one link to the deposit, for places without the header's
 * balance pill (the game page's bar on phones). A plain link, so it works before hydration.
 */
export function BalanceButton({ className }: { className?: string }) {
  const t = useT();
  const { data: accounts } = useAccounts();
  const format = useFormatMoney();
  const active = accounts?.find((a) => a.status === ACCOUNT_STATUS.active) ?? accounts?.[0];
  const real = active ? format(active.realBalance, active.currency) : null;
  // Bonus money is named apart: it is not cash the player can withdraw. The name says both
  // amounts side by side, as the pill shows them (WCAG 2.5.3: a player speaking what is on
  // screen reaches the link).
  const label = !real
    ? t('account.deposit')
    : active && active.bonusBalance > 0
      ? t('wallet.balanceBonusDeposit', {
          real,
          bonus: format(active.bonusBalance, active.currency),
        })
      : t('wallet.balanceDeposit', { amount: real });
  return (
    <WalletLink
      value="deposit"
      className={['balance-pill tabular', className].filter(Boolean).join(' ')}
      label={label}
      testId="balance-button"
    >
      <Wallet size={16} aria-hidden="true" />
      <span aria-live="polite">
        {active ? <BalanceSplit account={active} isStacked /> : t('account.deposit')}
      </span>
    </WalletLink>
  );
}
