import { X } from 'lucide-react';
import { ui, useUi } from '../../lib/ui-store';

/** Renders the store's toasts in a polite live region. */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  const toasts = useUi((s) => s.toasts);
  return (
    <section className="toasts" aria-live="polite" aria-label="Notifications">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          <div style={{ flex: 1 }}>
            <p className="toast__title">{toast.title}</p>
            {toast.text ? <p className="muted">{toast.text}</p> : null}
          </div>
          <button
            type="button"
            className="btn btn--ghost btn--icon btn--sm"
            aria-label={closeLabel}
            onClick={() => ui.dismissToast(toast.id)}
          >
            <X size={16} aria-hidden="true" />
          </button>
        </div>
      ))}
    </section>
  );
}
