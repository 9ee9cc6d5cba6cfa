import { z } from 'zod';
import {
  AccountListSchema,
  AccountSchema,
  CreateAccountRequestSchema,
  NetPositionQuerySchema,
  NetPositionSchema,
  StatementQuerySchema,
  StatementSchema,
} from '../wallet.ts';
import { defineEndpoint } from './define.ts';

const IdParamsSchema = z.object({ id: z.string().max(100) });

/** The player's accounts, one per currency (docs/product/api-calls.md#wallet-and-payment). */
export const walletApi = {
  listAccounts: defineEndpoint({
    method: 'GET',
    path: '/api/wallet/accounts',
    auth: true,
    response: AccountListSchema,
  }),
  addAccount: defineEndpoint({
    method: 'POST',
    path: '/api/wallet/accounts',
    auth: true,
    body: CreateAccountRequestSchema,
    response: AccountSchema,
  }),
  switchAccount: defineEndpoint({
    method: 'PUT',
    path: '/api/wallet/accounts/:id/switch',
    auth: true,
    params: IdParamsSchema,
    response: AccountSchema,
  }),
  hideAccount: defineEndpoint({
    method: 'PUT',
    path: '/api/wallet/accounts/:id/hide',
    auth: true,
    params: IdParamsSchema,
    response: AccountSchema,
  }),
  /** Where I stand (issue 35): today, this week, this month and since joining. */
  getNetPosition: defineEndpoint({
    method: 'GET',
    path: '/api/wallet/net-position',
    auth: true,
    query: NetPositionQuerySchema,
    response: NetPositionSchema,
  }),
  /**
   * An activity statement for a date range: JSON, or with `format=csv|pdf` a download
   * (Content-Disposition: attachment) in the player's language.
   */
  getStatement: defineEndpoint({
    method: 'GET',
    path: '/api/wallet/statements',
    auth: true,
    query: StatementQuerySchema,
    response: StatementSchema,
  }),
};
