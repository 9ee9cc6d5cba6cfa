import { Skeleton } from '../components/ui/skeleton';
import { PageHeader } from '../features/layout/page-header';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/site';
import type { Route } from './+types/providers';

export const meta: Route.MetaFunction = (args) => seoMeta(args, 'providers');

export default function Providers() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('providers.title')} />
      <div className="card-grid" role="status" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: 15 }, (_, i) => (
          <div className="provider-card" key={i} aria-hidden="true">
            <Skeleton width={72} height={72} style={{ borderRadius: '50%' }} />
            <Skeleton isText width="70%" />
            <Skeleton isText width="40%" height={10} />
          </div>
        ))}
      </div>
    </>
  );
}
