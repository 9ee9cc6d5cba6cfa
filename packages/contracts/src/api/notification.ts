import { ContactMessageRequestSchema, ContactMessageResponseSchema } from '../communication.ts';
import {
  ClearNotificationsQuerySchema,
  ClearNotificationsResponseSchema,
  MissedNotificationListSchema,
} from '../notification.ts';
import { defineEndpoint } from './define.ts';

/** Missed notifications and the contact form (docs/product/api-calls.md#notification). */
export const notificationApi = {
  listMissed: defineEndpoint({
    method: 'GET',
    path: '/api/notification/notifications',
    auth: true,
    response: MissedNotificationListSchema,
  }),
  clearMissed: defineEndpoint({
    method: 'DELETE',
    path: '/api/notification/notifications',
    auth: true,
    query: ClearNotificationsQuerySchema,
    response: ClearNotificationsResponseSchema,
  }),
  sendContactMessage: defineEndpoint({
    method: 'POST',
    path: '/api/notification/communications',
    auth: false,
    body: ContactMessageRequestSchema,
    response: ContactMessageResponseSchema,
  }),
};
