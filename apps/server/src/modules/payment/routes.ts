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
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticatedRoutes } from '../../shared/authenticated-routes.ts';
import { AppError, notFound } from '../../shared/errors.ts';
import { errors } from '../../shared/http.ts';
import { refuseDuringMaintenance } from '../../shared/maintenance.ts';
import { refuseRestrictedCountry } from '../../shared/request-country.ts';
import { isEmailConfirmed } from '../player/email-service.ts';
import type { PaymentContext } from './context.ts';
import * as deposits from './deposit-service.ts';
import { unwrap } from './failures.ts';
import { listMethods, toPaymentMethod } from './methods.ts';
import * as queries from './query-service.ts';
import * as withdrawals from './withdrawal-service.ts';

const tags = ['payment'];

/** WITHDRAWAL_REQUIRES_CONFIRMED_EMAIL: money leaves only towards a proven address owner. */
function requireConfirmedEmail(ctx: PaymentContext) {
  return async (request: FastifyRequest) => {
    if (!request.server.config.WITHDRAWAL_REQUIRES_CONFIRMED_EMAIL) return;
    if (await isEmailConfirmed(ctx.db, currentPlayer(request).id)) return;
    // 422, not 403: the site ends the session on a 403 of a signed-in call.
    throw new AppError(
      422,
      'email_not_confirmed',
      'Confirm your email address before withdrawing: open the link we mailed you, or send it again',
    );
  };
}

/** What anyone may read: the limits the payments page and the FAQ state (not per player). */
export function publicPaymentRoutes(ctx: PaymentContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/limits',
      {
        schema: {
          tags,
          summary: 'Deposit and withdrawal limits of every configured method per shown currency',
          response: { 200: PaymentLimitListSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        return { items: await queries.listPublicLimits(ctx) };
      },
    );
  };
}

/** The player's side of payments (docs/product/api-calls.md#wallet-and-payment). */
export function paymentRoutes(ctx: PaymentContext): FastifyPluginAsyncZod {
  return (base) =>
    authenticatedRoutes(base, (app) => {
      app.get(
        '/methods/deposit',
        {
          schema: {
            tags,
            summary: 'Deposit methods for a currency (422 with code 13100 over a deposit limit)',
            querystring: PaymentMethodsQuerySchema,
            response: { 200: PaymentMethodListSchema, ...errors(400, 422) },
          },
        },
        async (request) => {
          const player = currentPlayer(request);
          const methods = unwrap(
            await deposits.listDepositMethods(ctx, player.id, request.query.currency),
          );
          return { items: methods.map(toPaymentMethod) };
        },
      );

      app.get(
        '/methods/withdrawal',
        {
          schema: {
            tags,
            summary: 'Withdrawal methods for a currency',
            querystring: PaymentMethodsQuerySchema,
            response: { 200: PaymentMethodListSchema, ...errors(400) },
          },
        },
        async (request) => {
          const methods = await listMethods(ctx, 'withdrawal', request.query.currency);
          return { items: methods.map(toPaymentMethod) };
        },
      );

      app.post(
        '/invoices/deposit',
        {
          preValidation: refuseRestrictedCountry,
          config: {
            formCheck: (body, request) =>
              deposits.checkDepositForm(ctx, currentPlayer(request).id, body),
          },
          schema: {
            tags,
            summary:
              'Start a deposit: a hosted card page to open, or a crypto address (451 from a restricted country, 503 `maintenance` during maintenance)',
            body: CreateDepositRequestSchema,
            response: { 200: CreateDepositResponseSchema, ...errors(400, 409, 422, 451, 502, 503) },
          },
          preHandler: refuseDuringMaintenance(app),
        },
        async (request) =>
          unwrap(await deposits.createDeposit(ctx, currentPlayer(request).id, request.body)),
      );

      app.post(
        '/invoices/withdrawal',
        {
          schema: {
            tags,
            summary:
              'Request a withdrawal: amount plus fee reserved at once, pending approval (422 `email_not_confirmed`, 503 `maintenance`)',
            body: CreateWithdrawalRequestSchema,
            response: {
              200: CreateWithdrawalResponseSchema,
              ...errors(400, 409, 422, 503),
            },
          },
          preHandler: [refuseDuringMaintenance(app), requireConfirmedEmail(ctx)],
        },
        async (request) => ({
          invoice: unwrap(
            await withdrawals.createWithdrawal(ctx, currentPlayer(request).id, request.body),
          ),
        }),
      );

      app.get(
        '/invoices',
        {
          schema: {
            tags,
            summary: "The player's deposits and withdrawals, newest first",
            querystring: InvoiceListQuerySchema,
            response: { 200: InvoiceListSchema, ...errors(400) },
          },
        },
        async (request) =>
          queries.listPlayerInvoices(ctx, currentPlayer(request).id, request.query),
      );

      app.put(
        '/invoices/:id/decline',
        {
          schema: {
            tags,
            summary: 'Take back a pending withdrawal: the reserved money returns',
            params: z.object({ id: z.string().max(100) }),
            response: { 200: InvoiceResponseSchema, ...errors(404, 409) },
          },
        },
        async (request) => ({
          invoice: unwrap(
            await withdrawals.declineWithdrawal(ctx, currentPlayer(request).id, request.params.id),
          ),
        }),
      );

      app.post(
        '/invoices/:id/sync',
        {
          schema: {
            tags,
            summary:
              "Ask the provider about an open deposit now (the player's return): a payment whose webhook was lost is applied",
            params: z.object({ id: z.string().max(100) }),
            response: { 200: InvoiceResponseSchema, ...errors(404) },
          },
        },
        async (request) => {
          const player = currentPlayer(request);
          const invoice = await queries.syncPlayerInvoice(ctx, player.id, request.params.id);
          if (!invoice) throw notFound('Invoice');
          return { invoice };
        },
      );

      app.get(
        '/player/methods',
        {
          schema: {
            tags,
            summary: 'Methods the player paid with or withdrew to, masked',
            response: { 200: SavedPaymentMethodListSchema },
          },
        },
        async (request) => queries.listPlayerMethods(ctx, currentPlayer(request).id),
      );

      app.get(
        '/invoices/player-turnover',
        {
          schema: {
            tags,
            summary: 'Stakes still needed before deposited money can be withdrawn',
            querystring: PaymentMethodsQuerySchema,
            response: { 200: PlayerTurnoverSchema, ...errors(400) },
          },
        },
        async (request) =>
          queries.getPlayerTurnover(ctx, currentPlayer(request).id, request.query.currency),
      );

      app.get(
        '/invoices/player-fees',
        {
          schema: {
            tags,
            summary: 'Fee of a deposit (none) or withdrawal before it is made',
            querystring: PlayerFeesQuerySchema,
            response: { 200: PlayerFeesSchema, ...errors(400) },
          },
        },
        async (request) => unwrap(await queries.getPlayerFees(ctx, request.query)),
      );
    });
}
