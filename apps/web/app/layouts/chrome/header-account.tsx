import { Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../components/ui/app-link';
import { buttonClass } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { BalancePanel } from '../../features/wallet/balance-panel';
import { WalletLink } from '../../features/wallet/wallet-link';
import { type ModalKey, modalSearch } from '../../lib/modal-query';
import { useSessionView } from '../../lib/session/use-session-view';
import { useT } from '../../lib/site';
import { preloadModal } from './modal-host';
import { UserMenu } from './user-menu';

/**
 * A plain link to a modal's query: the server renders the page with the modal open, so a tap
 * works before hydration (and without script); after it, the modal opens in place and its code
 * starts loading as soon as the player shows intent.
 */
function ModalLink({
  modal,
  value,
  className,
  children,
  testId,
}: {
  modal: ModalKey;
  value?: string;
  className: string;
  children: ReactNode;
  testId?: string;
}) {
  const [params] = useSearchParams();
  const preload = () => preloadModal(modal);
  return (
    <AppLink
      to={modalSearch(params, { key: modal, value })}
      className={className}
      onPointerDown={preload}
      onPointerEnter={preload}
      onFocus={preload}
      preventScrollReset
      data-testid={testId}
    >
      {children}
    </AppLink>
  );
}

/** Guest: sign in and sign up. Player: Deposit and the user menu. Restoring: a placeholder. */
export function HeaderAccount() {
  const t = useT();
  const { status, player } = useSessionView();
  if (status === 'pending')
    return <Skeleton width={160} height={36} style={{ borderRadius: 'var(--radius-pill)' }} />;
  if (status === 'player' && player) {
    return (
      <>
        <BalancePanel />
        <WalletLink
          value="deposit"
          className={`${buttonClass('primary', 'sm')} header__deposit`}
          testId="deposit-button"
          preload={() => preloadModal('wallet')}
          isWarmedWhenIdle
        >
          <Wallet size={16} aria-hidden="true" />
          <span>{t('account.deposit')}</span>
        </WalletLink>
        <UserMenu player={player} />
      </>
    );
  }
  return (
    <>
      <ModalLink modal="sign-in" className={`${buttonClass('secondary', 'sm')} header__signin`}>
        {t('header.signIn')}
      </ModalLink>
      <ModalLink modal="sign-up" className={buttonClass('primary', 'sm')}>
        {t('header.signUp')}
      </ModalLink>
    </>
  );
}
