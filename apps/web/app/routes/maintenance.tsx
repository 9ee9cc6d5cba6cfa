import { Wrench } from 'lucide-react';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/site';
import type { Route } from './+types/maintenance';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, 'maintenance', undefined, { isIndexable: false });

export default function Maintenance() {
  const t = useT();
  return (
    <section className="centered-card" aria-labelledby="maintenance-title">
      <span className="empty__icon" aria-hidden="true">
        <Wrench size={28} />
      </span>
      <h1 id="maintenance-title">{t('maintenance.title')}</h1>
      <p className="muted">{t('maintenance.text')}</p>
    </section>
  );
}
