import { pageGroup } from '@casino/contracts';
import type { ContentContext } from '../context.ts';
import { listPublishedKeys } from '../repository.ts';

/** Site paths of every published page, for the sitemap (the welcome package has none). */
export async function listSitemapPaths(ctx: ContentContext): Promise<string[]> {
  const rows = await listPublishedKeys(ctx.db, [
    pageGroup('static'),
    pageGroup('questions'),
    pageGroup('promotions'),
  ]);
  return rows
    .map(({ group, key }) =>
      group === pageGroup('static')
        ? `/static/${key}`
        : group === pageGroup('questions')
          ? `/questions/${key}`
          : key === 'welcome-package'
            ? null
            : `/bonus/${key}`,
    )
    .filter((p): p is string => p !== null)
    .sort();
}
