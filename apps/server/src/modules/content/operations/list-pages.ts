import { type PageSummary, type PageType, pageGroup } from '@casino/contracts';
import { ok, type Result } from '../../../shared/result.ts';
import type { Cached } from '../cache.ts';
import { type ContentContext, checkPreview, type ReadOptions, readCached } from '../context.ts';
import { resolve, toSummary, withDefault } from '../entries.ts';
import type { ContentFailure } from '../failures.ts';
import { findGroupRows } from '../repository.ts';

/** Pages of a type in the locale (default-locale fallback), by order then title. */
export async function listPages(
  ctx: ContentContext,
  input: ReadOptions & { type: PageType },
): Promise<Result<Cached<{ items: PageSummary[] }>, ContentFailure>> {
  const { type, locale } = input;
  const isPreview = checkPreview(ctx, input.preview);
  if (!isPreview.ok) return isPreview;
  return ok(
    await readCached(ctx, `pages:${type}:${locale}`, isPreview.value, async () => {
      const rows = await findGroupRows(ctx.db, pageGroup(type), withDefault(locale));
      const items = [...resolve(rows, locale, isPreview.value).values()]
        .map((item) => toSummary(type, item, isPreview.value))
        .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title, locale));
      return { items };
    }),
  );
}
