import type { Db } from '@casino/db';
import type { MailMessage } from '../../shared/mailer.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import type { PlayerContext } from './context.ts';
import type { PlayerFailure } from './failures.ts';
import { confirmEmailMail, mailLanguage, mailLink } from './mails.ts';
import { consumePlayerToken, issuePlayerToken } from './one-time-tokens.ts';
import * as repo from './repository.ts';

/** Issues a confirmation code and makes its mail, link `${PUBLIC_URL}/verify/<code>` (24 h). */
export async function confirmationMail(
  ctx: PlayerContext,
  player: { id: string; email: string; language?: string | null },
  db: Db = ctx.db,
): Promise<MailMessage> {
  const code = await issuePlayerToken(db, player.id, 'confirm_email', ctx.clock.now());
  // In the player's language, and the link opens the page in it.
  const language = mailLanguage(player.language);
  const link = mailLink(`${ctx.publicUrl}/verify/${code}`, language);
  return confirmEmailMail(player.email, link, language);
}

/** The verify page's call: marks the email confirmed (any valid code, once). */
export async function confirmEmail(
  ctx: PlayerContext,
  confirmCode: string,
): Promise<Result<true, PlayerFailure>> {
  const now = ctx.clock.now();
  const playerId = await consumePlayerToken(ctx.db, confirmCode, 'confirm_email', now);
  if (!playerId) return fail({ kind: 'invalid_code', field: 'confirmCode' });
  const player = await repo.findPlayerById(ctx.db, playerId);
  if (player && !player.emailConfirmedAt) {
    await repo.updatePlayer(ctx.db, playerId, { emailConfirmedAt: now, updatedAt: now });
  }
  return ok(true);
}

/** Sends another confirmation mail; earlier links keep working until they expire. */
export async function resendConfirmation(
  ctx: PlayerContext,
  playerId: string,
): Promise<Result<true, PlayerFailure>> {
  const player = await repo.findPlayerById(ctx.db, playerId);
  if (!player) throw new Error(`authenticated player ${playerId} not found`);
  if (player.emailConfirmedAt) return fail({ kind: 'already_confirmed' });
  ctx.outbox.queue(await confirmationMail(ctx, player));
  return ok(true);
}

/** Whether the player confirmed their email (withdrawals may require it). */
export async function isEmailConfirmed(db: Db, playerId: string): Promise<boolean> {
  const player = await repo.findPlayerById(db, playerId);
  return Boolean(player?.emailConfirmedAt);
}
