import {
  SandboxCryptoConfirmRequestSchema,
  SandboxCryptoTransactionRequestSchema,
  SandboxCryptoTransactionSchema,
} from '@casino/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../shared/errors.ts';
import { acceptFormPosts, sendToolPage } from '../../../../shared/html.ts';
import { errors } from '../../../../shared/http.ts';
import type { CardForm, CheckoutStep, SandboxCardHost } from './card-host.ts';
import {
  challengePage,
  checkoutPage,
  localeQuery,
  notFoundPage,
  resultPage,
} from './card-pages.ts';
import { checkoutLocale } from './card-texts.ts';
import type { ChainResult, SandboxCryptoChain } from './crypto-chain.ts';

const SessionParams = z.object({ id: z.string().max(100) });

/**
 * The sandbox card provider's hosted checkout (plain server-rendered pages, no script):
 * GET shows the form (or the result), POST pays, `/challenge` is the 3-D-Secure-style step,
 * `/cancel` gives up. Served by our own process, but only through the provider's host object.
 */
export function sandboxCardRoutes(host: SandboxCardHost): FastifyPluginAsyncZod {
  return async (app) => {
    // Forms post application/x-www-form-urlencoded; nothing else is read here.
    acceptFormPosts(app);

    const show = (
      reply: FastifyReply,
      locale: string,
      step: CheckoutStep | null,
      form?: CardForm,
    ) => {
      if (!step) return sendToolPage(reply, notFoundPage(locale), 404);
      // Its own next page (the challenge) keeps the language; the way back to the site has its own.
      if (step.kind === 'redirect')
        return reply.redirect(
          step.location.includes('/sandbox/card/checkout/')
            ? `${step.location}${localeQuery(locale)}`
            : step.location,
          303,
        );
      if (step.kind === 'form')
        return sendToolPage(reply, checkoutPage(step.session, locale, form, step.errors), 422);
      return sendToolPage(reply, resultPage(step.session, locale));
    };
    const localeOf = (request: FastifyRequest) =>
      checkoutLocale((request.query as { locale?: unknown } | undefined)?.locale);

    app.get(
      '/checkout/:id',
      { schema: { hide: true, params: SessionParams } },
      async (request, reply) => {
        const locale = localeOf(request);
        const session = await host.getSession(request.params.id);
        if (!session) return sendToolPage(reply, notFoundPage(locale), 404);
        if (session.isExpired || session.status !== 'open') {
          if (session.status === 'challenge' && !session.isExpired) {
            return reply.redirect(
              `/sandbox/card/checkout/${session.id}/challenge${localeQuery(locale)}`,
              303,
            );
          }
          return sendToolPage(reply, resultPage(session, locale));
        }
        return sendToolPage(reply, checkoutPage(session, locale));
      },
    );

    app.post(
      '/checkout/:id',
      { schema: { hide: true, params: SessionParams } },
      async (request, reply) => {
        const form = (request.body ?? {}) as CardForm;
        const step = await host.submitCard(request.params.id, form);
        return show(reply, localeOf(request), step, { ...form, cvc: '' });
      },
    );

    app.get(
      '/checkout/:id/challenge',
      { schema: { hide: true, params: SessionParams } },
      async (request, reply) => {
        const locale = localeOf(request);
        const session = await host.getSession(request.params.id);
        if (!session) return sendToolPage(reply, notFoundPage(locale), 404);
        if (session.status !== 'challenge' || session.isExpired)
          return sendToolPage(reply, resultPage(session, locale));
        return sendToolPage(reply, challengePage(session, locale));
      },
    );

    app.post(
      '/checkout/:id/challenge',
      { schema: { hide: true, params: SessionParams } },
      async (request, reply) => {
        const action = ((request.body ?? {}) as { action?: string }).action;
        return show(
          reply,
          localeOf(request),
          await host.completeChallenge(request.params.id, action === 'approve'),
        );
      },
    );

    app.post(
      '/checkout/:id/cancel',
      { schema: { hide: true, params: SessionParams } },
      async (request, reply) =>
        show(reply, localeOf(request), await host.cancel(request.params.id)),
    );
  };
}

function unwrapChain(result: ChainResult) {
  if (result.ok) return result.transaction;
  if (result.error === 'mixed_outputs') {
    throw new AppError(
      400,
      'validation_failed',
      'Outputs must be distinct addresses of one currency',
    );
  }
  if (result.error === 'duplicate_transaction') {
    throw new AppError(409, 'duplicate_transaction', 'A transaction with this txid exists');
  }
  throw new AppError(
    404,
    'not_found',
    result.error === 'unknown_address' ? 'Unknown deposit address' : 'Unknown transaction',
  );
}

/**
 * Sandbox control of the crypto chain (operator key): send a transaction to a deposit
 * address, then add confirmations; the provider reports each step by a signed webhook.
 */
export function sandboxCryptoRoutes(chain: SandboxCryptoChain): FastifyPluginAsyncZod {
  return async (base) => {
    const app = (base as FastifyInstance).withTypeProvider<ZodTypeProvider>();
    const tags = ['sandbox'];
    const security = [{ operatorKey: [] }];
    app.post(
      '/transactions',
      {
        onRequest: app.operatorAccess(['payments']),
        schema: {
          tags,
          security,
          summary:
            'Sandbox chain: a transaction to a deposit address, or `outputs` to several (0 confirmations)',
          body: SandboxCryptoTransactionRequestSchema,
          response: { 201: SandboxCryptoTransactionSchema, ...errors(400, 401, 404, 409) },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const outputs = 'outputs' in body ? body.outputs : [body];
        const sent = await chain.send({ outputs, txid: body.txid });
        return reply.status(201).send(unwrapChain(sent));
      },
    );
    app.post(
      '/transactions/:txid/confirm',
      {
        onRequest: app.operatorAccess(['payments']),
        schema: {
          tags,
          security,
          summary: 'Sandbox chain: the transaction now has this many confirmations',
          params: z.object({ txid: z.string().max(100) }),
          body: SandboxCryptoConfirmRequestSchema,
          response: { 200: SandboxCryptoTransactionSchema, ...errors(400, 401, 404) },
        },
      },
      async (request) =>
        unwrapChain(await chain.confirm(request.params.txid, request.body.confirmations)),
    );
  };
}
