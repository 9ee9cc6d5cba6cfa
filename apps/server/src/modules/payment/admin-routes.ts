import {
  AdminRejectRequestSchema,
  AdminWithdrawalListSchema,
  AdminWithdrawalsQuerySchema,
  INVOICE_STATUS,
  InvoiceResponseSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../shared/http.ts';
import { findPlayerEmails } from '../player/account-service.ts';
import type { PaymentContext } from './context.ts';
import { unwrap } from './failures.ts';
import { toInvoice } from './invoices.ts';
import * as repo from './repository.ts';
import * as withdrawals from './withdrawal-review.ts';

const tags = ['admin'];
const security = [{ operatorKey: [] }];
const IdParams = z.object({ id: z.string().max(100) });

/**
 * Operator API (a back-office API key, or `x-operator-key` in sandbox): review, approve and
 * reject withdrawals. Each decision is audited after its result, naming the caller (issue 27).
 */
export function adminPaymentRoutes(ctx: PaymentContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.operatorAccess(['payments']));
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/withdrawals',
      {
        schema: {
          tags,
          security,
          summary: 'Withdrawals by status (default pending), oldest first',
          querystring: AdminWithdrawalsQuerySchema,
          response: { 200: AdminWithdrawalListSchema, ...errors(400, 401) },
        },
      },
      async (request) => {
        const { status, page, perPage } = request.query;
        const { rows, total } = await repo.listInvoices(ctx.db, null, {
          type: 'withdrawal',
          status: INVOICE_STATUS[status],
          page,
          perPage,
          order: 'oldest',
        });
        const emails = await findPlayerEmails(ctx.db, [...new Set(rows.map((r) => r.playerId))]);
        return {
          items: rows.map((row) => ({
            ...toInvoice(row),
            playerEmail: emails.get(row.playerId) ?? '',
            destination: row.details.destination?.label ?? null,
            approvedAt: row.approvedAt?.toISOString() ?? null,
          })),
          total,
          page,
          perPage,
        };
      },
    );

    app.post(
      '/withdrawals/:id/approve',
      {
        schema: {
          tags,
          security,
          summary:
            'Approve: pay out through the provider (success, or failed and refunded; 502: the provider did not answer, the payout is retried later)',
          params: IdParams,
          response: { 200: InvoiceResponseSchema, ...errors(401, 404, 409, 502) },
        },
      },
      async (request) => {
        const invoice = unwrap(await withdrawals.approveWithdrawal(ctx, request.params.id));
        await app.auditOperatorCall(request, {
          action: 'withdrawal.approve',
          targetType: 'invoice',
          targetId: request.params.id,
          before: { status: INVOICE_STATUS.pending },
          after: { status: invoice.status, number: invoice.number },
        });
        return { invoice };
      },
    );

    app.post(
      '/withdrawals/:id/reject',
      {
        schema: {
          tags,
          security,
          summary: 'Reject: the reserved money returns to the player (declined)',
          params: IdParams,
          body: AdminRejectRequestSchema,
          response: { 200: InvoiceResponseSchema, ...errors(400, 401, 404, 409) },
        },
      },
      async (request) => {
        const reason = request.body?.reason;
        const invoice = unwrap(await withdrawals.rejectWithdrawal(ctx, request.params.id, reason));
        await app.auditOperatorCall(request, {
          action: 'withdrawal.reject',
          targetType: 'invoice',
          targetId: request.params.id,
          before: { status: INVOICE_STATUS.pending },
          after: { status: invoice.status, number: invoice.number, reason: reason ?? null },
        });
        return { invoice };
      },
    );
  };
}
