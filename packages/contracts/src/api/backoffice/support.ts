import { z } from 'zod';
import { PlayerIdParamsSchema } from '../../backoffice.ts';
import {
  AgentMessageRequestSchema,
  SupportAgentTokenQuerySchema,
  SupportAttachmentBytesSchema,
  SupportAttachmentParamsSchema,
  SupportCannedQuerySchema,
  SupportCannedSchema,
  SupportChannelTokenSchema,
  SupportConversationDetailSchema,
  SupportConversationParamsSchema,
  SupportMessageSchema,
  SupportOkSchema,
  SupportQueueItemSchema,
  SupportQueueQuerySchema,
  SupportQueueSchema,
  SupportReadRequestSchema,
} from '../../support.ts';
import { defineBackofficeEndpoint, SUPPORT } from './access.ts';

export const PlayerConversationsSchema = z
  .object({ items: z.array(SupportQueueItemSchema) })
  .meta({ id: 'PlayerConversations' });

/**
 * The support chat's agent calls (docs/decisions/030): support and admin operators; and a
 * player's conversations on the player card.
 */
export const supportEndpoints = {
  listSupportConversations: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/support/conversations',
    access: SUPPORT,
    query: SupportQueueQuerySchema,
    response: SupportQueueSchema,
  }),
  getSupportConversation: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/support/conversations/:id',
    access: SUPPORT,
    params: SupportConversationParamsSchema,
    response: SupportConversationDetailSchema,
  }),
  assignSupportConversation: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/support/conversations/:id/assign',
    access: SUPPORT,
    params: SupportConversationParamsSchema,
    response: SupportOkSchema,
  }),
  closeSupportConversation: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/support/conversations/:id/close',
    access: SUPPORT,
    params: SupportConversationParamsSchema,
    response: SupportOkSchema,
  }),
  sendSupportMessage: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/support/conversations/:id/messages',
    access: SUPPORT,
    params: SupportConversationParamsSchema,
    body: AgentMessageRequestSchema,
    response: SupportMessageSchema,
  }),
  sendSupportTyping: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/support/conversations/:id/typing',
    access: SUPPORT,
    params: SupportConversationParamsSchema,
    response: SupportOkSchema,
  }),
  markSupportRead: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/support/conversations/:id/read',
    access: SUPPORT,
    params: SupportConversationParamsSchema,
    body: SupportReadRequestSchema,
    response: SupportOkSchema,
  }),
  listSupportCanned: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/support/canned',
    access: SUPPORT,
    query: SupportCannedQuerySchema,
    response: SupportCannedSchema,
  }),
  getSupportChannelToken: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/support/token',
    access: SUPPORT,
    query: SupportAgentTokenQuerySchema,
    response: SupportChannelTokenSchema,
  }),
  getSupportAttachment: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/support/attachments/:id',
    access: SUPPORT,
    params: SupportAttachmentParamsSchema,
    response: SupportAttachmentBytesSchema,
  }),
  listPlayerConversations: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/players/:id/support-conversations',
    access: SUPPORT,
    params: PlayerIdParamsSchema,
    response: PlayerConversationsSchema,
  }),
};
