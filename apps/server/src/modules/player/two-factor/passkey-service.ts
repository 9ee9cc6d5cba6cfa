import type { AccountProof, PasskeyOptions } from '@casino/contracts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import type { PlayerContext } from '../context.ts';
import type { PlayerFailure } from '../failures.ts';
import { findPlayerById } from '../repository.ts';
import * as repo from './passkey-repository.ts';
import { registrationOptions } from './passkeys.ts';
import { type Caller, proveAccount } from './proof.ts';
import { checkCode } from './service.ts';

// The profile's passkey steps that ask the player to prove who they are (issue 35).

type Ctx = Pick<PlayerContext, 'db' | 'clock' | 'publicUrl' | 'passwords'>;

/** Options to create a passkey, once the account is proven (proof.ts). */
export async function startPasskey(
  ctx: Ctx,
  caller: Caller,
  proof: AccountProof,
): Promise<Result<PasskeyOptions, PlayerFailure>> {
  const player = await findPlayerById(ctx.db, caller.id);
  if (!player) return fail({ kind: 'session_not_found' });
  const proven = await proveAccount(ctx, caller, proof);
  if (!proven.ok) return proven;
  return ok(await registrationOptions(ctx, { id: player.id, email: player.email }));
}

/**
 * Removes one passkey for the account's password or a current code (the app's or a recovery
 * code). Nothing is removed when neither is right.
 */
export async function removePasskey(
  ctx: Ctx,
  playerId: string,
  passkeyId: string,
  proof: { password?: string | undefined; code?: string | undefined },
): Promise<Result<true, PlayerFailure>> {
  const player = await findPlayerById(ctx.db, playerId);
  if (!player) return fail({ kind: 'session_not_found' });
  if (!proof.password && !proof.code?.trim()) {
    return fail({ kind: 'invalid_fields', fields: { password: ['Value is required'] } });
  }
  return ctx.db.transaction(async (tx): Promise<Result<true, PlayerFailure>> => {
    if (proof.password) {
      if (!(await ctx.passwords.verify(player.passwordHash, proof.password))) {
        return fail({ kind: 'wrong_password' });
      }
    } else if (!(await checkCode(ctx, tx, playerId, proof.code!))) {
      return fail({ kind: 'wrong_code' });
    }
    return (await repo.deletePasskey(tx, playerId, passkeyId))
      ? ok(true)
      : fail({ kind: 'passkey_not_found' });
  });
}
