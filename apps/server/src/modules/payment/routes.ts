import { paymentApi } from '@casino/contracts/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticatedRoutes } from '../../shared/authenticated-routes.ts';
import { contractRoute } from '../../shared/contract-route.ts';
import { AppError, notFound } from '../../shared/errors.ts';
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
    contractRoute(app, paymentApi.listLimits, {
      tags,
      summary: 'Deposit and withdrawal limits of every configured method per shown currency',
      handler: async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        return { items: await queries.listPublicLimits(ctx) };
      },
    });
  };
}

/** Wrong second-factor codes a player may give for withdrawals per window. */
export const MAX_CODE_FAILURES = 5;
const CODE_WINDOW_MS = 15 * 60_000;

/** The player's side of payments (docs/product/api-calls.md#wallet-and-payment). */
export function paymentRoutes(ctx: PaymentContext): FastifyPluginAsyncZod {
  return (base) =>
    authenticatedRoutes(base, (app) => {
      contractRoute(app, paymentApi.listDepositMethods, {
        tags,
        summary: 'Deposit methods for a currency (422 with code 13100 over a deposit limit)',
        errors: [400, 422],
        handler: async (request) => {
          const player = currentPlayer(request);
          const methods = unwrap(
            await deposits.listDepositMethods(ctx, player.id, request.query.currency),
          );
          return { items: methods.map(toPaymentMethod) };
        },
      });

      contractRoute(app, paymentApi.listWithdrawalMethods, {
        tags,
        summary: 'Withdrawal methods for a currency',
        errors: [400],
        handler: async (request) => {
          const methods = await listMethods(ctx, 'withdrawal', request.query.currency);
          return { items: methods.map(toPaymentMethod) };
        },
      });

      contractRoute(app, paymentApi.createDeposit, {
        tags,
        summary:
          'Start a deposit: a hosted card page to open, or a crypto address (451 from a restricted country, 503 `maintenance` during maintenance)',
        errors: [400, 409, 422, 451, 502, 503],
        preValidation: refuseRestrictedCountry,
        formCheck: (body, request) =>
          deposits.checkDepositForm(ctx, currentPlayer(request).id, body),
        preHandler: refuseDuringMaintenance(app),
        handler: async (request) =>
          unwrap(await deposits.createDeposit(ctx, currentPlayer(request).id, request.body)),
      });

      contractRoute(app, paymentApi.createWithdrawal, {
        tags,
        summary:
          'Request a withdrawal: amount plus fee reserved at once, pending approval (422 `email_not_confirmed`, 503 `maintenance`)',
        errors: [400, 409, 422, 429, 503],
        formCheck: (body, request) =>
          withdrawals.checkWithdrawalForm(ctx, currentPlayer(request).id, body),
        preHandler: [refuseDuringMaintenance(app), requireConfirmedEmail(ctx)],
        handler: async (request) => {
          const playerId = currentPlayer(request).id;
          // Codes of the second factor are limited like passwords (issue 35): counted first, so
          // parallel guesses see each other; forgiven unless the code was wrong.
          const key = `withdrawal-code player:${playerId}`;
          if (request.body.code) {
            const { count, retryAfterSeconds } = await app.failures.hit(key, CODE_WINDOW_MS);
            if (count > MAX_CODE_FAILURES) {
              throw new AppError(
                429,
                'rate_limited',
                `Too many attempts, try again in ${retryAfterSeconds} seconds`,
              );
            }
          }
          const result = await withdrawals.createWithdrawal(ctx, playerId, request.body);
          const isWrongCode = !result.ok && result.error.kind === 'invalid_second_factor';
          if (request.body.code && !isWrongCode) await app.failures.forgive(key);
          return { invoice: unwrap(result) };
        },
      });

      contractRoute(app, paymentApi.listInvoices, {
        tags,
        summary: "The player's deposits and withdrawals, newest first",
        errors: [400],
        handler: async (request) =>
          queries.listPlayerInvoices(ctx, currentPlayer(request).id, request.query),
      });

      contractRoute(app, paymentApi.declineInvoice, {
        tags,
        summary: 'Take back a pending withdrawal: the reserved money returns',
        errors: [404, 409],
        handler: async (request) => ({
          invoice: unwrap(
            await withdrawals.declineWithdrawal(ctx, currentPlayer(request).id, request.params.id),
          ),
        }),
      });

      contractRoute(app, paymentApi.syncInvoice, {
        tags,
        summary:
          "Ask the provider about an open deposit now (the player's return): a payment whose webhook was lost is applied",
        errors: [404],
        handler: async (request) => {
          const player = currentPlayer(request);
          const invoice = await queries.syncPlayerInvoice(ctx, player.id, request.params.id);
          if (!invoice) throw notFound('Invoice');
          return { invoice };
        },
      });

      contractRoute(app, paymentApi.listSavedMethods, {
        tags,
        summary: 'Methods the player paid with or withdrew to, masked',
        handler: async (request) => queries.listPlayerMethods(ctx, currentPlayer(request).id),
      });

      contractRoute(app, paymentApi.getTurnover, {
        tags,
        summary: 'Stakes still needed before deposited money can be withdrawn',
        errors: [400],
        handler: async (request) =>
          queries.getPlayerTurnover(ctx, currentPlayer(request).id, request.query.currency),
      });

      contractRoute(app, paymentApi.getFees, {
        tags,
        summary: 'Fee of a deposit (none) or withdrawal before it is made',
        errors: [400],
        handler: async (request) => unwrap(await queries.getPlayerFees(ctx, request.query)),
      });
    });
}
