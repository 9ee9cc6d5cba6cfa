import { z } from 'zod';
import type { OperatorRole } from '../../backoffice.ts';
import type { EndpointSchemas, HttpMethod } from '../define.ts';

/**
 * Who may call a back-office endpoint:
 * - `public`: anyone (the password step of the login);
 * - `password`: a session past the password, before or after the second factor (TOTP steps);
 * - `operator`: any signed-in operator (me, logout);
 * - a list of roles: operators with one of them, or API keys with one of them as a scope.
 * The endpoints' `access` (one file per domain beside this one, joined in `index.ts`) is the one
 * place permissions live: the server checks it on every call and the authorisation test calls
 * every endpoint with every role from it.
 */
export type BackofficeAccess = 'public' | 'password' | 'operator' | readonly OperatorRole[];

export function defineBackofficeEndpoint<
  const M extends HttpMethod,
  const P extends string,
  const S extends EndpointSchemas,
>(
  endpoint: S & { method: M; path: P; access: BackofficeAccess; sandboxOnly?: true },
): S & {
  method: M;
  path: P;
  access: BackofficeAccess;
  auth: boolean;
  /** Only in sandbox mode (a twin's data, sandbox results): a live server has no such route. */
  sandboxOnly: boolean;
} {
  return { ...endpoint, auth: endpoint.access !== 'public', sandboxOnly: !!endpoint.sandboxOnly };
}

export const ok = z.object({ ok: z.literal(true) });

// The roles of each kind of call, shared by the domains' files.
export const PLAYERS_READ = ['admin', 'payments', 'compliance', 'support', 'marketing'] as const;
export const PLAYERS_DETAIL = ['admin', 'payments', 'compliance', 'support'] as const;
export const PLAYERS_WRITE = ['admin', 'compliance', 'support'] as const;
export const PAYMENTS_READ = ['admin', 'payments', 'compliance'] as const;
export const PAYMENTS_WRITE = ['admin', 'payments'] as const;
export const ADMIN = ['admin'] as const;
export const FIGURES = ['admin', 'payments', 'compliance', 'marketing'] as const;
export const CONTENT = ['admin', 'content'] as const;
/** The lobby is content and promotion: content and marketing curate it (ADR 024). */
export const GAMES = ['admin', 'content', 'marketing'] as const;
/** Reports are read-only figures; the CSV takes them out of the system: money roles only. */
export const REPORTS = ['admin', 'payments', 'marketing'] as const;
export const REPORTS_EXPORT = ['admin', 'payments'] as const;
export const AFFILIATES = ['admin', 'marketing'] as const;
export const MARKETING = ['admin', 'marketing'] as const;
export const COMPLIANCE = ['admin', 'compliance'] as const;
/** Sportsbook results settle bets (money): admins and the payments team. */
export const SPORTSBOOK = ['admin', 'payments'] as const;
/** The support chat's agents (docs/decisions/030). */
export const SUPPORT = ['admin', 'support'] as const;
/** Who sees a player's bonuses and free spins on the player card. */
export const BONUSES_READ = ['admin', 'marketing', 'support', 'compliance'] as const;
