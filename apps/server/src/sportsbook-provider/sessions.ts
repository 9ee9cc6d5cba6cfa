import { createHash, randomBytes } from 'node:crypto';
import { withRetries } from '../builtin-provider/seamless-client.ts';
import { type Failure, fail, type SportsbookContext } from './context.ts';
import * as repo from './repository.ts';

const hashOf = (bearer: string) => createHash('sha256').update(bearer).digest('hex');

/**
 * Opens a bettor's session from a casino launch token: the casino's balance call names the
 * player, the currency and the balance. The bearer (32 random bytes) is kept as its sha256.
 */
export async function openSession(
  ctx: SportsbookContext,
  token: string,
): Promise<
  | { ok: true; value: { sessionId: string; balance: number; currency: string } }
  | { ok: false; error: Failure }
> {
  const answer = await withRetries(() => ctx.wallet.balance({ token }), [300]);
  if (answer.kind === 'unavailable') {
    return {
      ok: false,
      error: fail(502, 'wallet_unavailable', 'The casino wallet did not answer'),
    };
  }
  if (answer.kind === 'refused')
    return { ok: false, error: { status: answer.status, body: answer.body } };
  if (!answer.body.playerId) {
    return {
      ok: false,
      error: fail(502, 'wallet_unavailable', 'The casino did not name the player'),
    };
  }
  const sessionId = randomBytes(32).toString('base64url');
  await repo.insertSession(ctx.db, {
    id: hashOf(sessionId),
    casinoToken: token,
    playerRef: answer.body.playerId,
    currency: answer.body.currency,
  });
  return {
    ok: true,
    value: { sessionId, balance: answer.body.balance, currency: answer.body.currency },
  };
}

/** The session a bearer names, or null. */
export function sessionOf(ctx: SportsbookContext, bearer: string | undefined) {
  if (!bearer) return Promise.resolve(null);
  return repo.findSession(ctx.db, hashOf(bearer));
}
