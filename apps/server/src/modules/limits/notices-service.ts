import { LIMIT_DEFINITION } from '@casino/contracts';
import type { BatchLoader } from '../../shared/batch-loader.ts';
import type { LimitNotice, LimitsContext } from './context.ts';
import type { LimitRow } from './repository.ts';
import * as repo from './repository.ts';

export type { LimitNotice } from './context.ts';

/** The percents of a limit a player is told about, highest first. */
const THRESHOLDS = [100, 80, 50] as const;
const DAY_MS = 86_400_000;

const KINDS: Record<number, LimitNotice['kind']> = {
  [LIMIT_DEFINITION.bet]: 'bet',
  [LIMIT_DEFINITION.loss]: 'loss',
  [LIMIT_DEFINITION.deposit]: 'deposit',
};

/**
 * The start of the limit's period that holds `now`: periods run from the limit's creation in
 * steps of its `period_days` (the use itself stays the rolling window of docs/decisions/026).
 */
export function periodStartOf(limit: { createdAt: Date; periodDays: number }, now: Date) {
  const length = limit.periodDays * DAY_MS;
  const elapsed = Math.max(0, now.getTime() - limit.createdAt.getTime());
  return new Date(limit.createdAt.getTime() + Math.floor(elapsed / length) * length);
}

/**
 * After money moved (a settled round: bet and loss limits; a credited deposit: deposit limits),
 * tells the player each limit whose use reached 50, 80 or 100 percent, once per threshold and
 * period (issue 35). Thresholds passed together (0 to 85 percent in one deposit) are all
 * recorded and only the highest is told. Runs after the commit, outside any transaction: the
 * unique key of `player_limit_notices` makes two settles crossing 80 percent at once tell it
 * once. A player without such a limit costs one indexed read. Returns the notices told.
 */
export async function sendLimitNotices(
  ctx: LimitsContext,
  playerId: string,
  moved: 'game' | 'deposit',
  /**
   * The player's active limits read with other players' (a settled round's batch); read here
   * without.
   */
  batched?: BatchLoader<string, LimitRow[]>,
): Promise<LimitNotice[]> {
  const now = ctx.clock.now();
  const definitions: number[] =
    moved === 'game' ? [LIMIT_DEFINITION.bet, LIMIT_DEFINITION.loss] : [LIMIT_DEFINITION.deposit];
  const active = batched
    ? await batched.load(playerId)
    : await repo.findActiveLimits(ctx.db, playerId);
  const limits = active.filter(
    (r) =>
      definitions.includes(r.definition) &&
      r.amount !== null &&
      r.amount > 0 &&
      r.periodDays !== null &&
      r.period !== null &&
      r.currency !== null,
  );
  if (limits.length === 0) return [];
  const usage =
    moved === 'game'
      ? await repo.gameUsage(ctx.db, playerId)
      : await repo.depositUsage(ctx.db, playerId, now);
  const usedOf = new Map(usage.map((u) => [u.id, Math.max(0, u.used)]));
  const told: LimitNotice[] = [];
  for (const limit of limits) {
    const amount = limit.amount!;
    const used = usedOf.get(limit.id) ?? 0;
    const reached = THRESHOLDS.filter((t) => used * 100 >= t * amount);
    if (reached.length === 0) continue;
    const periodStart = periodStartOf(
      { createdAt: limit.createdAt, periodDays: limit.periodDays! },
      now,
    );
    const recorded = await repo.recordNotices(
      ctx.db,
      reached.map((threshold) => ({
        playerId,
        limitId: limit.id,
        periodStart,
        threshold,
        used,
        sentAt: now,
      })),
    );
    const threshold = THRESHOLDS.find((t) => recorded.includes(t));
    if (threshold === undefined) continue;
    const notice: LimitNotice = {
      limitId: limit.id,
      kind: KINDS[limit.definition]!,
      period: limit.period!,
      threshold,
      currency: limit.currency!,
      amount,
      used,
      periodStart,
    };
    told.push(notice);
    // Its failure (the inbox down) is logged; the notice stays recorded, as sent once.
    await ctx.notify(playerId, notice).catch((err: unknown) => {
      ctx.log.warn({ err, playerId, limitId: limit.id }, 'limit notice not delivered');
    });
  }
  return told;
}
