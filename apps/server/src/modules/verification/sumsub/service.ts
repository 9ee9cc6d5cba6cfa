import { timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../../shared/ids.ts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import { defineTransactionScope } from '../../../shared/transaction.ts';
import type { VerificationContext } from '../context.ts';
import type { VerificationFailure } from '../failures.ts';
import { notifyPlayer } from '../notify.ts';
import * as repo from '../repository.ts';
import { applyReview, type Review } from '../state-machine.ts';
import { webhookDigest } from './client.ts';

const scope = defineTransactionScope<VerificationFailure>('sumsub');

/**
 * `POST /api/player/sumsub/token`: the applicant is created on first use (its id kept on the
 * profile), then a WebSDK access token is asked for.
 */
export async function sumsubToken(
  ctx: VerificationContext,
  playerId: string,
): Promise<
  Result<
    { token: string; userId: string; levelName: string; expiresAt: string; sdkUrl: string },
    VerificationFailure
  >
> {
  const client = ctx.sumsub;
  if (!client) return fail({ kind: 'adapter_off', adapter: 'sumsub' });
  try {
    const profile = await repo.profileOf(ctx.db, playerId);
    if (!profile.sumsubApplicantId) {
      const player = await repo.emailOf(ctx.db, playerId);
      const { applicantId } = await client.ensureApplicant(playerId, player?.email ?? '');
      await repo.updateProfile(ctx.db, playerId, { sumsubApplicantId: applicantId });
    }
    const { token, userId } = await client.accessToken(playerId);
    const expiresAt = new Date(ctx.clock.now().getTime() + client.tokenTtlSeconds * 1000);
    return ok({
      token,
      userId,
      levelName: client.levelName,
      expiresAt: expiresAt.toISOString(),
      sdkUrl: ctx.sumsubSdkUrl,
    });
  } catch (err) {
    ctx.log.warn({ err, playerId }, 'sumsub token not issued');
    return fail({ kind: 'provider_unavailable' });
  }
}

export type WebhookAnswer =
  | { status: 'unauthorized' }
  | { status: 'bad_request'; message: string }
  | {
      status: 'ok';
      outcome: 'applied' | 'late_red' | 'stale' | 'replay' | 'ignored' | 'unknown_player';
    };

interface SumsubWebhook {
  type?: unknown;
  applicantId?: unknown;
  externalUserId?: unknown;
  createdAtMs?: unknown;
  createdAt?: unknown;
  reviewResult?: {
    reviewAnswer?: unknown;
    reviewRejectType?: unknown;
    moderationComment?: unknown;
  };
}

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * A Sumsub webhook: the payload digest is checked first (nothing else is read before), each
 * payload is processed once (its digest is the key), and reviews apply in order of their
 * time. `applicantReviewed` moves the level (GREEN full, RED none, FINAL blocks retries); a RED
 * after a GREEN freezes withdrawals and tells compliance (the history and the log).
 */
export async function handleSumsubWebhook(
  ctx: VerificationContext,
  raw: Uint8Array,
  headers: { digest?: string; alg?: string },
): Promise<WebhookAnswer> {
  const secret = ctx.sumsubWebhookSecret;
  if (!secret || !headers.digest) return { status: 'unauthorized' };
  const alg = (headers.alg ?? 'HMAC_SHA256_HEX') as Parameters<typeof webhookDigest>[2];
  if (!['HMAC_SHA1_HEX', 'HMAC_SHA256_HEX', 'HMAC_SHA512_HEX'].includes(alg as string)) {
    return { status: 'unauthorized' };
  }
  const digest = webhookDigest(secret, raw, alg);
  if (!sameHex(digest, headers.digest.toLowerCase())) return { status: 'unauthorized' };

  let payload: SumsubWebhook;
  try {
    payload = JSON.parse(Buffer.from(raw).toString('utf8')) as SumsubWebhook;
  } catch {
    return { status: 'bad_request', message: 'The body is not JSON' };
  }
  const at = new Date(
    typeof payload.createdAtMs === 'string' || typeof payload.createdAtMs === 'number'
      ? Number(payload.createdAtMs)
      : String(payload.createdAt ?? ''),
  );
  if (typeof payload.type !== 'string' || Number.isNaN(at.getTime())) {
    return { status: 'bad_request', message: 'type and createdAtMs are required' };
  }
  const applicantId = typeof payload.applicantId === 'string' ? payload.applicantId : null;
  const externalUserId = typeof payload.externalUserId === 'string' ? payload.externalUserId : null;

  const result = await scope.run(ctx.db, async (tx) => {
    const byApplicant = applicantId ? await repo.findProfileByApplicant(tx, applicantId) : null;
    const playerId =
      byApplicant?.playerId ??
      (externalUserId && isUuid(externalUserId) && (await repo.emailOf(tx, externalUserId))
        ? externalUserId
        : null);
    const fresh = await repo.claimWebhook(tx, {
      digest,
      type: payload.type as string,
      applicantId,
      playerId,
      eventAt: at,
      outcome: 'received',
      receivedAt: ctx.clock.now(),
    });
    if (!fresh) return { outcome: 'replay' as const };
    if (!playerId) {
      await repo.setWebhookOutcome(tx, digest, 'unknown_player');
      return { outcome: 'unknown_player' as const };
    }
    if (payload.type !== 'applicantReviewed') {
      await repo.setWebhookOutcome(tx, digest, 'ignored');
      return { outcome: 'ignored' as const };
    }
    const answer = payload.reviewResult?.reviewAnswer;
    if (answer !== 'GREEN' && answer !== 'RED') {
      await repo.setWebhookOutcome(tx, digest, 'ignored');
      return { outcome: 'ignored' as const };
    }
    const review: Review = {
      answer,
      rejectType:
        payload.reviewResult?.reviewRejectType === 'FINAL'
          ? 'FINAL'
          : answer === 'RED'
            ? 'RETRY'
            : null,
      at,
    };
    const profile = await repo.profileOf(tx, playerId, { forUpdate: true });
    const applied = applyReview(
      {
        level: profile.level as 'none' | 'basic' | 'full',
        rejectedFinal: profile.rejectedFinal,
        withdrawalsFrozen: profile.withdrawalsFrozen,
        answer: profile.sumsubAnswer as 'GREEN' | 'RED' | null,
        answeredAt: profile.sumsubEventAt,
      },
      review,
    );
    await repo.setWebhookOutcome(tx, digest, applied.outcome);
    if (applied.outcome === 'stale') return { outcome: 'stale' as const };
    const { next } = applied;
    await repo.updateProfile(tx, playerId, {
      level: next.level,
      rejectedFinal: next.rejectedFinal,
      withdrawalsFrozen: next.withdrawalsFrozen,
      sumsubApplicantId: profile.sumsubApplicantId ?? applicantId,
      sumsubAnswer: next.answer,
      sumsubEventAt: next.answeredAt,
      updatedAt: ctx.clock.now(),
    });
    await repo.insertEvent(tx, {
      playerId,
      source: 'sumsub',
      action:
        applied.outcome === 'late_red' ? 'applicant.late_red' : `applicant.${answer.toLowerCase()}`,
      levelBefore: profile.level,
      levelAfter: next.level,
      detail: {
        applicantId,
        ...(review.rejectType ? { rejectType: review.rejectType } : {}),
        ...(applied.outcome === 'late_red' ? { withdrawalsFrozen: true } : {}),
      },
      createdAt: ctx.clock.now(),
    });
    if (applied.outcome === 'late_red') {
      // Compliance sees it in the back office's alert list until someone resolves it.
      await repo.insertAlert(tx, {
        playerId,
        kind: 'late_red',
        detail: {
          applicantId,
          levelBefore: profile.level,
          ...(review.rejectType ? { rejectType: review.rejectType } : {}),
        },
        createdAt: ctx.clock.now(),
      });
    }
    return { outcome: applied.outcome, playerId, level: next.level, final: next.rejectedFinal };
  });
  if (!result.ok) return { status: 'bad_request', message: 'not processed' };
  const done = result.value;
  if ('playerId' in done && done.playerId && done.level) {
    if (done.outcome === 'late_red') {
      ctx.log.warn(
        { playerId: done.playerId, applicantId },
        'compliance: Sumsub rejected a player it had approved; withdrawals frozen',
      );
    }
    await notifyPlayer(ctx, done.playerId, {
      level: done.level,
      text:
        done.level === 'full'
          ? 'Your identity is verified.'
          : done.final
            ? 'We could not verify your identity.'
            : 'We could not verify your identity yet. Please try again.',
    });
  }
  return { status: 'ok', outcome: done.outcome };
}
