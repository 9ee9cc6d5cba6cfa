import type { ReactNode } from 'react';

/** Title block of a page, with optional intro text and actions. */
export function PageHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <div className="page-head">
      <div>
        <h1>{title}</h1>
        {intro ? <p className="muted">{intro}</p> : null}
      </div>
      {children}
    </div>
  );
}
