import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessTokens } from '../shared/access-token.ts';
import { AppError } from '../shared/errors.ts';

/** Who is calling: set by `app.authenticate`, never taken from the request body or path. */
export interface AuthenticatedPlayer {
  id: string;
  sessionId: string;
}

/** 'ended': closed or expired session; 'unavailable': the account may not be used. */
export type SessionState = 'active' | 'ended' | 'unavailable';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** preHandler of every authenticated route. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    player: AuthenticatedPlayer | null;
  }
}

export interface AuthOptions {
  tokens: AccessTokens;
  /** Looks the session up; a valid signature alone does not outlive a logout. */
  checkSession(player: AuthenticatedPlayer): Promise<SessionState>;
}

const unauthorized = (message: string) => new AppError(401, 'unauthorized', message);

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer +([A-Za-z0-9._~+/=-]+) *$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** `Authorization: Bearer <access token>` → `request.player`, or 401 in the error shape. */
export function registerAuth(app: FastifyInstance, { tokens, checkSession }: AuthOptions) {
  app.decorate('accessTokens', tokens);
  app.decorateRequest('player', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized('Authentication required');
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized('The session token is invalid or has expired');
    const player = { id: claims.playerId, sessionId: claims.sessionId };
    const state = await checkSession(player);
    if (state === 'ended') throw unauthorized('The session has ended');
    if (state === 'unavailable') {
      throw new AppError(403, 'account_unavailable', 'This account is not available');
    }
    request.player = player;
  });
}

/** The caller of an authenticated route (the route must use `app.authenticate`). */
export function currentPlayer(request: FastifyRequest): AuthenticatedPlayer {
  if (!request.player) throw new Error('route is missing the authenticate preHandler');
  return request.player;
}
