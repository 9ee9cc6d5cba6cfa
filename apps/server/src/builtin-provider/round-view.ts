import type { ProviderRound, RoundBetInput, SessionFreeRounds } from '@casino/contracts';
import type { Db } from '@casino/db';
import {
  createServerSeed,
  type GameTitle,
  hashServerSeed,
  type RoundResult,
} from '@casino/game-engine';
import type { ProviderFailure } from './context.ts';
import type { RoundRow, SessionRow } from './repository.ts';
import * as repo from './repository.ts';
import { commitOf } from './sessions.ts';

/** A closed round as the public sees it: the seed is revealed. */
export function toProviderRound(row: RoundRow): ProviderRound {
  return {
    id: row.id,
    identity: row.identity,
    stake: row.stake,
    win: row.win,
    multiplier: Math.round((row.win / row.stake) * 10_000) / 10_000,
    outcome: row.outcome,
    bet: row.bet as RoundBetInput,
    fairness: {
      serverSeed: row.serverSeed,
      serverSeedHash: row.serverSeedHash,
      clientSeed: row.clientSeed,
      nonce: row.nonce,
    },
    status: row.status === 'rolled_back' ? 'rolled_back' : 'settled',
    createdAt: row.createdAt.toISOString(),
  };
}

export interface PlayedRound {
  round: ProviderRound;
  balance: number;
  fairness: ReturnType<typeof commitOf>;
  freeRounds?: SessionFreeRounds;
}

export const playedRound = (row: RoundRow, session: SessionRow): PlayedRound => ({
  round: toProviderRound(row),
  balance: row.balanceAfter ?? 0,
  fairness: commitOf(session),
});

/** The stored answer of a refused or rolled-back round, replayed to a retried request. */
export const storedFailure = (row: RoundRow): ProviderFailure => row.failure as ProviderFailure;

/**
 * Reveals the session's seed by committing a new one (nonce + 1), when the round used the
 * session's current seed. Called in the transaction that closes the round.
 */
export async function rotateSeed(
  db: Db,
  session: SessionRow,
  round: Pick<RoundRow, 'serverSeed'>,
  extra: Partial<SessionRow> = {},
): Promise<SessionRow> {
  if (session.serverSeed !== round.serverSeed) return repo.updateSession(db, session.id, extra);
  const serverSeed = createServerSeed();
  return repo.updateSession(db, session.id, {
    ...extra,
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    nonce: session.nonce + 1,
  });
}

/** The stored values of a round the engine decided on the session's committed seed. */
export function roundValues(
  title: Pick<GameTitle, 'identity'>,
  input: { requestId: string; bet: RoundBetInput },
  session: SessionRow,
  result: RoundResult,
) {
  return {
    sessionId: session.id,
    requestId: input.requestId,
    identity: title.identity,
    mode: session.mode,
    currency: session.currency,
    bet: input.bet,
    stake: result.stake,
    win: result.win,
    outcome: result.outcome,
    serverSeed: session.serverSeed,
    serverSeedHash: session.serverSeedHash,
    clientSeed: session.clientSeed,
    nonce: session.nonce,
  };
}
