import { fail, ok, type Result } from '../../../shared/result.ts';
import { type ContentContext, writeThrough } from '../context.ts';
import type { ContentFailure } from '../failures.ts';
import { type EntryId, type EntryRow, findEntry, publishDraft } from '../repository.ts';

/** Publishes the entry's draft: the site shows it from now on. */
export async function publishEntry(
  ctx: ContentContext,
  id: EntryId,
): Promise<Result<EntryRow, ContentFailure>> {
  const row = await writeThrough(ctx, () => publishDraft(ctx.db, id));
  if (row) return ok(row);
  if (!(await findEntry(ctx.db, id))) return fail({ kind: 'entry_not_found', id });
  return fail({ kind: 'nothing_to_publish' });
}
