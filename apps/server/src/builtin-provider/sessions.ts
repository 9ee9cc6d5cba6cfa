import { createHash, randomBytes } from 'node:crypto';
import type { ProviderSession, SeamlessGameRules } from '@casino/contracts';
import type { Db } from '@casino/db';
import { createServerSeed, findTitle, type GameTitle, hashServerSeed } from '@casino/game-engine';
import { ok } from '../shared/result.ts';
import { badRequest, failure, type ProviderContext, type ProviderResult } from './context.ts';
import { freeRoundsOf, sessionFreeRounds } from './free-rounds.ts';
import type { SessionRow } from './repository.ts';
import * as repo from './repository.ts';
import { withRetries } from './seamless-client.ts';
import { DEMO_CURRENCY, stakeLadder } from './stakes.ts';

/** The stored id of a session: sha256 of its bearer, so a database dump opens no session. */
export const sessionIdOf = (bearer: string) => createHash('sha256').update(bearer).digest('hex');

const CLIENT_SEED = /^[\x20-\x7e]{1,64}$/;

/** The commitment of the session's next round. */
export const commitOf = (session: SessionRow) => ({
  serverSeedHash: session.serverSeedHash,
  clientSeed: session.clientSeed,
  nonce: session.nonce,
});

/** The title as the game client needs it (rules, symbols, pays, art); reel strips stay home. */
export function publicTitle(title: GameTitle) {
  if (title.config.kind !== 'slot') return title;
  const { reelStrips: _strips, ...config } = title.config;
  return { ...title, config };
}

export async function findSessionByBearer(db: Db, bearer: string): Promise<SessionRow | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(bearer)) return null;
  return repo.findSession(db, sessionIdOf(bearer));
}

export const sessionNotFound = () =>
  failure(401, 'invalid_session', 'This game session is unknown: reload the game');

/**
 * Opens a session from the launch URL's parameters: demo sessions get virtual FUN credits;
 * real ones ask the casino for the player's balance and currency with the launch token.
 */
export async function openSession(
  ctx: ProviderContext,
  input: { identity: string; mode: 'demo' | 'real'; token?: string },
): Promise<ProviderResult<ProviderSession>> {
  const title = findTitle(input.identity);
  if (!title) return failure(404, 'game_not_found', `No game ${input.identity}`);
  let currency = DEMO_CURRENCY;
  let balance = ctx.demoBalance;
  let playerRef: string | null = null;
  let rules: SeamlessGameRules | null = null;
  if (input.mode === 'real') {
    if (!input.token) return badRequest('token', 'Required for real money');
    const answer = await withRetries(
      () => ctx.seamless.balance({ token: input.token! }),
      ctx.retryDelays.balance,
    );
    if (answer.kind === 'refused') {
      return failure(answer.status, answer.body.error.code, answer.body.error.message);
    }
    if (answer.kind === 'unavailable') {
      ctx.log.warn({ reason: answer.reason }, 'seamless balance call failed');
      return failure(502, 'wallet_unavailable', 'The casino wallet does not answer: try again');
    }
    currency = answer.body.currency;
    balance = answer.body.balance;
    playerRef = answer.body.playerId ?? null;
    rules = answer.body.rules ?? null;
  }
  const bearer = randomBytes(32).toString('base64url');
  const serverSeed = createServerSeed();
  const session = await repo.insertSession(ctx.db, {
    id: sessionIdOf(bearer),
    mode: input.mode,
    identity: title.identity,
    casinoToken: input.mode === 'real' ? input.token! : null,
    currency,
    demoBalance: input.mode === 'demo' ? balance : null,
    clientSeed: randomBytes(8).toString('hex'),
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    playerRef,
    rules,
  });
  const grant = await freeRoundsOf(ctx, session);
  return ok({
    sessionId: bearer,
    mode: session.mode,
    title: publicTitle(title),
    balance,
    currency,
    stakes: sessionStakes(session),
    fairness: commitOf(session),
    ...(grant ? { freeRounds: sessionFreeRounds(grant) } : {}),
    ...(rules ? { rules } : {}),
  });
}

/** The stakes the session offers: the currency's ladder up to the jurisdiction's maximum. */
export function sessionStakes(session: SessionRow): number[] {
  const ladder = stakeLadder(session.currency);
  const max = session.rules?.maxStake ?? null;
  return max === null ? ladder : ladder.filter((stake) => stake <= max);
}

/** The player's own seed for the next rounds; refused while a round is under way. */
export async function changeClientSeed(
  ctx: ProviderContext,
  bearer: string,
  clientSeed: string,
): Promise<ProviderResult<ReturnType<typeof commitOf>>> {
  if (!CLIENT_SEED.test(clientSeed)) {
    return badRequest('clientSeed', 'Use 1 to 64 printable ASCII characters');
  }
  const found = await findSessionByBearer(ctx.db, bearer);
  if (!found) return sessionNotFound();
  return ctx.db.transaction(async (tx) => {
    const session = (await repo.findSession(tx, found.id, true))!;
    if (await repo.findOpenRound(tx, session.id)) return roundInProgress();
    return ok(commitOf(await repo.updateSession(tx, session.id, { clientSeed })));
  });
}

export const roundInProgress = () =>
  failure(409, 'round_in_progress', 'The previous round is still being settled: try again');
