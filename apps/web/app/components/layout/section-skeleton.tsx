import type { ReactNode } from 'react';
import { Skeleton } from '../ui/skeleton';

/** A card of placeholder rows under a heading, for account screens still loading. */
export function SectionSkeleton({
  title,
  rows = 4,
  children,
}: {
  title: string;
  rows?: number;
  children?: ReactNode;
}) {
  return (
    <section className="card" style={{ display: 'grid', gap: 'var(--space-4)' }} aria-busy="true">
      <div className="section-head">
        <h2>{title}</h2>
        {children}
      </div>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} style={{ display: 'flex', gap: 'var(--space-4)', alignItems: 'center' }}>
          <Skeleton width={40} height={40} style={{ borderRadius: '50%', flex: 'none' }} />
          <div style={{ flex: 1, display: 'grid', gap: 'var(--space-2)' }}>
            <Skeleton isText width={`${70 - i * 8}%`} />
            <Skeleton isText width="30%" height={10} />
          </div>
        </div>
      ))}
    </section>
  );
}
