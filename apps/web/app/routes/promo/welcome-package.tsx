import { PromotionPage } from '../../features/content/promotion-page';
import { getContentPage, listContentPages } from '../../lib/content.server';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/welcome-package';

export async function loader({ request, context }: Route.LoaderArgs) {
  const [page, all] = await Promise.all([
    getContentPage(context, request, 'promotions', 'welcome-package'),
    listContentPages(context, 'promotions'),
  ]);
  return { page, others: all.filter((p) => p.identity !== page.identity) };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, 'welcome', undefined, {
    title: args.loaderData?.page.title,
    description: args.loaderData?.page.description,
    isIndexable: !args.loaderData?.page.isDraft,
  });

/** The welcome package from the content store (`pages.promotions` welcome-package). */
export default function WelcomePackage({ loaderData: { page, others } }: Route.ComponentProps) {
  return <PromotionPage page={page} others={others} />;
}
