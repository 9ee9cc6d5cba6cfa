import { Modal } from '../../components/ui/modal';
import { useModal, useModalParams } from '../../lib/modal-query';
import { useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import { ResetPasswordForm } from './reset-password-form';

/** `?reset-pass&resetCode=…`: choose a new password, then sign in with it. */
export default function ResetPassModal() {
  const t = useT();
  const params = useModalParams();
  const { open, close } = useModal();
  return (
    <Modal title={t('auth.resetTitle')} onClose={close} closeLabel={t('common.close')}>
      <ResetPasswordForm
        resetCode={params.get('resetCode') ?? ''}
        onDone={() => {
          ui.toast({ kind: 'success', title: t('auth.resetDone') });
          open('sign-in');
        }}
      />
    </Modal>
  );
}
