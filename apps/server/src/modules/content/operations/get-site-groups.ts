import type { ContentTextGroup } from '@casino/contracts';
import { ok, type Result } from '../../../shared/result.ts';
import type { ContentContext, ReadOptions } from '../context.ts';
import type { ContentFailure } from '../failures.ts';
import { getGroup } from './get-group.ts';

/** The groups the site loads for every page (docs/product/api-calls.md#other). */
export const SITE_GROUPS = [
  'alerts',
  'fields-settings',
  'global-components',
  'layout',
  'modals',
] as const satisfies ContentTextGroup[];

export interface SiteGroups {
  locale: string;
  groups: Record<string, Record<string, { locale: string; data: unknown }>>;
}

/** Every site group in one answer; its ETag joins theirs. */
export async function getSiteGroups(
  ctx: ContentContext,
  input: ReadOptions,
): Promise<Result<{ value: SiteGroups; etag: string }, ContentFailure>> {
  const results = await Promise.all(SITE_GROUPS.map((group) => getGroup(ctx, { ...input, group })));
  const groups = [];
  for (const result of results) {
    if (!result.ok) return result;
    groups.push(result.value);
  }
  const value = {
    locale: input.locale,
    groups: Object.fromEntries(groups.map((g) => [g.value.group, g.value.items])),
  };
  return ok({ value, etag: groups.map((g) => g.etag).join('') });
}
