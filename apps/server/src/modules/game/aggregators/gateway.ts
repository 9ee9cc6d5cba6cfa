import {
  AggregatorBalanceRequestSchema,
  AggregatorBetRequestSchema,
  type AggregatorResponse,
  AggregatorRollbackRequestSchema,
  type AggregatorStatus,
  AggregatorUserInfoRequestSchema,
  AggregatorWinRequestSchema,
  SeamlessErrorSchema,
  SeamlessResponseSchema,
} from '@casino/contracts';
import type { z } from 'zod';
import type { GameContext } from '../context.ts';
import { readBalance } from '../seamless/balance.ts';
import { payFreeRounds } from '../seamless/free-round.ts';
import { findLaunch } from '../seamless/launch.ts';
import { placeBet } from '../seamless/place-bet.ts';
import type { SeamlessProvider } from '../seamless/process.ts';
import type { Reply } from '../seamless/replies.ts';
import { findProviderId } from '../seamless/repository.ts';
import { rollbackBet } from '../seamless/rollback.ts';
import { payRoundWin } from '../seamless/win.ts';

export type UserInfoCall = z.input<typeof AggregatorUserInfoRequestSchema>;
export type BalanceCall = z.input<typeof AggregatorBalanceRequestSchema>;
export type BetCall = z.input<typeof AggregatorBetRequestSchema>;
export type WinCall = z.input<typeof AggregatorWinRequestSchema>;
export type RollbackCall = z.input<typeof AggregatorRollbackRequestSchema>;

/** Free rounds an aggregator played to the end (issue 34): the grant's total win, once. */
export interface FreeRoundsCall {
  request_uuid: string;
  /** The casino's id of the grant (its player free spins id), as the campaign carries it. */
  reference: string;
  game_code: string;
  currency: string;
  /** Minor units. */
  total_win: number;
  /** Rounds played; unknown (a dialect that reports only the win): all of the grant's. */
  played?: number;
}

/** The most rounds one grant has (FreeRoundsIssueRequestSchema): "all of them". */
const ALL_ROUNDS = 1000;

/** A canonical answer; `http` is the seamless status it came from (a dialect may reuse it). */
export type GatewayAnswer = AggregatorResponse & { http: number };

/**
 * The one gateway every aggregator adapter speaks to (docs/decisions/045): it checks a
 * canonical call, hands it to the same seamless-wallet functions the /api/seamless route
 * calls (so idempotency, tombstones, limits, bonuses and the ledger are theirs, never copied
 * here), and turns their answer into a canonical status. An adapter only translates its
 * dialect to these calls and the answers back.
 */
export interface Gateway {
  identity: string;
  userInfo(call: UserInfoCall): Promise<GatewayAnswer>;
  balance(call: BalanceCall): Promise<GatewayAnswer>;
  bet(call: BetCall): Promise<GatewayAnswer>;
  win(call: WinCall): Promise<GatewayAnswer>;
  rollback(call: RollbackCall): Promise<GatewayAnswer>;
  /** A bet and its win in one call (bet first; a refused bet pays nothing). */
  betAndWin(bet: BetCall, win: WinCall): Promise<GatewayAnswer[]>;
  /** Several rollbacks in one call, each processed (and replayed) on its own. */
  rollbackList(calls: RollbackCall[]): Promise<GatewayAnswer[]>;
  /**
   * Free rounds played to the end: paid once by the bonus module as for the built-in provider
   * (bonus money with the offer's wagering, or real money when the offer says so).
   */
  freeRoundsFinished(call: FreeRoundsCall): Promise<GatewayAnswer>;
}

const STATUS_BY_CODE: Record<string, AggregatorStatus> = {
  invalid_token: 'RS_ERROR_INVALID_TOKEN',
  token_expired: 'RS_ERROR_TOKEN_EXPIRED',
  insufficient_funds: 'RS_ERROR_NOT_ENOUGH_MONEY',
  bet_refused: 'RS_ERROR_USER_DISABLED',
  stake_above_jurisdiction_maximum: 'RS_ERROR_BET_LIMIT',
  transaction_conflict: 'RS_ERROR_DUPLICATE_TRANSACTION',
  transaction_rolled_back: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  round_not_found: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  round_closed: 'RS_ERROR_ROUND_CLOSED',
  round_paid: 'RS_ERROR_ROUND_CLOSED',
  round_conflict: 'RS_ERROR_ROUND_CLOSED',
  win_above_maximum: 'RS_ERROR_AMOUNT_REFUSED',
  amount_out_of_range: 'RS_ERROR_AMOUNT_REFUSED',
  maintenance: 'RS_ERROR_UNAVAILABLE',
  service_unavailable: 'RS_ERROR_UNAVAILABLE',
};

/** The canonical status of a seamless refusal (a bad field names currency or game apart). */
export function statusOf(code: string, message: string): AggregatorStatus {
  if (code === 'bad_request') {
    if (message.startsWith('currency')) return 'RS_ERROR_WRONG_CURRENCY';
    if (message.startsWith('gameIdentity')) return 'RS_ERROR_INVALID_GAME';
    return 'RS_ERROR_WRONG_SYNTAX';
  }
  return STATUS_BY_CODE[code] ?? 'RS_ERROR_UNKNOWN';
}

function answerOf(requestUuid: string, reply: Reply, user?: string): GatewayAnswer {
  const json: unknown = JSON.parse(reply.body);
  if (reply.status === 200) {
    const ok = SeamlessResponseSchema.parse(json);
    return {
      http: 200,
      status: 'RS_OK',
      request_uuid: requestUuid,
      user: ok.playerId ?? user,
      balance: ok.balance,
      currency: ok.currency,
      casino_transaction_id: ok.transactionId,
    };
  }
  const refused = SeamlessErrorSchema.parse(json);
  return {
    http: reply.status,
    status: statusOf(refused.error.code, refused.error.message),
    request_uuid: requestUuid,
    balance: refused.balance,
    currency: refused.currency,
    message: refused.error.message,
  };
}

function syntax(requestUuid: string, error: z.ZodError): GatewayAnswer {
  const issue = error.issues[0];
  return {
    http: 400,
    status: 'RS_ERROR_WRONG_SYNTAX',
    request_uuid: requestUuid,
    message: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
  };
}

/** What every canonical call carries. */
type CanonicalCall = { request_uuid: string; token: string; user?: string | undefined };

const uuidOf = (call: unknown) => {
  const uuid = (call as { request_uuid?: unknown } | null)?.request_uuid;
  return typeof uuid === 'string' ? uuid : '';
};

/**
 * The gateway of the aggregator `identity` (its catalog provider). Its money calls reach the
 * seamless functions with that provider, so each aggregator's transaction ids are its own.
 */
export function createGateway(ctx: GameContext, identity: string): Gateway {
  let provider: SeamlessProvider | null = null;
  const providerOf = async (): Promise<SeamlessProvider> => {
    if (provider) return provider;
    const id = await findProviderId(ctx.db, identity);
    // The catalog sync writes the provider at boot; before it no launch can name it.
    if (!id) throw new Error(`aggregator ${identity} is not in the catalog yet`);
    provider = { id, identity };
    return provider;
  };

  /** The launch behind the token must be the named user's (a dialect sends both). */
  async function userMismatch(token: string, user: string | undefined, uuid: string) {
    if (user === undefined) return null;
    const launch = await findLaunch(ctx, ctx.db, await providerOf(), token);
    if (!launch || launch.playerId === user) return null;
    return {
      http: 401,
      status: 'RS_ERROR_INVALID_TOKEN',
      request_uuid: uuid,
      message: 'The token was issued to another user',
    } satisfies GatewayAnswer;
  }

  /**
   * One canonical call: checked against its schema and its user, then handed to the seamless
   * function `seamless` builds; the answer carries the user the call named.
   */
  function checkedCall<S extends z.ZodType<CanonicalCall>>(
    schema: S,
    seamless: (provider: SeamlessProvider, call: z.output<S>) => Promise<Reply>,
  ) {
    return async (input: z.input<S>): Promise<GatewayAnswer> => {
      const parsed = schema.safeParse(input);
      if (!parsed.success) return syntax(uuidOf(input), parsed.error);
      const call = parsed.data;
      const wrongUser = await userMismatch(call.token, call.user, call.request_uuid);
      if (wrongUser) return wrongUser;
      return answerOf(call.request_uuid, await seamless(await providerOf(), call), call.user);
    };
  }

  /** The seamless money fields every bet and win carries. */
  const moneyOf = (call: z.output<typeof AggregatorBetRequestSchema>) => ({
    token: call.token,
    transactionId: call.transaction_uuid,
    roundId: call.round,
    gameIdentity: call.game_code,
    amount: call.amount,
    currency: call.currency,
  });

  const balance = checkedCall(AggregatorBalanceRequestSchema, (provider, call) =>
    readBalance(ctx, provider, { token: call.token }),
  );
  const bet = checkedCall(AggregatorBetRequestSchema, (provider, call) =>
    placeBet(ctx, provider, moneyOf(call)),
  );
  const win = checkedCall(AggregatorWinRequestSchema, (provider, call) =>
    payRoundWin(ctx, provider, { ...moneyOf(call), roundClosed: call.round_closed }),
  );
  const rollback = checkedCall(AggregatorRollbackRequestSchema, (provider, call) =>
    rollbackBet(ctx, provider, {
      token: call.token,
      transactionId: call.transaction_uuid,
      roundId: call.round,
      gameIdentity: call.game_code,
      referenceTransactionId: call.reference_transaction_uuid,
    }),
  );

  return {
    identity,
    async userInfo(input) {
      const parsed = AggregatorUserInfoRequestSchema.safeParse(input);
      if (!parsed.success) return syntax(uuidOf(input), parsed.error);
      return balance(parsed.data);
    },
    balance,
    bet,
    win,
    rollback,
    async betAndWin(betCall, winCall) {
      const staked = await bet(betCall);
      if (staked.status !== 'RS_OK') return [staked];
      // A refused win leaves the bet standing: the aggregator retries the same call, whose
      // bet replays its answer and whose win is judged again.
      return [staked, await win(winCall)];
    },
    async freeRoundsFinished(call) {
      if (!Number.isSafeInteger(call.total_win) || call.total_win < 0) {
        return {
          http: 400,
          status: 'RS_ERROR_WRONG_SYNTAX',
          request_uuid: call.request_uuid,
          message: 'total_win: a whole amount, not below zero',
        };
      }
      const paid = await payFreeRounds(ctx, await providerOf(), {
        reference: call.reference,
        gameIdentity: call.game_code,
        currency: call.currency,
        played: call.played ?? ALL_ROUNDS,
        totalWin: call.total_win,
      });
      if (!paid.ok) {
        return {
          http: paid.status,
          status:
            paid.status === 404
              ? 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'
              : paid.status === 400
                ? 'RS_ERROR_WRONG_SYNTAX'
                : 'RS_ERROR_UNKNOWN',
          request_uuid: call.request_uuid,
          message: paid.message,
        };
      }
      return {
        http: 200,
        status: 'RS_OK',
        request_uuid: call.request_uuid,
        balance: paid.balance,
        currency: paid.currency,
      };
    },
    async rollbackList(calls) {
      const answers: GatewayAnswer[] = [];
      // In order, one after the other: two rollbacks of one round never cross.
      for (const call of calls) answers.push(await rollback(call));
      return answers;
    },
  };
}
