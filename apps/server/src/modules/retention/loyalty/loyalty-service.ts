import { randomUUID } from 'node:crypto';
import { CHANNELS, type LoyaltyAccount, type LoyaltyLevel } from '@casino/contracts';
import type { UpdateLoyaltySettingsRequest } from '@casino/contracts/api/backoffice';
import type { Db } from '@casino/db';
import { type BatchLoader, batchLoader } from '../../../shared/batch-loader.ts';
import type { LoyaltyContext } from './context.ts';
import { type InboxPorts, inboxPost } from './inbox-service.ts';
import type { RoundBooking } from './repository.ts';
import * as repo from './repository.ts';

/** The level a points total holds (the highest whose threshold it reached) and the next one. */
export function accountOf(points: number, levels: LoyaltyLevel[]): LoyaltyAccount {
  let index = -1;
  levels.forEach((level, i) => {
    if (points >= level.minPoints) index = i;
  });
  const level = levels[index] ?? null;
  const nextLevel = levels[index + 1] ?? null;
  if (!nextLevel) return { points, level, nextLevel, pointsToNext: 0, progress: 1 };
  const from = level?.minPoints ?? 0;
  const span = nextLevel.minPoints - from;
  return {
    points,
    level,
    nextLevel,
    pointsToNext: nextLevel.minPoints - points,
    progress: span > 0 ? Math.min(1, Math.max(0, (points - from) / span)) : 0,
  };
}

export const isEligible = async (ctx: LoyaltyContext, playerId: string, db: Db = ctx.db) =>
  (await ctx.eligibility(playerId, db)).allowed;

/** GET /api/retention/account: null during a time-out or self-exclusion. */
export async function getLoyaltyAccount(ctx: LoyaltyContext, playerId: string) {
  if (!(await isEligible(ctx, playerId))) return null;
  const [account, levels] = await Promise.all([
    repo.findAccount(ctx.db, playerId),
    repo.findLevels(ctx.db),
  ]);
  return accountOf(account?.points ?? 0, levels);
}

/** GET /api/retention/levels: the ladder; empty during a time-out or self-exclusion. */
export async function listLevels(ctx: LoyaltyContext, playerId: string) {
  if (!(await isEligible(ctx, playerId))) return [];
  return repo.findLevels(ctx.db);
}

/**
 * Books the points of a settled round (once per round, whatever arrives twice), then tells the
 * player: the account on `retention:accounts#{playerId}` and, on a new level, an inbox message.
 * An excluded or cooled-off player's round is booked at 0 points (it earns nothing, ever).
 */
export async function earnFromRound(
  ctx: LoyaltyContext,
  round: { roundId: string; playerId: string },
  inbox: InboxPorts = {},
  /** The settled rounds' bookings batched (`roundBookings`); the round is booked alone without. */
  bookings?: BatchLoader<string, RoundBooking | null>,
): Promise<number> {
  // Every settled round comes here (issue 31). The booking is one statement (atomic alone: no
  // transaction around it) that reads the player's exclusions itself, sent at once (with the
  // ladder's read when it is not kept): it waits for no other read.
  const [booked, levels] = await Promise.all([
    bookings
      ? bookings.load(round.roundId)
      : repo
          .bookRoundsPoints(ctx.db, [round.roundId], ctx.clock.now())
          .then((booked) => booked.get(round.roundId) ?? null),
    ctx.ladder ? ctx.ladder.get(ctx.db) : repo.findLevels(ctx.db),
  ]);
  if (!booked) return 0;
  const account = accountOf(booked.points, levels);
  // The first rung starts at 0 points: everyone holds it, nobody "reaches" it.
  const announced = Math.max(booked.levelRank, 1);
  const candidate = account.level && account.level.rank > announced ? account.level : null;
  // Only the first level above the last announced one is told (not a demotion by a new ladder),
  // and once: of two bookings reaching it at the same time, the one that raises the rank tells.
  const reached =
    candidate && (await repo.raiseAnnouncedLevel(ctx.db, round.playerId, candidate.rank))
      ? candidate
      : null;
  await publishAccount(ctx, round.playerId, account, booked.earned, reached?.name ?? null);
  if (reached) {
    await inboxPost(
      ctx,
      round.playerId,
      {
        source: 'loyalty',
        title: `Level up: ${reached.name}`,
        body: levelBody(reached),
        link: '/loyalty',
        notice: {
          key: 'loyalty.level',
          name: reached.name,
          cashbackPercent: reached.cashbackPercent,
          wheelSpins: reached.wheelSpins,
          withdrawalPriority: reached.withdrawalPriority > 0,
        },
      },
      { dedupeKey: `loyalty.level.${reached.rank}`, ...inbox },
    );
  }
  return booked.earned;
}

/**
 * The bookings of settled rounds (the event's path, issue 31, ADR 039 eleventh round): the rounds
 * settled within `windowMs` of each other are booked by one statement and one commit, where each
 * round's booking was a statement and a commit of its own.
 */
export function roundBookings(
  ctx: LoyaltyContext,
  windowMs: number,
): BatchLoader<string, RoundBooking | null> {
  return batchLoader(
    windowMs,
    (roundIds) => repo.bookRoundsPoints(ctx.db, roundIds, ctx.clock.now()),
    () => null,
  );
}

/**
 * The English text of a level reached, kept for the back office; the site writes the message in
 * the reader's language from its `notice` (`loyalty.level`).
 */
function levelBody(level: LoyaltyLevel) {
  const perks = [
    level.cashbackPercent > 0 ? `${level.cashbackPercent}% cashback` : null,
    level.wheelSpins > 0
      ? `${level.wheelSpins} wheel spin${level.wheelSpins === 1 ? '' : 's'}`
      : null,
    level.withdrawalPriority > 0 ? 'priority withdrawals' : null,
  ].filter(Boolean);
  return `You reached ${level.name}.${perks.length ? ` Your benefits: ${perks.join(', ')}.` : ''}`;
}

async function publishAccount(
  ctx: LoyaltyContext,
  playerId: string,
  account: LoyaltyAccount,
  earned: number,
  levelReached: string | null,
) {
  try {
    await ctx.publish(CHANNELS.loyalty(playerId), {
      type: 'retention.account.updated',
      id: randomUUID(),
      version: ctx.clock.now().getTime(),
      account,
      earned,
      levelReached,
    });
  } catch (err) {
    ctx.log.warn({ err, playerId }, 'loyalty account push failed');
  }
}

/**
 * Catches up settled rounds whose event was lost (settled over `graceMs` ago, within a day):
 * the replay the settled-stake port promises. Returns the rounds booked.
 */
export async function catchUpRounds(ctx: LoyaltyContext, graceMs = 30_000, limit = 500) {
  const before = new Date(ctx.clock.now().getTime() - graceMs);
  const rounds = await repo.findUnbookedRounds(ctx.db, before, limit);
  for (const round of rounds) await earnFromRound(ctx, round);
  return rounds.length;
}

export async function getSettings(ctx: LoyaltyContext) {
  const [levels, rates] = await Promise.all([repo.findLevels(ctx.db), repo.findRates(ctx.db)]);
  return { levels, rates: rates as Array<{ kind: never; pointsPerUnit: number }> };
}

/**
 * Replaces the ladder and rates; returns both states for the audit entry. This instance's kept
 * ladder goes at the commit; other instances' within `LADDER_KEPT_MS`.
 */
export async function updateSettings(
  ctx: LoyaltyContext,
  input: UpdateLoyaltySettingsRequest,
  audit: (tx: Db, before: unknown, after: unknown) => Promise<void>,
) {
  const after = await ctx.db.transaction(async (tx) => {
    const before = { levels: await repo.findLevels(tx), rates: await repo.findRates(tx) };
    await repo.replaceSettings(tx, input.levels, input.rates);
    const after = { levels: await repo.findLevels(tx), rates: await repo.findRates(tx) };
    await audit(tx, before, after);
    return after;
  });
  ctx.ladder?.clear();
  return after;
}

/**
 * How long an instance keeps the ladder it read for settled rounds' bookings
 * (docs/product/constants.md).
 */
export const LADDER_KEPT_MS = 5000;

/** The ladder as a settled round's booking reads it (`LoyaltyContext.ladder`). */
export interface KeptLadder {
  get(db: Db): Promise<LoyaltyLevel[]>;
  /** Forgets it: the next booking reads the ladder again. */
  clear(): void;
}

/**
 * Every settled round's booking needs the ladder, which changes only when an operator saves
 * it (issue 31): read once per `keptMs` (one read for the bookings asking at once), not per
 * round. A failed read is not kept.
 */
export function keptLadder({
  keptMs = LADDER_KEPT_MS,
  now = Date.now,
  read = repo.findLevels,
}: {
  keptMs?: number;
  now?: () => number;
  read?: (db: Db) => Promise<LoyaltyLevel[]>;
} = {}): KeptLadder {
  let kept: { levels: Promise<LoyaltyLevel[]>; at: number } | null = null;
  return {
    get(db) {
      if (kept && now() - kept.at < keptMs) return kept.levels;
      const entry = { levels: read(db), at: now() };
      kept = entry;
      entry.levels.catch(() => {
        if (kept === entry) kept = null;
      });
      return entry.levels;
    },
    clear() {
      kept = null;
    },
  };
}

/** The player screen's loyalty card. */
export async function playerLoyaltyCard(ctx: LoyaltyContext, playerId: string) {
  if (!(await repo.playerExists(ctx.db, playerId))) return null;
  const [account, levels, recent, allowed, total, unread] = await Promise.all([
    repo.findAccount(ctx.db, playerId),
    repo.findLevels(ctx.db),
    repo.recentEntries(ctx.db, playerId, 20),
    isEligible(ctx, playerId),
    repo.countMessages(ctx.db, playerId),
    repo.countUnread(ctx.db, playerId),
  ]);
  return {
    account: accountOf(account?.points ?? 0, levels),
    isEligible: allowed,
    recent: recent.map((r) => ({
      roundId: r.roundId,
      gameKind: r.gameKind,
      points: Number(r.points),
      createdAt: r.createdAt.toISOString(),
    })),
    inbox: { total, unread },
  };
}
