import { type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../components/ui/app-link';
import { buttonClass } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { type ModalKey, modalSearch } from '../../lib/modal-query';
import { useSessionView } from '../../lib/session/use-session-view';
import { useT } from '../../lib/site';
import { preloadModal } from './modal-host';
import { PlayerAccount } from './player-chrome';

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

/** The account area while the session is restored or a player's header code loads. */
function AccountSkeleton() {
  return <Skeleton width={160} height={36} style={{ borderRadius: 'var(--radius-pill)' }} />;
}

/** Guest: sign in and sign up. Player: Deposit and the user menu. Restoring: a placeholder. */
export function HeaderAccount() {
  const t = useT();
  const { status, player } = useSessionView();
  if (status === 'pending') return <AccountSkeleton />;
  if (status === 'player' && player) {
    return (
      <Suspense fallback={<AccountSkeleton />}>
        <PlayerAccount player={player} />
      </Suspense>
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
