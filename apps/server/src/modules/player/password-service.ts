import type { AuthenticatedPlayer } from '../../plugins/auth.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import type { PlayerContext } from './context.ts';
import { invalidFields, type PlayerFailure } from './failures.ts';
import { checkFields, type FieldSettings } from './fields.ts';
import { mailLanguage, mailLink, resetPasswordMail } from './mails.ts';
import { consumePlayerToken, findTokenOwner, issuePlayerToken } from './one-time-tokens.ts';
import { normalizeEmail } from './profile.ts';
import * as repo from './repository.ts';
import { closePlayerSessions } from './session-repository.ts';

const allRequired = (...names: string[]): FieldSettings =>
  Object.fromEntries(names.map((name) => [name, { isRequired: true }]));

const CHANGE_FIELDS = allRequired('currentPassword', 'newPassword', 'repeatNewPassword');
const RESET_FIELDS = allRequired('password', 'password_confirmation');

/** Every bad field of a password change body (also one that failed its schema). */
export const checkPasswordChangeForm = (body: Record<string, unknown>) =>
  checkFields(body, Object.keys(CHANGE_FIELDS), CHANGE_FIELDS);

/** Every bad field of a password reset body (also one that failed its schema). */
export const checkPasswordResetForm = (body: Record<string, unknown>) =>
  checkFields(body, Object.keys(RESET_FIELDS), RESET_FIELDS);

/** Changes the caller's password and closes their other sessions (this one stays). */
export async function changePassword(
  ctx: PlayerContext,
  caller: AuthenticatedPlayer,
  request: { currentPassword: string; newPassword: string; repeatNewPassword: string },
): Promise<Result<true, PlayerFailure>> {
  const errors = checkPasswordChangeForm(request);
  if (Object.keys(errors).length > 0) return fail(invalidFields(errors));
  const player = await repo.findPlayerById(ctx.db, caller.id);
  if (!player) throw new Error(`authenticated player ${caller.id} not found`);
  if (!(await ctx.passwords.verify(player.passwordHash, request.currentPassword))) {
    return fail(invalidFields({ currentPassword: ['The current password is incorrect'] }));
  }
  const passwordHash = await ctx.passwords.hash(request.newPassword);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await repo.updatePlayer(tx, player.id, { passwordHash, updatedAt: now });
    await closePlayerSessions(tx, player.id, 'password_changed', now, caller.sessionId);
    await repo.voidPlayerTokens(tx, player.id, 'reset_password', now);
  });
  ctx.events.emit({
    type: 'player.sessions.closed',
    playerId: player.id,
    exceptSessionId: caller.sessionId,
  });
  return ok(true);
}

/**
 * Mails a reset link `${PUBLIC_URL}/reset-password/<code>` (1 h, single use) when the email
 * belongs to a player. The answer is the same either way, so it tells nobody who is registered.
 */
export async function requestPasswordReset(
  ctx: PlayerContext,
  request: { email: string },
): Promise<Result<true, PlayerFailure>> {
  const email = normalizeEmail(request.email);
  const errors = checkFields({ email }, ['email'], allRequired('email'));
  if (Object.keys(errors).length > 0) return fail(invalidFields(errors));
  const player = await repo.findPlayerByEmail(ctx.db, email);
  if (player) {
    const code = await issuePlayerToken(ctx.db, player.id, 'reset_password', ctx.clock.now());
    // In the player's language, and the link opens the page in it.
    const language = mailLanguage(player.language);
    const link = mailLink(`${ctx.publicUrl}/reset-password/${code}`, language);
    ctx.outbox.queue(resetPasswordMail(player.email, link, language));
  }
  return ok(true);
}

/**
 * Sets a new password with a reset code and closes every session of the player. Following
 * the mailed link proves the mailbox, so an unconfirmed email counts as confirmed.
 */
export async function confirmPasswordReset(
  ctx: PlayerContext,
  request: { resetCode: string; password: string; password_confirmation: string },
): Promise<Result<true, PlayerFailure>> {
  const errors = checkPasswordResetForm(request);
  if (Object.keys(errors).length > 0) return fail(invalidFields(errors));
  const invalidCode = fail<PlayerFailure>({ kind: 'invalid_code', field: 'resetCode' });
  if (!(await findTokenOwner(ctx.db, request.resetCode, 'reset_password', ctx.clock.now()))) {
    return invalidCode; // checked before hashing, so bad codes cost no argon2 time
  }
  const passwordHash = await ctx.passwords.hash(request.password);
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const playerId = await consumePlayerToken(tx, request.resetCode, 'reset_password', now);
    if (!playerId) return invalidCode;
    const player = await repo.findPlayerById(tx, playerId);
    await repo.updatePlayer(tx, playerId, {
      passwordHash,
      updatedAt: now,
      ...(player?.emailConfirmedAt ? {} : { emailConfirmedAt: now }),
    });
    await closePlayerSessions(tx, playerId, 'password_reset', now);
    await repo.voidPlayerTokens(tx, playerId, 'reset_password', now);
    return ok(playerId);
  });
  if (!result.ok) return result;
  ctx.events.emit({ type: 'player.sessions.closed', playerId: result.value });
  return ok(true as const);
}
