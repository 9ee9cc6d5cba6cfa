import type { SocialSignUp } from '@casino/contracts';
import { fail, type Result } from '../../shared/result.ts';
import type { ClientInfo } from '../player/context.ts';
import type { SocialContext } from './context.ts';
import type { SocialFailure } from './failures.ts';
import * as repo from './repository.ts';
import { registerIdentity, type SocialLogin } from './service.ts';
import { type SocialTransaction, TRANSACTION_TTL_MS } from './transaction.ts';

/**
 * The registration step of a social sign-in whose identity no account had (issue 29): the
 * identity the provider vouched for at the callback (kept sealed, `pending`) becomes an account
 * with the choices of the registration form, without a second trip to the provider.
 */
export async function completeSignUp(
  ctx: SocialContext,
  pending: SocialTransaction | null,
  signUp: SocialSignUp,
  client: ClientInfo & { isCountryRestricted: boolean },
): Promise<Result<SocialLogin, SocialFailure>> {
  if (pending?.mode !== 'sign-up' || !pending.identity)
    return fail({ kind: 'missing_transaction' });
  if (ctx.clock.now().getTime() - pending.startedAt > TRANSACTION_TTL_MS) {
    return fail({ kind: 'timeout' });
  }
  const { identity, ...transaction } = pending;
  if (await repo.findIdentity(ctx.db, identity.issuer, identity.subject)) {
    return fail({ kind: 'identity_taken' });
  }
  return registerIdentity(ctx, { ...identity, transaction }, signUp, client);
}
