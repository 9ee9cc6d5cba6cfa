import { randomUUID } from 'node:crypto';
import { ok } from '../shared/result.ts';
import {
  failure,
  type ProviderContext,
  type ProviderFailure,
  type ProviderResult,
} from './context.ts';
import type { RoundRow, SessionRow } from './repository.ts';
import * as repo from './repository.ts';
import { type PlayedRound, playedRound, rotateSeed, storedFailure } from './round-view.ts';
import { type SeamlessAnswer, withRetries } from './seamless-client.ts';

/**
 * The real-money life of a round (docs/decisions/009): recorded `open` with its bet and win
 * transaction ids, then
 * - seamless bet: a refusal (402 funds, 403 refused, 401 token) ends it `refused`, nothing
 *   moved and the seed stays secret; no answer at all → rollback of the bet → `rolled_back`;
 * - seamless win (amount may be 0, roundClosed): retried while it does not answer (the call
 *   is idempotent); still nothing → the round stays open and is finished later by the sweeper
 *   or the session's next request.
 */

const WALLET_UNAVAILABLE: ProviderFailure = failure(
  502,
  'wallet_unavailable',
  'The casino wallet did not answer: the round was cancelled and the stake returned',
).error;

const winPending = (round: RoundRow) =>
  failure(
    502,
    'win_pending',
    'The casino wallet did not answer yet: the result of this round will be credited shortly',
    { balance: round.balanceAfter ?? undefined, currency: round.currency },
  );

function refusal(answer: Extract<SeamlessAnswer, { kind: 'refused' }>): ProviderFailure {
  const { error, balance, currency, reason, maxStake } = answer.body;
  return {
    status: answer.status,
    body: {
      error: { code: error.code, message: error.message },
      ...(balance !== undefined ? { balance } : {}),
      ...(currency ? { currency } : {}),
      ...(reason ? { reason } : {}),
      ...(maxStake !== undefined ? { maxStake } : {}),
    },
  };
}

/** Closes an open round and reveals its seed, once (a concurrent closer gets null). */
async function closeRound(
  ctx: ProviderContext,
  round: RoundRow,
  values: Partial<RoundRow>,
  reveal: boolean,
): Promise<{ round: RoundRow; session: SessionRow } | null> {
  return ctx.db.transaction(async (tx) => {
    const session = (await repo.findSession(tx, round.sessionId, true))!;
    const closed = await repo.updateOpenRound(tx, round.id, values);
    if (!closed) return null;
    return { round: closed, session: reveal ? await rotateSeed(tx, session, closed) : session };
  });
}

/** The round's answer after another worker closed it. */
async function answerOf(ctx: ProviderContext, id: string): Promise<ProviderResult<PlayedRound>> {
  const row = (await repo.findRound(ctx.db, id))!;
  if (row.status === 'settled') {
    return ok(playedRound(row, (await repo.findSession(ctx.db, row.sessionId))!));
  }
  if (row.status === 'open') return winPending(row);
  return { ok: false, error: storedFailure(row) };
}

const call = (round: RoundRow, session: SessionRow) => ({
  token: session.casinoToken!,
  roundId: round.id,
  gameIdentity: round.identity,
  currency: round.currency,
});

async function payWin(
  ctx: ProviderContext,
  session: SessionRow,
  round: RoundRow,
): Promise<ProviderResult<PlayedRound>> {
  const answer = await withRetries(
    () =>
      ctx.seamless.win({
        ...call(round, session),
        transactionId: round.winTransactionId!,
        amount: round.win,
        roundClosed: true,
      }),
    ctx.retryDelays.win,
  );
  if (answer.kind !== 'ok') {
    const detail = answer.kind === 'refused' ? answer.body.error : answer.reason;
    ctx.log.error({ round: round.id, detail }, 'seamless win not confirmed; will retry');
    return winPending(round);
  }
  const closed = await closeRound(
    ctx,
    round,
    { status: 'settled', balanceAfter: answer.body.balance },
    true,
  );
  return closed ? ok(playedRound(closed.round, closed.session)) : answerOf(ctx, round.id);
}

/** Reverses a bet whose fate is unknown; the round stays open when the casino is still silent. */
async function rollBack(
  ctx: ProviderContext,
  session: SessionRow,
  round: RoundRow,
): Promise<ProviderResult<PlayedRound>> {
  const rollbackTransactionId = round.rollbackTransactionId ?? randomUUID();
  if (!round.rollbackTransactionId) {
    await repo.updateOpenRound(ctx.db, round.id, { rollbackTransactionId });
  }
  const answer = await withRetries(
    () =>
      ctx.seamless.rollback({
        ...call(round, session),
        transactionId: rollbackTransactionId,
        referenceTransactionId: round.betTransactionId!,
      }),
    ctx.retryDelays.rollback,
  );
  if (answer.kind !== 'ok') {
    const detail = answer.kind === 'refused' ? answer.body.error : answer.reason;
    ctx.log.error({ round: round.id, detail }, 'seamless rollback not confirmed; will retry');
    return failure(
      502,
      'wallet_unavailable',
      'The casino wallet does not answer: the round will be cancelled and any stake taken returned',
    );
  }
  const closed = await closeRound(
    ctx,
    round,
    { status: 'rolled_back', balanceAfter: answer.body.balance, failure: WALLET_UNAVAILABLE },
    true,
  );
  return closed ? { ok: false, error: WALLET_UNAVAILABLE } : answerOf(ctx, round.id);
}

/** Bet, then win, for a round just recorded open. */
export async function settleRealRound(
  ctx: ProviderContext,
  session: SessionRow,
  round: RoundRow,
): Promise<ProviderResult<PlayedRound>> {
  const bet = await withRetries(
    () =>
      ctx.seamless.bet({
        ...call(round, session),
        transactionId: round.betTransactionId!,
        amount: round.stake,
      }),
    ctx.retryDelays.bet,
  );
  if (bet.kind === 'refused') {
    const refused = refusal(bet);
    const closed = await closeRound(ctx, round, { status: 'refused', failure: refused }, false);
    return closed ? { ok: false, error: refused } : answerOf(ctx, round.id);
  }
  if (bet.kind === 'unavailable') {
    ctx.log.warn({ round: round.id, reason: bet.reason }, 'seamless bet unanswered: rolling back');
    return rollBack(ctx, session, round);
  }
  const confirmed = await repo.updateOpenRound(ctx.db, round.id, {
    betConfirmedAt: new Date(),
    balanceAfter: bet.body.balance,
  });
  if (!confirmed) return answerOf(ctx, round.id);
  return payWin(ctx, session, confirmed);
}

/** Finishes an abandoned open round: pays its win if the bet was taken, else rolls it back. */
export async function settleStaleRound(ctx: ProviderContext, round: RoundRow): Promise<void> {
  const session = (await repo.findSession(ctx.db, round.sessionId))!;
  if (round.betConfirmedAt) await payWin(ctx, session, round);
  else await rollBack(ctx, session, round);
}

/** One pass of the sweeper over rounds left open longer than `staleRoundMs`. */
export async function sweepOpenRounds(ctx: ProviderContext, limit = 20): Promise<number> {
  const stale = await repo.findStaleOpenRounds(
    ctx.db,
    new Date(Date.now() - ctx.staleRoundMs),
    limit,
  );
  for (const round of stale) {
    try {
      await settleStaleRound(ctx, round);
    } catch (err) {
      ctx.log.error({ err, round: round.id }, 'could not finish an open round');
    }
  }
  return stale.length;
}
