import { playerApi } from '@casino/contracts/api';
import { passkeyApi } from '@casino/contracts/api/passkey';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentPlayer } from '../../../plugins/auth.ts';
import { authenticatedRoutes } from '../../../shared/authenticated-routes.ts';
import { contractRoute } from '../../../shared/contract-route.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Result } from '../../../shared/result.ts';
import type { PlayerContext } from '../context.ts';
import type { PlayerFailure } from '../failures.ts';
import { tags, unwrap } from '../http.ts';
import { rateLimit } from '../rate-limits.ts';
import { findPlayerById } from '../repository.ts';
import * as passkeyService from './passkey-service.ts';
import * as passkeys from './passkeys.ts';
import { proveAccount } from './proof.ts';
import * as twoFactor from './service.ts';

/** Wrong codes a player may give in the profile per window (guessing a 6-digit code is slow). */
export const MAX_CODE_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;

/** The player's second factor in the profile (issue 35): set up, remove, renew recovery codes. */
export async function registerTwoFactorRoutes(app: FastifyInstance, ctx: PlayerContext) {
  const { failures } = app;
  /**
   * A code checked for the signed-in player: counted first (parallel guesses see each other),
   * forgiven when right; past the limit 429 without checking it.
   */
  const withCodeLimit = async <T>(
    request: FastifyRequest,
    check: () => Promise<Result<T, PlayerFailure>>,
  ) => {
    const key = `two-factor player:${currentPlayer(request).id}`;
    const { count, retryAfterSeconds } = await failures.hit(key, WINDOW_MS);
    if (count > MAX_CODE_FAILURES) {
      await failures.forgive(key);
      throw new AppError(
        429,
        'rate_limited',
        `Too many attempts, try again in ${retryAfterSeconds} seconds`,
      );
    }
    const result = await check();
    if (result.ok) await failures.forgive(key);
    return unwrap(result);
  };

  contractRoute(app, passkeyApi.authenticationOptions, {
    tags,
    summary:
      'A single-use challenge (5 minutes) for a passkey: its answer is the second factor of a login, a social sign-in or a withdrawal to a new destination',
    errors: [429],
    // Each call stores a challenge: one address may not fill the table.
    preValidation: rateLimit(app, { perMinute: 30 }),
    handler: () => passkeys.authenticationOptions(ctx),
  });

  await authenticatedRoutes(app, (group) => {
    contractRoute(group, passkeyApi.registrationOptions, {
      tags,
      summary:
        "Start adding a passkey: proof of the account (the password, a code of the app, a passkey's answer, or a social sign-in of the last 5 minutes), then options for the browser with a single-use challenge (5 minutes)",
      errors: [422, 429],
      handler: (request) =>
        withCodeLimit(request, () =>
          passkeyService.startPasskey(ctx, currentPlayer(request), request.body),
        ),
    });

    contractRoute(group, passkeyApi.add, {
      tags,
      summary:
        "Keep the passkey the browser made for the challenge, under the player's name for it; a passkey is a second factor on its own",
      errors: [422],
      handler: async (request) => {
        const playerId = currentPlayer(request).id;
        unwrap(await passkeys.addPasskey(ctx, playerId, request.body));
        return twoFactor.twoFactorStatus(ctx, playerId);
      },
    });

    contractRoute(group, passkeyApi.remove, {
      tags,
      summary:
        "Remove a passkey with the account's password or a code of the app (or a recovery code)",
      errors: [400, 404, 422, 429],
      handler: async (request) => {
        const playerId = currentPlayer(request).id;
        await withCodeLimit(request, () =>
          passkeyService.removePasskey(ctx, playerId, request.params.id, request.body),
        );
        return twoFactor.twoFactorStatus(ctx, playerId);
      },
    });

    contractRoute(group, playerApi.getTwoFactor, {
      tags,
      summary: "The player's second factors: authenticator app on or off, recovery codes left",
      handler: (request) => twoFactor.twoFactorStatus(ctx, currentPlayer(request).id),
    });

    contractRoute(group, playerApi.startTotp, {
      tags,
      summary:
        "Start setting up an authenticator app after proof of the account (the password, a passkey's answer, or a social sign-in of the last 5 minutes): a new secret with its otpauth URI and QR code (in force once confirmed)",
      errors: [409, 422, 429],
      handler: async (request) => {
        const caller = currentPlayer(request);
        const player = await findPlayerById(ctx.db, caller.id);
        if (!player) throw new AppError(401, 'unauthorized', 'The session has ended');
        return withCodeLimit(request, () =>
          twoFactor.startTotp(ctx, { id: player.id, email: player.email }, () =>
            proveAccount(ctx, caller, request.body),
          ),
        );
      },
    });

    contractRoute(group, playerApi.confirmTotp, {
      tags,
      summary:
        'Confirm the app with one of its codes: two-step sign-in is on; answers ten recovery codes, shown once',
      errors: [409, 422, 429],
      handler: (request) =>
        withCodeLimit(request, () =>
          twoFactor.confirmTotp(ctx, currentPlayer(request).id, request.body.code),
        ),
    });

    contractRoute(group, playerApi.removeTotp, {
      tags,
      summary: 'Turn two-step sign-in off with a code of the app or a recovery code',
      errors: [422, 429],
      handler: async (request) => {
        const playerId = currentPlayer(request).id;
        await withCodeLimit(request, () => twoFactor.removeTotp(ctx, playerId, request.body.code));
        return twoFactor.twoFactorStatus(ctx, playerId);
      },
    });

    contractRoute(group, playerApi.renewRecoveryCodes, {
      tags,
      summary:
        'Ten new recovery codes for a code of the app (the old ones stop working); shown once',
      errors: [422, 429],
      handler: (request) =>
        withCodeLimit(request, () =>
          twoFactor.renewRecoveryCodes(ctx, currentPlayer(request).id, request.body.code),
        ),
    });
  });
}
