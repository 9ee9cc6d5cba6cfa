import { randomUUID } from 'node:crypto';
import type { RoundBetInput } from '@casino/contracts';
import type { Db } from '@casino/db';
import {
  findTitle,
  GAME_TITLES,
  type GameTitle,
  isBetError,
  playRound as playEngineRound,
  type RoundBet,
  type RoundResult,
} from '@casino/game-engine';
import { ok } from '../shared/result.ts';
import { badRequest, failure, type ProviderContext, type ProviderResult } from './context.ts';
import { freeRoundsOf, playFreeRound } from './free-rounds.ts';
import type { SessionRow } from './repository.ts';
import * as repo from './repository.ts';
import {
  type PlayedRound,
  playedRound,
  rotateSeed,
  roundValues,
  storedFailure,
} from './round-view.ts';
import { findSessionByBearer, roundInProgress, sessionNotFound } from './sessions.ts';
import { settleRealRound, settleStaleRound } from './settlement.ts';
import { checkStake, stakeLadder } from './stakes.ts';

export interface PlayInput {
  stake: number;
  bet: RoundBetInput;
  requestId: string;
}

/** The answer already given to this request id, if any (a retry plays no second round). */
async function replay(
  ctx: ProviderContext,
  session: SessionRow,
  requestId: string,
): Promise<ProviderResult<PlayedRound> | null> {
  const row = await repo.findRoundByRequest(ctx.db, session.id, requestId);
  if (!row) return null;
  if (row.status === 'open') return roundInProgress();
  if (row.status === 'settled') {
    return ok(playedRound(row, (await repo.findSession(ctx.db, session.id))!));
  }
  return { ok: false, error: storedFailure(row) };
}

/** The engine's round from the session's committed seed; a bad bet throws a BetError. */
function decide(title: GameTitle, input: PlayInput, session: SessionRow): RoundResult {
  return playEngineRound(title, input.bet as RoundBet, input.stake, {
    serverSeed: session.serverSeed,
    clientSeed: session.clientSeed,
    nonce: session.nonce,
  });
}

/**
 * Checks what the engine cannot know: the bet's kind and the stake limits of the currency (a
 * free round's stake is the casino's, not the ladder's).
 */
function checkInput(title: GameTitle, input: PlayInput, session: SessionRow, free = false) {
  if (input.bet.kind !== title.kind) return badRequest('bet.kind', `Must be '${title.kind}'`);
  if (free) return null;
  const max = session.rules?.maxStake ?? null;
  if (max !== null && input.stake > max) {
    return failure(
      422,
      'stake_above_jurisdiction_maximum',
      "The stake is above the maximum of the player's jurisdiction for this game",
      { maxStake: max, currency: session.currency },
    );
  }
  const positions = input.bet.kind === 'roulette' ? input.bet.bets.map((b) => b.amount) : [];
  const problem = checkStake(title.kind, input.stake, stakeLadder(session.currency), positions);
  return problem ? badRequest(problem.field, problem.message) : null;
}

/** The identities of every title of a kind (a round of any of them counts for the timing). */
const identitiesOfKind = (kind: string) =>
  GAME_TITLES.filter((title) => title.kind === kind).map((title) => title.identity);

/**
 * The jurisdiction's least time between the starts of two rounds of this kind (issue 32): 422
 * `round_too_fast` with `retryAfterMs` when the player's previous round of the kind, in any
 * session, started sooner before.
 */
async function checkRoundTiming(ctx: ProviderContext, title: GameTitle, session: SessionRow) {
  const interval = session.rules?.minRoundIntervalMs ?? null;
  if (!interval || !session.playerRef) return null;
  const ago = await repo.lastRoundStartedAgoMs(
    ctx.db,
    session.playerRef,
    identitiesOfKind(title.kind),
  );
  if (ago === null || ago >= interval) return null;
  return failure(
    422,
    'round_too_fast',
    `A round of this game may start ${interval / 1000} s after the previous one at the earliest`,
    { retryAfterMs: interval - ago },
  );
}

/**
 * Plays one round of the session's game. Demo: virtual credits, one transaction. Real: the
 * round is recorded open, then the casino is asked for the stake (seamless bet) and pays the
 * win (seamless win); see settlement.ts for what happens when it does not answer.
 */
export async function playRound(
  ctx: ProviderContext,
  bearer: string,
  input: PlayInput,
): Promise<ProviderResult<PlayedRound>> {
  const session = await findSessionByBearer(ctx.db, bearer);
  if (!session) return sessionNotFound();
  const replayed = await replay(ctx, session, input.requestId);
  if (replayed) return replayed;
  const title = findTitle(session.identity)!;
  const grant = await freeRoundsOf(ctx, session);
  const invalid = checkInput(
    title,
    grant ? { ...input, stake: grant.stake } : input,
    session,
    !!grant,
  );
  if (invalid) return invalid;
  const tooFast = await checkRoundTiming(ctx, title, session);
  if (tooFast) return tooFast;
  try {
    if (grant) {
      const free = await playFreeRound(ctx, title, session, grant, input, (locked, stake) =>
        decide(title, { ...input, stake }, locked),
      );
      if (free === 'replay') return (await replay(ctx, session, input.requestId))!;
      if (free) return free;
    }
    return session.mode === 'demo'
      ? await playDemo(ctx, title, session, input)
      : await playReal(ctx, title, session, input);
  } catch (error) {
    if (!isBetError(error)) throw error;
    const field = error.field === 'stake' ? 'stake' : `bet.${error.field}`;
    return badRequest(field, error.message);
  }
}

async function playDemo(
  ctx: ProviderContext,
  title: GameTitle,
  found: SessionRow,
  input: PlayInput,
): Promise<ProviderResult<PlayedRound>> {
  const played = await ctx.db.transaction(async (tx) => {
    const session = (await repo.findSession(tx, found.id, true))!;
    if (await repo.findRoundByRequest(tx, session.id, input.requestId)) return null;
    const balance = session.demoBalance ?? 0;
    if (balance < input.stake) {
      return failure(402, 'insufficient_funds', 'Not enough demo credits for this stake', {
        balance,
        currency: session.currency,
      });
    }
    const result = decide(title, input, session);
    const balanceAfter = balance - input.stake + result.win;
    const round = await repo.insertRound(tx, {
      ...roundValues(title, input, session, result),
      status: 'settled',
      balanceAfter,
    });
    const next = await rotateSeed(tx, session, round, { demoBalance: balanceAfter });
    return ok(playedRound(round, next));
  });
  return played ?? (await replay(ctx, found, input.requestId))!;
}

/** Finishes a round a crashed or stuck request left open, if it is old enough to be abandoned. */
async function clearOpenRound(ctx: ProviderContext, db: Db, sessionId: string): Promise<boolean> {
  const open = await repo.findOpenRound(db, sessionId);
  if (!open) return true;
  if (Date.now() - open.updatedAt.getTime() < ctx.staleRoundMs) return false;
  await settleStaleRound(ctx, open);
  return (await repo.findOpenRound(db, sessionId)) === null;
}

async function playReal(
  ctx: ProviderContext,
  title: GameTitle,
  found: SessionRow,
  input: PlayInput,
): Promise<ProviderResult<PlayedRound>> {
  if (!(await clearOpenRound(ctx, ctx.db, found.id))) return roundInProgress();
  const opened = await ctx.db.transaction(async (tx) => {
    const session = (await repo.findSession(tx, found.id, true))!;
    if (await repo.findRoundByRequest(tx, session.id, input.requestId)) return null;
    if (await repo.findOpenRound(tx, session.id)) return 'busy' as const;
    const result = decide(title, input, session);
    const round = await repo.insertRound(tx, {
      ...roundValues(title, input, session, result),
      status: 'open',
      betTransactionId: randomUUID(),
      winTransactionId: randomUUID(),
    });
    return { round, session };
  });
  if (opened === null) return (await replay(ctx, found, input.requestId))!;
  if (opened === 'busy') return roundInProgress();
  return settleRealRound(ctx, opened.session, opened.round);
}
