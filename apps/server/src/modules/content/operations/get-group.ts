import { ok, type Result } from '../../../shared/result.ts';
import type { Cached } from '../cache.ts';
import { type ContentContext, checkPreview, type ReadOptions, readCached } from '../context.ts';
import { resolve, withDefault } from '../entries.ts';
import type { ContentFailure } from '../failures.ts';
import { findGroupRows } from '../repository.ts';

export interface GroupItems {
  group: string;
  locale: string;
  items: Record<string, { locale: string; data: unknown }>;
}

/** One group: each key in the locale, else in the default locale (cached when published). */
export async function getGroup(
  ctx: ContentContext,
  input: ReadOptions & { group: string },
): Promise<Result<Cached<GroupItems>, ContentFailure>> {
  const { group, locale } = input;
  const isPreview = checkPreview(ctx, input.preview);
  if (!isPreview.ok) return isPreview;
  return ok(
    await readCached(ctx, `group:${group}:${locale}`, isPreview.value, async () => {
      const rows = await findGroupRows(ctx.db, group, withDefault(locale));
      const resolved = [...resolve(rows, locale, isPreview.value).values()].sort((a, b) =>
        a.key.localeCompare(b.key),
      );
      const items: GroupItems['items'] = {};
      for (const item of resolved) items[item.key] = { locale: item.locale, data: item.data };
      return { group, locale, items };
    }),
  );
}
