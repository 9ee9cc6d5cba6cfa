import { ProseSkeleton } from '../features/content/prose-skeleton';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/static-page';

export const meta: Route.MetaFunction = (args) => seoMeta(args, 'static');

/** Static content page by identity (terms, privacy...), filled from the content store. */
export default function StaticPage({ params }: Route.ComponentProps) {
  const title = params.pageIdentity.replace(/[-_]+/g, ' ').replace(/^./, (c) => c.toUpperCase());
  return <ProseSkeleton title={title} />;
}
