import { AppError } from '../../shared/errors.ts';
import { defineFailures } from '../../shared/failures.ts';

/** Expected failures of the communication service. */
export type CommunicationFailure = { kind: 'invalid_fields'; fields: Record<string, string[]> };

export const { toAppError, unwrap } = defineFailures<CommunicationFailure>({
  invalid_fields: ({ fields }) => new AppError(400, 'validation_failed', 'Invalid body', fields),
});
