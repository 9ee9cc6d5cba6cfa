import type { PageType } from '@casino/contracts';
import { AppError } from '../../shared/errors.ts';
import type { Result } from '../../shared/result.ts';
import type { EntryId } from './repository.ts';

/** Expected failures of the content operations; `toAppError` gives each its HTTP answer. */
export type ContentFailure =
  | { kind: 'invalid_preview_token' }
  | { kind: 'page_not_found'; type: PageType; identity: string }
  | { kind: 'entry_not_found'; id: EntryId }
  | { kind: 'invalid_data'; group: string; fields: Record<string, string[]> }
  | { kind: 'nothing_to_publish' }
  | { kind: 'not_published' };

export function toAppError(failure: ContentFailure): AppError {
  switch (failure.kind) {
    case 'invalid_preview_token':
      return new AppError(401, 'invalid_preview_token', 'The preview token is not valid', {
        preview: ['The preview token is not valid'],
      });
    case 'page_not_found':
      return new AppError(404, 'not_found', `Page ${failure.type}/${failure.identity} not found`);
    case 'entry_not_found': {
      const { group, key, locale } = failure.id;
      return new AppError(404, 'not_found', `Content entry ${group}/${key}/${locale} not found`);
    }
    case 'invalid_data':
      return new AppError(
        400,
        'validation_failed',
        `Invalid ${failure.group} entry`,
        failure.fields,
      );
    case 'nothing_to_publish':
      return new AppError(409, 'nothing_to_publish', 'The entry has no draft to publish');
    case 'not_published':
      return new AppError(409, 'not_published', 'The entry is not published');
  }
}

export function unwrap<T>(result: Result<T, ContentFailure>): T {
  if (!result.ok) throw toAppError(result.error);
  return result.value;
}
