import { PromotionPage } from '../../features/content/promotion-page';
import { getContentPage, listContentPages } from '../../lib/content.server';
import { throwNotFound } from '../../lib/route-guards.server';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/bonus';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const [page, all] = await Promise.all([
    getContentPage(context, request, 'promotions', params.pageIdentity),
    listContentPages(context, 'promotions'),
  ]);
  // The welcome package has its own address.
  if (page.kind === 'welcome') throwNotFound(request);
  return { page, others: all.filter((p) => p.identity !== page.identity) };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, 'bonus', undefined, {
    title: args.loaderData?.page.title,
    description: args.loaderData?.page.description,
    isIndexable: !args.loaderData?.page.isDraft,
  });

/** A bonus's page from the content store (`pages.promotions`). */
export default function BonusPage({ loaderData: { page, others } }: Route.ComponentProps) {
  return <PromotionPage page={page} others={others} />;
}
