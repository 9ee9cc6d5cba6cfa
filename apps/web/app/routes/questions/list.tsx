import { PageHeader } from '../../components/layout/page-header';
import { FaqList } from '../../features/content/faq-list';
import { HelpCard } from '../../features/content/help-card';
import { PreviewNotice } from '../../features/content/preview-notice';
import { ChatHelpButton } from '../../features/support/chat-launcher';
import { listContentPages } from '../../lib/content.server';
import { seoMeta } from '../../lib/seo';
import { useT } from '../../lib/site';
import type { Route } from './+types/list';

export async function loader({ context }: Route.LoaderArgs) {
  return { questions: await listContentPages(context, 'questions') };
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, 'questions');

/** The question list, grouped by category (content store `pages.questions`). */
export default function Questions({ loaderData: { questions } }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="content-layout">
      <div className="stack">
        <PreviewNotice />
        <PageHeader title={t('questions.title')} intro={t('questions.intro')}>
          <span className="chip tabular">{t('questions.count', { count: questions.length })}</span>
        </PageHeader>
        {questions.length ? (
          <FaqList items={questions} label={t('questions.title')} />
        ) : (
          <p className="muted">{t('questions.empty')}</p>
        )}
      </div>
      <HelpCard action={<ChatHelpButton />} />
    </div>
  );
}
