import { lazy, Suspense, useEffect, useState } from 'react';
import { AUTH_MODALS, useModal } from '../../lib/modal-query';
import { useSessionView } from '../../lib/session/use-session-view';

const SignInModal = lazy(() => import('../../features/auth/sign-in-modal'));
const RegisterModal = lazy(() => import('../../features/auth/register-modal'));
const ForgotPassModal = lazy(() => import('../../features/auth/forgot-pass-modal'));
const ResetPassModal = lazy(() => import('../../features/auth/reset-pass-modal'));
const WalletModal = lazy(() => import('../../features/wallet/wallet-modal'));
const MessageModal = lazy(() => import('./message-modal'));

/**
 * Shows the modal the query names (docs/product/routes-and-modals.md#modals): one at a time;
 * sign-up, sign-in and the password modals close for a logged-in player; the wallet closes for a
 * guest (guests cannot open it). Modals load on demand and only in the browser.
 */
export function ModalHost() {
  const { current, close } = useModal();
  const { status } = useSessionView();
  const [isMounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const isAuthModal = current !== null && AUTH_MODALS.includes(current.key);
  const isRefused =
    (isAuthModal && status === 'player') || (current?.key === 'wallet' && status === 'guest');
  useEffect(() => {
    if (isRefused) close();
  }, [isRefused, close]);

  if (!isMounted || !current || isRefused) return null;
  return (
    <Suspense fallback={null}>
      {current.key === 'sign-in' ? <SignInModal /> : null}
      {current.key === 'register' ? <RegisterModal /> : null}
      {current.key === 'forgot-pass' ? <ForgotPassModal /> : null}
      {current.key === 'reset-pass' ? <ResetPassModal /> : null}
      {current.key === 'wallet' && status === 'player' ? (
        <WalletModal value={current.value} />
      ) : null}
      {current.key === 'success' || current.key === 'failing' || current.key === 'confirm' ? (
        <MessageModal kind={current.key} text={current.value} />
      ) : null}
    </Suspense>
  );
}
