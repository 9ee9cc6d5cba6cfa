import {
  DOCUMENT_STATUS,
  type PlayerDocument,
  type VerificationLevel,
  type VerificationStatus,
} from '@casino/contracts';
import type { Db, Tx } from '@casino/db';
import { type KIND_LABEL, todayOf, type VerificationContext } from './context.ts';
import * as repo from './repository.ts';
import { requirementOf } from './rules.ts';
import { atLeast, type DocumentState, higherOf, kindState, levelOf } from './state-machine.ts';

export const toPlayerDocument = (row: repo.DocumentRow): PlayerDocument => ({
  id: row.id,
  referenceId: row.referenceId,
  fileName: row.fileName,
  kind: row.kind as PlayerDocument['kind'],
  status: row.status,
  final: row.final,
  reason: row.reason,
  contentType: row.contentType,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
});

const toState = (row: repo.DocumentRow): DocumentState => ({
  kind: row.kind as keyof typeof KIND_LABEL,
  status: row.status,
  final: row.final,
  expiresOn: row.expiresOn,
  createdAt: row.createdAt,
});

/**
 * The level in force: what the documents prove today (an expired document no longer counts)
 * or what the applicant review decided (Sumsub), whichever is higher.
 */
export function effectiveLevel(
  ctx: VerificationContext,
  docs: repo.DocumentRow[],
  profile: repo.ProfileRow,
): VerificationLevel {
  const fromDocuments = levelOf(docs.map(toState), ctx.levels, todayOf(ctx));
  const fromReview = ctx.adapter === 'sumsub' ? (profile.level as VerificationLevel) : 'none';
  return higherOf(fromDocuments, fromReview);
}

/** Documents level + profile, read together (inside `tx` when given). */
export async function levelState(ctx: VerificationContext, playerId: string, db: Db | Tx = ctx.db) {
  const [docs, profile] = await Promise.all([
    repo.listDocuments(db, playerId),
    repo.profileOf(db, playerId),
  ]);
  return { docs, profile, level: effectiveLevel(ctx, docs, profile) };
}

/** What the verification page shows: level, whether it is required now and why, and each kind. */
export async function verificationStatus(
  ctx: VerificationContext,
  playerId: string,
): Promise<{ items: PlayerDocument[]; verification: VerificationStatus }> {
  const { docs, profile, level } = await levelState(ctx, playerId);
  const trigger = await requirementOf(ctx, playerId, null);
  const wanted = ctx.levels[ctx.rules.requiredLevel === 'full' ? 'full' : 'basic'];
  const today = todayOf(ctx);
  const states = docs.map(toState);
  return {
    items: docs.map(toPlayerDocument),
    verification: {
      adapter: ctx.adapter,
      level,
      requiredLevel: ctx.rules.requiredLevel,
      required: trigger !== null && !atLeast(level, ctx.rules.requiredLevel),
      trigger,
      withdrawalsFrozen: profile.withdrawalsFrozen,
      rejectedFinal: profile.rejectedFinal || docs.some((d) => d.final),
      needed: wanted.map((kind) => ({ kind, state: kindState(states, kind, today) })),
    },
  };
}

export const isPending = (row: repo.DocumentRow) => row.status === DOCUMENT_STATUS.pending;
