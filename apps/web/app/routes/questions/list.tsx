import { ChevronRight } from 'lucide-react';
import { AppLink } from '../../components/ui/app-link';
import { PageHeader } from '../../features/layout/page-header';
import { seoMeta } from '../../lib/seo';
import { useT } from '../../lib/site';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = (args) => seoMeta(args, 'questions');

const TOPICS = [
  'account',
  'deposits',
  'withdrawals',
  'bonuses',
  'responsible-gaming',
  'verification',
];

export default function Questions() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('questions.title')} intro={t('questions.intro')} />
      <nav className="faq" aria-label={t('questions.title')}>
        {TOPICS.map((topic) => (
          <AppLink key={topic} to={`/questions/${topic}`} className="faq__item">
            <span style={{ textTransform: 'capitalize' }}>{topic.replace('-', ' ')}</span>
            <ChevronRight size={18} aria-hidden="true" />
          </AppLink>
        ))}
      </nav>
    </>
  );
}
