import { fail, ok, type Result } from '../../../shared/result.ts';
import type { ContentContext } from '../context.ts';
import type { ContentFailure } from '../failures.ts';
import { type EntryId, type EntryRow, findEntry } from '../repository.ts';

/** One live entry with its draft and published versions. */
export async function getEntry(
  ctx: ContentContext,
  id: EntryId,
): Promise<Result<EntryRow, ContentFailure>> {
  const row = await findEntry(ctx.db, id);
  return row ? ok(row) : fail({ kind: 'entry_not_found', id });
}
