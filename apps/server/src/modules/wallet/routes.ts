import { walletApi } from '@casino/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticatedRoutes } from '../../shared/authenticated-routes.ts';
import { contractRoute } from '../../shared/contract-route.ts';
import * as accounts from './account-service.ts';
import type { WalletContext } from './context.ts';
import { unwrap } from './failures.ts';

const tags = ['wallet'];

/** The player's accounts, one per currency (docs/product/api-calls.md#wallet-and-payment). */
export function walletRoutes(ctx: WalletContext): FastifyPluginAsyncZod {
  return (base) =>
    authenticatedRoutes(base, (app) => {
      contractRoute(app, walletApi.listAccounts, {
        tags,
        summary: "The player's accounts with balances (hidden ones left out)",
        handler: async (request) => ({
          items: await accounts.listAccounts(ctx, currentPlayer(request).id),
        }),
      });

      contractRoute(app, walletApi.addAccount, {
        tags,
        summary: 'Add an account in an enabled currency (a hidden one is shown again)',
        statuses: [201, 200],
        errors: [400, 409],
        handler: async (request, reply) => {
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
      });

      contractRoute(app, walletApi.switchAccount, {
        tags,
        summary: 'Make this account the active one',
        errors: [404],
        handler: async (request) =>
          unwrap(
            await accounts.switchAccount(
              ctx,
              currentPlayer(request).id,
              request.params.id,
              app.clock.now(),
            ),
          ),
      });

      contractRoute(app, walletApi.hideAccount, {
        tags,
        summary: 'Hide an account (not the active one, not one with money in it)',
        errors: [404, 422],
        handler: async (request) =>
          unwrap(
            await accounts.hideAccount(
              ctx,
              currentPlayer(request).id,
              request.params.id,
              app.clock.now(),
            ),
          ),
      });
    });
}
