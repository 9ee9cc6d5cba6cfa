import { AccountListSchema, AccountSchema, CreateAccountRequestSchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticated, bearer, errors } from '../../shared/http.ts';
import type { Result } from '../../shared/result.ts';
import * as accounts from './account-service.ts';
import { walletContext } from './context.ts';
import { toAppError, type WalletFailure } from './failures.ts';

const tags = ['wallet'];
const IdParamsSchema = z.object({ id: z.string().max(100) });

function unwrap<T>(result: Result<T, WalletFailure>): T {
  if (!result.ok) throw toAppError(result.error);
  return result.value;
}

/** The player's accounts, one per currency (spec 7 "Wallet and payment"). */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = walletContext(app.db, app.events, app.config.PAYMENT_DEPOSIT_TURNOVER_MULTIPLIER);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/accounts',
    {
      ...authenticated(app),
      schema: {
        tags,
        ...bearer,
        summary: "The player's accounts with balances (hidden ones left out)",
        response: { 200: AccountListSchema, ...errors(401, 403) },
      },
    },
    async (request) => ({ items: await accounts.listAccounts(ctx, currentPlayer(request).id) }),
  );

  app.post(
    '/accounts',
    {
      ...authenticated(app),
      schema: {
        tags,
        ...bearer,
        summary: 'Add an account in an enabled currency (a hidden one is shown again)',
        body: CreateAccountRequestSchema,
        response: { 201: AccountSchema, 200: AccountSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { account, created } = unwrap(
        await accounts.addAccount(
          ctx,
          currentPlayer(request).id,
          request.body.currency,
          app.clock.now(),
        ),
      );
      return reply.status(created ? 201 : 200).send(account);
    },
  );

  app.put(
    '/accounts/:id/switch',
    {
      ...authenticated(app),
      schema: {
        tags,
        ...bearer,
        summary: 'Make this account the active one',
        params: IdParamsSchema,
        response: { 200: AccountSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) =>
      unwrap(
        await accounts.switchAccount(
          ctx,
          currentPlayer(request).id,
          request.params.id,
          app.clock.now(),
        ),
      ),
  );

  app.put(
    '/accounts/:id/hide',
    {
      ...authenticated(app),
      schema: {
        tags,
        ...bearer,
        summary: 'Hide an account (not the active one, not one with money in it)',
        params: IdParamsSchema,
        response: { 200: AccountSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) =>
      unwrap(
        await accounts.hideAccount(
          ctx,
          currentPlayer(request).id,
          request.params.id,
          app.clock.now(),
        ),
      ),
  );
};
