/** What the back office uses of payments (docs/decisions/023): the operator's decisions. */

export type { PaymentContext } from './context.ts';
export { unwrap as unwrapPayment } from './failures.ts';
// The settings screen's payment limits and fees (docs/decisions/024).
export { paymentLimits, updatePaymentLimit } from './method-limits.ts';
export { listAllInvoices, listWithdrawalQueue } from './operator-lists.ts';
export { listInvoices } from './repository.ts';
export { approveWithdrawal, rejectWithdrawal } from './withdrawal-review.ts';
