import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { ConfirmModal } from '../../components/ui/confirm-modal';
import { Modal } from '../../components/ui/modal';
import { modalSearch, useModal } from '../../lib/modal-query';
import { useT } from '../../lib/site';

/** `?success=…`, `?failing=…`: a short message with one button; `?confirm=…`: confirm or cancel. */
export default function MessageModal({
  kind,
  text,
}: {
  kind: 'success' | 'failing' | 'confirm';
  text: string;
}) {
  const t = useT();
  const { close } = useModal();
  if (kind === 'confirm') return <QueryConfirm text={text} />;
  const title = kind === 'failing' ? t('alerts.errorTitle') : t('account.saved');
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

/** A path of this site (not `//host`): the only place a linked confirm may lead. */
function sitePath(value: string | null): string | null {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : null;
}

/**
 * `?confirm=<question>&confirmTo=<path>`: Cancel closes it, Confirm goes to `confirmTo` (or just
 * closes without one). Both are plain links, so they work before hydration.
 */
function QueryConfirm({ text }: { text: string }) {
  const t = useT();
  const { close } = useModal();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const closeHref = `${pathname}${modalSearch(params)}`;
  const target = sitePath(params.get('confirmTo'));
  return (
    <ConfirmModal
      title={t('alerts.confirm')}
      text={text || undefined}
      confirmLabel={t('alerts.confirm')}
      cancelLabel={t('alerts.cancel')}
      closeLabel={t('common.close')}
      confirmHref={target ?? closeHref}
      cancelHref={closeHref}
      onCancel={close}
      onConfirm={() => {
        if (target) void navigate(target);
        else void close();
      }}
      testId="confirm-modal"
    />
  );
}
