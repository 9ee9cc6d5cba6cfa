import { ACCOUNT_STATUS } from '@casino/contracts/enums';
import { Wallet } from 'lucide-react';
import { useFormatMoney } from '../../lib/money/use-money';
import { useT } from '../../lib/site';
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
  const amount = active ? format(active.balance, active.currency) : null;
  return (
    <WalletLink
      value="deposit"
      className={['balance-pill tabular', className].filter(Boolean).join(' ')}
      label={amount ? t('wallet.balanceDeposit', { amount }) : t('account.deposit')}
      testId="balance-button"
    >
      <Wallet size={16} aria-hidden="true" />
      <span aria-live="polite">{amount ?? t('account.deposit')}</span>
    </WalletLink>
  );
}
