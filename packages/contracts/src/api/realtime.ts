import { ConnectionTokenResponseSchema } from '../player.ts';
import { defineEndpoint } from './define.ts';

/** The realtime websocket's HTTP side (docs/decisions/016-sessions-and-logins.md). */
export const realtimeApi = {
  /** A connection token for the signed-in page (its own tokens are HttpOnly cookies). */
  getConnectionToken: defineEndpoint({
    method: 'GET',
    path: '/api/connection/token',
    auth: true,
    response: ConnectionTokenResponseSchema,
  }),
};
