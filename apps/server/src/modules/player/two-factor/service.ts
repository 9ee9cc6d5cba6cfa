import type { PasskeyAssertion } from '@casino/contracts';
import type { Db } from '@casino/db';
import { fail, ok, type Result } from '../../../shared/result.ts';
import {
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  totpEnrolment,
} from '../../../shared/totp.ts';
import type { PlayerContext } from '../context.ts';
import type { PlayerFailure } from '../failures.ts';
import { hashToken } from '../secrets.ts';
import type { Factors } from './factors.ts';

import * as passkeyRepo from './passkey-repository.ts';
import { checkPasskey, toSummary } from './passkeys.ts';
import * as repo from './repository.ts';

// What a second-factor step offers, for the social sign-in (modules reach each other's services).
export { type Factors, secondFactorFields } from './factors.ts';

/** What the authenticator app shows above the account's email. */
export const TOTP_ISSUER = 'Aurora Casino';

type Ctx = Pick<PlayerContext, 'db' | 'clock' | 'publicUrl'>;

/** Which second factor was proven: the app's code, a recovery code (used up) or a passkey. */
export type SecondFactor = 'totp' | 'recovery' | 'passkey';

/** A second factor as a step gives it: a code (app or recovery), or a passkey's answer. */
export interface SecondFactorProof {
  code?: string | undefined;
  passkey?: PasskeyAssertion | undefined;
}

/** Whether the player has a second factor (the app, or a passkey): a sign-in asks for one. */
export async function isTwoFactorOn(ctx: Pick<Ctx, 'db'>, playerId: string) {
  return (await repo.hasTotp(ctx.db, playerId)) || passkeyRepo.hasPasskey(ctx.db, playerId);
}

export async function factorsOf(ctx: Pick<Ctx, 'db'>, playerId: string): Promise<Factors> {
  const [totp, passkey] = await Promise.all([
    repo.hasTotp(ctx.db, playerId),
    passkeyRepo.hasPasskey(ctx.db, playerId),
  ]);
  return { totp, passkey };
}

export async function twoFactorStatus(ctx: Pick<Ctx, 'db'>, playerId: string) {
  const totp = await repo.hasTotp(ctx.db, playerId);
  return {
    totp,
    recoveryCodesLeft: totp ? await repo.countUnusedRecoveryCodes(ctx.db, playerId) : 0,
    passkeys: (await passkeyRepo.listPasskeys(ctx.db, playerId)).map(toSummary),
  };
}

/**
 * A new secret for the app to scan, once the account is proven (`proveAccount`, which the
 * caller passes so this module stays free of the proof's imports); in force only once a code
 * of it is confirmed.
 */
export async function startTotp(
  ctx: Ctx,
  player: { id: string; email: string },
  prove: () => Promise<Result<true, PlayerFailure>>,
): Promise<Result<Awaited<ReturnType<typeof totpEnrolment>>, PlayerFailure>> {
  if (await repo.hasTotp(ctx.db, player.id)) return fail({ kind: 'totp_already_enabled' });
  const proven = await prove();
  if (!proven.ok) return proven;
  const secret = newTotpSecret();
  await repo.setPendingSecret(ctx.db, player.id, secret);
  return ok(await totpEnrolment(secret, player.email, TOTP_ISSUER));
}

/** A code of the new secret turns TOTP on and makes ten recovery codes (shown once). */
export async function confirmTotp(
  ctx: Ctx,
  playerId: string,
  code: string,
): Promise<Result<{ recoveryCodes: string[] }, PlayerFailure>> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await repo.lockTotp(tx, playerId);
    if (!row?.pendingSecret) return fail({ kind: 'totp_not_started' });
    const step = await matchTotp(row.pendingSecret, code.trim(), now, null);
    if (step === null) return fail({ kind: 'wrong_code' });
    await repo.enableTotp(tx, playerId, {
      secret: row.pendingSecret,
      lastStep: step,
      enabledAt: now,
    });
    const recoveryCodes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(tx, playerId, recoveryCodes.map(hashRecoveryCode));
    return ok({ recoveryCodes });
  });
}

const hashRecoveryCode = (code: string) => hashToken(normaliseRecoveryCode(code));

/**
 * Checks a second factor inside the caller's transaction: a passkey's answer (each challenge
 * once), or a code: six digits are the app's code (each time step once), anything else a
 * recovery code (each once). Null: none of them.
 */
export async function checkSecondFactor(
  ctx: Ctx,
  tx: Db,
  playerId: string,
  proof: SecondFactorProof,
): Promise<SecondFactor | null> {
  if (proof.passkey) {
    return (await checkPasskey(ctx, tx, playerId, proof.passkey)) ? 'passkey' : null;
  }
  if (!proof.code) return null;
  return checkCode(ctx, tx, playerId, proof.code);
}

export async function checkCode(
  ctx: Ctx,
  tx: Db,
  playerId: string,
  code: string,
): Promise<SecondFactor | null> {
  const row = await repo.lockTotp(tx, playerId);
  if (!row?.secret) return null;
  const given = code.trim();
  if (/^\d{6}$/.test(given)) {
    const step = await matchTotp(row.secret, given, ctx.clock.now(), row.lastStep);
    if (step === null) return null;
    await repo.setLastStep(tx, playerId, step);
    return 'totp';
  }
  return (await repo.useRecoveryCode(tx, playerId, hashRecoveryCode(given), ctx.clock.now()))
    ? 'recovery'
    : null;
}

/**
 * The second factor of a sign-in: none asked without the app or a passkey; otherwise a code or
 * a passkey's answer must be given and right.
 */
export async function signInFactor(
  ctx: Ctx,
  playerId: string,
  proof: SecondFactorProof,
): Promise<Result<SecondFactor | null, PlayerFailure>> {
  const factors = await factorsOf(ctx, playerId);
  if (!factors.totp && !factors.passkey) return ok(null);
  if (!proof.code?.trim() && !proof.passkey) {
    return fail({ kind: 'second_factor_required', factors });
  }
  const factor = await ctx.db.transaction((tx) => checkSecondFactor(ctx, tx, playerId, proof));
  return factor ? ok(factor) : fail({ kind: 'invalid_second_factor' });
}

/** Turns TOTP off with a code of the app or a recovery code; the recovery codes go with it. */
export async function removeTotp(ctx: Ctx, playerId: string, code: string) {
  return ctx.db.transaction(async (tx): Promise<Result<true, PlayerFailure>> => {
    if (!(await checkCode(ctx, tx, playerId, code))) return fail({ kind: 'wrong_code' });
    await repo.removeTotp(tx, playerId);
    return ok(true);
  });
}

/** Ten new recovery codes for a code of the app (or a recovery code); the old ones stop working. */
export async function renewRecoveryCodes(ctx: Ctx, playerId: string, code: string) {
  return ctx.db.transaction(
    async (tx): Promise<Result<{ recoveryCodes: string[] }, PlayerFailure>> => {
      if (!(await checkCode(ctx, tx, playerId, code))) return fail({ kind: 'wrong_code' });
      const recoveryCodes = newRecoveryCodes();
      await repo.replaceRecoveryCodes(tx, playerId, recoveryCodes.map(hashRecoveryCode));
      return ok({ recoveryCodes });
    },
  );
}

/**
 * The port other modules ask (issue 35: a withdrawal to a new destination): whether the player
 * has a second factor, and a code or passkey answer checked in the caller's transaction (each
 * used once).
 */
export function secondFactorPort(ctx: Ctx) {
  return {
    isOn: (playerId: string) => isTwoFactorOn(ctx, playerId),
    check: async (tx: Db, playerId: string, proof: SecondFactorProof) =>
      (await checkSecondFactor(ctx, tx, playerId, proof)) !== null,
  };
}
