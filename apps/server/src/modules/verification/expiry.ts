import type { DocumentKind } from '@casino/contracts';
import { defineTransactionScope } from '../../shared/transaction.ts';
import { todayOf, type VerificationContext } from './context.ts';
import { documentExpiredMail } from './expiry-mail.ts';
import type { VerificationFailure } from './failures.ts';
import * as repo from './repository.ts';
import { effectiveLevel } from './status.ts';

const scope = defineTransactionScope<VerificationFailure>('verification-expiry');

/** Documents told per pass; the next pass takes the rest. */
const BATCH = 100;

/**
 * The expiry date an approval gets when the reviewer gives none: the approval day plus the
 * kind's validity (KYC_DOCUMENT_VALIDITY_DAYS), or none.
 */
export function defaultExpiry(ctx: VerificationContext, kind: DocumentKind): string | null {
  const days = ctx.validityDays[kind];
  if (!days) return null;
  const day = new Date(`${todayOf(ctx)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * The expiry sweep (docs/decisions/028): each approved document past its expiry day is marked
 * told, the level it no longer proves is written down with a history entry, and the player
 * hears of it live and by mail in their language. Each document is told once.
 */
export async function tellExpiredDocuments(ctx: VerificationContext): Promise<number> {
  const due = await repo.expiredUntold(ctx.db, todayOf(ctx), BATCH);
  let told = 0;
  for (const { id } of due) {
    const result = await scope.run(ctx.db, async (tx) => {
      const row = await repo.findDocument(tx, id, { forUpdate: true });
      if (!row || row.expiryNotifiedAt) return null;
      const now = ctx.clock.now();
      const profile = await repo.profileOf(tx, row.playerId, { forUpdate: true });
      const docs = await repo.listDocuments(tx, row.playerId);
      const level = effectiveLevel(ctx, docs, profile);
      const document = await repo.updateDocument(tx, row.id, { expiryNotifiedAt: now });
      if (ctx.adapter !== 'sumsub') {
        await repo.updateProfile(tx, row.playerId, { level, updatedAt: now });
      }
      await repo.insertEvent(tx, {
        playerId: row.playerId,
        source: 'system',
        action: 'document.expired',
        documentId: row.id,
        levelBefore: profile.level,
        levelAfter: level,
        detail: { kind: row.kind, expiresOn: row.expiresOn },
        createdAt: now,
      });
      return { document, level };
    });
    if (!result.ok || !result.value) continue;
    const { document, level } = result.value;
    told += 1;
    ctx.events.emit({
      type: 'verification.updated',
      playerId: document.playerId,
      level,
      documentId: document.id,
      status: document.status,
    });
    const player = await repo.emailOf(ctx.db, document.playerId);
    if (player) {
      ctx.outbox.queue(
        documentExpiredMail(
          player.email,
          player.language,
          { kind: document.kind, expiresOn: document.expiresOn ?? '' },
          `${ctx.publicUrl}/profile/verification`,
        ),
      );
    }
  }
  return told;
}
