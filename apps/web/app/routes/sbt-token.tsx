import { Coins } from 'lucide-react';
import { PageHeader } from '../components/layout/page-header';
import { Skeleton } from '../components/ui/skeleton';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/site';
import type { Route } from './+types/sbt-token';

export const meta: Route.MetaFunction = (args) => seoMeta(args, 'token');

export default function SbtToken() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('token.title')} intro={t('token.text')} />
      <div
        className="card"
        style={{ display: 'flex', gap: 'var(--space-4)', alignItems: 'center' }}
        aria-busy="true"
      >
        <span className="empty__icon" aria-hidden="true">
          <Coins size={28} />
        </span>
        <div style={{ flex: 1, display: 'grid', gap: 'var(--space-2)' }}>
          <Skeleton isText width="40%" />
          <Skeleton isText width="25%" height={24} />
        </div>
      </div>
    </>
  );
}
