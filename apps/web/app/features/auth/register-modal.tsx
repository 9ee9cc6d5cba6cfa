import { Gift } from 'lucide-react';
import { AppLink } from '../../components/ui/app-link';
import { useAskBeforeClose } from '../../components/ui/confirm-modal';
import { Modal } from '../../components/ui/modal';
import { Skeleton } from '../../components/ui/skeleton';
import { useFieldSettings } from '../../lib/forms/field-settings';
import { useModal } from '../../lib/modal-query';
import { useSite, useT } from '../../lib/site';
import { RegisterForm } from './register-form';

/** Sign-up with the fields the server requires (scenario registration); logs in at once. */
export default function RegisterModal() {
  const t = useT();
  const { close, href } = useModal();
  const { content, signUp } = useSite();
  // Opened by the page's address (`?sign-up`): the server sent the form's settings and lists, so
  // the form renders complete and usable before hydration.
  const settings = useFieldSettings('registration', signUp?.fields);
  const promo = content.modals.register;
  // registerCancel: leaving a sign-up the player has started asks first.
  const leave = useAskBeforeClose(close, {
    title: t('contract.registerCancelTitle'),
    text: t('contract.registerCancelText'),
    confirmLabel: t('contract.registerCancelLeave'),
    cancelLabel: t('contract.registerCancelStay'),
    closeLabel: t('common.close'),
    testId: 'register-cancel',
  });
  return (
    <>
      {leave.question}
      <Modal
        title={t('auth.registerTitle')}
        onClose={leave.onClose}
        closeLabel={t('common.close')}
        isFieldFirst={false}
      >
        {promo ? (
          <div className="modal-promo">
            <Gift size={22} aria-hidden="true" />
            <div>
              <p className="modal-promo__title">{promo.title}</p>
              {promo.text ? <p className="muted">{promo.text}</p> : null}
            </div>
          </div>
        ) : null}
        {settings ? (
          <RegisterForm settings={settings} startedRef={leave.startedRef} />
        ) : (
          <div className="form" aria-busy="true">
            {[1, 2, 3, 4].map((i) => (
              <Skeleton key={i} height={44} />
            ))}
          </div>
        )}
        {/* Outside the form: a link that works while the form's settings still load. */}
        <p className="muted" style={{ textAlign: 'center', marginTop: 'var(--space-4)' }}>
          {t('auth.haveAccount')}{' '}
          <AppLink to={href('sign-in')} className="link-button" preventScrollReset>
            {t('header.signIn')}
          </AppLink>
        </p>
      </Modal>
    </>
  );
}
