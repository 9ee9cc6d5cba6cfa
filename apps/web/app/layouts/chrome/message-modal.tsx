import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { ConfirmModal } from '../../components/ui/confirm-modal';
import { Modal } from '../../components/ui/modal';
import type { MessageKey } from '../../i18n/translate';
import { modalSearch, useModal } from '../../lib/modal-query';
import { useSite, useT } from '../../lib/site';

type MessageKind = 'success' | 'failing' | 'confirm';

/**
 * The text a query value names: only a key of `alerts.linked.<kind>` is shown, never the value
 * itself (a link must not put its own words in the site's dialogs). An unknown value shows the
 * kind's generic text (none for `success`, whose title says it all).
 */
function useLinkedText(kind: MessageKind, value: string): string {
  const t = useT();
  const { messages } = useSite();
  const known: Record<string, unknown> = messages.alerts.linked[kind];
  if (value && Object.hasOwn(known, value) && typeof known[value] === 'string')
    return t(`alerts.linked.${kind}.${value}` as MessageKey);
  if (kind === 'success') return '';
  return t(`alerts.linked.${kind}.generic`);
}

/**
 * `?success=<key>`, `?failing=<key>`: a short message with one button; `?confirm=<key>`: confirm
 * or cancel. The value is a message key (see `useLinkedText`).
 */
export default function MessageModal({ kind, text: value }: { kind: MessageKind; text: string }) {
  const t = useT();
  const { close } = useModal();
  const text = useLinkedText(kind, value);
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
 * `?confirm=<question key>&confirmTo=<path>`: Cancel closes it, Confirm goes to `confirmTo` (or just
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
