import type { ReactNode } from 'react';

/** Centred card of the locked layout: an icon or spinner, a title and a line of text. */
export function StatusCard({
  title,
  text,
  icon,
  children,
}: {
  title: string;
  text: string;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="card centered-card" aria-live="polite">
      {icon ?? <span className="spinner" style={{ width: 32, height: 32 }} aria-hidden="true" />}
      <h1>{title}</h1>
      <p className="muted">{text}</p>
      {children}
    </section>
  );
}
