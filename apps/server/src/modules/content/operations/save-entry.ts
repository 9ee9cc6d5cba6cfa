import { type ContentGroup, contentDataSchema } from '@casino/contracts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import { type ContentContext, writeThrough } from '../context.ts';
import type { ContentFailure } from '../failures.ts';
import { type EntryId, type EntryRow, writeEntry } from '../repository.ts';

/** The data checked against its group's schema, or the invalid fields (named `data.<field>`). */
function checkData(group: ContentGroup, data: unknown): Result<unknown, ContentFailure> {
  const parsed = contentDataSchema(group).safeParse(data);
  if (parsed.success) return ok(parsed.data);
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const name = ['data', ...issue.path].join('.');
    fields[name] = [...(fields[name] ?? []), issue.message];
  }
  return fail({ kind: 'invalid_data', group, fields });
}

/** Saves a draft (an operator edit from now on); `publish` publishes it at once. */
export async function saveEntry(
  ctx: ContentContext,
  input: { id: EntryId & { group: ContentGroup }; data: unknown; publish: boolean },
): Promise<Result<EntryRow, ContentFailure>> {
  const checked = checkData(input.id.group, input.data);
  if (!checked.ok) return checked;
  return ok(
    await writeThrough(ctx, () => writeEntry(ctx.db, input.id, checked.value, input.publish)),
  );
}
