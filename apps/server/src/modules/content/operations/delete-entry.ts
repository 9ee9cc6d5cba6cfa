import { fail, ok, type Result } from '../../../shared/result.ts';
import { type ContentContext, writeThrough } from '../context.ts';
import type { ContentFailure } from '../failures.ts';
import { type EntryId, softDeleteEntry } from '../repository.ts';

/** Deletes the entry (soft: the seed will not bring it back). */
export async function deleteEntry(
  ctx: ContentContext,
  id: EntryId,
): Promise<Result<void, ContentFailure>> {
  const deleted = await writeThrough(ctx, () => softDeleteEntry(ctx.db, id));
  return deleted ? ok(undefined) : fail({ kind: 'entry_not_found', id });
}
