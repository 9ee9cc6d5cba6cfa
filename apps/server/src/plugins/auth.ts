import { SESSION_COOKIES } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessTokens } from '../shared/access-token.ts';
import { AppError } from '../shared/errors.ts';
import { checkCsrf, clearSessionCookies } from '../shared/session-cookies.ts';

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
  /** Where cookie-authenticated calls may come from (the CSRF check). */
  site: { publicUrl: string; isLive: boolean };
}

const unauthorized = (message: string) => new AppError(401, 'unauthorized', message);

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer +([A-Za-z0-9._~+/=-]+) *$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * `Authorization: Bearer <access token>` (API clients, the server render) or the HttpOnly
 * access cookie (the site's page script) → `request.player`, or 401 in the error shape. A
 * cookie-authenticated call that changes state must pass the CSRF check (403 `csrf_failed`).
 */
export function registerAuth(app: FastifyInstance, { tokens, checkSession, site }: AuthOptions) {
  app.decorate('accessTokens', tokens);
  app.decorateRequest('player', null);
  // Calls refused because the session of their cookies has ended (logged out elsewhere, closed,
  // expired): the refusal also removes those dead cookies, so no later page or call sends them.
  const endedByCookie = new WeakSet<FastifyRequest>();
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 401 && endedByCookie.has(request))
      clearSessionCookies(reply, { isSecure: site.isLive });
    return payload;
  });
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const bearer = bearerToken(request.headers.authorization);
    const token = bearer ?? request.cookies?.[SESSION_COOKIES.access];
    if (!token) throw unauthorized('Authentication required');
    if (!bearer) checkCsrf(request, site);
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized('The session token is invalid or has expired');
    const player = { id: claims.playerId, sessionId: claims.sessionId };
    const state = await checkSession(player);
    if (state === 'ended') {
      if (!bearer) endedByCookie.add(request);
      throw unauthorized('The session has ended');
    }
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

/**
 * For calls open to guests: a bearer token must be valid (401 otherwise); the session cookie
 * identifies the player when it still can, and leaves a guest otherwise (an idle tab's expired
 * cookie must not break the public catalog).
 */
export async function authenticateIfSignedIn(request: FastifyRequest): Promise<void> {
  if (request.headers.authorization) return request.server.authenticate(request);
  if (!request.cookies?.[SESSION_COOKIES.access]) return;
  try {
    await request.server.authenticate(request);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    request.player = null;
  }
}

/** The access token of a call: its bearer, else the session cookie. */
export function accessTokenOf(request: FastifyRequest): string | null {
  return (
    bearerToken(request.headers.authorization) ?? request.cookies?.[SESSION_COOKIES.access] ?? null
  );
}
