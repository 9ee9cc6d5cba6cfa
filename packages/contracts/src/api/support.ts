import {
  SendSupportMessageRequestSchema,
  SendSupportMessageResponseSchema,
  SupportAttachmentBytesSchema,
  SupportAttachmentParamsSchema,
  SupportAttachmentRequestSchema,
  SupportChannelTokenSchema,
  SupportOkSchema,
  SupportReadRequestSchema,
  SupportStateQuerySchema,
  SupportStateSchema,
  ZendeskTokenSchema,
} from '../support.ts';
import { defineEndpoint } from './define.ts';

/**
 * The support chat of players and, with GUEST_CHAT_ENABLED, guests (docs/decisions/030). Open
 * to both: a signed-in caller is the player (session cookie or bearer), anyone else the guest of
 * the `support_guest` cookie.
 */
export const supportApi = {
  getState: defineEndpoint({
    method: 'GET',
    path: '/api/support/conversation',
    auth: false,
    query: SupportStateQuerySchema,
    response: SupportStateSchema,
  }),
  sendMessage: defineEndpoint({
    method: 'POST',
    path: '/api/support/conversation/messages',
    auth: false,
    body: SendSupportMessageRequestSchema,
    response: SendSupportMessageResponseSchema,
  }),
  sendAttachment: defineEndpoint({
    method: 'POST',
    path: '/api/support/conversation/attachments',
    auth: false,
    body: SupportAttachmentRequestSchema,
    response: SendSupportMessageResponseSchema,
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/api/support/conversation/read',
    auth: false,
    body: SupportReadRequestSchema,
    response: SupportOkSchema,
  }),
  sendTyping: defineEndpoint({
    method: 'POST',
    path: '/api/support/conversation/typing',
    auth: false,
    response: SupportOkSchema,
  }),
  getChannelToken: defineEndpoint({
    method: 'GET',
    path: '/api/support/conversation/token',
    auth: false,
    response: SupportChannelTokenSchema,
  }),
  /** After login: the guest conversation of this browser becomes the player's. */
  claimGuestConversation: defineEndpoint({
    method: 'POST',
    path: '/api/support/conversation/claim',
    auth: true,
    response: SupportOkSchema,
  }),
  getAttachment: defineEndpoint({
    method: 'GET',
    path: '/api/support/attachments/:id',
    auth: false,
    params: SupportAttachmentParamsSchema,
    response: SupportAttachmentBytesSchema,
  }),
  /** The Zendesk messaging adapter's user token (404 unless ZENDESK_KEY_ID and ZENDESK_SECRET). */
  getZendeskToken: defineEndpoint({
    method: 'GET',
    path: '/api/player/zendesk/token',
    auth: true,
    response: ZendeskTokenSchema,
  }),
};
