import {
  type AggregatorStatus,
  SOFTSWISS_SIGNATURE_HEADER,
  SoftswissErrorSchema,
  SoftswissFreespinsRequestSchema,
  SoftswissPlayRequestSchema,
  SoftswissResponseSchema,
  SoftswissRollbackRequestSchema,
} from '@casino/contracts';
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Gateway, GatewayAnswer } from '../gateway.ts';
import { keepRawBodies, NOT_JSON, rawOf } from '../raw-body.ts';
import { verifySoftswiss } from './signature.ts';

export const SOFTSWISS_PREFIX = '/api/aggregators/softswiss';
const tags = ['Aggregators: SoftSwiss-style'];
const headers = z.object({
  [SOFTSWISS_SIGNATURE_HEADER]: z
    .string()
    .describe('hex HMAC-SHA256 of the raw body with the casino auth token'),
});

/**
 * HTTP status and error code of each canonical refusal. 100 (funds), 101 (player or session
 * invalid), 106 (bet limit), 107 (game forbidden), 110 (player disabled) and 403 (signature)
 * are the codes the dialect's public docs name; the others reuse the HTTP status as the code.
 */
export const SOFTSWISS_ERRORS: Record<Exclude<AggregatorStatus, 'RS_OK'>, [number, number]> = {
  RS_ERROR_NOT_ENOUGH_MONEY: [412, 100],
  RS_ERROR_INVALID_TOKEN: [412, 101],
  RS_ERROR_TOKEN_EXPIRED: [412, 101],
  RS_ERROR_WRONG_CURRENCY: [412, 101],
  RS_ERROR_BET_LIMIT: [412, 106],
  RS_ERROR_INVALID_GAME: [412, 107],
  RS_ERROR_USER_DISABLED: [412, 110],
  RS_ERROR_INVALID_SIGNATURE: [403, 403],
  RS_ERROR_WRONG_SYNTAX: [400, 400],
  RS_ERROR_TRANSACTION_DOES_NOT_EXIST: [404, 404],
  RS_ERROR_DUPLICATE_TRANSACTION: [409, 409],
  RS_ERROR_TRANSACTION_ROLLED_BACK: [409, 409],
  RS_ERROR_ROUND_CLOSED: [409, 409],
  RS_ERROR_AMOUNT_REFUSED: [422, 422],
  RS_ERROR_UNAVAILABLE: [503, 503],
  RS_ERROR_UNKNOWN: [500, 500],
};

const sendError = (
  reply: FastifyReply,
  status: Exclude<AggregatorStatus, 'RS_OK'>,
  message: string,
  balance?: number,
) => {
  const [http, code] = SOFTSWISS_ERRORS[status];
  return reply
    .code(http)
    .type('application/json; charset=utf-8')
    .send({ code, message, ...(balance === undefined ? {} : { balance }) });
};

const sendAnswer = (reply: FastifyReply, answer: GatewayAnswer) =>
  answer.status === 'RS_OK'
    ? null
    : sendError(reply, answer.status, answer.message ?? answer.status, answer.balance);

/**
 * The SoftSwiss-style wallet (docs/decisions/045): `/play` carries a round's bets and wins in
 * order in one `actions[]` (none: a balance read), `/rollback` a list of actions to reverse,
 * possibly before their bet arrived. Bodies are signed with HMAC-SHA256 (`X-REQUEST-SIGN`).
 * Amounts are minor units; errors are `{ code, message, balance? }` with an HTTP status.
 */
export function softswissRoutes(
  gateway: Gateway,
  authToken: () => Promise<string>,
): FastifyPluginAsyncZod {
  return async (app) => {
    keepRawBodies(app);
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issue = error.validation[0];
        const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        return sendError(
          reply,
          'RS_ERROR_WRONG_SYNTAX',
          `${field}: ${issue?.message ?? 'invalid'}`,
        );
      }
      request.log.error({ err: error }, 'softswiss call failed');
      return sendError(reply, 'RS_ERROR_UNKNOWN', 'Internal error');
    });
    app.addHook('preValidation', async (request, reply) => {
      const signature = request.headers[SOFTSWISS_SIGNATURE_HEADER];
      const ok = verifySoftswiss(
        await authToken(),
        rawOf(request),
        Array.isArray(signature) ? signature[0] : signature,
      );
      if (!ok) {
        request.log.warn({ ip: request.ip }, 'softswiss call refused: signature');
        return sendError(reply, 'RS_ERROR_INVALID_SIGNATURE', 'Request sign does not match');
      }
      if (request.body === NOT_JSON || request.body === undefined) {
        return sendError(reply, 'RS_ERROR_WRONG_SYNTAX', 'body: a JSON object is required');
      }
    });
    const responses = {
      200: SoftswissResponseSchema,
      ...Object.fromEntries(
        [400, 403, 404, 409, 412, 422, 500, 503].map((s) => [s, SoftswissErrorSchema]),
      ),
    };

    app.post(
      '/freespins',
      {
        schema: {
          tags,
          summary:
            'An issue of free spins the casino created, played out: its total paid once (bonus money with wagering, or real money, as the grant says); expired or canceled: nothing',
          headers,
          body: SoftswissFreespinsRequestSchema,
          response: responses,
        },
      },
      async (request, reply) => {
        const body = request.body as z.output<typeof SoftswissFreespinsRequestSchema>;
        const answer = await gateway.freeRoundsFinished({
          request_uuid: body.issue_id,
          reference: body.issue_id,
          game_code: body.game,
          currency: body.currency,
          // An issue that ended unplayed pays nothing (the casino ends it on its side too).
          total_win: body.status === 'played' ? body.total_amount : 0,
          ...(body.played === undefined ? {} : { played: body.played }),
        });
        if (answer.status !== 'RS_OK') {
          return sendError(reply, answer.status, answer.message ?? answer.status, answer.balance);
        }
        return reply.send({ balance: answer.balance ?? 0 });
      },
    );
    app.post(
      '/play',
      {
        schema: {
          tags,
          summary:
            "A round's bets and wins in order, in one call (no actions: the balance); each action_id moves money once",
          headers,
          body: SoftswissPlayRequestSchema,
          response: responses,
        },
      },
      async (request, reply) => {
        const body = request.body as z.output<typeof SoftswissPlayRequestSchema>;
        const base = {
          token: body.session_id,
          user: body.user_id,
          game_code: body.game,
          round: body.game_id,
          currency: body.currency,
        };
        const actions = body.actions ?? [];
        if (actions.length === 0) {
          const answer = await gateway.balance({ request_uuid: body.game_id, ...base });
          return sendAnswer(reply, answer) ?? reply.send({ balance: answer.balance ?? 0 });
        }
        const lastWin = actions.findLastIndex((a) => a.action === 'win');
        const transactions: { action_id: string; tx_id: string }[] = [];
        let balance = 0;
        for (const [index, action] of actions.entries()) {
          const call = {
            ...base,
            request_uuid: action.action_id,
            transaction_uuid: action.action_id,
            amount: action.amount,
          };
          const answer =
            action.action === 'bet'
              ? await gateway.bet(call)
              : await gateway.win({
                  ...call,
                  round_closed: body.finished !== false && index === lastWin,
                });
          const refused = sendAnswer(reply, answer);
          if (refused) return refused;
          balance = answer.balance ?? balance;
          transactions.push({
            action_id: action.action_id,
            tx_id: answer.casino_transaction_id ?? '',
          });
        }
        // A finished round without a win is a lost one: a zero win closes it (its id is the
        // round's, so a retried call replays it).
        if (body.finished && lastWin === -1 && actions.some((a) => a.action === 'bet')) {
          const closed = await gateway.win({
            ...base,
            request_uuid: `finish:${body.game_id}`,
            transaction_uuid: `finish:${body.game_id}`,
            amount: 0,
            round_closed: true,
          });
          const refused = sendAnswer(reply, closed);
          if (refused) return refused;
          balance = closed.balance ?? balance;
        }
        return reply.send({ balance, game_id: body.game_id, transactions });
      },
    );

    app.post(
      '/rollback',
      {
        schema: {
          tags,
          summary:
            'Reverses a list of bets of a round; one not seen yet is kept as a tombstone (the late bet is refused)',
          headers,
          body: SoftswissRollbackRequestSchema,
          response: responses,
        },
      },
      async (request, reply) => {
        const body = request.body as z.output<typeof SoftswissRollbackRequestSchema>;
        const answers = await gateway.rollbackList(
          body.actions.map((action) => ({
            request_uuid: action.action_id,
            token: body.session_id,
            user: body.user_id,
            game_code: body.game,
            round: body.game_id,
            transaction_uuid: action.action_id,
            reference_transaction_uuid: action.original_action_id,
          })),
        );
        for (const answer of answers) {
          const refused = sendAnswer(reply, answer);
          if (refused) return refused;
        }
        return reply.send({
          balance: answers.at(-1)?.balance ?? 0,
          game_id: body.game_id,
          transactions: answers.map((answer, i) => ({
            action_id: body.actions[i]!.action_id,
            tx_id: answer.casino_transaction_id ?? '',
          })),
        });
      },
    );
  };
}
