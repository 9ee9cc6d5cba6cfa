import {
  BackofficeInvoiceListSchema,
  BackofficeInvoiceResponseSchema,
  BulkApproveRequestSchema,
  BulkApproveResponseSchema,
  InvoiceIdParamsSchema,
  InvoiceQuerySchema,
  RejectWithdrawalRequestSchema,
  WithdrawalQueueQuerySchema,
  WithdrawalQueueSchema,
} from '../../backoffice.ts';
import { defineBackofficeEndpoint, PAYMENTS_READ, PAYMENTS_WRITE } from './access.ts';

/** The withdrawal queue and the invoices. */
export const paymentsEndpoints = {
  listWithdrawals: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/withdrawals',
    access: PAYMENTS_READ,
    query: WithdrawalQueueQuerySchema,
    response: WithdrawalQueueSchema,
  }),
  approveWithdrawal: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/withdrawals/:id/approve',
    access: PAYMENTS_WRITE,
    params: InvoiceIdParamsSchema,
    response: BackofficeInvoiceResponseSchema,
  }),
  rejectWithdrawal: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/withdrawals/:id/reject',
    access: PAYMENTS_WRITE,
    params: InvoiceIdParamsSchema,
    body: RejectWithdrawalRequestSchema,
    response: BackofficeInvoiceResponseSchema,
  }),
  bulkApproveWithdrawals: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/withdrawals/approve',
    access: PAYMENTS_WRITE,
    body: BulkApproveRequestSchema,
    response: BulkApproveResponseSchema,
  }),
  listInvoices: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/invoices',
    access: PAYMENTS_READ,
    query: InvoiceQuerySchema,
    response: BackofficeInvoiceListSchema,
  }),
};
