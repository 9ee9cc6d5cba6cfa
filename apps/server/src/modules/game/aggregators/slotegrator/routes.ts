import {
  type AggregatorStatus,
  SLOTEGRATOR_MERCHANT_HEADER,
  SLOTEGRATOR_NONCE_HEADER,
  SLOTEGRATOR_SIGN_HEADER,
  SLOTEGRATOR_TIMESTAMP_HEADER,
  type SlotegratorCall,
  SlotegratorCallSchema,
  SlotegratorErrorSchema,
  SlotegratorResponseSchema,
} from '@casino/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../../../shared/clock.ts';
import type { Gateway, GatewayAnswer } from '../gateway.ts';
import { minorDigits } from '../raw-body.ts';
import { parseSlotegratorForm, verifySlotegrator } from './signature.ts';

export const SLOTEGRATOR_PREFIX = '/api/aggregators/slotegrator';
const tags = ['Aggregators: Slotegrator-style'];
const headers = z.object({
  [SLOTEGRATOR_MERCHANT_HEADER]: z.string().describe('the merchant id'),
  [SLOTEGRATOR_TIMESTAMP_HEADER]: z.string().describe('Unix seconds; older than 30 s is refused'),
  [SLOTEGRATOR_NONCE_HEADER]: z.string().describe('a random string of the call'),
  [SLOTEGRATOR_SIGN_HEADER]: z
    .string()
    .describe(
      'hex HMAC-SHA1 with the merchant key of the params and the three headers above, sorted by key, form-encoded',
    ),
});

/**
 * The description of each canonical refusal. Slotegrator knows two error codes: funds
 * (`INSUFFICIENT_FUNDS`) and everything else (`INTERNAL_ERROR`); the description names which.
 */
export const SLOTEGRATOR_ERRORS: Record<Exclude<AggregatorStatus, 'RS_OK'>, string> = {
  RS_ERROR_NOT_ENOUGH_MONEY: 'Not enough money to continue playing',
  RS_ERROR_INVALID_TOKEN: 'Session not found',
  RS_ERROR_TOKEN_EXPIRED: 'Session expired',
  RS_ERROR_WRONG_CURRENCY: 'Wrong currency',
  RS_ERROR_BET_LIMIT: 'Bet limit exceeded',
  RS_ERROR_INVALID_GAME: 'Unknown game',
  RS_ERROR_USER_DISABLED: 'Player is blocked',
  RS_ERROR_INVALID_SIGNATURE: 'Invalid signature',
  RS_ERROR_WRONG_SYNTAX: 'Bad request',
  RS_ERROR_TRANSACTION_DOES_NOT_EXIST: 'Transaction not found',
  RS_ERROR_DUPLICATE_TRANSACTION: 'Duplicate transaction',
  RS_ERROR_TRANSACTION_ROLLED_BACK: 'Transaction rolled back',
  RS_ERROR_ROUND_CLOSED: 'Round closed',
  RS_ERROR_AMOUNT_REFUSED: 'Amount refused',
  RS_ERROR_UNAVAILABLE: 'Service unavailable',
  RS_ERROR_UNKNOWN: 'Internal error',
};

declare module 'fastify' {
  interface FastifyRequest {
    /** A Slotegrator call's form pairs as sent (its signature covers them). */
    slotegratorPairs?: [string, string][];
  }
}

/** What a body that is not form-encoded parses to (answered in the dialect). */
const NOT_FORM = Symbol('not form');

/** Every answer is HTTP 200: Slotegrator reads the body. */
const send = (reply: FastifyReply, body: object) =>
  reply.code(200).type('application/json; charset=utf-8').send(body);

const sendError = (
  reply: FastifyReply,
  status: Exclude<AggregatorStatus, 'RS_OK'>,
  detail?: string,
) =>
  send(reply, {
    error_code: status === 'RS_ERROR_NOT_ENOUGH_MONEY' ? 'INSUFFICIENT_FUNDS' : 'INTERNAL_ERROR',
    error_description: detail
      ? `${SLOTEGRATOR_ERRORS[status]}: ${detail}`
      : SLOTEGRATOR_ERRORS[status],
  });

/** "12.50" in minor units of `currency`, or null when it has more decimals than the currency. */
export function slotegratorToMinor(amount: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const [whole = '', fraction = ''] = amount.split('.');
  if (fraction.length > digits && /[1-9]/.test(fraction.slice(digits))) return null;
  const minor = Number(`${whole}${fraction.slice(0, digits).padEnd(digits, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as Slotegrator's major-unit number (57.12). */
export const minorToSlotegrator = (minor: number, currency: string) =>
  Number((minor / 10 ** minorDigits(currency)).toFixed(minorDigits(currency)));

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The Slotegrator-style wallet (docs/decisions/045): one callback URL taking form-encoded calls
 * named by `action` (balance, bet, win, refund, rollback). X-Sign is the hex HMAC-SHA1, with the
 * merchant key, of the params and the X-Merchant-Id, X-Timestamp and X-Nonce headers sorted by
 * key and form-encoded; a timestamp older than 30 s is refused. Amounts are decimal strings in
 * major units. Every answer is HTTP 200: `{ balance, transaction_id }` or `{ error_code,
 * error_description }`.
 */
export function slotegratorRoutes(
  gateway: Gateway,
  merchantKey: () => Promise<string>,
  merchantId: string | undefined,
  clock: Clock,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: 16_384 },
      (request, body, done) => {
        const form = /^application\/x-www-form-urlencoded\b/i.test(
          request.headers['content-type'] ?? '',
        );
        if (!form) return done(null, NOT_FORM);
        const { pairs, params } = parseSlotegratorForm(String(body));
        request.slotegratorPairs = pairs;
        done(null, params);
      },
    );
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
      request.log.error({ err: error }, 'slotegrator call failed');
      return sendError(reply, 'RS_ERROR_UNKNOWN');
    });
    app.addHook('preValidation', async (request: FastifyRequest, reply) => {
      const h = request.headers;
      const auth = {
        merchantId: single(h[SLOTEGRATOR_MERCHANT_HEADER]),
        timestamp: single(h[SLOTEGRATOR_TIMESTAMP_HEADER]),
        nonce: single(h[SLOTEGRATOR_NONCE_HEADER]),
      };
      const verdict =
        merchantId !== undefined && auth.merchantId !== merchantId
          ? { ok: false as const, reason: 'unknown merchant' }
          : verifySlotegrator(
              await merchantKey(),
              request.slotegratorPairs ?? [],
              auth,
              single(h[SLOTEGRATOR_SIGN_HEADER]),
              clock.now(),
            );
      if (!verdict.ok) {
        request.log.warn({ ip: request.ip, reason: verdict.reason }, 'slotegrator call refused');
        return sendError(reply, 'RS_ERROR_INVALID_SIGNATURE');
      }
      if (request.body === NOT_FORM || request.body === undefined) {
        return sendError(reply, 'RS_ERROR_WRONG_SYNTAX', 'body: a form-encoded body is required');
      }
    });

    app.post(
      '',
      {
        schema: {
          tags,
          summary:
            'The callback: balance, bet, win, refund (of a bet, possibly before it) or rollback (a list of bets and wins); each transaction_id moves money once',
          headers,
          body: SlotegratorCallSchema,
          response: { 200: z.union([SlotegratorResponseSchema, SlotegratorErrorSchema]) },
        },
      },
      async (request, reply) => {
        const call = request.body as SlotegratorCall;
        const nonce = single(request.headers[SLOTEGRATOR_NONCE_HEADER]) ?? '';
        const base = {
          request_uuid: nonce,
          token: call.session_id,
          user: call.player_id,
          currency: call.currency,
        };
        const ok = (answer: GatewayAnswer, extra: object = {}) =>
          answer.status === 'RS_OK'
            ? send(reply, {
                balance: minorToSlotegrator(answer.balance ?? 0, answer.currency ?? call.currency),
                ...extra,
              })
            : sendError(reply, answer.status, answer.message);
        if (call.action === 'balance') return ok(await gateway.balance(base));
        if (call.action === 'rollback') {
          const answers = await gateway.rollbackList(
            call.rollback_transactions.map((item) => ({
              ...base,
              game_code: call.game_uuid,
              // Each reversal has its own id: the call's and the transaction it names.
              transaction_uuid: `${call.transaction_id}:${item.transaction_id}`,
              round: call.round_id ?? call.transaction_id,
              reference_transaction_uuid: item.transaction_id,
            })),
          );
          const refused = answers.find((answer) => answer.status !== 'RS_OK');
          if (refused) return ok(refused);
          return ok(answers.at(-1)!, {
            transaction_id: answers.at(-1)!.casino_transaction_id,
            rollback_transactions: call.rollback_transactions.map((item) => item.transaction_id),
          });
        }
        const amount = slotegratorToMinor(call.amount, call.currency);
        if (amount === null) {
          return sendError(reply, 'RS_ERROR_WRONG_SYNTAX', 'amount: finer than the currency');
        }
        const money = {
          ...base,
          game_code: call.game_uuid,
          transaction_uuid: call.transaction_id,
        };
        const answer =
          call.action === 'bet'
            ? await gateway.bet({ ...money, round: call.round_id, amount })
            : call.action === 'win'
              ? await gateway.win({
                  ...money,
                  round: call.round_id,
                  amount,
                  round_closed: call.finished !== '0',
                })
              : await gateway.rollback({
                  ...money,
                  round: call.round_id ?? call.bet_transaction_id,
                  reference_transaction_uuid: call.bet_transaction_id,
                });
        return ok(answer, { transaction_id: answer.casino_transaction_id });
      },
    );
  };
}
