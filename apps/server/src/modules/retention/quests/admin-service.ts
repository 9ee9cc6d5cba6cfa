import type {
  AdminQuest,
  AdminWheel,
  QuestInput,
  WheelInput,
} from '@casino/contracts/api/backoffice';
import type { Db } from '@casino/db';
import { isUuid } from '../../../shared/ids.ts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import type { QuestsContext } from './context.ts';
import type { QuestFailure } from './failures.ts';
import * as repo from './repository.ts';
import { grantSpins } from './wheel-service.ts';

/** The audit writer of the back office (appendAudit by the caller), in the change's transaction. */
export type Audit = (
  tx: Db,
  entry: {
    action: string;
    targetType: string;
    targetId: string;
    before?: unknown;
    after?: unknown;
  },
) => Promise<void>;

type Stats = { active: number; completed: number; paid: number };

function toAdminQuest(row: repo.QuestRow, stats: Stats | undefined): AdminQuest {
  return {
    id: row.id,
    identity: row.identity,
    title: row.title,
    description: row.description,
    kind: row.kind,
    target: row.target,
    currency: row.currency,
    gameIdentity: row.gameIdentity,
    rewardKind: row.rewardKind,
    rewardAmount: row.rewardAmount,
    rewardBonusIdentity: row.rewardBonusIdentity,
    durationHours: row.durationHours,
    isActive: row.isActive,
    active: stats?.active ?? 0,
    completed: stats?.completed ?? 0,
    paid: stats?.paid ?? 0,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toAdminWheel(row: repo.WheelRow, stats?: { spins: number; paid: number }): AdminWheel {
  return {
    id: row.id,
    identity: row.identity,
    title: row.title,
    currency: row.currency,
    segments: row.segments,
    depositMin: row.depositMin,
    depositSpins: row.depositSpins,
    isActive: row.isActive,
    spins: stats?.spins ?? 0,
    paid: stats?.paid ?? 0,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listAdminQuests(ctx: QuestsContext) {
  const [rows, stats] = await Promise.all([repo.listAllQuests(ctx.db), repo.questStats(ctx.db)]);
  return { items: rows.map((row) => toAdminQuest(row, stats.get(row.id))) };
}

/** How one kind of retention item (a quest or a wheel) is found, written and audited. */
interface Store<Values, Row extends { id: string }> {
  kind: 'quest' | 'wheel';
  find: (db: Db, id: string) => Promise<Row | null>;
  insert: (db: Db, values: Values) => Promise<Row | null>;
  update: (db: Db, id: string, values: Values & { updatedAt: Date }) => Promise<Row | null>;
}

/**
 * Creates (id null) or edits an item with the change's audit entry in its transaction: an
 * unknown id is not_found, an identity another item holds is identity_taken (also when two
 * creations race for it: the insert then writes nothing).
 */
async function saveAudited<Values, Row extends { id: string }>(
  ctx: QuestsContext,
  audit: Audit,
  store: Store<Values, Row>,
  id: string | null,
  identity: string,
  values: Values,
): Promise<Result<Row, QuestFailure>> {
  if (id !== null && !isUuid(id)) return fail({ kind: 'not_found' });
  const owner = await repo.findIdentityOwner(ctx.db, store.kind, identity);
  if (owner && owner !== id) return fail({ kind: 'identity_taken' });
  const row = await ctx.db.transaction(async (tx) => {
    const before = id ? await store.find(tx, id) : null;
    if (id && !before) return null;
    const saved = id
      ? await store.update(tx, id, { ...values, updatedAt: ctx.clock.now() })
      : await store.insert(tx, values);
    if (!saved) return null;
    await audit(tx, {
      action: `retention.${store.kind}.${id ? 'update' : 'create'}`,
      targetType: `retention_${store.kind}`,
      targetId: saved.id,
      before: before ?? undefined,
      after: values,
    });
    return saved;
  });
  if (!row) return fail(id ? { kind: 'not_found' } : { kind: 'identity_taken' });
  return ok(row);
}

const QUESTS: Store<repo.NewQuest, repo.QuestRow> = {
  kind: 'quest',
  find: repo.findQuest,
  insert: repo.insertQuest,
  update: repo.updateQuest,
};
const WHEELS: Store<repo.NewWheel, repo.WheelRow> = {
  kind: 'wheel',
  find: repo.findWheel,
  insert: repo.insertWheel,
  update: repo.updateWheel,
};

/** Creates (id null) or edits a quest, audited in its transaction. Runs keep their terms. */
export async function saveQuest(
  ctx: QuestsContext,
  audit: Audit,
  id: string | null,
  input: QuestInput,
): Promise<Result<AdminQuest, QuestFailure>> {
  const values = { ...input, gameIdentity: input.kind === 'deposit' ? null : input.gameIdentity };
  const saved = await saveAudited(ctx, audit, QUESTS, id, input.identity, values);
  if (!saved.ok) return saved;
  return ok(toAdminQuest(saved.value, (await repo.questStats(ctx.db)).get(saved.value.id)));
}

export async function listAdminWheels(ctx: QuestsContext) {
  const [rows, stats] = await Promise.all([
    repo.listWheels(ctx.db, false),
    repo.wheelStats(ctx.db),
  ]);
  return { items: rows.map((row) => toAdminWheel(row, stats.get(row.id))) };
}

/** Creates or edits a wheel (segments, weights, prizes, deposit rule), audited. */
export async function saveWheel(
  ctx: QuestsContext,
  audit: Audit,
  id: string | null,
  input: WheelInput,
): Promise<Result<AdminWheel, QuestFailure>> {
  const saved = await saveAudited(ctx, audit, WHEELS, id, input.identity, input);
  if (!saved.ok) return saved;
  return ok(toAdminWheel(saved.value, (await repo.wheelStats(ctx.db)).get(saved.value.id)));
}

/** An operator gives a player spins, once per form (`operator:{requestId}`), audited. */
export async function grantOperatorSpins(
  ctx: QuestsContext,
  audit: Audit,
  wheelId: string,
  input: { playerId: string; spins: number; note: string; requestId: string },
  actor: string,
): Promise<Result<{ spins: number; replayed: boolean }, QuestFailure>> {
  const wheel = isUuid(wheelId) ? await repo.findWheel(ctx.db, wheelId) : null;
  if (!wheel) return fail({ kind: 'not_found' });
  const outcome = await ctx.db.transaction(async (tx) => {
    const fresh = await grantSpins(
      ctx,
      {
        wheelId,
        playerId: input.playerId,
        spins: input.spins,
        source: `operator:${input.requestId}`,
        actor,
      },
      tx,
    );
    if (fresh) {
      await audit(tx, {
        action: 'retention.wheel.grant',
        targetType: 'player',
        targetId: input.playerId,
        after: { wheel: wheel.identity, spins: input.spins, note: input.note },
      });
    }
    return fresh;
  });
  if (outcome === null) return fail({ kind: 'not_eligible' });
  return ok({ spins: input.spins, replayed: !outcome });
}

export async function pageQuestPayouts(ctx: QuestsContext, page: number, perPage: number) {
  const { items, total } = await repo.pageQuestPayouts(ctx.db, page, perPage);
  return {
    total,
    items: items.map((r) => ({
      id: r.id,
      playerId: r.player_id,
      playerEmail: r.email,
      name: r.title,
      detail: `${r.kind} ${r.target}`,
      status: r.status as 'active' | 'completed' | 'canceled' | 'expired',
      rewardKind: r.reward_kind,
      amount: r.status === 'completed' && r.reward_reference ? Number(r.reward_amount) : 0,
      currency: r.currency,
      rewardReference: r.reward_reference,
      at: r.at,
    })),
  };
}

export async function pageWheelSpins(ctx: QuestsContext, page: number, perPage: number) {
  const { items, total } = await repo.pageWheelSpins(ctx.db, page, perPage);
  return {
    total,
    items: items.map((r) => ({
      id: r.id,
      playerId: r.player_id,
      playerEmail: r.email,
      name: r.title,
      detail: r.label,
      status: 'spun' as const,
      rewardKind: r.reward_kind,
      amount: r.reward_reference ? Number(r.amount) : 0,
      currency: r.currency,
      rewardReference: r.reward_reference,
      at: r.at,
    })),
  };
}
