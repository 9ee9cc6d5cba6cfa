import { type BackofficeAccess, backofficeApi } from '@casino/contracts/api/backoffice';
import { type OperatorRole, PLAYER_UNBLOCK_ROLES } from '@casino/contracts/backoffice';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors.ts';
import { unwrapPayment } from '../payment/operator-service.ts';
import { affiliateReport, dashboard } from '../reporting/service.ts';
import {
  backofficeRoutes,
  type Caller,
  callerOf,
  pagedList,
  SESSION_COOKIE,
  SESSION_COOKIE_PATH,
  sessionOf,
} from './access.ts';
import * as auth from './auth-service.ts';
import { registerBonusRoutes } from './bonus-routes.ts';
import { registerContentRoutes } from './content-routes.ts';
import type { BackofficeContext } from './context.ts';
import { unwrap } from './failures.ts';
import { registerJurisdictionRoutes } from './jurisdiction-routes.ts';
import { registerLimitsRoutes } from './limits-routes.ts';
import * as operatorsService from './operators-service.ts';
import { registerOpsRoutes } from './ops-routes.ts';
import * as payments from './payments-service.ts';
import { registerPlayerBonusRoutes } from './player-bonus-routes.ts';
import * as playersService from './players-service.ts';
import { registerReportRoutes } from './report-routes.ts';
import * as repo from './repository.ts';
import { registerRetentionCashbackRoutes } from './retention-cashback-routes.ts';
import { registerRetentionLoyaltyRoutes } from './retention-loyalty-routes.ts';
import { registerRetentionQuestRoutes } from './retention-quest-routes.ts';
import { registerRetentionTournamentRoutes } from './retention-tournament-routes.ts';
import { registerSportsbookRoutes } from './sportsbook-routes.ts';
import { registerSupportRoutes } from './support-routes.ts';
import { registerVerificationRoutes } from './verification-routes.ts';
import { toApiKey, toOperator } from './views.ts';

const FAILURE_WINDOW_MS = 60_000;
/** Failures that are wrong guesses of a secret: they count towards the login limit. */
const GUESSES = new Set([
  'invalid_credentials',
  'invalid_code',
  'wrong_password',
  'invalid_reset_token',
  'invalid_setup_token',
]);

type PageQuery = { page: number; perPage: number };
type PlayerList = (
  db: BackofficeContext['db'],
  playerId: string,
  query: PageQuery,
) => Promise<{ items: unknown[]; total: number }>;

/** A paged list of one player's records: the service's page with its paging echoed. */
const playerPage =
  (ctx: BackofficeContext, list: PlayerList) => async (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    const query = request.query as PageQuery;
    return { ...(await list(ctx.db, id, query)), page: query.page, perPage: query.perPage };
  };

/** The endpoint names a role may call (the UI hides the rest); a live server has no sandbox-only ones. */
export function allowedFor(role: OperatorRole, isLive: boolean): string[] {
  return Object.entries(backofficeApi)
    .filter(([, endpoint]) => {
      if (isLive && endpoint.sandboxOnly) return false;
      const access: BackofficeAccess = endpoint.access;
      return typeof access === 'string' || access.includes(role);
    })
    .map(([name]) => name);
}

/** The roles of a caller: the operator's, or an API key's scopes. */
const rolesOf = (caller: Caller): readonly OperatorRole[] =>
  caller.kind === 'session' ? [caller.state.operator.role] : caller.key.scopes;
const isUnblocker = (role: OperatorRole) => PLAYER_UNBLOCK_ROLES.includes(role);

const meOf = (isLive: boolean) => (operator: repo.OperatorRow) => ({
  operator: toOperator(operator),
  allowed: allowedFor(operator.role, isLive),
});

export async function registerBackofficeRoutes(app: FastifyInstance, ctx: BackofficeContext) {
  const me = meOf(ctx.isLive);
  const cookieOptions = {
    path: SESSION_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.isLive,
  } as const;
  const client = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  });

  /**
   * Wrong passwords and codes are counted per address, and codes also per operator (many
   * addresses cannot share out the guessing of one operator's code): past the setting, 429.
   * Each attempt is counted before it is checked (parallel attempts each see their own count,
   * so no more than the setting are ever checked) and taken back when it succeeds.
   */
  const loginFailures = {
    keys(request: FastifyRequest) {
      const caller = request.backofficeCaller;
      const operator = caller?.kind === 'session' ? caller.state.operator.id : null;
      return [
        `backoffice login ip:${request.ip}`,
        ...(operator ? [`backoffice code operator:${operator}`] : []),
      ];
    },
    async refuse(key: string, reply: FastifyReply): Promise<never> {
      const { retryAfterSeconds } = await app.failures.read(key);
      const seconds = Math.max(1, retryAfterSeconds);
      reply.header('retry-after', String(seconds));
      throw new AppError(429, 'rate_limited', `Too many attempts, try again in ${seconds} seconds`);
    },
    /** Refuses early (before the body is read) once a key is over the setting. */
    async check(request: FastifyRequest, reply: FastifyReply) {
      for (const key of this.keys(request)) {
        const { count } = await app.failures.read(key);
        if (count >= app.config.RATE_LIMIT_BACKOFFICE_LOGIN_PER_MINUTE)
          await this.refuse(key, reply);
      }
    },
    async counted<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>) {
      const keys = this.keys(request);
      const takeBack = (names: string[]) => Promise.all(names.map((k) => app.failures.forgive(k)));
      for (const [i, key] of keys.entries()) {
        const { count } = await app.failures.hit(key, FAILURE_WINDOW_MS);
        if (count > app.config.RATE_LIMIT_BACKOFFICE_LOGIN_PER_MINUTE) {
          await takeBack(keys.slice(0, i + 1));
          await this.refuse(key, reply);
        }
      }
      try {
        const result = await work();
        await takeBack(keys);
        return result;
      } catch (error) {
        if (!GUESSES.has(String((error as AppError).code))) await takeBack(keys);
        throw error;
      }
    },
  };

  await backofficeRoutes(app, ctx, (route) => {
    route(backofficeApi.login, {
      summary: 'Password step of an operator login; sets the session cookie',
      statuses: [401, 429],
      preValidation: (request, reply) => loginFailures.check(request, reply),
      handler: async (request, reply) => {
        const body = request.body as { email: string; password: string };
        const { token, next } = await loginFailures.counted(request, reply, async () =>
          unwrap(await auth.login(ctx, body, client(request))),
        );
        reply.setCookie(SESSION_COOKIE, token, cookieOptions);
        return { next };
      },
    });
    route(backofficeApi.completeSetup, {
      summary:
        "A CLI-made admin's first password with the one-time setup secret; sets the session cookie",
      statuses: [429],
      preValidation: (request, reply) => loginFailures.check(request, reply),
      handler: async (request, reply) => {
        const body = request.body as { token: string; password: string };
        const { token, next } = await loginFailures.counted(request, reply, async () =>
          unwrap(await auth.completeSetup(ctx, body, client(request))),
        );
        reply.setCookie(SESSION_COOKIE, token, cookieOptions);
        return { next };
      },
    });
    route(backofficeApi.startTotpEnrolment, {
      summary: 'A new TOTP secret to enrol (QR code and otpauth URI); first login only',
      statuses: [409],
      handler: async (request) => unwrap(await auth.startEnrolment(ctx, sessionOf(request))),
    });
    route(backofficeApi.confirmTotpEnrolment, {
      summary: 'A code from the app enrols it; returns ten single-use recovery codes (once)',
      statuses: [409, 429],
      preValidation: (request, reply) => loginFailures.check(request, reply),
      handler: async (request, reply) => {
        const { code } = request.body as { code: string };
        const caller = callerOf(request);
        const done = await loginFailures.counted(request, reply, async () =>
          unwrap(await auth.confirmEnrolment(ctx, sessionOf(request), code, caller.actor)),
        );
        return { operator: toOperator(done.operator), recoveryCodes: done.recoveryCodes };
      },
    });
    route(backofficeApi.verifyTotp, {
      summary: 'Second factor: a TOTP code (each works once) or a recovery code',
      statuses: [409, 429],
      preValidation: (request, reply) => loginFailures.check(request, reply),
      handler: async (request, reply) => {
        const input = request.body as { code: string } | { recoveryCode: string };
        const caller = callerOf(request);
        const operator = await loginFailures.counted(request, reply, async () =>
          unwrap(await auth.verifySecondFactor(ctx, sessionOf(request), input, caller.actor)),
        );
        return me(operator);
      },
    });
    route(backofficeApi.me, {
      summary: 'The signed-in operator and the calls their role allows',
      handler: async (request) => me(sessionOf(request).operator),
    });
    route(backofficeApi.logout, {
      summary: 'Ends the session',
      handler: async (request, reply) => {
        await auth.logout(ctx, sessionOf(request));
        reply.clearCookie(SESSION_COOKIE, cookieOptions);
        return { ok: true as const };
      },
    });

    route(backofficeApi.changeOwnPassword, {
      summary: 'Change my password (the current one is needed); my other sessions end',
      statuses: [429],
      preValidation: (request, reply) => loginFailures.check(request, reply),
      handler: async (request, reply) => {
        const body = request.body as { currentPassword: string; newPassword: string };
        const caller = callerOf(request);
        await loginFailures.counted(request, reply, async () =>
          unwrap(await auth.changeOwnPassword(ctx, sessionOf(request), body, caller.actor)),
        );
        return { ok: true as const };
      },
    });
    route(backofficeApi.completePasswordReset, {
      summary:
        'A new password through the one-time link mailed after an admin reset my second factor',
      statuses: [429],
      preValidation: (request, reply) => loginFailures.check(request, reply),
      handler: async (request, reply) => {
        const body = request.body as { token: string; password: string };
        await loginFailures.counted(request, reply, async () =>
          unwrap(await auth.completePasswordReset(ctx, body, client(request))),
        );
        return { ok: true as const };
      },
    });

    route(backofficeApi.getDashboard, {
      summary:
        'Today and the last 30 days: registrations, deposits, withdrawals, GGR, NGR, actives',
      handler: async () => dashboard(ctx.db, ctx.clock.now()),
    });

    route(backofficeApi.getAffiliateReport, {
      summary:
        'Per affiliate tag: registrations, first deposits, deposits and net revenue of the last N days (base currency)',
      handler: async (request) =>
        affiliateReport(ctx.db, ctx.clock.now(), (request.query as { days: number }).days),
    });

    route(backofficeApi.listOperators, {
      summary: 'All operators',
      handler: async () => ({ items: (await repo.listOperators(ctx.db)).map(toOperator) }),
    });
    route(backofficeApi.createOperator, {
      summary: 'A new operator with a one-time password (shown once)',
      statuses: [409],
      handler: async (request) => {
        const body = request.body as { email: string; name: string; role: OperatorRole };
        const created = unwrap(
          await operatorsService.createOperator(ctx, body, callerOf(request).actor),
        );
        return { operator: toOperator(created.operator), password: created.password };
      },
    });
    route(backofficeApi.updateOperator, {
      summary: 'Change the role, disable/enable, or reset the second factor',
      statuses: [404, 409],
      handler: async (request) => {
        const { id } = request.params as { id: string };
        const body = request.body as { role?: OperatorRole; disabled?: boolean; resetTotp?: true };
        return toOperator(
          unwrap(await operatorsService.updateOperator(ctx, id, body, callerOf(request).actor)),
        );
      },
    });
    route(backofficeApi.listApiKeys, {
      summary: 'API keys (never the keys themselves)',
      handler: async () => ({ items: (await repo.listApiKeys(ctx.db)).map(toApiKey) }),
    });
    route(backofficeApi.createApiKey, {
      summary: 'A new API key; the key is in this answer only',
      handler: async (request) => {
        const body = request.body as { name: string; scopes: OperatorRole[] };
        const created = unwrap(
          await operatorsService.createApiKey(ctx, body, callerOf(request).actor),
        );
        return { apiKey: toApiKey(created.apiKey), key: created.key };
      },
    });
    route(backofficeApi.revokeApiKey, {
      summary: 'Revoke an API key: it is refused from now on',
      statuses: [404],
      handler: async (request) => {
        const { id } = request.params as { id: string };
        return toApiKey(
          unwrap(await operatorsService.revokeApiKey(ctx, id, callerOf(request).actor)),
        );
      },
    });
    route(backofficeApi.listAudit, {
      summary: 'The audit log, newest first, with filters',
      handler: async (request) => {
        const query = request.query as operatorsService.AuditFilter;
        const { items, total } = await operatorsService.listAudit(ctx.db, query);
        return { items, total, page: query.page, perPage: query.perPage };
      },
    });

    route(backofficeApi.searchPlayers, {
      summary: 'Players by id, email, nickname, phone or name; sorted and paged',
      handler: pagedList((query: Parameters<typeof playersService.searchPlayers>[1]) =>
        playersService.searchPlayers(ctx.db, query),
      ),
    });
    route(backofficeApi.getPlayer, {
      summary: 'Player card: profile, status, accounts and balances',
      statuses: [404],
      handler: async (request) => {
        const { id } = request.params as { id: string };
        const card = await playersService.getPlayerCard(ctx.db, id);
        if (!card) throw new AppError(404, 'not_found', 'Player not found');
        return card;
      },
    });
    route(backofficeApi.setPlayerStatus, {
      summary: 'Block (closes every session) or unblock, with a reason',
      statuses: [404],
      handler: async (request) => {
        const { id } = request.params as { id: string };
        const body = request.body as { status: 'active' | 'blocked'; reason: string };
        const caller = callerOf(request);
        if (body.status === 'active' && !rolesOf(caller).some(isUnblocker)) {
          throw new AppError(403, 'forbidden', 'Only compliance or an admin may lift a block');
        }
        return unwrap(await playersService.changePlayerStatus(ctx, id, body, caller.actor));
      },
    });
    route(backofficeApi.resetPlayerTwoFactor, {
      summary:
        "Turn the player's two-step sign-in off and end their sessions, with a reason (a lost app)",
      statuses: [404, 409],
      handler: async (request) => {
        const { id } = request.params as { id: string };
        const { reason } = request.body as { reason: string };
        return unwrap(
          await playersService.resetTwoFactorOfPlayer(ctx, id, reason, callerOf(request).actor),
        );
      },
    });
    route(backofficeApi.listPlayerLedger, {
      summary: "The player's ledger entries, newest first",
      handler: playerPage(ctx, playersService.listPlayerLedger),
    });
    route(backofficeApi.listPlayerSessions, {
      summary: "The player's sessions, newest first",
      handler: playerPage(ctx, playersService.listPlayerSessionsFor),
    });
    route(backofficeApi.closePlayerSession, {
      summary: "Close one of the player's sessions",
      statuses: [404],
      handler: async (request) => {
        const { id, sessionId } = request.params as { id: string; sessionId: string };
        unwrap(
          await playersService.closeSessionOfPlayer(ctx, id, sessionId, callerOf(request).actor),
        );
        return { ok: true as const };
      },
    });
    route(backofficeApi.listPlayerBets, {
      summary: "The player's bets, newest first",
      handler: playerPage(ctx, playersService.listPlayerBets),
    });
    route(backofficeApi.listPlayerNotes, {
      summary: 'Operator notes on the player, newest first',
      handler: async (request) => {
        const { id } = request.params as { id: string };
        return { items: await playersService.listNotes(ctx.db, id) };
      },
    });
    route(backofficeApi.addPlayerNote, {
      summary: 'Add a note to the player card',
      statuses: [404],
      handler: async (request) => {
        const { id } = request.params as { id: string };
        const { body } = request.body as { body: string };
        return unwrap(await playersService.addNote(ctx, id, body, callerOf(request).actor));
      },
    });

    route(backofficeApi.listWithdrawals, {
      summary: 'Withdrawals queue, oldest first, with turnover and the daily warning',
      handler: pagedList((query: Parameters<typeof payments.withdrawalQueue>[1]) =>
        payments.withdrawalQueue(ctx, query),
      ),
    });
    route(backofficeApi.approveWithdrawal, {
      summary: 'Approve: pays out through the provider (502: not answered, retried later)',
      statuses: [404, 409, 502],
      handler: async (request) => {
        const { id } = request.params as { id: string };
        return {
          invoice: unwrapPayment(await payments.approve(ctx, id, callerOf(request).actor)),
        };
      },
    });
    route(backofficeApi.rejectWithdrawal, {
      summary: 'Reject with a reason: the money returns to the player',
      statuses: [404, 409],
      handler: async (request) => {
        const { id } = request.params as { id: string };
        const { reason } = request.body as { reason: string };
        return {
          invoice: unwrapPayment(await payments.reject(ctx, id, reason, callerOf(request).actor)),
        };
      },
    });
    route(backofficeApi.bulkApproveWithdrawals, {
      summary: 'Approve several withdrawals; each answers on its own',
      handler: async (request) => {
        const { ids } = request.body as { ids: string[] };
        return { results: await payments.bulkApprove(ctx, ids, callerOf(request).actor) };
      },
    });
    registerContentRoutes(route, ctx, app.content);
    registerReportRoutes(route, ctx);
    registerJurisdictionRoutes(route, ctx);
    registerBonusRoutes(route, ctx, app.bonuses);
    registerVerificationRoutes(route, ctx);
    registerLimitsRoutes(route, ctx, app.limits);
    if (ctx.support) registerSupportRoutes(route, ctx, ctx.support, app.limits);
    route(backofficeApi.listInvoices, {
      summary: 'All invoices with filters',
      handler: pagedList((query: Parameters<typeof payments.invoices>[1]) =>
        payments.invoices(ctx, query),
      ),
    });
    registerOpsRoutes(route, ctx);
    registerSportsbookRoutes(route, ctx);
    registerPlayerBonusRoutes(route, ctx, app.bonuses, ctx.support);
    registerRetentionCashbackRoutes(route, ctx, app.retentionCashback);
    registerRetentionLoyaltyRoutes(route, app.loyalty.ctx);
    registerRetentionQuestRoutes(route, app.quests.ctx);
    registerRetentionTournamentRoutes(route, app.tournaments.settle);
  });
}
