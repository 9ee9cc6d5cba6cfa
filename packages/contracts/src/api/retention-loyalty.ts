import {
  InboxDeleteQuerySchema,
  InboxListQuerySchema,
  InboxListSchema,
  InboxMessageParamsSchema,
  InboxUnreadSchema,
  LoyaltyAccountSchema,
  LoyaltyLevelListSchema,
} from '../retention-loyalty.ts';
import { defineEndpoint } from './define.ts';

/** Loyalty and the inbox (issue 33): the player's calls. */
export const retentionLoyaltyApi = {
  getLoyaltyAccount: defineEndpoint({
    method: 'GET',
    path: '/api/retention/account',
    auth: true,
    response: LoyaltyAccountSchema,
  }),
  listLoyaltyLevels: defineEndpoint({
    method: 'GET',
    path: '/api/retention/levels',
    auth: true,
    response: LoyaltyLevelListSchema,
  }),
  listInboxMessages: defineEndpoint({
    method: 'GET',
    path: '/api/notification/messenger/messages',
    auth: true,
    query: InboxListQuerySchema,
    response: InboxListSchema,
  }),
  deleteInboxMessages: defineEndpoint({
    method: 'DELETE',
    path: '/api/notification/messenger/messages',
    auth: true,
    query: InboxDeleteQuerySchema,
    response: InboxUnreadSchema,
  }),
  readInboxMessage: defineEndpoint({
    method: 'POST',
    path: '/api/notification/messenger/messages/:id/read',
    auth: true,
    params: InboxMessageParamsSchema,
    response: InboxUnreadSchema,
  }),
  readAllInboxMessages: defineEndpoint({
    method: 'POST',
    path: '/api/notification/messenger/messages/read/all',
    auth: true,
    response: InboxUnreadSchema,
  }),
};
