import { realtimeApi } from '@casino/contracts/api';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { currentPlayer } from '../../plugins/auth.ts';
import type { AccessTokens } from '../../shared/access-token.ts';
import { authenticatedRoutes } from '../../shared/authenticated-routes.ts';
import { contractRoute } from '../../shared/contract-route.ts';

/**
 * GET /api/connection/token: the page's script cannot read the session cookies, so it asks here
 * for the websocket's connection token. The token names the same session and expires with an
 * access token, but the HTTP API refuses it (`use: realtime`, docs/decisions/016).
 */
export async function registerConnectionTokenRoute(app: FastifyInstance, tokens: AccessTokens) {
  await authenticatedRoutes(app, (group) => {
    contractRoute(group, realtimeApi.getConnectionToken, {
      tags: ['realtime'],
      summary: 'A websocket connection token for the signed-in session (cookie or Bearer)',
      handler: async (request) => {
        const player = currentPlayer(request);
        const token = await tokens.sign(player.id, player.sessionId, { use: 'realtime' });
        return { token, expiresAt: decodeJwt(token).exp ?? 0 };
      },
    });
  });
}
