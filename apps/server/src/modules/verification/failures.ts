import { AppError } from '../../shared/errors.ts';
import { defineFailures } from '../../shared/failures.ts';

/** Expected failures of the verification services; the table gives each its HTTP answer. */
export type VerificationFailure =
  | { kind: 'invalid_file'; field: string; message: string }
  | { kind: 'upload_refused'; message: string }
  | { kind: 'document_not_found' }
  | { kind: 'document_not_pending' }
  | { kind: 'not_frozen' }
  | { kind: 'adapter_off'; adapter: string }
  | { kind: 'provider_unavailable' }
  | { kind: 'player_not_found' }
  | { kind: 'alert_not_found' }
  | { kind: 'alert_resolved' };

export const { toAppError, unwrap } = defineFailures<VerificationFailure>({
  invalid_file: ({ field, message }) =>
    new AppError(400, 'validation_failed', message, { [field]: [message] }),
  upload_refused: ({ message }) =>
    new AppError(409, 'upload_refused', message, { kind: [message] }),
  document_not_found: () => new AppError(404, 'not_found', 'Document not found'),
  document_not_pending: () =>
    new AppError(409, 'document_not_pending', 'The document is no longer pending'),
  not_frozen: () => new AppError(409, 'not_frozen', 'Withdrawals of this player are not frozen'),
  adapter_off: ({ adapter }) =>
    new AppError(404, 'not_found', `Verification by ${adapter} is not enabled`),
  provider_unavailable: () =>
    new AppError(502, 'provider_unavailable', 'The verification provider is not available'),
  player_not_found: () => new AppError(404, 'not_found', 'Player not found'),
  alert_not_found: () => new AppError(404, 'not_found', 'Alert not found'),
  alert_resolved: () => new AppError(409, 'alert_resolved', 'The alert is resolved already'),
});

/** The withdrawal refusals (checked by the payment module through `WithdrawalGate`). */
