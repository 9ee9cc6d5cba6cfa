import { z } from 'zod';
import {
  CreateDepositRequestSchema,
  CreateDepositResponseSchema,
  CreateWithdrawalRequestSchema,
  CreateWithdrawalResponseSchema,
  InvoiceListQuerySchema,
  InvoiceListSchema,
  InvoiceResponseSchema,
  PaymentLimitListSchema,
  PaymentMethodListSchema,
  PaymentMethodsQuerySchema,
  PlayerFeesQuerySchema,
  PlayerFeesSchema,
  PlayerTurnoverSchema,
  SavedPaymentMethodListSchema,
} from '../payment-api.ts';
import { defineEndpoint } from './define.ts';

const InvoiceParamsSchema = z.object({ id: z.string().max(100) });

const methods = (kind: 'deposit' | 'withdrawal') =>
  defineEndpoint({
    method: 'GET',
    path: `/api/payment/methods/${kind}`,
    auth: true,
    query: PaymentMethodsQuerySchema,
    response: PaymentMethodListSchema,
  });

/**
 * Deposits, withdrawals and the payments history (docs/product/api-calls.md#wallet-and-payment).
 */
export const paymentApi = {
  listDepositMethods: methods('deposit'),
  listWithdrawalMethods: methods('withdrawal'),
  /** Public: every configured method's deposit and withdrawal range per shown currency. */
  listLimits: defineEndpoint({
    method: 'GET',
    path: '/api/payment/limits',
    auth: false,
    response: PaymentLimitListSchema,
  }),
  listSavedMethods: defineEndpoint({
    method: 'GET',
    path: '/api/payment/player/methods',
    auth: true,
    response: SavedPaymentMethodListSchema,
  }),
  createDeposit: defineEndpoint({
    method: 'POST',
    path: '/api/payment/invoices/deposit',
    auth: true,
    body: CreateDepositRequestSchema,
    response: CreateDepositResponseSchema,
  }),
  createWithdrawal: defineEndpoint({
    method: 'POST',
    path: '/api/payment/invoices/withdrawal',
    auth: true,
    body: CreateWithdrawalRequestSchema,
    response: CreateWithdrawalResponseSchema,
  }),
  listInvoices: defineEndpoint({
    method: 'GET',
    path: '/api/payment/invoices',
    auth: true,
    query: InvoiceListQuerySchema,
    response: InvoiceListSchema,
  }),
  declineInvoice: defineEndpoint({
    method: 'PUT',
    path: '/api/payment/invoices/:id/decline',
    auth: true,
    params: InvoiceParamsSchema,
    response: InvoiceResponseSchema,
  }),
  /** Asks the provider about an open deposit now (a lost webhook's payment is applied). */
  syncInvoice: defineEndpoint({
    method: 'POST',
    path: '/api/payment/invoices/:id/sync',
    auth: true,
    params: InvoiceParamsSchema,
    response: InvoiceResponseSchema,
  }),
  getTurnover: defineEndpoint({
    method: 'GET',
    path: '/api/payment/invoices/player-turnover',
    auth: true,
    query: PaymentMethodsQuerySchema,
    response: PlayerTurnoverSchema,
  }),
  getFees: defineEndpoint({
    method: 'GET',
    path: '/api/payment/invoices/player-fees',
    auth: true,
    query: PlayerFeesQuerySchema,
    response: PlayerFeesSchema,
  }),
};
