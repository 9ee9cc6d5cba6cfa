import {
  SEAMLESS_SIGNATURE_HEADER,
  SEAMLESS_TIMESTAMP_HEADER,
  SeamlessBalanceRequestSchema,
  SeamlessBetRequestSchema,
  SeamlessErrorSchema,
  SeamlessFreeRoundPlayRequestSchema,
  SeamlessFreeRoundsRequestSchema,
  SeamlessResettleRequestSchema,
  SeamlessResponseSchema,
  SeamlessRollbackRequestSchema,
  SeamlessWinRequestSchema,
} from '@casino/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isConnectionError } from '../../../shared/connection-error.ts';
import { AppError } from '../../../shared/errors.ts';
import { isTooDeep } from '../../../shared/json-depth.ts';
import { maintenanceError } from '../../../shared/maintenance.ts';
import type { GameContext } from '../context.ts';
import { readBalance } from './balance.ts';
import { checkFreeRound, payFreeRounds } from './free-round.ts';
import { placeBet } from './place-bet.ts';
import type { SeamlessProvider } from './process.ts';
import { providerDirectory } from './provider-directory.ts';
import { failure, type Reply, success } from './replies.ts';
import { resettleRound } from './resettle.ts';
import { rollbackBet } from './rollback.ts';
import { verifySeamless } from './signature.ts';
import { payRoundWin } from './win.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of a seamless call's body (its signature covers them). */
    seamlessRaw?: Buffer;
    seamlessProvider?: SeamlessProvider;
  }
}

const NOT_JSON = Symbol('not json');
const tags = ['Seamless wallet'];
const ParamsSchema = z.object({ provider: z.string().min(1).max(64) });
const HeadersSchema = z.object({
  [SEAMLESS_TIMESTAMP_HEADER]: z.string().describe('Unix seconds; at most 300 s off'),
  [SEAMLESS_SIGNATURE_HEADER]: z
    .string()
    .describe('hex HMAC-SHA256 of "{timestamp}.{raw body}" with the shared secret'),
});
const responses = {
  200: SeamlessResponseSchema,
  ...Object.fromEntries(
    [400, 401, 402, 403, 404, 409, 422, 503].map((s) => [s, SeamlessErrorSchema]),
  ),
};

const send = (reply: FastifyReply, answer: Reply) =>
  reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);

/**
 * The seamless wallet (packages/contracts/src/seamless.ts, docs/seamless-wallet.md): bodies
 * are kept as bytes, the signature is checked over them before anything is read, and every
 * answer (also bad input) has the contract's error shape.
 */
export function seamlessRoutes(ctx: GameContext): FastifyPluginAsyncZod {
  return async (app) => {
    const providerOf = providerDirectory(ctx);
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 65_536 },
      (request, body, done) => {
        request.seamlessRaw = body as Buffer;
        if (isTooDeep(body as Buffer)) return done(null, NOT_JSON);
        try {
          done(null, JSON.parse((body as Buffer).toString('utf8')));
        } catch {
          done(null, NOT_JSON);
        }
      },
    );

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issue = error.validation[0];
        const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        return send(reply, failure(400, 'bad_request', `${field}: ${issue?.message ?? 'invalid'}`));
      }
      if (error instanceof AppError) {
        return send(reply, failure(error.statusCode, String(error.code), error.message));
      }
      if (isConnectionError(error)) {
        // The database went away mid-call: the provider retries the same transactionId, which
        // is idempotent, so whether or not the call committed it moves money once.
        request.log.warn({ err: error }, 'seamless call failed: connection lost');
        reply.header('retry-after', '1');
        return send(
          reply,
          failure(503, 'service_unavailable', 'Temporarily unavailable, retry the same call'),
        );
      }
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'seamless call failed');
      return send(
        reply,
        failure(
          status,
          status >= 500 ? 'internal_error' : 'bad_request',
          status >= 500 ? 'Internal server error' : error.message,
        ),
      );
    });

    // Before validation: an unsigned call learns nothing about its body.
    app.addHook(
      'preValidation',
      async (request: FastifyRequest<{ Params: { provider: string } }>, reply) => {
        const provider = await providerOf(request.params.provider);
        if (!provider)
          return send(reply, failure(404, 'provider_not_found', 'Unknown game provider'));
        const secret = await ctx.providers.get(provider.identity)!.secret();
        const raw = request.seamlessRaw ?? Buffer.alloc(0);
        const check = verifySeamless(secret, request.headers, raw, ctx.clock.now());
        if (!check.ok) {
          request.log.warn(
            { provider: provider.identity, reason: check.reason, ip: request.ip },
            'seamless call refused',
          );
          return send(
            reply,
            failure(401, 'invalid_signature', `Signature refused: ${check.reason}`),
          );
        }
        if (request.body === NOT_JSON || request.body === undefined) {
          return send(
            reply,
            failure(400, 'bad_request', 'body: a JSON object (nested at most 32 deep) is required'),
          );
        }
        request.seamlessProvider = provider;
      },
    );

    const route = <T extends z.ZodType>(
      name: string,
      body: T,
      summary: string,
      handle: (provider: SeamlessProvider, body: z.output<T>) => Promise<Reply>,
    ) =>
      app.post(
        `/:provider/${name}`,
        {
          schema: {
            tags,
            summary,
            params: ParamsSchema,
            headers: HeadersSchema,
            body,
            response: responses,
          },
        },
        async (request, reply) =>
          send(reply, await handle(request.seamlessProvider!, request.body as z.output<T>)),
      );

    route(
      'balance',
      SeamlessBalanceRequestSchema,
      'Balance of the launched account (real + bonus)',
      (p, b) => readBalance(ctx, p, b),
    );
    route(
      'bet',
      SeamlessBetRequestSchema,
      'Stake of a round: debits the player once per transactionId (503 `maintenance` during maintenance)',
      async (p, b) => {
        // New stakes stop during maintenance; wins and rollbacks still settle open rounds.
        if (app.config.MAINTENANCE_MODE) throw maintenanceError();
        return placeBet(ctx, p, b);
      },
    );
    route(
      'win',
      SeamlessWinRequestSchema,
      'Payout of a round (0 closes a lost round); accepted after token expiry',
      (p, b) => payRoundWin(ctx, p, b),
    );
    route(
      'free-rounds',
      SeamlessFreeRoundsRequestSchema,
      'Finished free rounds: their total win is paid (real or bonus money by the grant) once per reference',
      async (p, b) => {
        const paid = await payFreeRounds(ctx, p, b);
        return paid.ok
          ? success({ balance: paid.balance, currency: paid.currency })
          : failure(paid.status, paid.code, paid.message);
      },
    );
    route(
      'free-rounds/play',
      SeamlessFreeRoundPlayRequestSchema,
      'Before each free round: the bet checks with no stake (exclusion, time-out, account; 503 `maintenance` during maintenance); answers the balance',
      async (p, b) => {
        // Free rounds are new rounds: they stop with the bets during maintenance.
        if (app.config.MAINTENANCE_MODE) throw maintenanceError();
        return checkFreeRound(ctx, p, b);
      },
    );
    route(
      'rollback',
      SeamlessRollbackRequestSchema,
      'Reverses a bet; unknown bets are recorded (tombstone)',
      (p, b) => rollbackBet(ctx, p, b),
    );
    route(
      'resettle',
      SeamlessResettleRequestSchema,
      "Corrects a settled round's total payout (sportsbook resettlement); accepted after token expiry",
      (p, b) => resettleRound(ctx, p, b),
    );
  };
}
