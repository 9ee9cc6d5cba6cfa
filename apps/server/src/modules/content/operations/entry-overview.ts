import { listLocales } from '../../settings/service.ts';
import type { ContentContext } from '../context.ts';
import { listEntryStatuses } from '../repository.ts';

type Status = 'draft' | 'published' | 'changed';

/**
 * Every group and key with each enabled locale's status (null: that locale has no entry, the
 * site falls back to the default locale's text).
 */
export async function entryOverview(ctx: ContentContext) {
  const [enabled, rows] = await Promise.all([
    listLocales(ctx.db, { onlyEnabled: true }),
    listEntryStatuses(ctx.db),
  ]);
  const codes = enabled.map((l) => l.code);
  const groups = new Map<string, Map<string, Record<string, Status | null>>>();
  for (const row of rows) {
    const keys = groups.get(row.group) ?? new Map<string, Record<string, Status | null>>();
    groups.set(row.group, keys);
    const statuses = keys.get(row.key) ?? Object.fromEntries(codes.map((c) => [c, null]));
    keys.set(row.key, statuses);
    statuses[row.locale] = row.status;
  }
  return {
    locales: codes,
    groups: [...groups.entries()].map(([group, keys]) => ({
      group,
      items: [...keys.entries()].map(([key, statuses]) => ({ key, locales: statuses })),
    })),
  };
}
