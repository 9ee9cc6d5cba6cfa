import { type ContentGroup, pageGroup } from '@casino/contracts';
import type { ContentContext } from '../context.ts';
import { listPublishedKeys } from '../repository.ts';
import { sitePathOf } from './preview-link.ts';

/** Site paths of every published page, for the sitemap (the welcome package has none). */
export async function listSitemapPaths(ctx: ContentContext): Promise<string[]> {
  const rows = await listPublishedKeys(ctx.db, [
    pageGroup('static'),
    pageGroup('questions'),
    pageGroup('promotions'),
  ]);
  return rows
    .filter(({ group, key }) => !(group === pageGroup('promotions') && key === 'welcome-package'))
    .map(({ group, key }) => sitePathOf(group as ContentGroup, key))
    .sort();
}
