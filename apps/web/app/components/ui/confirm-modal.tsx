import { type ReactNode, useCallback, useRef, useState } from 'react';
import { Button, buttonClass } from './button';
import { Modal } from './modal';

export interface ConfirmModalProps {
  title: string;
  text?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Over another modal: one level up (docs/product/constants.md#modals-and-gestures). */
  level?: number;
  /** A page to go to on confirm: the button is a plain link, so it works before hydration. */
  confirmHref?: string;
  /** The page without this modal: cancel is a plain link too. */
  cancelHref?: string;
  closeLabel?: string;
  isBusy?: boolean;
  testId?: string;
}

/**
 * The confirm modal (docs/product/routes-and-modals.md#modals): a question with a confirm and a
 * cancel action. Cancel (and Escape, the backdrop, the close control) is `onCancel`.
 */
export function ConfirmModal({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  level,
  confirmHref,
  cancelHref,
  closeLabel,
  isBusy,
  testId,
}: ConfirmModalProps) {
  return (
    <Modal title={title} onClose={onCancel} closeLabel={closeLabel} level={level}>
      <div className="form" data-testid={testId}>
        {text ? <p className="confirm-modal__text">{text}</p> : null}
        <div className="confirm-modal__actions">
          <Action
            label={cancelLabel}
            href={cancelHref}
            onClick={onCancel}
            variant="secondary"
            testId="confirm-cancel"
          />
          <Action
            label={confirmLabel}
            href={confirmHref}
            onClick={onConfirm}
            variant="primary"
            isBusy={isBusy}
            testId="confirm-ok"
          />
        </div>
      </div>
    </Modal>
  );
}

/** One of the two actions: a link when it has a page to go to (taps work before hydration). */
function Action({
  label,
  href,
  onClick,
  variant,
  isBusy,
  testId,
}: {
  label: string;
  href?: string;
  onClick: () => void;
  variant: 'primary' | 'secondary';
  isBusy?: boolean;
  testId: string;
}) {
  if (!href)
    return (
      <Button
        variant={variant}
        size="lg"
        isBlock
        isLoading={isBusy}
        onClick={onClick}
        data-testid={testId}
      >
        {label}
      </Button>
    );
  return (
    <a
      href={href}
      className={`${buttonClass(variant, 'lg')} btn--block`}
      data-testid={testId}
      onClick={(event) => {
        event.preventDefault();
        onClick();
      }}
    >
      {label}
    </a>
  );
}

/**
 * Closing a modal whose flow the player has started asks first (registerCancel, cancelDeposit):
 * the flow sets `startedRef`; `onClose` is the modal's close, `question` the confirm to render
 * (null while not asking), built from the texts given.
 */
export function useAskBeforeClose(
  close: () => unknown,
  texts: Omit<ConfirmModalProps, 'onConfirm' | 'onCancel' | 'level'>,
) {
  const startedRef = useRef(false);
  const [isAsking, setAsking] = useState(false);
  const onClose = useCallback(() => (startedRef.current ? setAsking(true) : void close()), [close]);
  const question = isAsking ? (
    <ConfirmModal
      {...texts}
      level={1}
      onConfirm={() => void close()}
      onCancel={() => setAsking(false)}
    />
  ) : null;
  return { startedRef, onClose, question };
}
