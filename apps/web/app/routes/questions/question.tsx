import { ArrowLeft } from 'lucide-react';
import { AppLink } from '../../components/ui/app-link';
import { ContentArticle } from '../../features/content/content-article';
import { FaqList } from '../../features/content/faq-list';
import { HelpCard } from '../../features/content/help-card';
import { ChatHelpButton } from '../../features/support/chat-launcher';
import { PaymentLimits } from '../../features/wallet/payment-limits';
import { getContentPage, listContentPages } from '../../lib/content.server';
import { paymentLimitsFor } from '../../lib/payment-limits.server';
import { seoMeta } from '../../lib/seo';
import { useT } from '../../lib/site';
import type { Route } from './+types/question';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const [page, all] = await Promise.all([
    getContentPage(context, request, 'questions', params.pageIdentity),
    listContentPages(context, 'questions'),
  ]);
  const related = all.filter((q) => q.category === page.category && q.identity !== page.identity);
  return { page, related, limits: await paymentLimitsFor(context, page.html) };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, 'questions', undefined, {
    title: args.loaderData?.page.title,
    description: args.loaderData?.page.description,
    isIndexable: !args.loaderData?.page.isDraft,
  });

/**
 * One question; the list and its pages count as one page
 * (docs/product/routes-and-modals.md#rule-2-alerts-and-drawer, see use-site-effects).
 */
export default function Question({ loaderData: { page, related, limits } }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="content-layout">
      <div className="stack">
        <AppLink to="/questions" className="row__more back-link" data-testid="questions-back">
          <ArrowLeft size={16} aria-hidden="true" /> {t('questions.back')}
        </AppLink>
        <ContentArticle
          page={page}
          blocks={{ 'payment-limits': limits ? <PaymentLimits items={limits} /> : null }}
        />
        {related.length ? (
          <section className="stack" aria-labelledby="related-title">
            <h2 id="related-title" className="faq-group__title">
              {t('questions.related', { category: page.category ?? '' })}
            </h2>
            <FaqList items={related} label={t('questions.title')} hasHeadings={false} />
          </section>
        ) : null}
      </div>
      <HelpCard action={<ChatHelpButton />} />
    </div>
  );
}
