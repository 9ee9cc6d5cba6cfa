import { randomUUID } from 'node:crypto';
import { CHANNELS, type PlayerQuest, type Quest } from '@casino/contracts';
import type { Db } from '@casino/db';
import { collectEvents } from '../../../shared/event-bus.ts';
import { isUuid } from '../../../shared/ids.ts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import { settledRoundTotals } from '../../game/history/service.ts';
import { creditedDepositTotal } from '../../payment/totals-service.ts';
import { listAccounts } from '../../wallet/service.ts';
import type { QuestsContext } from './context.ts';
import type { QuestFailure } from './failures.ts';
import * as repo from './repository.ts';
import { payReward } from './reward.ts';

const HOUR_MS = 3_600_000;
/** Overdue runs the expiry sweep closes per pass (the next pass takes the rest). */
const EXPIRY_BATCH = 200;

type Run = { run: repo.PlayerQuestRow; quest: repo.QuestRow };

function toQuest(row: repo.QuestRow, playerQuestId: string | null): Quest {
  return {
    id: row.id,
    identity: row.identity,
    title: row.title,
    description: row.description,
    kind: row.kind,
    target: row.target,
    currency: row.currency,
    gameIdentity: row.gameIdentity,
    reward: { kind: row.rewardKind, amount: row.rewardAmount, currency: row.currency },
    durationHours: row.durationHours,
    playerQuestId,
  };
}

export function toPlayerQuest({ run, quest }: Run): PlayerQuest {
  return {
    id: run.id,
    questId: quest.id,
    identity: quest.identity,
    title: quest.title,
    kind: quest.kind,
    gameIdentity: quest.gameIdentity,
    status: run.status,
    progress: run.progress,
    target: run.target,
    currency: quest.currency,
    reward: { kind: run.rewardKind, amount: run.rewardAmount, currency: quest.currency },
    rewardReference: run.rewardReference,
    activatedAt: run.activatedAt.toISOString(),
    expiresAt: run.expiresAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

/** `retention:quests#{playerId}` after the commit (a failed publication is only logged). */
function announce(ctx: QuestsContext, playerId: string, runs: Run[]) {
  for (const run of runs) {
    const message = {
      type: 'retention.player-quest.updated',
      id: randomUUID(),
      version: ctx.clock.now().getTime(),
      playerQuest: toPlayerQuest(run),
    };
    ctx.publish(CHANNELS.retentionQuests(playerId), message).catch((err: unknown) => {
      ctx.log.error({ err, playerId }, 'quest update not published');
    });
  }
}

async function isEligible(ctx: QuestsContext, playerId: string, db: Db = ctx.db) {
  return (await ctx.eligibility(playerId, db)).allowed;
}

async function playerCurrencies(ctx: QuestsContext, playerId: string) {
  return (await listAccounts(ctx.wallet, playerId)).map((a) => a.currency);
}

/** The quests a player may take, in the currencies of their accounts; none while excluded. */
export async function listQuests(ctx: QuestsContext, playerId: string): Promise<Quest[]> {
  if (!(await isEligible(ctx, playerId))) return [];
  const [rows, runs] = await Promise.all([
    playerCurrencies(ctx, playerId).then((c) => repo.listActiveQuests(ctx.db, c)),
    repo.listPlayerQuests(ctx.db, playerId),
  ]);
  const taken = new Map(
    runs.filter(({ run }) => run.status !== 'canceled').map(({ run }) => [run.questId, run.id]),
  );
  return rows.map((row) => toQuest(row, taken.get(row.id) ?? null));
}

/** The player's quest runs, newest first, their progress counted afresh; none while excluded. */
export async function listPlayerQuests(ctx: QuestsContext, playerId: string) {
  if (!(await isEligible(ctx, playerId))) return [];
  await refreshPlayer(ctx, playerId);
  return (await repo.listPlayerQuests(ctx.db, playerId)).map(toPlayerQuest);
}

export async function activateQuest(
  ctx: QuestsContext,
  playerId: string,
  questId: string,
): Promise<Result<PlayerQuest, QuestFailure>> {
  const quest = isUuid(questId) ? await repo.findQuest(ctx.db, questId) : null;
  if (!quest || !quest.isActive) return fail({ kind: 'not_found' });
  if (!(await isEligible(ctx, playerId))) return fail({ kind: 'not_eligible' });
  if (!(await playerCurrencies(ctx, playerId)).includes(quest.currency)) {
    return fail({ kind: 'no_account', currency: quest.currency });
  }
  const now = ctx.clock.now();
  const run = await repo.insertPlayerQuest(ctx.db, {
    questId: quest.id,
    playerId,
    target: quest.target,
    rewardKind: quest.rewardKind,
    rewardAmount: quest.rewardAmount,
    activatedAt: now,
    expiresAt: quest.durationHours ? new Date(now.getTime() + quest.durationHours * HOUR_MS) : null,
  });
  if (!run) return fail({ kind: 'already_taken' });
  announce(ctx, playerId, [{ run, quest }]);
  return ok(toPlayerQuest({ run, quest }));
}

export async function cancelPlayerQuest(
  ctx: QuestsContext,
  playerId: string,
  id: string,
): Promise<Result<PlayerQuest, QuestFailure>> {
  const found = isUuid(id) ? await repo.findPlayerQuest(ctx.db, playerId, id) : null;
  if (!found) return fail({ kind: 'not_found' });
  const run = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockPlayerQuest(tx, id);
    if (!locked || locked.status !== 'active') return null;
    return repo.updatePlayerQuest(tx, id, { status: 'canceled', finishedAt: ctx.clock.now() });
  });
  if (!run) return fail({ kind: 'not_active' });
  announce(ctx, playerId, [{ run, quest: found.quest }]);
  return ok(toPlayerQuest({ run, quest: found.quest }));
}

/** How far a run is, counted from the deposits or rounds themselves (capped at the target). */
async function measure(ctx: QuestsContext, { run, quest }: Run): Promise<number> {
  const window = {
    playerId: run.playerId,
    currency: quest.currency,
    since: run.activatedAt,
    until: run.expiresAt,
  };
  let value: number;
  if (quest.kind === 'deposit') {
    value = await creditedDepositTotal(ctx.db, window);
  } else {
    const totals = await settledRoundTotals(ctx.db, {
      ...window,
      gameIdentity: quest.gameIdentity,
    });
    value = quest.kind === 'rounds' ? totals.rounds : totals.stake;
  }
  return Math.min(value, run.target);
}

/**
 * Recounts every active run of the player: progress moves, a run that reached its target is
 * completed and rewarded (once: under the run's lock, with the reward's once-only key), one
 * past its deadline expires. Nothing while a time-out or self-exclusion runs.
 */
export async function refreshPlayer(
  ctx: QuestsContext,
  playerId: string,
  /** The player's active runs when read already (a settled round's batch); read here without. */
  active?: Run[],
): Promise<void> {
  const runs = active ?? (await repo.listActiveRuns(ctx.db, playerId));
  if (runs.length === 0 || !(await isEligible(ctx, playerId))) return;
  const now = ctx.clock.now();
  for (const current of runs) {
    const progress = await measure(ctx, current);
    if (progress >= current.run.target) {
      await complete(ctx, current, progress);
    } else if (current.run.expiresAt && current.run.expiresAt <= now) {
      await finishRun(ctx, current, { status: 'expired', progress, finishedAt: now });
    } else if (progress !== current.run.progress) {
      await finishRun(ctx, current, { progress });
    }
  }
}

/**
 * The expiry sweep: every active run past its deadline is closed as a recount would close it:
 * completed (and paid once) when it reached its target in its window and the player may still
 * be rewarded, else expired. Each change is pushed on `retention:quests#{playerId}`. Replay-safe:
 * a run changes only under its lock while still active, so a second pass or a recount at the same
 * time changes nothing more. Returns how many runs it closed.
 */
export async function expireOverdueRuns(ctx: QuestsContext): Promise<number> {
  const now = ctx.clock.now();
  let closed = 0;
  for (const current of await repo.listOverdueRuns(ctx.db, now, EXPIRY_BATCH)) {
    try {
      const eligible = await isEligible(ctx, current.run.playerId);
      const progress = eligible ? await measure(ctx, current) : current.run.progress;
      if (eligible && progress >= current.run.target && (await complete(ctx, current, progress))) {
        closed++;
      } else if (await finishRun(ctx, current, { status: 'expired', progress, finishedAt: now })) {
        closed++;
      }
    } catch (err) {
      ctx.log.error({ err, playerQuestId: current.run.id }, 'overdue quest not closed');
    }
  }
  return closed;
}

/** A change of an active run under its lock (false when it is no longer active). */
async function finishRun(
  ctx: QuestsContext,
  { run, quest }: Run,
  changes: Partial<repo.PlayerQuestRow>,
): Promise<boolean> {
  const updated = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockPlayerQuest(tx, run.id);
    if (!locked || locked.status !== 'active') return null;
    return repo.updatePlayerQuest(tx, run.id, changes);
  });
  if (updated) announce(ctx, run.playerId, [{ run: updated, quest }]);
  return updated !== null;
}

/**
 * Completion pays once: the run's row is locked, still active, the player still eligible; the
 * reward and the completed status commit together, and the reward's key is the run's.
 */
async function complete(
  ctx: QuestsContext,
  { run, quest }: Run,
  progress: number,
): Promise<boolean> {
  const events = collectEvents(ctx.events);
  const updated = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockPlayerQuest(tx, run.id);
    if (!locked || locked.status !== 'active') return null;
    if (!(await isEligible(ctx, run.playerId, tx))) return null;
    const reference = await payReward(ctx, tx, events, {
      playerId: run.playerId,
      currency: quest.currency,
      amount: locked.rewardAmount,
      kind: locked.rewardKind,
      bonusIdentity: quest.rewardBonusIdentity,
      key: `quest:${run.id}:reward`,
      source: `quest:${run.id}`,
      code: 'quest_reward',
    });
    return repo.updatePlayerQuest(tx, run.id, {
      status: 'completed',
      progress,
      finishedAt: ctx.clock.now(),
      rewardReference: reference,
    });
  });
  if (!updated) return false;
  events.publish();
  announce(ctx, run.playerId, [{ run: updated, quest }]);
  if (updated.rewardReference) {
    ctx.onReward(run.playerId, {
      kind: 'quest.completed',
      title: quest.title,
      body: quest.description,
      amount: updated.rewardAmount,
      currency: quest.currency,
      rewardKind: updated.rewardKind,
      reference: updated.rewardReference,
    });
  }
  return true;
}
