import { Suspense, startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Modal, ModalFrame } from '../../components/ui/modal';
import { Skeleton } from '../../components/ui/skeleton';
import type { MessageKey } from '../../i18n/translate';
import {
  AUTH_MODALS,
  isModalOnlyChange,
  type ModalKey,
  modalSearch,
  PLAYER_MODALS,
  readModal,
  useFollowModalLink,
  useModal,
} from '../../lib/modal-query';
import { onDemand } from '../../lib/on-demand';
import { useSessionView } from '../../lib/session/use-session-view';
import { useT } from '../../lib/site';

const MODALS = {
  'sign-in': onDemand(() => import('../../features/auth/sign-in-modal')),
  'sign-up': onDemand(() => import('../../features/auth/register-modal')),
  'forgot-pass': onDemand(() => import('../../features/auth/forgot-pass-modal')),
  'reset-pass': onDemand(() => import('../../features/auth/reset-pass-modal')),
  wallet: onDemand(() => import('../../features/wallet/wallet-modal')),
  fiat: onDemand(() => import('../../features/wallet/fiat-modal')),
  message: onDemand(() => import('./message-modal')),
};
const SignInModal = MODALS['sign-in'].Component;
const RegisterModal = MODALS['sign-up'].Component;
const ForgotPassModal = MODALS['forgot-pass'].Component;
const ResetPassModal = MODALS['reset-pass'].Component;
const WalletModal = MODALS.wallet.Component;
const FiatModal = MODALS.fiat.Component;
const MessageModal = MODALS.message.Component;

const TITLES: Partial<Record<ModalKey, MessageKey>> = {
  'sign-in': 'auth.signInTitle',
  'sign-up': 'auth.registerTitle',
  'forgot-pass': 'auth.forgotTitle',
  'reset-pass': 'auth.resetTitle',
  wallet: 'account.walletTitle',
  fiat: 'contract.fiatTitle',
};

/**
 * Shown at once while a modal's code loads (a tap is answered within 100 ms, issue 13): the
 * modal's frame and title with placeholders; the modal itself then takes its place.
 */
function LoadingModal({
  modal,
  onClose,
  onShown,
}: {
  modal: ModalKey;
  onClose: () => void;
  onShown: (modal: ModalKey) => void;
}) {
  const t = useT();
  useEffect(() => onShown(modal), [onShown, modal]);
  return (
    <Modal
      title={t(TITLES[modal] ?? 'common.loading')}
      onClose={onClose}
      closeLabel={t('common.close')}
      isBusy
    >
      <div className="form" aria-busy="true">
        {[1, 2, 3].map((i) => (
          <Skeleton key={i} height={44} />
        ))}
      </div>
    </Modal>
  );
}

/**
 * Starts loading a modal's code: on the player's intent (pointer down, hover, focus) so the tap
 * that follows opens it without waiting for the network.
 */
export function preloadModal(key: ModalKey): Promise<unknown> {
  const modal = key in MODALS ? MODALS[key as keyof typeof MODALS] : MODALS.message;
  return modal.preload().catch(() => {});
}

if (typeof window === 'undefined') {
  for (const modal of Object.values(MODALS)) void modal.preload();
} else {
  // The page was asked for with a modal open: its code loads beside the page's own.
  const named = readModal(new URLSearchParams(window.location.search));
  if (named) void preloadModal(named.key);
}

/**
 * A plain left click on a link to a modal of this page: the modal is asked for at once and the
 * query follows by a client-side navigation (`useFollowModalLink`) instead of the link's own.
 */
function useModalLinkClicks() {
  const follow = useFollowModalLink();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('data-gated'))
        return;
      const next = new URL(link.href);
      const here = new URL(window.location.href);
      if (
        next.origin === here.origin &&
        isModalOnlyChange(here, next) &&
        readModal(next.searchParams)
      ) {
        event.preventDefault();
        void follow(next.search);
      }
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [follow]);
}

/**
 * Shows the modal the query names (docs/product/routes-and-modals.md#modals): one at a time;
 * sign-up, sign-in and the password modals close for a logged-in player; the wallet closes for a
 * guest (guests cannot open it). The server renders it too, so a link followed before the page's
 * script has run (or without script) lands on the open modal; the browser loads its code on demand.
 */
export function ModalHost() {
  const { current, close } = useModal();
  const { status } = useSessionView();
  const { pathname, search } = useLocation();
  const [enteredKey, setEnteredKey] = useState<ModalKey | null>(null);
  // The modal whose content renders: the one the page was rendered with, then each newly asked
  // one after its loading frame is on screen (a transition, so a heavy modal never delays the
  // frame that answers the tap).
  const [readyKey, setReadyKey] = useState<ModalKey | null>(current?.key ?? null);
  useModalLinkClicks();

  const isAuthModal = current !== null && AUTH_MODALS.includes(current.key);
  const isRefused =
    (isAuthModal && status === 'player') ||
    (current !== null && PLAYER_MODALS.includes(current.key) && status === 'guest');
  useEffect(() => {
    if (isRefused) close();
  }, [isRefused, close]);
  const key = current?.key ?? null;
  useEffect(() => {
    if (key !== readyKey) startTransition(() => setReadyKey(key));
  }, [key, readyKey]);

  if (!current || isRefused) return null;
  const loading = <LoadingModal modal={current.key} onClose={close} onShown={setEnteredKey} />;
  return (
    <ModalFrame
      value={{
        closeHref: `${pathname}${modalSearch(new URLSearchParams(search))}`,
        isEntered: enteredKey === current.key,
      }}
    >
      {current.key === readyKey ? (
        <Suspense fallback={loading}>
          {current.key === 'sign-in' ? <SignInModal /> : null}
          {current.key === 'sign-up' ? <RegisterModal /> : null}
          {current.key === 'forgot-pass' ? <ForgotPassModal /> : null}
          {current.key === 'reset-pass' ? <ResetPassModal /> : null}
          {current.key === 'wallet' && status === 'player' ? (
            <WalletModal value={current.value} />
          ) : null}
          {current.key === 'fiat' && status === 'player' ? <FiatModal /> : null}
          {current.key === 'success' || current.key === 'failing' || current.key === 'confirm' ? (
            <MessageModal kind={current.key} text={current.value} />
          ) : null}
        </Suspense>
      ) : (
        loading
      )}
    </ModalFrame>
  );
}
