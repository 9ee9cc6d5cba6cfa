import { walletApi } from '@casino/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticatedRoutes } from '../../shared/authenticated-routes.ts';
import { contractRoute } from '../../shared/contract-route.ts';
import { requestLanguages } from '../../shared/request-language.ts';
import { listCurrencies } from '../settings/service.ts';
import * as accounts from './account-service.ts';
import type { WalletContext } from './context.ts';
import { unwrap } from './failures.ts';
import { statementCsv, statementLanguage } from './statement-files.ts';
import { statementPdf } from './statement-pdf.ts';
import { getNetPosition, getStatement } from './statements.ts';

const tags = ['wallet'];

/**
 * The player's accounts, one per currency (docs/product/api-calls.md#wallet-and-payment), and
 * where the player stands: net position and activity statements from the ledger (issue 35).
 */
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

      contractRoute(app, walletApi.getNetPosition, {
        tags,
        summary:
          'Deposits − withdrawals and wins − stakes today, this week, this month and since joining (profile time zone, else UTC)',
        errors: [400, 404],
        handler: async (request) =>
          unwrap(
            await getNetPosition(
              ctx,
              currentPlayer(request).id,
              request.query.currency,
              app.clock.now(),
            ),
          ),
      });

      contractRoute(app, walletApi.getStatement, {
        tags,
        summary:
          "Activity statement of a date range (at most 366 days): opening balance, totals, closing balance and days; format=csv|pdf downloads it in the player's language",
        errors: [400, 404],
        handler: async (request, reply) => {
          const { format, ...range } = request.query;
          const result = await getStatement(ctx, currentPlayer(request).id, range);
          const statement = unwrap(result);
          if (format === 'json') return statement;
          const language = statementLanguage([
            result.ok ? result.language : null,
            ...requestLanguages(request),
          ]);
          const units = (await listCurrencies(ctx.db)).find(
            (currency) => currency.code === statement.currency,
          ) ?? { code: statement.currency, subunitToUnit: 100, type: 'fiat' as const };
          const name = `statement-${statement.currency}-${statement.from}-to-${statement.to}.${format}`;
          reply
            .header('content-disposition', `attachment; filename="${name}"`)
            .header('cache-control', 'private, no-store');
          return format === 'csv'
            ? reply.type('text/csv; charset=utf-8').send(statementCsv(statement, units, language))
            : reply
                .type('application/pdf')
                .send(Buffer.from(await statementPdf(statement, units, language)));
        },
      });
    });
}
