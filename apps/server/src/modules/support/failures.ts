import { AppError } from '../../shared/errors.ts';
import { defineFailures } from '../../shared/failures.ts';

/** Expected failures of the support chat. */
export type SupportFailure =
  | { kind: 'guest_chat_disabled' }
  | { kind: 'invalid_guest' }
  | { kind: 'not_found' }
  | { kind: 'zendesk_not_configured' }
  | { kind: 'conversation_closed' }
  | { kind: 'invalid_fields'; fields: Record<string, string[]> };

export const { toAppError, unwrap } = defineFailures<SupportFailure>({
  guest_chat_disabled: () =>
    new AppError(403, 'guest_chat_disabled', 'Sign in to chat with support'),
  invalid_guest: () =>
    new AppError(
      403,
      'invalid_guest',
      'This chat identity was not issued by this site; send the message again to get a new one',
    ),
  not_found: () => new AppError(404, 'not_found', 'No such conversation'),
  zendesk_not_configured: () =>
    new AppError(404, 'zendesk_not_configured', 'Zendesk messaging is not set up on this site'),
  conversation_closed: () =>
    new AppError(409, 'conversation_closed', 'This conversation is closed'),
  invalid_fields: ({ fields }) => new AppError(400, 'validation_failed', 'Invalid body', fields),
});
