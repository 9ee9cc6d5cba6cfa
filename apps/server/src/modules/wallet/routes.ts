import { AccountListSchema, AccountSchema, CreateAccountRequestSchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticatedRoutes } from '../../shared/authenticated-routes.ts';
import { errors } from '../../shared/http.ts';
import * as accounts from './account-service.ts';
import type { WalletContext } from './context.ts';
import { unwrap } from './failures.ts';

const tags = ['wallet'];
const IdParamsSchema = z.object({ id: z.string().max(100) });

/** The player's accounts, one per currency (docs/product/api-calls.md#wallet-and-payment). */
export function walletRoutes(ctx: WalletContext): FastifyPluginAsyncZod {
  return (base) =>
    authenticatedRoutes(base, (app) => {
      app.get(
        '/accounts',
        {
          schema: {
            tags,
            summary: "The player's accounts with balances (hidden ones left out)",
            response: { 200: AccountListSchema },
          },
        },
        async (request) => ({ items: await accounts.listAccounts(ctx, currentPlayer(request).id) }),
      );

      app.post(
        '/accounts',
        {
          schema: {
            tags,
            summary: 'Add an account in an enabled currency (a hidden one is shown again)',
            body: CreateAccountRequestSchema,
            response: { 201: AccountSchema, 200: AccountSchema, ...errors(400, 409) },
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
          schema: {
            tags,
            summary: 'Make this account the active one',
            params: IdParamsSchema,
            response: { 200: AccountSchema, ...errors(404) },
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
          schema: {
            tags,
            summary: 'Hide an account (not the active one, not one with money in it)',
            params: IdParamsSchema,
            response: { 200: AccountSchema, ...errors(404, 422) },
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
    });
}
