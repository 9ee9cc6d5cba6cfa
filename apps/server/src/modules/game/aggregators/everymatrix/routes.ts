import {
  type AggregatorStatus,
  type EverymatrixRequest,
  EverymatrixRequestSchema,
  EverymatrixResponseSchema,
} from '@casino/contracts';
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Gateway, GatewayAnswer } from '../gateway.ts';
import { keepRawBodies, minorDigits, NOT_JSON } from '../raw-body.ts';
import { verifyEverymatrix } from './signature.ts';

export const EVERYMATRIX_PREFIX = '/api/aggregators/everymatrix';
/** The one endpoint every call goes to (its `Request` names it). */
export const EVERYMATRIX_WALLET_PATH = '/wallet';
const tags = ['Aggregators: EveryMatrix-style'];
const API_VERSION = '1.0';

/**
 * `ReturnCode` and `Message` of each canonical status. 101 (expired token), 103 (user not
 * found), 104 (insufficient funds), 108 (transaction not found) and 112 (request already
 * processed) are the dialect's documented codes; the others are this adapter's, in its range.
 */
export const EVERYMATRIX_RETURN_CODES: Record<AggregatorStatus, [number, string]> = {
  RS_OK: [0, 'Success'],
  RS_ERROR_UNKNOWN: [100, 'Unknown error'],
  RS_ERROR_TOKEN_EXPIRED: [101, 'Token expired'],
  RS_ERROR_INVALID_TOKEN: [103, 'User not found'],
  RS_ERROR_NOT_ENOUGH_MONEY: [104, 'Insufficient funds'],
  RS_ERROR_BET_LIMIT: [105, 'Limit exceeded'],
  RS_ERROR_USER_DISABLED: [106, 'User blocked'],
  RS_ERROR_WRONG_CURRENCY: [107, 'Wrong currency'],
  RS_ERROR_TRANSACTION_DOES_NOT_EXIST: [108, 'Transaction not found'],
  RS_ERROR_INVALID_GAME: [109, 'Game not found'],
  RS_ERROR_WRONG_SYNTAX: [110, 'Invalid request'],
  RS_ERROR_INVALID_SIGNATURE: [111, 'Invalid hash'],
  RS_ERROR_DUPLICATE_TRANSACTION: [112, 'Request already processed with other data'],
  RS_ERROR_TRANSACTION_ROLLED_BACK: [113, 'Transaction rolled back'],
  RS_ERROR_ROUND_CLOSED: [114, 'Round closed'],
  RS_ERROR_AMOUNT_REFUSED: [115, 'Amount refused'],
  RS_ERROR_UNAVAILABLE: [130, 'Service unavailable'],
};

const scaleOf = (currency: string) => 10 ** minorDigits(currency);

/** A decimal amount in minor units, or null when it is not a whole number of them. */
export function everymatrixToMinor(amount: number, currency: string): number | null {
  const scale = scaleOf(currency);
  const minor = Math.round(amount * scale);
  if (!Number.isSafeInteger(minor)) return null;
  return Number((minor / scale).toFixed(minorDigits(currency))) === amount ? minor : null;
}
export const minorToEverymatrix = (minor: number, currency: string) => minor / scaleOf(currency);

const send = (reply: FastifyReply, body: Record<string, unknown>) =>
  // The dialect reads the outcome from `ReturnCode`: every answer is HTTP 200.
  reply.code(200).type('application/json; charset=utf-8').send(body);

function failed(request: unknown, status: Exclude<AggregatorStatus, 'RS_OK'>, detail?: string) {
  const [code, message] = EVERYMATRIX_RETURN_CODES[status];
  return {
    ApiVersion: API_VERSION,
    Request: typeof request === 'string' ? request : '',
    ReturnCode: code,
    Message: detail ? `${message}: ${detail}` : message,
  };
}

function bodyOf(call: EverymatrixRequest, answer: GatewayAnswer) {
  if (answer.status !== 'RS_OK') {
    const refused = failed(
      call.Request,
      answer.status,
      answer.status === 'RS_ERROR_WRONG_SYNTAX' ? answer.message : undefined,
    );
    const currency = answer.currency;
    return {
      ...refused,
      ...(answer.balance !== undefined && currency
        ? { Balance: minorToEverymatrix(answer.balance, currency), Currency: currency }
        : {}),
    };
  }
  const currency = answer.currency;
  return {
    ApiVersion: API_VERSION,
    Request: call.Request,
    ReturnCode: 0,
    Message: 'Success',
    ...(answer.balance !== undefined && currency
      ? { Balance: minorToEverymatrix(answer.balance, currency), Currency: currency }
      : {}),
    SessionId: call.Token,
    ...(call.Request === 'GetAccount' && answer.user ? { AccountId: answer.user } : {}),
    ...('ExternalId' in call ? { ExternalId: call.ExternalId } : {}),
    ...(answer.casino_transaction_id ? { TransactionId: answer.casino_transaction_id } : {}),
  };
}

/** The gateway call a money request makes, its amount already in minor units. */
function moneyCall(gateway: Gateway, call: EverymatrixRequest, amount: number) {
  if (call.Request !== 'WalletDebit' && call.Request !== 'WalletCredit') {
    throw new Error('not a money call');
  }
  const base = {
    request_uuid: call.ExternalId,
    token: call.Token,
    game_code: call.GameId,
    transaction_uuid: call.ExternalId,
    round: call.RoundId,
  };
  if (call.Request === 'WalletDebit') {
    return gateway.bet({ ...base, amount, currency: call.Currency });
  }
  if (call.TransactionType === 'Rollback') {
    return gateway.rollback({ ...base, reference_transaction_uuid: call.BetExternalId ?? '' });
  }
  // A result, a bonus or a jackpot win pays its round: one payout per ExternalId.
  return gateway.win({
    ...base,
    amount,
    currency: call.Currency,
    reference_transaction_uuid: call.BetExternalId,
    round_closed: call.RoundEnd ?? true,
  });
}

/**
 * The EveryMatrix-style wallet (docs/decisions/045): one endpoint, the body's `Request` naming
 * the call (`GetAccount`, `GetBalance`, `WalletDebit` a wager, `WalletCredit` a result, bonus,
 * jackpot win or rollback). Each body carries `Hash`, the SHA-256 of its other fields and the
 * shared secret, checked before anything is read. Amounts are decimal major units; every
 * answer is HTTP 200 with a `ReturnCode` (0: success).
 */
export function everymatrixRoutes(
  gateway: Gateway,
  secret: () => Promise<string>,
): FastifyPluginAsyncZod {
  return async (app) => {
    keepRawBodies(app);
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const name = (request.body as { Request?: unknown } | undefined)?.Request;
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issue = error.validation[0];
        const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        return send(
          reply,
          failed(name, 'RS_ERROR_WRONG_SYNTAX', `${field}: ${issue?.message ?? 'invalid'}`),
        );
      }
      request.log.error({ err: error }, 'everymatrix call failed');
      return send(reply, failed(name, 'RS_ERROR_UNKNOWN'));
    });
    app.addHook('preValidation', async (request, reply) => {
      if (request.body === NOT_JSON || request.body === undefined) {
        return send(reply, failed(undefined, 'RS_ERROR_WRONG_SYNTAX', 'body: a JSON object'));
      }
      const fields = request.body as Record<string, unknown>;
      // The hash is a field of the body: the bytes must be JSON before it can be checked.
      if (!verifyEverymatrix(fields, await secret())) {
        request.log.warn({ ip: request.ip }, 'everymatrix call refused: hash');
        return send(reply, failed(fields.Request, 'RS_ERROR_INVALID_SIGNATURE'));
      }
    });

    app.post(
      EVERYMATRIX_WALLET_PATH,
      {
        schema: {
          tags,
          summary:
            'Every wallet call, named by `Request`: the account, the balance, a wager (WalletDebit), a result, bonus or rollback (WalletCredit); each ExternalId moves money once',
          body: EverymatrixRequestSchema,
          response: { 200: EverymatrixResponseSchema },
        },
      },
      async (request, reply) => {
        const call = request.body as EverymatrixRequest;
        if (call.Request === 'GetAccount' || call.Request === 'GetBalance') {
          const read = {
            // No request id in the dialect: a read is named by its session.
            request_uuid: call.Token.slice(0, 128),
            token: call.Token,
          };
          const answer =
            call.Request === 'GetAccount'
              ? await gateway.userInfo(read)
              : await gateway.balance({ ...read, game_code: call.GameId });
          return send(reply, bodyOf(call, answer));
        }
        if (
          call.Request === 'WalletCredit' &&
          call.TransactionType === 'Rollback' &&
          !call.BetExternalId
        ) {
          return send(
            reply,
            failed(call.Request, 'RS_ERROR_WRONG_SYNTAX', 'BetExternalId: required for a rollback'),
          );
        }
        const amount = everymatrixToMinor(call.Amount, call.Currency);
        if (amount === null) {
          return send(
            reply,
            failed(
              call.Request,
              'RS_ERROR_WRONG_SYNTAX',
              'Amount: more decimals than the currency has',
            ),
          );
        }
        return send(reply, bodyOf(call, await moneyCall(gateway, call, amount)));
      },
    );
  };
}
