import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { useModal } from '../../lib/modal-query';
import { useT } from '../../lib/site';

/** `?success=…`, `?failing=…`, `?confirm=…`: a short message with one button. */
export default function MessageModal({
  kind,
  text,
}: {
  kind: 'success' | 'failing' | 'confirm';
  text: string;
}) {
  const t = useT();
  const { close } = useModal();
  const title =
    kind === 'failing'
      ? t('alerts.errorTitle')
      : kind === 'confirm'
        ? t('alerts.confirm')
        : t('account.saved');
  return (
    <Modal title={title} onClose={close} closeLabel={t('common.close')}>
      <div className="form">
        {text ? <p>{text}</p> : null}
        <Button variant="primary" size="lg" isBlock onClick={close}>
          {t('alerts.ok')}
        </Button>
      </div>
    </Modal>
  );
}
