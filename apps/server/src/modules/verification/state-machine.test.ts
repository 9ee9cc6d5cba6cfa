import { DOCUMENT_STATUS } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  type ApplicantState,
  applyReview,
  type DocumentState,
  decide,
  levelOf,
  mayUpload,
} from './state-machine.ts';

const rules = { basic: ['identity'], full: ['identity', 'address'] } as const;
const doc = (
  kind: DocumentState['kind'],
  status: number,
  extra: Partial<DocumentState> = {},
): DocumentState => ({
  kind,
  status,
  final: false,
  expiresOn: null,
  createdAt: new Date('2026-01-01'),
  ...extra,
});
const { pending, approved, rejected } = DOCUMENT_STATUS;

describe('verification state machine', () => {
  it('moves a document only out of pending', () => {
    expect(decide({ status: pending }, { decision: 'approve' })).toMatchObject({
      ok: true,
      status: approved,
    });
    expect(decide({ status: pending }, { decision: 'reject', final: true })).toMatchObject({
      ok: true,
      status: rejected,
      final: true,
    });
    expect(decide({ status: approved }, { decision: 'reject', final: false })).toEqual({
      ok: false,
      reason: 'not_pending',
    });
    expect(decide({ status: rejected }, { decision: 'approve' })).toEqual({
      ok: false,
      reason: 'not_pending',
    });
  });

  it('gives the level the approved documents prove, and drops it when one expires', () => {
    const today = '2026-06-01';
    expect(levelOf([], rules, today)).toBe('none');
    expect(levelOf([doc('identity', pending)], rules, today)).toBe('none');
    expect(levelOf([doc('identity', approved)], rules, today)).toBe('basic');
    expect(levelOf([doc('identity', approved), doc('address', approved)], rules, today)).toBe(
      'full',
    );
    const expiring = doc('identity', approved, { expiresOn: '2026-05-31' });
    expect(levelOf([expiring, doc('address', approved)], rules, today)).toBe('none');
    expect(levelOf([expiring, doc('address', approved)], rules, '2026-05-31')).toBe('full');
  });

  it('lets a retryable rejection be sent again, not a final one or an approved kind', () => {
    const today = '2026-06-01';
    expect(mayUpload([doc('identity', rejected)], 'identity', false, today)).toEqual({ ok: true });
    expect(
      mayUpload([doc('identity', rejected, { final: true })], 'identity', false, today).ok,
    ).toBe(false);
    expect(mayUpload([doc('identity', approved)], 'identity', false, today).ok).toBe(false);
    expect(
      mayUpload([doc('identity', approved, { expiresOn: '2026-01-01' })], 'identity', false, today),
    ).toEqual({ ok: true });
    expect(mayUpload([], 'address', true, today).ok).toBe(false);
  });

  it('applies applicant reviews in time order; RED after GREEN freezes withdrawals', () => {
    const start: ApplicantState = {
      level: 'none',
      rejectedFinal: false,
      withdrawalsFrozen: false,
      answer: null,
      answeredAt: null,
    };
    const green = applyReview(start, { answer: 'GREEN', rejectType: null, at: new Date(1000) });
    expect(green).toMatchObject({ outcome: 'applied', next: { level: 'full' } });
    if (green.outcome === 'stale') throw new Error('unreachable');
    expect(
      applyReview(green.next, { answer: 'RED', rejectType: 'RETRY', at: new Date(500) }),
    ).toEqual({ outcome: 'stale' });
    expect(
      applyReview(green.next, { answer: 'RED', rejectType: 'RETRY', at: new Date(1000) }),
    ).toEqual({ outcome: 'stale' });
    const late = applyReview(green.next, {
      answer: 'RED',
      rejectType: 'RETRY',
      at: new Date(2000),
    });
    expect(late).toMatchObject({
      outcome: 'late_red',
      next: { level: 'none', withdrawalsFrozen: true, rejectedFinal: false },
    });
    const redFirst = applyReview(start, { answer: 'RED', rejectType: 'FINAL', at: new Date(1000) });
    expect(redFirst).toMatchObject({
      outcome: 'applied',
      next: { level: 'none', withdrawalsFrozen: false, rejectedFinal: true },
    });
  });
});
