import {
  DOCUMENT_STATUS,
  type DocumentKind,
  type VerificationLevel,
  type VerificationStatus,
} from '@casino/contracts';

/**
 * The one verification state machine (docs/decisions/028), pure: every adapter (builtin,
 * sandbox, sumsub) moves a player through these states and nothing else.
 *
 * Per document: pending → approved | rejected (retry) | rejected (final); nothing leaves
 * approved or rejected. Per player: the level is `full` when every document `full` asks for
 * has an approved, unexpired document, `basic` likewise, else `none`. Sumsub decides the level
 * for the applicant as a whole (GREEN: full; RED: none), through `applyReview`.
 */

export type Decision =
  | { decision: 'approve'; expiresOn?: string | null }
  | { decision: 'reject'; final: boolean };

export interface DocumentState {
  kind: DocumentKind;
  status: number;
  final: boolean;
  expiresOn: string | null;
  createdAt: Date;
}

export interface LevelRules {
  basic: readonly DocumentKind[];
  full: readonly DocumentKind[];
}

const RANK: Record<VerificationLevel, number> = { none: 0, basic: 1, full: 2 };

export const atLeast = (level: VerificationLevel, needed: VerificationLevel) =>
  RANK[level] >= RANK[needed];

export const higherOf = (a: VerificationLevel, b: VerificationLevel) =>
  RANK[a] >= RANK[b] ? a : b;

/** A document's next state under a decision, or why it cannot move. */
export function decide(
  doc: Pick<DocumentState, 'status'>,
  decision: Decision,
):
  | { ok: true; status: number; final: boolean; expiresOn: string | null }
  | { ok: false; reason: 'not_pending' } {
  if (doc.status !== DOCUMENT_STATUS.pending) return { ok: false, reason: 'not_pending' };
  return decision.decision === 'approve'
    ? {
        ok: true,
        status: DOCUMENT_STATUS.approved,
        final: false,
        expiresOn: decision.expiresOn ?? null,
      }
    : { ok: true, status: DOCUMENT_STATUS.rejected, final: decision.final, expiresOn: null };
}

const isExpired = (doc: DocumentState, today: string) =>
  doc.expiresOn !== null && doc.expiresOn < today;

type KindState = VerificationStatus['needed'][number]['state'];

/** Where one kind stands: the best of its documents (approved beats pending beats rejected). */
export function kindState(docs: DocumentState[], kind: DocumentKind, today: string): KindState {
  const mine = docs.filter((d) => d.kind === kind);
  if (mine.some((d) => d.status === DOCUMENT_STATUS.approved && !isExpired(d, today))) {
    return 'approved';
  }
  if (mine.some((d) => d.status === DOCUMENT_STATUS.pending)) return 'pending';
  if (mine.some((d) => d.status === DOCUMENT_STATUS.approved)) return 'expired';
  if (mine.some((d) => d.status === DOCUMENT_STATUS.rejected)) return 'rejected';
  return 'missing';
}

/** The level the documents prove today (an expired identity document no longer counts). */
export function levelOf(
  docs: DocumentState[],
  rules: LevelRules,
  today: string,
): VerificationLevel {
  const proven = (kinds: readonly DocumentKind[]) =>
    kinds.every((kind) => kindState(docs, kind, today) === 'approved');
  if (proven(rules.full)) return 'full';
  if (proven(rules.basic)) return 'basic';
  return 'none';
}

/** Whether a new document of `kind` may be sent, or why not. */
export function mayUpload(
  docs: DocumentState[],
  kind: DocumentKind,
  rejectedFinal: boolean,
  today: string,
): { ok: true } | { ok: false; message: string } {
  if (rejectedFinal || docs.some((d) => d.kind === kind && d.final)) {
    return { ok: false, message: 'Verification was refused; contact support' };
  }
  if (kindState(docs, kind, today) === 'approved') {
    return { ok: false, message: 'This document is already approved' };
  }
  return { ok: true };
}

export interface ApplicantState {
  level: VerificationLevel;
  rejectedFinal: boolean;
  withdrawalsFrozen: boolean;
  /** The last review answer applied and its time. */
  answer: 'GREEN' | 'RED' | null;
  answeredAt: Date | null;
}

export interface Review {
  answer: 'GREEN' | 'RED';
  rejectType: 'RETRY' | 'FINAL' | null;
  at: Date;
}

/**
 * A review of the applicant as a whole (Sumsub). Reviews apply in order of their time: one
 * older than the last applied changes nothing (`stale`). RED after GREEN is `late_red`: the
 * level drops and withdrawals freeze until compliance looks.
 */
export function applyReview(
  state: ApplicantState,
  review: Review,
): { outcome: 'stale' } | { outcome: 'applied' | 'late_red'; next: ApplicantState } {
  if (state.answeredAt && review.at.getTime() <= state.answeredAt.getTime()) {
    return { outcome: 'stale' };
  }
  if (review.answer === 'GREEN') {
    return {
      outcome: 'applied',
      next: {
        ...state,
        level: 'full',
        rejectedFinal: false,
        answer: 'GREEN',
        answeredAt: review.at,
      },
    };
  }
  const late = state.answer === 'GREEN';
  return {
    outcome: late ? 'late_red' : 'applied',
    next: {
      level: 'none',
      rejectedFinal: review.rejectType === 'FINAL',
      withdrawalsFrozen: state.withdrawalsFrozen || late,
      answer: 'RED',
      answeredAt: review.at,
    },
  };
}
