import { type Wheel, type WheelSpin, wheelSegmentOf } from '@casino/contracts';
import type { Db } from '@casino/db';
import {
  createClientSeed,
  createHmacSource,
  createServerSeed,
  hashServerSeed,
} from '@casino/game-engine';
import { collectEvents } from '../../../shared/event-bus.ts';
import { isUuid } from '../../../shared/ids.ts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import { defineTransactionScope } from '../../../shared/transaction.ts';
import { listCreditedDeposits } from '../../payment/totals-service.ts';
import type { QuestsContext } from './context.ts';
import type { QuestFailure } from './failures.ts';
import * as repo from './repository.ts';
import { payReward } from './reward.ts';

const spinTransaction = defineTransactionScope<QuestFailure>('wheel spin');

export function toSpin(row: repo.SpinRow): WheelSpin {
  return {
    id: row.id,
    segmentIndex: row.segmentIndex,
    label: row.label,
    rewardKind: row.rewardKind as WheelSpin['rewardKind'],
    amount: row.amount,
    currency: row.currency,
    fairness: {
      serverSeed: row.serverSeed,
      serverSeedHash: row.serverSeedHash,
      clientSeed: row.clientSeed,
      nonce: row.nonce,
      weights: row.weights,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

const freshSeed = (wheelId: string, playerId: string, clientSeed: string, nonce: number) => {
  const serverSeed = createServerSeed();
  return {
    wheelId,
    playerId,
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed,
    nonce,
  };
};

/** The committed seed of the player's next spin, made on first sight. */
async function ensureSeed(ctx: QuestsContext, wheelId: string, playerId: string) {
  const seed = await repo.findSeed(ctx.db, wheelId, playerId);
  if (seed) return seed;
  await repo.insertSeed(ctx.db, freshSeed(wheelId, playerId, createClientSeed(), 0));
  return (await repo.findSeed(ctx.db, wheelId, playerId))!;
}

async function toWheel(
  ctx: QuestsContext,
  wheel: repo.WheelRow,
  playerId: string,
  spinsAvailable: number,
): Promise<Wheel> {
  const [seed, last] = await Promise.all([
    ensureSeed(ctx, wheel.id, playerId),
    repo.lastSpins(ctx.db, wheel.id, playerId),
  ]);
  return {
    id: wheel.id,
    identity: wheel.identity,
    title: wheel.title,
    currency: wheel.currency,
    segments: wheel.segments.map(({ label, weight, rewardKind, amount }) => ({
      label,
      weight,
      rewardKind,
      amount: rewardKind === 'none' ? 0 : amount,
    })),
    spinsAvailable: Math.max(0, spinsAvailable),
    depositMin: wheel.depositMin,
    depositSpins: wheel.depositSpins,
    next: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce },
    lastSpins: last.map(toSpin),
  };
}

/** The active wheels with the player's spins and next commitment; none while excluded. */
export async function listWheels(ctx: QuestsContext, playerId: string): Promise<Wheel[]> {
  if (!(await ctx.eligibility(playerId, ctx.db)).allowed) return [];
  await grantDepositSpins(ctx, playerId);
  const [wheels, balances] = await Promise.all([
    repo.listWheels(ctx.db, true),
    repo.spinBalances(ctx.db, playerId),
  ]);
  return Promise.all(wheels.map((w) => toWheel(ctx, w, playerId, balances.get(w.id) ?? 0)));
}

/**
 * Spins once. Under the lock of the player's seed row: a retry with the same key answers the
 * first spin; a spin needs one left; the committed seed decides (HMAC of server seed, client
 * seed and nonce, as the games), the prize is paid in the same transaction (once per spin), and
 * a new seed is committed for the next spin.
 */
export async function spinWheel(
  ctx: QuestsContext,
  playerId: string,
  wheelId: string,
  input: { clientSeed?: string | undefined; idempotencyKey: string },
): Promise<Result<{ spin: WheelSpin; wheel: Wheel }, QuestFailure>> {
  const wheel = isUuid(wheelId) ? await repo.findWheel(ctx.db, wheelId) : null;
  if (!wheel || !wheel.isActive) return fail({ kind: 'not_found' });
  if (!(await ctx.eligibility(playerId, ctx.db)).allowed) return fail({ kind: 'not_eligible' });
  await ensureSeed(ctx, wheel.id, playerId);
  const events = collectEvents(ctx.events);
  const result = await spinTransaction.run(ctx.db, async (tx) => {
    const seed = (await repo.lockSeed(tx, wheel.id, playerId))!;
    const before = await repo.findSpinByKey(tx, playerId, input.idempotencyKey);
    if (before) {
      if (before.wheelId !== wheel.id) {
        spinTransaction.rollback({
          kind: 'invalid_fields',
          fields: { idempotencyKey: ['This key belongs to another spin'] },
        });
      }
      return { row: before, fresh: false };
    }
    if ((await repo.countSpinsAndGrants(tx, wheel.id, playerId)) <= 0) {
      spinTransaction.rollback({ kind: 'no_spins' });
    }
    const clientSeed = input.clientSeed ?? seed.clientSeed;
    const weights = wheel.segments.map((s) => s.weight);
    const float = createHmacSource({
      serverSeed: seed.serverSeed,
      clientSeed,
      nonce: seed.nonce,
    }).next();
    const index = wheelSegmentOf(float, weights);
    const segment = wheel.segments[index]!;
    const pays = segment.rewardKind !== 'none' && segment.amount > 0;
    let row = await repo.insertSpin(tx, {
      wheelId: wheel.id,
      playerId,
      idempotencyKey: input.idempotencyKey,
      serverSeed: seed.serverSeed,
      serverSeedHash: seed.serverSeedHash,
      clientSeed,
      nonce: seed.nonce,
      weights,
      segmentIndex: index,
      label: segment.label,
      rewardKind: segment.rewardKind,
      amount: pays ? segment.amount : 0,
      currency: wheel.currency,
      createdAt: ctx.clock.now(),
    });
    if (pays) {
      const reference = await payReward(ctx, tx, events, {
        playerId,
        currency: wheel.currency,
        amount: segment.amount,
        kind: segment.rewardKind as 'cash' | 'bonus',
        bonusIdentity: segment.bonusIdentity,
        key: `wheel:${row.id}:prize`,
        source: `wheel:${row.id}`,
        code: 'wheel_prize',
      });
      if (reference) {
        await repo.setSpinReward(tx, row.id, reference);
        row = { ...row, rewardReference: reference };
      }
    }
    await repo.updateSeed(tx, freshSeed(wheel.id, playerId, clientSeed, seed.nonce + 1));
    return { row, fresh: true };
  });
  if (!result.ok) return result;
  const { row, fresh } = result.value;
  if (fresh) {
    events.publish();
    if (row.rewardReference) {
      ctx.onReward(playerId, {
        kind: 'wheel.prize',
        title: wheel.title,
        body: row.label,
        amount: row.amount,
        currency: row.currency,
        rewardKind: row.rewardKind as 'cash' | 'bonus',
        reference: row.rewardReference,
      });
    }
  }
  const left = await repo.countSpinsAndGrants(ctx.db, wheel.id, playerId);
  return ok({ spin: toSpin(row), wheel: await toWheel(ctx, wheel, playerId, left) });
}

/**
 * Spins earned elsewhere: once per source (`operator:{requestId}`, `level:{id}`...). False when
 * that source gave them before; refused (null) while the player is excluded.
 */
export async function grantSpins(
  ctx: QuestsContext,
  input: { wheelId: string; playerId: string; spins: number; source: string; actor: string },
  db: Db = ctx.db,
): Promise<boolean | null> {
  if (!(await ctx.eligibility(input.playerId, db)).allowed) return null;
  return repo.insertGrant(db, input);
}

/**
 * The wheels' deposit rule: each credited deposit in a wheel's currency of at least its minimum
 * since the wheel's rule was set gives its spins once (`deposit:{invoiceId}`). Counted from the
 * invoices, so a deposit whose event was missed is granted at the next look.
 */
export async function grantDepositSpins(ctx: QuestsContext, playerId: string): Promise<number> {
  const wheels = (await repo.listWheels(ctx.db, true)).filter(
    (w) => w.depositMin !== null && w.depositSpins > 0,
  );
  if (wheels.length === 0 || !(await ctx.eligibility(playerId, ctx.db)).allowed) return 0;
  let granted = 0;
  for (const wheel of wheels) {
    const ids = await listCreditedDeposits(ctx.db, {
      playerId,
      currency: wheel.currency,
      since: wheel.updatedAt,
      minAmount: wheel.depositMin!,
    });
    for (const id of ids) {
      const fresh = await repo.insertGrant(ctx.db, {
        wheelId: wheel.id,
        playerId,
        source: `deposit:${id}`,
        spins: wheel.depositSpins,
        actor: 'deposit-rule',
      });
      if (fresh) granted++;
    }
  }
  return granted;
}
