import type { RealityCheck } from '@casino/contracts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { roundResultsSince } from '../game/facts-service.ts';
import { sessionStartedAt } from '../player/session-service.ts';
import type { LimitsContext } from './context.ts';
import type { LimitFailure } from './failures.ts';
import * as repo from './repository.ts';

/** The session a reality check belongs to: the player and their login session. */
export interface SessionRef {
  id: string;
  sessionId: string;
}

/**
 * The jurisdiction's reality-check cadence (issue 32, NL 30 min): the player's own interval
 * when it is no longer, else the cadence; the intervals offered are those no longer than it
 * (and the cadence itself). Without a cadence, the player's choice and every option.
 */
async function cadenceOf(ctx: LimitsContext, playerId: string) {
  const { profile } = await ctx.jurisdictionOf(ctx.db, playerId);
  const most = profile.deposits.realityCheckMinutes;
  if (most === null) return { most, options: ctx.realityCheckMinutes };
  const shorter = ctx.realityCheckMinutes.filter((m) => m > 0 && m < most);
  return { most, options: [...shorter, most] };
}

const effectiveMinutes = (chosen: number, most: number | null) =>
  most !== null && (chosen <= 0 || chosen > most) ? most : chosen;

/**
 * The reality check of the current session (issue 15, docs/decisions/026): due every
 * `minutes` since the session started or since the last acknowledgement, whichever is later.
 * Time and results come from the server (the session's start, the rounds since then).
 */
export async function realityCheck(ctx: LimitsContext, who: SessionRef): Promise<RealityCheck> {
  const now = ctx.clock.now();
  const settings = await repo.findRgSettings(ctx.db, who.id);
  const started = (await sessionStartedAt(ctx.db, who.sessionId)) ?? now;
  const cadence = await cadenceOf(ctx, who.id);
  const minutes = effectiveMinutes(settings?.realityCheckMinutes ?? 0, cadence.most);
  const ack = settings?.realityCheckAckAt;
  const since = ack && ack > started ? ack : started;
  const dueAt = minutes > 0 ? new Date(since.getTime() + minutes * 60_000) : null;
  return {
    minutes,
    options: cadence.options,
    mayTurnOff: cadence.most === null,
    sessionStartedAt: started.toISOString(),
    playedSeconds: Math.max(0, Math.floor((now.getTime() - started.getTime()) / 1000)),
    dueAt: dueAt?.toISOString() ?? null,
    dueInSeconds: dueAt ? Math.max(0, Math.ceil((dueAt.getTime() - now.getTime()) / 1000)) : null,
    isDue: dueAt !== null && dueAt <= now,
    results: await roundResultsSince(ctx.db, who.id, started),
  };
}

/**
 * Chooses the interval (0 = off, or one of RG_REALITY_CHECK_MINUTES); counts from now. Where the
 * jurisdiction sets a cadence, off and longer intervals are refused (`minutes` named).
 */
export async function setRealityCheck(
  ctx: LimitsContext,
  who: SessionRef,
  minutes: number,
): Promise<Result<RealityCheck, LimitFailure>> {
  const cadence = await cadenceOf(ctx, who.id);
  if (cadence.most !== null && !cadence.options.includes(minutes)) {
    return fail({
      kind: 'invalid_fields',
      fields: {
        minutes: [
          `Your jurisdiction needs a reality check at least every ${cadence.most} minutes: one of ${cadence.options.join(', ')}`,
        ],
      },
    });
  }
  if (cadence.most === null && minutes !== 0 && !ctx.realityCheckMinutes.includes(minutes)) {
    return fail({
      kind: 'invalid_fields',
      fields: { minutes: [`One of 0, ${ctx.realityCheckMinutes.join(', ')}`] },
    });
  }
  const now = ctx.clock.now();
  await repo.saveRgSettings(ctx.db, who.id, {
    realityCheckMinutes: minutes,
    realityCheckAckAt: now,
    updatedAt: now,
  });
  return ok(await realityCheck(ctx, who));
}

/** The player saw the reality check: the next one is due an interval from now. */
export async function acknowledgeRealityCheck(
  ctx: LimitsContext,
  who: SessionRef,
): Promise<RealityCheck> {
  const now = ctx.clock.now();
  await repo.saveRgSettings(ctx.db, who.id, { realityCheckAckAt: now, updatedAt: now });
  return realityCheck(ctx, who);
}
