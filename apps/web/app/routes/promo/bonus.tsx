import { Skeleton } from '../../components/ui/skeleton';
import { seoMeta } from '../../lib/seo';
import { useT } from '../../lib/site';
import type { Route } from './+types/bonus';

export const meta: Route.MetaFunction = (args) => seoMeta(args, 'bonus');

/** A bonus's page from the content store (filled by the content issue). */
export default function BonusPage() {
  const t = useT();
  return (
    <div className="stack">
      <section className="hero" aria-busy="true">
        <h1>{t('promo.bonusTitle')}</h1>
        <Skeleton isText width="60%" />
        <Skeleton width={160} height={48} style={{ borderRadius: 'var(--radius-pill)' }} />
      </section>
      <section className="prose" aria-busy="true">
        <h2>{t('promo.terms')}</h2>
        {[92, 86, 95, 70].map((w) => (
          <Skeleton key={w} isText width={`${w}%`} />
        ))}
      </section>
    </div>
  );
}
