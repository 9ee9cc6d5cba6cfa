import { Wallet } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { BalancePanel } from '../../features/wallet/balance-panel';
import { useModal } from '../../lib/modal-query';
import { useSessionView } from '../../lib/session/use-session-view';
import { useT } from '../../lib/site';
import { UserMenu } from './user-menu';

/** Guest: sign in and sign up. Player: Deposit and the user menu. Restoring: a placeholder. */
export function HeaderAccount() {
  const t = useT();
  const { open } = useModal();
  const { status, player } = useSessionView();
  if (status === 'pending')
    return <Skeleton width={160} height={36} style={{ borderRadius: 'var(--radius-pill)' }} />;
  if (status === 'player' && player) {
    return (
      <>
        <BalancePanel />
        <Button
          className="header__deposit"
          variant="primary"
          size="sm"
          onClick={() => open('wallet', 'deposit')}
          data-testid="deposit-button"
        >
          <Wallet size={16} aria-hidden="true" />
          <span>{t('account.deposit')}</span>
        </Button>
        <UserMenu player={player} />
      </>
    );
  }
  return (
    <>
      <Button size="sm" className="header__signin" onClick={() => open('sign-in')}>
        {t('header.signIn')}
      </Button>
      <Button variant="primary" size="sm" onClick={() => open('register')}>
        {t('header.signUp')}
      </Button>
    </>
  );
}
