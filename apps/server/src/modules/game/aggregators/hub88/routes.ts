import {
  type AggregatorStatus,
  HUB88_AMOUNT_SCALE,
  HUB88_SIGNATURE_HEADER,
  Hub88BalanceRequestSchema,
  Hub88BetRequestSchema,
  Hub88ResponseSchema,
  Hub88RollbackRequestSchema,
  Hub88UserRequestSchema,
  Hub88WinRequestSchema,
} from '@casino/contracts';
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Gateway, GatewayAnswer } from '../gateway.ts';
import { keepRawBodies, minorDigits, NOT_JSON, rawOf } from '../raw-body.ts';
import { verifyHub88 } from './signature.ts';

export const HUB88_PREFIX = '/api/aggregators/hub88';
const tags = ['Aggregators: Hub88-style'];
const headers = z.object({
  [HUB88_SIGNATURE_HEADER]: z
    .string()
    .describe('base64 RSA-SHA256 signature of the raw body with the aggregator private key'),
});

/** Hub88's amounts: the major unit ×100 000 (1 USD = 100 000). Minor units: ×1 000 for USD. */
const factorOf = (currency: string) => HUB88_AMOUNT_SCALE / 10 ** minorDigits(currency);

/** A Hub88 amount in minor units, or null when it is not a whole number of them. */
export function hub88ToMinor(amount: number, currency: string): number | null {
  const minor = amount / factorOf(currency);
  return Number.isSafeInteger(minor) ? minor : null;
}
export const minorToHub88 = (minor: number, currency: string) => minor * factorOf(currency);

const send = (reply: FastifyReply, body: Record<string, unknown>) =>
  // Hub88 reads the status from the body: every answer is HTTP 200.
  reply.code(200).type('application/json; charset=utf-8').send(body);

function bodyOf(answer: GatewayAnswer, user?: string) {
  const currency = answer.currency;
  return {
    status: answer.status,
    request_uuid: answer.request_uuid,
    ...((answer.user ?? user) ? { user: answer.user ?? user } : {}),
    ...(currency ? { currency } : {}),
    ...(answer.balance !== undefined && currency
      ? { balance: minorToHub88(answer.balance, currency) }
      : {}),
  };
}

const failed = (status: AggregatorStatus, requestUuid: unknown) => ({
  status,
  request_uuid: typeof requestUuid === 'string' ? requestUuid : '',
});

/**
 * The Hub88-style wallet (docs/decisions/045): the operator endpoints Hub88 calls, each body
 * signed with Hub88's private key (RSA-SHA256, base64, `X-Hub88-Signature`) and verified with
 * the configured public key before anything is read. Every answer is HTTP 200 with a `status`.
 */
export function hub88Routes(
  gateway: Gateway,
  publicKey: () => Promise<string>,
): FastifyPluginAsyncZod {
  return async (app) => {
    keepRawBodies(app);
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const uuid = (request.body as { request_uuid?: unknown } | undefined)?.request_uuid;
      if (hasZodFastifySchemaValidationErrors(error)) {
        return send(reply, failed('RS_ERROR_WRONG_SYNTAX', uuid));
      }
      request.log.error({ err: error }, 'hub88 call failed');
      return send(reply, failed('RS_ERROR_UNKNOWN', uuid));
    });
    app.addHook('preValidation', async (request, reply) => {
      const signature = request.headers[HUB88_SIGNATURE_HEADER];
      const ok = verifyHub88(
        await publicKey(),
        rawOf(request),
        Array.isArray(signature) ? signature[0] : signature,
      );
      if (!ok) {
        request.log.warn({ ip: request.ip }, 'hub88 call refused: signature');
        return send(reply, failed('RS_ERROR_INVALID_SIGNATURE', undefined));
      }
      if (request.body === NOT_JSON || request.body === undefined) {
        return send(reply, failed('RS_ERROR_WRONG_SYNTAX', undefined));
      }
    });

    const schema = (body: z.ZodType, summary: string) => ({
      tags,
      summary,
      headers,
      body,
      response: { 200: Hub88ResponseSchema },
    });

    app.post(
      '/user/info',
      { schema: schema(Hub88UserRequestSchema, 'The launched user (needs the token Hub88 holds)') },
      async (request, reply) => {
        const body = request.body as z.output<typeof Hub88UserRequestSchema>;
        if (!body.token) return send(reply, failed('RS_ERROR_INVALID_TOKEN', body.request_uuid));
        const answer = await gateway.userInfo({ ...body, token: body.token });
        return send(reply, bodyOf(answer, body.user));
      },
    );
    app.post(
      '/user/balance',
      { schema: schema(Hub88BalanceRequestSchema, 'Balance of the launched account (×100 000)') },
      async (request, reply) => {
        const body = request.body as z.output<typeof Hub88BalanceRequestSchema>;
        return send(reply, bodyOf(await gateway.balance(body), body.user));
      },
    );
    const money = <T extends { amount: number; currency: string; request_uuid: string }>(
      body: T,
      run: (minor: number) => Promise<GatewayAnswer>,
    ) => {
      const minor = hub88ToMinor(body.amount, body.currency);
      if (minor === null)
        return Promise.resolve(failed('RS_ERROR_WRONG_SYNTAX', body.request_uuid));
      return run(minor).then((answer) => bodyOf(answer));
    };
    app.post(
      '/transaction/bet',
      { schema: schema(Hub88BetRequestSchema, 'Stake of a round (once per transaction_uuid)') },
      async (request, reply) => {
        const body = request.body as z.output<typeof Hub88BetRequestSchema>;
        return send(
          reply,
          await money(body, (amount) =>
            gateway.bet({
              request_uuid: body.request_uuid,
              token: body.token,
              user: body.user,
              game_code: body.game_code,
              transaction_uuid: body.transaction_uuid,
              round: body.round,
              amount,
              currency: body.currency,
            }),
          ),
        );
      },
    );
    app.post(
      '/transaction/win',
      {
        schema: schema(
          Hub88WinRequestSchema,
          'Payout of a round (accepted after the token expired; 0 closes a lost round)',
        ),
      },
      async (request, reply) => {
        const body = request.body as z.output<typeof Hub88WinRequestSchema>;
        if (body.is_free && body.reward_uuid) {
          // A reward's win: the free rounds the casino created, paid once as their grant says.
          const reward = body.reward_uuid;
          return send(
            reply,
            await money(body, (amount) =>
              gateway.freeRoundsFinished({
                request_uuid: body.request_uuid,
                reference: reward,
                game_code: body.game_code,
                currency: body.currency,
                total_win: amount,
              }),
            ),
          );
        }
        return send(
          reply,
          await money(body, (amount) =>
            gateway.win({
              request_uuid: body.request_uuid,
              token: body.token,
              user: body.user,
              game_code: body.game_code,
              transaction_uuid: body.transaction_uuid,
              round: body.round,
              amount,
              currency: body.currency,
              reference_transaction_uuid: body.reference_transaction_uuid,
              round_closed: body.round_closed ?? true,
            }),
          ),
        );
      },
    );
    app.post(
      '/transaction/rollback',
      {
        schema: schema(
          Hub88RollbackRequestSchema,
          'Reverses a bet; one not seen yet is kept as a tombstone (the late bet is refused)',
        ),
      },
      async (request, reply) => {
        const body = request.body as z.output<typeof Hub88RollbackRequestSchema>;
        return send(reply, bodyOf(await gateway.rollback(body)));
      },
    );
  };
}
