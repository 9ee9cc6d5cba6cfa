import type { PageType } from '@casino/contracts';
import { AppError } from '../../shared/errors.ts';
import { defineFailures } from '../../shared/failures.ts';
import type { EntryId } from './repository.ts';

/** Expected failures of the content operations, each with its HTTP answer below. */
export type ContentFailure =
  | { kind: 'invalid_preview_token' }
  | { kind: 'page_not_found'; type: PageType; identity: string }
  | { kind: 'entry_not_found'; id: EntryId }
  | { kind: 'invalid_data'; group: string; fields: Record<string, string[]> }
  | { kind: 'nothing_to_publish' }
  | { kind: 'not_published' }
  | { kind: 'preview_off' };

export const { toAppError, unwrap } = defineFailures<ContentFailure>({
  invalid_preview_token: () =>
    new AppError(401, 'invalid_preview_token', 'The preview token is not valid', {
      preview: ['The preview token is not valid'],
    }),
  page_not_found: ({ type, identity }) =>
    new AppError(404, 'not_found', `Page ${type}/${identity} not found`),
  entry_not_found: ({ id: { group, key, locale } }) =>
    new AppError(404, 'not_found', `Content entry ${group}/${key}/${locale} not found`),
  invalid_data: ({ group, fields }) =>
    new AppError(400, 'validation_failed', `Invalid ${group} entry`, fields),
  nothing_to_publish: () =>
    new AppError(409, 'nothing_to_publish', 'The entry has no draft to publish'),
  not_published: () => new AppError(409, 'not_published', 'The entry is not published'),
  preview_off: () =>
    new AppError(
      409,
      'preview_off',
      'Previews are off: set CONTENT_PREVIEW_TOKEN (32+ characters) to show drafts on the site',
    ),
});
