import type {
  FreeRoundsIssueRequestSchema,
  FreeRoundsStatus,
  RoundBetInput,
  SessionFreeRounds,
} from '@casino/contracts';
import { findTitle, type GameTitle, type RoundResult } from '@casino/game-engine';
import type { z } from 'zod';
import { ok } from '../shared/result.ts';
import { failure, type ProviderContext, type ProviderResult } from './context.ts';
import type { FreeRoundsRow, SessionRow } from './repository.ts';
import * as repo from './repository.ts';
import { type PlayedRound, playedRound, rotateSeed, roundValues } from './round-view.ts';
import { withRetries } from './seamless-client.ts';

/**
 * Free rounds (docs/decisions/027): the casino grants them (issue), the player plays them in the
 * game without a stake (play), and the provider reports the total win once the last is played
 * (finish: the casino pays it, as real or bonus money by its own terms). The casino may cancel
 * an active grant; what it had won is then not reported.
 */

export const toStatus = (row: FreeRoundsRow): FreeRoundsStatus => ({
  reference: row.reference,
  status: row.status,
  count: row.count,
  played: row.played,
  totalWin: row.totalWin,
});

export const sessionFreeRounds = (row: FreeRoundsRow): SessionFreeRounds => ({
  remaining: row.count - row.played,
  count: row.count,
  stake: row.stake,
  totalWin: row.totalWin,
});

/** Grants free rounds once per reference; a repeat answers the existing grant. */
export async function issueFreeRounds(
  ctx: ProviderContext,
  input: z.output<typeof FreeRoundsIssueRequestSchema>,
): Promise<ProviderResult<FreeRoundsStatus>> {
  const title = findTitle(input.gameIdentity);
  if (title?.kind !== 'slot') {
    return failure(404, 'game_not_found', `No slot ${input.gameIdentity} takes free rounds`);
  }
  const inserted = await repo.insertFreeRounds(ctx.db, {
    reference: input.reference,
    playerRef: input.playerId,
    identity: title.identity,
    currency: input.currency,
    stake: input.stake,
    count: input.count,
    expiresAt: new Date(input.expiresAt),
  });
  const row = inserted ?? (await repo.findFreeRounds(ctx.db, input.reference))!;
  if (row.playerRef !== input.playerId || row.identity !== title.identity) {
    return failure(409, 'reference_conflict', 'This reference was granted with other terms');
  }
  return ok(toStatus(row));
}

/** Ends an active grant; its rounds so far stay played, their win is not reported. */
export async function cancelFreeRounds(
  ctx: ProviderContext,
  reference: string,
): Promise<ProviderResult<FreeRoundsStatus>> {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.findFreeRounds(tx, reference, true);
    if (!row) return failure(404, 'not_found', 'No such free rounds');
    if (row.status !== 'active') return ok(toStatus(row));
    return ok(toStatus(await repo.updateFreeRounds(tx, row.id, { status: 'canceled' })));
  });
}

/** The free rounds a real session plays next, if its player has any in this game. */
export async function freeRoundsOf(
  ctx: ProviderContext,
  session: SessionRow,
): Promise<FreeRoundsRow | null> {
  if (session.mode !== 'real' || !session.playerRef) return null;
  return repo.findActiveFreeRounds(ctx.db, {
    playerRef: session.playerRef,
    identity: session.identity,
    currency: session.currency,
    now: new Date(),
  });
}

/**
 * Plays one free round: the casino checks the player and answers the balance (nothing is
 * staked; a refusal is answered as a refused bet), the round is
 * recorded settled with the grant's stake, and the grant counts it. The last round reports the
 * total win to the casino. Null when the grant ended meanwhile (the caller plays a paid round);
 * 'replay' when the request id was played meanwhile.
 */
export async function playFreeRound(
  ctx: ProviderContext,
  title: GameTitle,
  found: SessionRow,
  grant: FreeRoundsRow,
  input: { requestId: string; bet: RoundBetInput },
  decide: (session: SessionRow, stake: number) => RoundResult,
): Promise<ProviderResult<PlayedRound> | 'replay' | null> {
  // The casino checks the player as for a bet (a time-out or exclusion stops free rounds too).
  const call = {
    token: found.casinoToken!,
    gameIdentity: grant.identity,
    currency: grant.currency,
  };
  const answer = await withRetries(() => ctx.seamless.freeRoundPlay(call), ctx.retryDelays.balance);
  if (answer.kind === 'refused') {
    return failure(answer.status, answer.body.error.code, answer.body.error.message);
  }
  if (answer.kind === 'unavailable') {
    return failure(502, 'wallet_unavailable', 'The casino wallet does not answer: try again');
  }
  const played = await ctx.db.transaction(async (tx) => {
    const session = (await repo.findSession(tx, found.id, true))!;
    if (await repo.findRoundByRequest(tx, session.id, input.requestId)) return 'replay' as const;
    const locked = await repo.findFreeRounds(tx, grant.reference, true);
    if (locked?.status !== 'active' || locked.played >= locked.count) return null;
    const result = decide(session, locked.stake);
    const round = await repo.insertRound(tx, {
      ...roundValues(title, input, session, result),
      status: 'settled',
      balanceAfter: answer.body.balance,
      freeRoundsId: locked.id,
    });
    const count = locked.played + 1;
    const updated = await repo.updateFreeRounds(tx, locked.id, {
      played: count,
      totalWin: locked.totalWin + result.win,
      status: count === locked.count ? 'finished' : 'active',
    });
    const next = await rotateSeed(tx, session, round);
    return { round, session: next, grant: updated };
  });
  if (played === null || played === 'replay') return played;
  const view = playedRound(played.round, played.session);
  let balance = view.balance;
  if (played.grant.status === 'finished') {
    balance = (await reportFreeRounds(ctx, played.grant)) ?? balance;
  }
  return ok({ ...view, balance, freeRounds: sessionFreeRounds(played.grant) });
}

/**
 * Reports finished free rounds to the casino (idempotent there, by reference) and marks them
 * reported; answers the balance after the payment, or null when the casino did not answer
 * (the sweeper tries again).
 */
export async function reportFreeRounds(
  ctx: ProviderContext,
  grant: FreeRoundsRow,
): Promise<number | null> {
  const answer = await withRetries(
    () =>
      ctx.seamless.freeRounds({
        reference: grant.reference,
        gameIdentity: grant.identity,
        currency: grant.currency,
        played: grant.played,
        totalWin: grant.totalWin,
      }),
    ctx.retryDelays.win,
  );
  if (answer.kind !== 'ok') {
    ctx.log.warn({ reference: grant.reference, answer }, 'free rounds report not accepted');
    return null;
  }
  await repo.updateFreeRounds(ctx.db, grant.id, { reportedAt: new Date() });
  return answer.body.balance;
}

/** The sweeper's part: finished grants the casino has not acknowledged yet. */
export async function reportUnreported(ctx: ProviderContext): Promise<void> {
  for (const grant of await repo.findUnreportedFreeRounds(ctx.db, 50)) {
    await reportFreeRounds(ctx, grant);
  }
}
