import { DOCUMENT_STATUS, type VerificationLevel } from '@casino/contracts';
import { escapeHtml } from '../../shared/html.ts';
import { KIND_LABEL, type VerificationContext } from './context.ts';
import * as repo from './repository.ts';

/**
 * Tells the player about a decision: live (the `verification.updated` event, published on
 * their realtime channel) and by mail with a link to the verification page.
 */
export async function notifyPlayer(
  ctx: VerificationContext,
  playerId: string,
  change: { level: VerificationLevel; document?: repo.DocumentRow; text?: string },
) {
  const { document } = change;
  ctx.events.emit({
    type: 'verification.updated',
    playerId,
    level: change.level,
    documentId: document?.id ?? null,
    status: document?.status ?? null,
  });
  const player = await repo.emailOf(ctx.db, playerId);
  if (!player) return;
  const what = document
    ? `Your ${KIND_LABEL[document.kind as keyof typeof KIND_LABEL]}`
    : 'Your verification';
  const outcome =
    change.text ??
    (document?.status === DOCUMENT_STATUS.approved
      ? `${what} was approved.`
      : `${what} was not accepted${document?.reason ? `: ${document.reason}` : '.'}${
          document?.final ? '' : ' You can send it again.'
        }`);
  const link = `${ctx.publicUrl}/profile/verification`;
  ctx.outbox.queue({
    to: player.email,
    subject: 'Your identity verification',
    text: `${outcome}\n\nSee where your verification stands: ${link}\n`,
    html: `<p>${escapeHtml(outcome)}</p><p><a href="${escapeHtml(link)}">See where your verification stands</a></p>`,
  });
}
