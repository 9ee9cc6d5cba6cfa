import {
  LIMIT_DEFINITION,
  LIMIT_STATUS,
  type LimitChangeRequest,
  type PlayerLimit,
  type PlayerLimitList,
} from '@casino/contracts';
import type { Db, Tx } from '@casino/db';
import { fail, ok, type Result } from '../../shared/result.ts';
import { defineTransactionScope, lockKey } from '../../shared/transaction.ts';
import { closeAllPlayerSessions } from '../player/operator-service.ts';
import { getConstants } from '../settings/service.ts';
import type { LimitsContext } from './context.ts';
import type { LimitFailure } from './failures.ts';
import {
  affordabilityState,
  checkJurisdictionDeposit,
  isDepositLimitChoiceRequired,
  monthlyCap,
  type PlayerJurisdiction,
} from './jurisdiction-service.ts';
import * as repo from './repository.ts';

export { createLimitsContext, type LimitsContext } from './context.ts';
export { unwrap as unwrapLimits } from './failures.ts';

const CASH = new Set<number>([
  LIMIT_DEFINITION.bet,
  LIMIT_DEFINITION.loss,
  LIMIT_DEFINITION.deposit,
]);
const EXCLUSION = new Set<number>([LIMIT_DEFINITION.selfExclusion, LIMIT_DEFINITION.coolingOff]);
const DAY_MS = 86_400_000;

const scope = defineTransactionScope<LimitFailure>('limits');

/** Who asks for a change: the player, or an operator (who may only tighten). */
export type Actor = { kind: 'player' } | { kind: 'operator'; operatorId: string };
const actorName = (actor: Actor) =>
  actor.kind === 'player' ? 'player' : `operator:${actor.operatorId}`;

/** An exclusion (4) or cooling-off (5) still running at `now` (null ends_at: permanent). */
export const isRunning = (row: repo.LimitRow, now: Date) =>
  EXCLUSION.has(row.definition) && (row.endsAt === null || row.endsAt > now);

/** The latest end among running exclusions: null = permanent, undefined = none. */
function exclusionEnd(rows: repo.LimitRow[], now: Date): Date | null | undefined {
  const running = rows.filter((r) => isRunning(r, now));
  if (running.length === 0) return undefined;
  if (running.some((r) => r.endsAt === null)) return null;
  return new Date(Math.max(...running.map((r) => r.endsAt!.getTime())));
}

/** Serialises the player's limited money movements (bets, deposits) until the commit. */
export const lockPlayer = (tx: Tx, playerId: string) => lockKey(tx, `rg:${playerId}`);

function limitValue(row: repo.LimitRow) {
  return CASH.has(row.definition)
    ? { definition: row.definition, period: row.period, currency: row.currency, amount: row.amount }
    : { definition: row.definition, endsAt: row.endsAt?.toISOString() ?? null };
}

function toPlayerLimit(row: repo.LimitRow, used: Map<string, number>, now: Date): PlayerLimit {
  const expired = EXCLUSION.has(row.definition) && !isRunning(row, now);
  const hasPending =
    row.pendingAt !== null && (row.pendingRemove === 1 || row.pendingAmount !== null);
  return {
    id: row.id,
    definition: row.definition,
    period: row.period,
    periodDays: row.periodDays,
    status: expired ? LIMIT_STATUS.expired : row.status,
    currency: row.currency,
    amount: row.amount,
    endsAt: row.endsAt?.toISOString() ?? null,
    used: CASH.has(row.definition) ? Math.max(0, used.get(row.id) ?? 0) : null,
    pending: hasPending
      ? {
          amount: row.pendingRemove === 1 ? null : row.pendingAmount,
          availableAt: row.pendingAt!.toISOString(),
        }
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The player's limits with their use, and whether a time-out or exclusion runs; with the
 * player's jurisdiction, whether it still asks for a deposit-limit decision and its monthly cap.
 */
export async function listLimits(
  db: Db,
  playerId: string,
  now: Date,
  raiseDelayMs: number,
  jurisdiction?: PlayerJurisdiction,
): Promise<PlayerLimitList> {
  const rows = await repo.findActiveLimits(db, playerId);
  const used = new Map<string, number>();
  if (rows.some((r) => CASH.has(r.definition))) {
    for (const u of [
      ...(await repo.gameUsage(db, playerId)),
      ...(await repo.depositUsage(db, playerId, now)),
    ]) {
      used.set(u.id, u.used);
    }
  }
  const end = exclusionEnd(rows, now);
  const { limit } = (await getConstants(db)).player;
  const held = (await repo.findHeld(db, playerId)).map((r) => ({
    id: r.id,
    currency: r.currency,
    amount: r.amount,
    reason: r.reason as 'deposit_limit' | 'self_exclusion',
    heldAt: r.heldAt.toISOString(),
  }));
  const cap = jurisdiction ? await monthlyCap(db, playerId, jurisdiction, now) : null;
  return {
    held,
    depositLimitChoiceRequired: jurisdiction
      ? await isDepositLimitChoiceRequired(db, playerId, jurisdiction)
      : false,
    hasPanicButton: jurisdiction?.profile.deposits.hasPanicButton ?? false,
    // Asked of LUGAS by the player's own routes (lugas-service.ts), not here.
    crossOperatorLimit: null,
    monthlyDepositCap: cap && {
      currency: cap.currency,
      amount: cap.amount,
      used: cap.used,
      remaining: cap.remaining,
      ...(await affordabilityState(db, playerId, jurisdiction, cap.baseAmount)),
    },
    items: rows
      .filter((r) => !EXCLUSION.has(r.definition) || isRunning(r, now))
      .map((r) => toPlayerLimit(r, used, now)),
    isExcluded: end !== undefined,
    excludedUntil: end ? end.toISOString() : null,
    raiseDelayHours: Math.round(raiseDelayMs / 3_600_000),
    periods: {
      coolingOff: limit.coolingOffPeriods,
      selfExclusion: limit.selfExclusionPeriods,
    },
  };
}

/** The periods of the player.limit settings (days by id), read at the time of the change. */
async function periodsOf(db: Db) {
  const { limit } = (await getConstants(db)).player;
  return {
    cash: new Map(limit.cashPeriods.map((p) => [p.id, p.days])),
    coolingOff: new Map(limit.coolingOffPeriods.map((p) => [p.id, p.days])),
    selfExclusion: new Map(limit.selfExclusionPeriods.map((p) => [p.id, p.days])),
  };
}

/**
 * One change (docs/decisions/026), in one transaction with its history entry: tightening
 * (or a new limit) at once, raising or removing waits RG_RAISE_DELAY_HOURS and then needs
 * `confirm`; an exclusion starts at once, cannot be shortened, and closes every session of
 * the player (the sockets close after the commit).
 */
export async function changeLimit(
  ctx: LimitsContext,
  playerId: string,
  change: LimitChangeRequest,
  actor: Actor = { kind: 'player' },
): Promise<Result<PlayerLimitList, LimitFailure>> {
  const now = ctx.clock.now();
  const periods = await periodsOf(ctx.db);
  const jurisdiction = await ctx.jurisdictionOf(ctx.db, playerId);
  let excluded = false;
  const result = await scope.run(ctx.db, async (tx) => {
    await lockPlayer(tx, playerId);
    const history = (
      row: repo.LimitRow,
      action: string,
      old: unknown,
      effectiveAt: Date,
      next: unknown = limitValue(row),
    ) =>
      repo.appendHistory(tx, {
        limitId: row.id,
        playerId,
        actor: actorName(actor),
        action,
        oldValue: old,
        newValue: next,
        requestedAt: now,
        effectiveAt,
      });
    const mine = async (id: string) => {
      const row = await repo.findActiveLimit(tx, playerId, id);
      if (!row || !CASH.has(row.definition)) return scope.rollback({ kind: 'limit_not_found' });
      return row;
    };
    switch (change.action) {
      case 'set': {
        const days = periods.cash.get(change.period);
        if (days === undefined) {
          return scope.rollback({ kind: 'invalid_fields', fields: { period: ['Unknown period'] } });
        }
        const active = await repo.findActiveLimits(tx, playerId);
        const same = active.find(
          (r) => r.definition === change.definition && r.period === change.period,
        );
        if (!same) {
          const row = await repo.insertLimit(tx, {
            playerId,
            definition: change.definition,
            period: change.period,
            periodDays: days,
            currency: change.currency,
            amount: change.amount,
            status: LIMIT_STATUS.active,
            createdAt: now,
            updatedAt: now,
          });
          await history(row, 'set', null, now);
          break;
        }
        if (same.currency !== change.currency) {
          scope.rollback({
            kind: 'invalid_fields',
            fields: {
              currency: [`This limit is in ${same.currency}: remove it to set another currency`],
            },
          });
        }
        const old = limitValue(same);
        if (change.amount <= same.amount!) {
          const row = await repo.updateLimit(tx, same.id, {
            amount: change.amount,
            pendingAmount: null,
            pendingRemove: 0,
            pendingAt: null,
            updatedAt: now,
          });
          await history(row, 'tighten', old, now);
        } else {
          if (actor.kind === 'operator') scope.rollback({ kind: 'operator_may_only_tighten' });
          const availableAt = new Date(now.getTime() + ctx.raiseDelayMs);
          const row = await repo.updateLimit(tx, same.id, {
            pendingAmount: change.amount,
            pendingRemove: 0,
            pendingAt: availableAt,
            updatedAt: now,
          });
          await history(row, 'raise_requested', old, availableAt, {
            ...old,
            amount: change.amount,
          });
        }
        break;
      }
      case 'remove': {
        if (actor.kind === 'operator') scope.rollback({ kind: 'operator_may_only_tighten' });
        const row = await mine(change.id);
        const availableAt = new Date(now.getTime() + ctx.raiseDelayMs);
        await repo.updateLimit(tx, row.id, {
          pendingAmount: null,
          pendingRemove: 1,
          pendingAt: availableAt,
          updatedAt: now,
        });
        await history(row, 'remove_requested', limitValue(row), availableAt, null);
        break;
      }
      case 'confirm': {
        const row = await mine(change.id);
        if (row.pendingAt === null) return scope.rollback({ kind: 'nothing_pending' });
        if (row.pendingAt > now) {
          return scope.rollback({ kind: 'not_yet', availableAt: row.pendingAt });
        }
        const old = limitValue(row);
        const updated = await repo.updateLimit(tx, row.id, {
          ...(row.pendingRemove === 1
            ? { status: LIMIT_STATUS.expired }
            : { amount: row.pendingAmount }),
          pendingAmount: null,
          pendingRemove: 0,
          pendingAt: null,
          updatedAt: now,
        });
        await history(
          row,
          row.pendingRemove === 1 ? 'removed' : 'raised',
          old,
          now,
          row.pendingRemove === 1 ? null : limitValue(updated),
        );
        break;
      }
      case 'cancel': {
        const row = await mine(change.id);
        if (row.pendingAt === null) return scope.rollback({ kind: 'nothing_pending' });
        const updated = await repo.updateLimit(tx, row.id, {
          pendingAmount: null,
          pendingRemove: 0,
          pendingAt: null,
          updatedAt: now,
        });
        await history(updated, 'pending_cancelled', limitValue(row), now);
        break;
      }
      case 'decline': {
        // The player wants no deposit limit (issue 32): the jurisdiction's question is answered.
        if (actor.kind === 'operator') scope.rollback({ kind: 'operator_may_only_tighten' });
        await repo.saveRgSettings(tx, playerId, { depositLimitDeclinedAt: now, updatedAt: now });
        // Kept in the limit history beside the limits set, as the answer the player gave.
        await repo.appendHistory(tx, {
          limitId: null,
          playerId,
          actor: actorName(actor),
          action: 'declined',
          oldValue: null,
          newValue: { definition: LIMIT_DEFINITION.deposit },
          requestedAt: now,
          effectiveAt: now,
        });
        break;
      }
      case 'break': {
        // The one-tap 24 h break (DE panic button, issue 32): a cooling-off from now, unless a
        // time-out or exclusion already runs as long or longer.
        const endsAt = new Date(now.getTime() + DAY_MS);
        const current = exclusionEnd(await repo.findActiveLimits(tx, playerId), now);
        if (current === null || (current && current >= endsAt)) break;
        const row = await repo.insertLimit(tx, {
          playerId,
          definition: LIMIT_DEFINITION.coolingOff,
          status: LIMIT_STATUS.active,
          endsAt,
          createdAt: now,
          updatedAt: now,
        });
        await history(row, 'break_started', null, now);
        await closeAllPlayerSessions(tx, playerId, now);
        excluded = true;
        break;
      }
      case 'exclude': {
        const table =
          change.definition === LIMIT_DEFINITION.selfExclusion
            ? periods.selfExclusion
            : periods.coolingOff;
        const days = table.get(change.periodId);
        if (days === undefined) {
          return scope.rollback({
            kind: 'invalid_fields',
            fields: { periodId: ['Unknown period'] },
          });
        }
        const endsAt = days === 0 ? null : new Date(now.getTime() + days * DAY_MS);
        const current = exclusionEnd(await repo.findActiveLimits(tx, playerId), now);
        // Cannot be shortened: a new one must end no earlier than what runs.
        if (current === null || (current && endsAt && endsAt < current)) {
          scope.rollback({ kind: 'cannot_shorten', endsAt: current });
        }
        const row = await repo.insertLimit(tx, {
          playerId,
          definition: change.definition,
          status: LIMIT_STATUS.active,
          endsAt,
          createdAt: now,
          updatedAt: now,
        });
        await history(row, 'exclusion_started', null, now);
        await closeAllPlayerSessions(tx, playerId, now);
        excluded = true;
        break;
      }
    }
    return listLimits(tx, playerId, now, ctx.raiseDelayMs, jurisdiction);
  });
  if (!result.ok) return fail(result.error);
  // After the commit: every socket of the player closes (app.ts wires the event to the hub).
  if (excluded) {
    ctx.events.emit({ type: 'player.sessions.closed', playerId });
    // Its own failure must not undo the exclusion: logged, the sweep expires them later.
    await ctx.onExcluded(playerId).catch((err: unknown) => {
      ctx.log.warn({ err, playerId }, 'pending offers not ended after an exclusion');
    });
  }
  return ok(result.value);
}

/** The limits' append-only history of one player, newest first (back office). */
export async function limitHistory(db: Db, playerId: string) {
  const rows = await repo.listHistory(db, playerId);
  return rows.map((r) => ({
    ...r,
    requestedAt: r.requestedAt.toISOString(),
    effectiveAt: r.effectiveAt.toISOString(),
  }));
}

/** A bet about to be placed (the games module's BetAttempt). */
interface BetAttempt {
  playerId: string;
  currency: string;
  /** Minor units of `currency`. */
  amount: number;
}

type Verdict<R> = { allowed: true } | { allowed: false; reason: R };

/**
 * The seamless-wallet bet check, inside the bet's transaction (docs/decisions/026): refused
 * during a time-out or self-exclusion; with bet or loss limits the player's bets queue on an
 * advisory lock, so the use read here includes every bet committed before, and the stake
 * is written before the lock is released: parallel bets cannot pass a limit together.
 */
export function checkBet(
  ctx: LimitsContext,
  tx: Tx,
  bet: BetAttempt,
): Promise<Verdict<'limit' | 'self_exclusion'>> {
  return judgeBet(ctx, tx, bet, false);
}

/**
 * `checkBet` for a bet whose stake goes out right behind this check's statements (issue 31:
 * `StakeFirstGuard`). A player who met a bet or loss limit at their last bet here gets the lock
 * and the use read issued first, so they run before the stake: judged as `checkBet` would.
 * `again` where a bet or loss limit was not expected (set since, or met on another instance):
 * the stake went out without the lock. The player is then remembered as limited.
 */
export function checkBetStakeFirst(ctx: LimitsContext, tx: Tx, bet: BetAttempt) {
  return judgeBet(ctx, tx, bet, true);
}

async function judgeBet(
  ctx: LimitsContext,
  tx: Tx,
  bet: BetAttempt,
  stakeFirst: false,
): Promise<Verdict<'limit' | 'self_exclusion'>>;
async function judgeBet(
  ctx: LimitsContext,
  tx: Tx,
  bet: BetAttempt,
  stakeFirst: true,
): Promise<Verdict<'limit' | 'self_exclusion'> | 'again'>;
async function judgeBet(
  ctx: LimitsContext,
  tx: Tx,
  bet: BetAttempt,
  stakeFirst: boolean,
): Promise<Verdict<'limit' | 'self_exclusion'> | 'again'> {
  const now = ctx.clock.now();
  // NOTE: issued in this tick, in this order: a player who met a bet or loss limit at their
  // last bet here gets the lock and the use read with the limits (one round trip, issue 31);
  // the use is read once the lock is granted, and before a stake sent behind this check.
  // Judged on the limits read now either way.
  const early = bet.amount > 0 && ctx.limitedBettors.has(bet.playerId);
  const [rows, earlyUsage] = await Promise.all([
    repo.findActiveLimits(tx, bet.playerId),
    early ? lockedUsage(tx, bet) : null,
  ]);
  if (rows.some((r) => isRunning(r, now))) return { allowed: false, reason: 'self_exclusion' };
  const limited = rows.filter(
    (r) => r.definition === LIMIT_DEFINITION.bet || r.definition === LIMIT_DEFINITION.loss,
  );
  if (limited.length === 0) ctx.limitedBettors.delete(bet.playerId);
  else ctx.limitedBettors.add(bet.playerId);
  if (limited.length === 0 || bet.amount === 0) return { allowed: true };
  // The stake went out without the player's lock: it must wait for the lock and the count.
  if (stakeFirst && earlyUsage === null) return 'again';
  const usage = earlyUsage ?? (await lockedUsage(tx, bet));
  return overAny(limited, usage) ? { allowed: false, reason: 'limit' } : { allowed: true };
}

/** The player's bets queue on their lock; their limits' use is read once it is granted. */
async function lockedUsage(tx: Tx, bet: BetAttempt) {
  // NOTE: issued in this tick, the lock first: sent together (one round trip).
  const [, usage] = await Promise.all([
    lockPlayer(tx, bet.playerId),
    repo.gameUsage(tx, bet.playerId, bet),
  ]);
  return usage;
}

/** Strictest wins: any limit whose use plus the new amount passes it refuses. */
export function overAny(rows: repo.LimitRow[], usage: repo.Usage[]) {
  const byId = new Map(usage.map((u) => [u.id, u]));
  return rows.some((r) => {
    const u = byId.get(r.id);
    return u !== undefined && Math.max(0, u.used) + u.asked > r.amount!;
  });
}

/**
 * The deposit check (error 13100), inside the invoice's transaction: refused during a
 * time-out or self-exclusion, by the player's jurisdiction (issue 32: the deposit-limit
 * decision, the monthly cap; their own codes), or when the deposit would pass a deposit limit
 * (open invoices hold their room; the player's deposits queue on the same advisory lock as bets).
 */
export async function checkDeposit(
  ctx: LimitsContext,
  tx: Tx,
  playerId: string,
  currency: string,
  amount: number,
): Promise<Verdict<string> | { allowed: false; code: string; reason: string; field?: string }> {
  const now = ctx.clock.now();
  const rows = await repo.findActiveLimits(tx, playerId);
  if (rows.some((r) => isRunning(r, now))) {
    return { allowed: false, reason: 'Deposits are closed during a time-out or self-exclusion' };
  }
  const jurisdiction = await ctx.jurisdictionOf(tx, playerId);
  if (jurisdiction.profile.deposits.monthlyCap) await lockPlayer(tx, playerId);
  const refused = await checkJurisdictionDeposit(
    tx,
    playerId,
    jurisdiction,
    { amount, currency },
    now,
  );
  if (refused) return refused;
  if (rows.length === 0) return { allowed: true };
  const limited = rows.filter((r) => r.definition === LIMIT_DEFINITION.deposit);
  if (limited.length === 0) return { allowed: true };
  await lockPlayer(tx, playerId);
  const usage = await repo.depositUsage(tx, playerId, now, { amount, currency });
  return overAny(limited, usage)
    ? { allowed: false, reason: 'This deposit would pass your deposit limit' }
    : { allowed: true };
}

/** What the exclusion checks read: the running limits, as of the clock's now. */
export type ExclusionReader = Pick<LimitsContext, 'db' | 'clock'>;

/**
 * Bonuses stop during a time-out or self-exclusion (issue 15 and 16): the bonus engine asks
 * before every grant, activation and offer list, inside its own transaction (`db`: on PGlite a
 * read outside it would wait for it forever).
 */
export async function mayReceiveBonus(
  ctx: ExclusionReader,
  playerId: string,
  db: Db = ctx.db,
): Promise<{ allowed: true } | { allowed: false; reason: string }> {
  return exclusionOf(ctx, await repo.findActiveLimits(db, playerId));
}

/** A time-out or self-exclusion running now among `rows` (the player's active limits) says no. */
function exclusionOf(
  ctx: ExclusionReader,
  rows: repo.LimitRow[],
): { allowed: true } | { allowed: false; reason: string } {
  const now = ctx.clock.now();
  return rows.some((r) => isRunning(r, now))
    ? { allowed: false, reason: 'self_exclusion' }
    : { allowed: true };
}

/** Marketing mail stops during a time-out or self-exclusion (issue 15); transactional mail goes on. */
export function mayReceiveMarketing(ctx: ExclusionReader, playerId: string) {
  return mayReceiveBonus(ctx, playerId);
}

/**
 * A deposit limit chosen at sign-up (issue 15), in the registration's transaction: applies at
 * once, with its history entry, like any new limit.
 */
export async function setRegistrationLimit(
  ctx: LimitsContext,
  tx: Db,
  playerId: string,
  limit: { currency: string; period: 'daily' | 'weekly' | 'monthly'; amount: number },
) {
  const result = await changeLimit({ ...ctx, db: tx }, playerId, {
    action: 'set',
    definition: LIMIT_DEFINITION.deposit,
    ...limit,
  });
  if (!result.ok) throw new Error(`registration limit not set: ${result.error.kind}`);
}
