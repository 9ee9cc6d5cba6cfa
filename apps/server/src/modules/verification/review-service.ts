import { DOCUMENT_STATUS, type DocumentKind, type VerificationLevel } from '@casino/contracts';
import { isUuid } from '../../shared/ids.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { defineTransactionScope } from '../../shared/transaction.ts';
import type { VerificationContext } from './context.ts';
import { defaultExpiry } from './expiry.ts';
import type { VerificationFailure } from './failures.ts';
import { notifyPlayer } from './notify.ts';
import * as repo from './repository.ts';
import { type Decision, decide } from './state-machine.ts';
import { effectiveLevel, toPlayerDocument } from './status.ts';

const scope = defineTransactionScope<VerificationFailure>('verification');

export interface ReviewInput {
  decision: 'approve' | 'reject';
  reason?: string;
  note?: string;
  final?: boolean;
  expiresOn?: string;
}

/** Who decided: an operator (label), or the sandbox tester page. */
export interface Reviewer {
  source: 'operator' | 'sandbox';
  label: string;
}

const toDecision = (input: ReviewInput, fallbackExpiry: string | null): Decision =>
  input.decision === 'approve'
    ? { decision: 'approve', expiresOn: input.expiresOn ?? fallbackExpiry }
    : { decision: 'reject', final: input.final ?? false };

/**
 * Approves or rejects one pending document (the state machine's move), in one transaction
 * with the level it gives and a history entry; the player hears of it after the commit.
 */
export async function reviewDocument(
  ctx: VerificationContext,
  id: string,
  input: ReviewInput,
  reviewer: Reviewer,
): Promise<
  Result<
    { document: repo.DocumentRow; levelBefore: VerificationLevel; level: VerificationLevel },
    VerificationFailure
  >
> {
  if (!isUuid(id)) return fail({ kind: 'document_not_found' });
  const result = await scope.run(ctx.db, async (tx) => {
    const row = await repo.findDocument(tx, id, { forUpdate: true });
    if (!row) return scope.rollback({ kind: 'document_not_found' });
    const profile = await repo.profileOf(tx, row.playerId, { forUpdate: true });
    const docs = await repo.listDocuments(tx, row.playerId);
    const levelBefore = effectiveLevel(ctx, docs, profile);
    const next = decide(row, toDecision(input, defaultExpiry(ctx, row.kind as DocumentKind)));
    if (!next.ok) return scope.rollback({ kind: 'document_not_pending' });
    const now = ctx.clock.now();
    const document = await repo.updateDocument(tx, row.id, {
      status: next.status,
      final: next.final,
      expiresOn: next.expiresOn,
      reason: input.decision === 'reject' ? (input.reason ?? null) : null,
      note: input.note ?? null,
      reviewedBy: reviewer.label,
      reviewedAt: now,
    });
    const level = effectiveLevel(
      ctx,
      docs.map((d) => (d.id === document.id ? document : d)),
      profile,
    );
    await repo.updateProfile(tx, row.playerId, {
      level: ctx.adapter === 'sumsub' ? profile.level : level,
      rejectedFinal: profile.rejectedFinal || next.final,
      updatedAt: now,
    });
    await repo.insertEvent(tx, {
      playerId: row.playerId,
      source: reviewer.source,
      action: `document.${input.decision}`,
      documentId: row.id,
      levelBefore,
      levelAfter: level,
      detail: {
        kind: row.kind,
        by: reviewer.label,
        ...(input.reason ? { reason: input.reason } : {}),
        ...(next.final ? { final: true } : {}),
      },
      createdAt: now,
    });
    return { document, levelBefore, level };
  });
  if (result.ok) await notifyPlayer(ctx, result.value.document.playerId, result.value);
  return result;
}

/** The compliance queue: documents of one status, oldest first, with the player's email. */
export async function documentQueue(
  ctx: VerificationContext,
  query: {
    status: 'pending' | 'approved' | 'rejected';
    playerId?: string;
    page: number;
    perPage: number;
  },
) {
  const { rows, total } = await repo.queue(ctx.db, {
    ...query,
    status: DOCUMENT_STATUS[query.status],
  });
  return { items: rows.map(({ doc, email }) => toBackofficeDocument(doc, email)), total };
}

export function toBackofficeDocument(row: repo.DocumentRow, email: string) {
  return {
    ...toPlayerDocument(row),
    playerId: row.playerId,
    playerEmail: email,
    note: row.note,
    reviewedBy: row.reviewedBy,
    expiresOn: row.expiresOn,
  };
}

/** The player card's verification: level, flags, every document and the history. */
export async function playerVerification(ctx: VerificationContext, playerId: string) {
  if (!isUuid(playerId)) return fail<VerificationFailure>({ kind: 'player_not_found' });
  const player = await repo.emailOf(ctx.db, playerId);
  if (!player) return fail<VerificationFailure>({ kind: 'player_not_found' });
  const [docs, profile, history] = await Promise.all([
    repo.listDocuments(ctx.db, playerId),
    repo.profileOf(ctx.db, playerId),
    repo.listEvents(ctx.db, playerId),
  ]);
  return ok({
    level: effectiveLevel(ctx, docs, profile),
    withdrawalsFrozen: profile.withdrawalsFrozen,
    rejectedFinal: profile.rejectedFinal,
    sumsubApplicantId: profile.sumsubApplicantId,
    documents: docs.map((d) => toBackofficeDocument(d, player.email)),
    history: history.map((e) => ({
      id: e.id,
      source: e.source,
      action: e.action,
      levelBefore: e.levelBefore as VerificationLevel,
      levelAfter: e.levelAfter as VerificationLevel,
      detail: e.detail,
      createdAt: e.createdAt.toISOString(),
    })),
  });
}

/** Compliance lifts a freeze (after a late rejection), with its note in the history. */
export async function unfreezeWithdrawals(
  ctx: VerificationContext,
  playerId: string,
  note: string,
  by: string,
) {
  if (!isUuid(playerId)) return fail<VerificationFailure>({ kind: 'player_not_found' });
  const result = await scope.run(ctx.db, async (tx) => {
    // An unknown player has no profile to create (its row refers to the player): 404, not 500.
    if (!(await repo.emailOf(tx, playerId))) return scope.rollback({ kind: 'player_not_found' });
    const profile = await repo.profileOf(tx, playerId, { forUpdate: true });
    if (!profile.withdrawalsFrozen) return scope.rollback({ kind: 'not_frozen' });
    await repo.updateProfile(tx, playerId, {
      withdrawalsFrozen: false,
      updatedAt: ctx.clock.now(),
    });
    await repo.insertEvent(tx, {
      playerId,
      source: 'operator',
      action: 'withdrawals.unfreeze',
      levelBefore: profile.level,
      levelAfter: profile.level,
      detail: { note, by },
      createdAt: ctx.clock.now(),
    });
    return null;
  });
  if (!result.ok) return result;
  const card = await playerVerification(ctx, playerId);
  return card;
}
