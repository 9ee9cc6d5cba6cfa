import type { ReactNode } from 'react';

/**
 * A one-button action (accept cookies, log out, compact drawer) as a form: a tap before the
 * scripts arrive is held by the early-submit script and runs once React owns the form
 * (lib/early-submit.ts), so the button is never dead. The form itself takes no layout box.
 */
export function ActionForm({ onAction, children }: { onAction: () => void; children: ReactNode }) {
  return (
    <form
      method="post"
      className="action-form"
      onSubmit={(event) => {
        event.preventDefault();
        onAction();
      }}
    >
      {children}
    </form>
  );
}
