import { type PageContent, type PageResponse, type PageType, pageGroup } from '@casino/contracts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import type { Cached } from '../cache.ts';
import { type ContentContext, checkPreview, type ReadOptions, readCached } from '../context.ts';
import { resolve, text, toSummary, withDefault } from '../entries.ts';
import type { ContentFailure } from '../failures.ts';
import { renderMarkdown } from '../markdown.ts';
import { findKeyRows } from '../repository.ts';

/** One page with its Markdown rendered to HTML; `page_not_found` for an unknown identity. */
export async function getPage(
  ctx: ContentContext,
  input: ReadOptions & { type: PageType; identity: string },
): Promise<Result<Cached<PageResponse>, ContentFailure>> {
  const { type, identity, locale } = input;
  const isPreview = checkPreview(ctx, input.preview);
  if (!isPreview.ok) return isPreview;
  const found = await readCached(
    ctx,
    `page:${type}:${identity}:${locale}`,
    isPreview.value,
    async () => {
      const rows = await findKeyRows(ctx.db, pageGroup(type), identity, withDefault(locale));
      const item = resolve(rows, locale, isPreview.value).get(identity);
      if (!item) return null;
      const content = item.data as PageContent;
      const page: PageResponse = {
        ...toSummary(type, item, isPreview.value),
        html: renderMarkdown(content.body ?? '', locale),
        form: text(content.form),
        steps: content.steps ?? null,
        sections: content.sections ?? null,
      };
      return page;
    },
  );
  if (!found.value) return fail({ kind: 'page_not_found', type, identity });
  return ok(found as Cached<PageResponse>);
}
