import { ArrowLeft } from 'lucide-react';
import { AppLink } from '../../components/ui/app-link';
import { ProseSkeleton } from '../../features/content/prose-skeleton';
import { seoMeta } from '../../lib/seo';
import { useT } from '../../lib/site';
import type { Route } from './+types/question';

export const meta: Route.MetaFunction = (args) => seoMeta(args, 'questions');

export default function Question({ params }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="stack">
      <AppLink to="/questions" className="row__more">
        <ArrowLeft size={16} aria-hidden="true" /> {t('questions.back')}
      </AppLink>
      <ProseSkeleton title={params.pageIdentity.replace(/-/g, ' ')} />
    </div>
  );
}
