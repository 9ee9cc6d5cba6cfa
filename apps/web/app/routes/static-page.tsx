import { ContactForm } from '../features/content/contact-form';
import { ContentArticle } from '../features/content/content-article';
import { HelpCard } from '../features/content/help-card';
import { ChatHelpButton } from '../features/support/chat-launcher';
import { PaymentLimits } from '../features/wallet/payment-limits';
import { getContentPage } from '../lib/content.server';
import { paymentLimitsFor } from '../lib/payment-limits.server';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/static-page';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await getContentPage(context, request, 'static', params.pageIdentity);
  return { page, limits: await paymentLimitsFor(context, page.html) };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, 'static', undefined, {
    title: args.loaderData?.page.title,
    description: args.loaderData?.page.description,
    isIndexable: !args.loaderData?.page.isDraft,
  });

/** Static content page by identity (terms, privacy...), from the content store. */
export default function StaticPage({ loaderData: { page, limits } }: Route.ComponentProps) {
  return (
    <div className="content-layout">
      <ContentArticle
        page={page}
        blocks={{ 'payment-limits': limits ? <PaymentLimits items={limits} /> : null }}
      >
        {page.form === 'contact' ? <ContactForm /> : null}
      </ContentArticle>
      {page.form === 'contact' ? null : <HelpCard action={<ChatHelpButton />} />}
    </div>
  );
}
