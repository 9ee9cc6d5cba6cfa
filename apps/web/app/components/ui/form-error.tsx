import { useEffect, useRef } from 'react';

/**
 * A form-level refusal (server message or network error), announced to screen readers and
 * scrolled into view when it appears: on a phone the submit button is far below it.
 */
export function FormError({ message }: { message: string | null | undefined }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <p ref={ref} className="form__error" role="alert">
      {message}
    </p>
  );
}
