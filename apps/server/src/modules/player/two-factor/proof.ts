import type { AccountProof } from '@casino/contracts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import type { PlayerContext } from '../context.ts';
import type { PlayerFailure } from '../failures.ts';
import { findPlayerById } from '../repository.ts';
import { findSessionSignIn } from '../session-repository.ts';
import { checkPasskey } from './passkeys.ts';
import { checkCode } from './service.ts';

// Proof of the account before a second factor is added (issue 35, docs/decisions/046): a stolen
// session alone must not add a factor that then passes the withdrawal check.

type Ctx = Pick<PlayerContext, 'db' | 'clock' | 'publicUrl' | 'passwords'>;

/** How long a social sign-in stands for the provider's password (a re-authentication). */
export const RECENT_SIGN_IN_MS = 5 * 60_000;

/** The signed-in player and the session the call came with. */
export interface Caller {
  id: string;
  sessionId: string;
}

/**
 * Checks the proof of the account, in this order: a passkey's answer (one of the player's, each
 * challenge once), a code (the app's or a recovery code, each once), the password. Nothing given
 * is proof only for a session a social sign-in opened in the last five minutes.
 */
export async function proveAccount(
  ctx: Ctx,
  caller: Caller,
  proof: AccountProof,
): Promise<Result<true, PlayerFailure>> {
  const { id } = caller;
  if (proof.passkey) {
    const assertion = proof.passkey;
    const proven = await ctx.db.transaction((tx) => checkPasskey(ctx, tx, id, assertion));
    return proven ? ok(true) : fail({ kind: 'wrong_passkey' });
  }
  const code = proof.code?.trim();
  if (code) {
    const proven = await ctx.db.transaction((tx) => checkCode(ctx, tx, id, code));
    return proven ? ok(true) : fail({ kind: 'wrong_code' });
  }
  if (proof.password) {
    const player = await findPlayerById(ctx.db, id);
    if (!player) return fail({ kind: 'session_not_found' });
    return (await ctx.passwords.verify(player.passwordHash, proof.password))
      ? ok(true)
      : fail({ kind: 'wrong_password' });
  }
  return (await isRecentSocialSignIn(ctx, caller)) ? ok(true) : fail({ kind: 'proof_required' });
}

/** Whether the session was opened by a social sign-in less than five minutes ago. */
export async function isRecentSocialSignIn(ctx: Pick<Ctx, 'db' | 'clock'>, caller: Caller) {
  const session = await findSessionSignIn(ctx.db, caller.sessionId, caller.id);
  if (!session?.factor?.startsWith('social')) return false;
  return ctx.clock.now().getTime() - session.createdAt.getTime() < RECENT_SIGN_IN_MS;
}
