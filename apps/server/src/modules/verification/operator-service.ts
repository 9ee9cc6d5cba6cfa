// What the back office (compliance) uses of the verification module (docs/decisions/028).
export { listAlerts, resolveAlert } from './alerts.ts';
export type { VerificationContext } from './context.ts';
export { readDocumentFile } from './document-service.ts';
export { unwrap as unwrapVerification } from './failures.ts';
export {
  documentQueue,
  playerVerification,
  reviewDocument,
  unfreezeWithdrawals,
} from './review-service.ts';
export { sendDocument } from './send-document.ts';
