import { fail, ok, type Result } from '../../../shared/result.ts';
import { type ContentContext, writeThrough } from '../context.ts';
import type { ContentFailure } from '../failures.ts';
import { clearPublished, type EntryId, type EntryRow, findEntry } from '../repository.ts';

/** Takes the entry off the site, keeping it as a draft (another locale may show through). */
export async function unpublishEntry(
  ctx: ContentContext,
  id: EntryId,
): Promise<Result<EntryRow, ContentFailure>> {
  const row = await writeThrough(ctx, () => clearPublished(ctx.db, id));
  if (row) return ok(row);
  if (!(await findEntry(ctx.db, id))) return fail({ kind: 'entry_not_found', id });
  return fail({ kind: 'not_published' });
}
