/** What the back office uses of payments (docs/decisions/023): the operator's decisions. */

export { getTurnover } from '../wallet/service.ts';
export type { PaymentContext } from './context.ts';
export { unwrap as unwrapPayment } from './failures.ts';
// The settings screen's payment limits and fees (docs/decisions/024).
export { feeShown } from './fees.ts';
export { toInvoice } from './invoices.ts';
export { loadMethodSettings, methodsFor } from './methods.ts';
export { type InvoiceRow, listInvoices } from './repository.ts';
export { approveWithdrawal, rejectWithdrawal } from './withdrawal-review.ts';
