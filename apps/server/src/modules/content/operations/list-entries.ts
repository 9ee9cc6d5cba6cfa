import type { ContentContext } from '../context.ts';
import { type EntryFilter, findEntries } from '../repository.ts';

/** Entries for operators, filtered by group, locale and status, with their total. */
export function listEntries(ctx: ContentContext, filter: EntryFilter) {
  return findEntries(ctx.db, filter);
}
