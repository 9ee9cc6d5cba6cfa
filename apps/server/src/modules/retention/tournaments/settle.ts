import type { SettleTournamentResult } from '@casino/contracts';
import { AppError, notFound } from '../../../shared/errors.ts';
import type { BonusContext } from '../../bonus/context.ts';
import { grantPrizeBonus } from '../../bonus/reward-service.ts';
import type { WalletContext } from '../../wallet/context.ts';
import { payRewardsTogether, playersWithAccountIn, rewardShard } from '../../wallet/service.ts';
import * as repo from './repository.ts';
import type { OnReward, TournamentReadContext } from './service.ts';

export interface SettleContext extends TournamentReadContext {
  wallet: WalletContext;
  bonus: BonusContext;
  onReward: OnReward;
  log: { warn(obj: object, msg: string): void };
}

/** Payers working at once while settling. */
const PAY_WORKERS = 4;
/** Cash payouts per transaction (one commit for many transfers). */
const PAY_BATCH = 100;

/** The ledger key of a player's prize in a tournament: one transfer, ever. */
export const prizeKey = (tournamentId: string, playerId: string) =>
  `tournament:${tournamentId}:${playerId}`;

/**
 * Settles an ended tournament, exactly once however often it runs (the job, an operator's
 * replay, two at the same time):
 * 1. under the tournament's row lock, the first run freezes the result: the eligible players by
 *    rank (the limits port asked for each: an excluded player drops off), one payout row per
 *    prized player (unique per tournament and player), state `settling`;
 * 2. each unpaid payout is paid in its own transaction under its row lock: cash as one ledger
 *    transfer `tournament_prize` (key tournament:{id}:{player}), a bonus issued with that
 *    source through the bonus engine (its jurisdiction and eligibility rules);
 * 3. state `settled`.
 * A crash between steps leaves work the next run finishes; nothing is paid twice.
 */
export async function settleTournament(
  ctx: SettleContext,
  id: string,
): Promise<SettleTournamentResult> {
  // The result, read before the lock: once the tournament has ended its rounds no longer move
  // (a round counts by `settled_at` inside the window), so it is the same under the lock; the
  // limits port is asked for each candidate over the pool, many at once.
  const seen = await repo.findTournament(ctx.db, id);
  if (!seen) throw notFound('Tournament');
  const winners =
    seen.state === 'scheduled' && seen.endsAt <= ctx.clock.now()
      ? await rankWinners(ctx, seen)
      : [];
  const frozen = await ctx.db.transaction(async (tx) => {
    const t = await repo.lockTournament(tx, id);
    if (!t) throw notFound('Tournament');
    if (t.state !== 'scheduled') return t;
    if (t.endsAt > ctx.clock.now() || seen.state !== 'scheduled') {
      throw new AppError(409, 'tournament_not_ended', 'The tournament has not ended yet');
    }
    await repo.insertPayouts(
      tx,
      winners.map((w) => ({ tournamentId: t.id, kind: t.prizeKind, ...w })),
    );
    return repo.updateTournament(tx, t.id, { state: 'settling' });
  });
  if (frozen.state === 'cancelled' || frozen.state === 'settled') {
    const payouts = await repo.listPayouts(ctx.db, frozen.id);
    return { state: frozen.state, paidNow: 0, payouts: payouts.length };
  }
  const unpaid = await repo.unpaidPayouts(ctx.db, frozen.id);
  let paidNow = 0;
  let next = 0;
  const reward = (paid: NonNullable<Paid>) => {
    paidNow++;
    ctx.onReward(paid.playerId, {
      kind: 'tournament_prize',
      title: frozen.title,
      body: `Rank ${paid.rank}`,
      rank: paid.rank,
      amount: paid.amount,
      currency: frozen.currency,
      reference: frozen.id,
    });
  };
  const batches = frozen.prizeKind === 'cash' ? shardBatches(unpaid) : [];
  const worker = async () => {
    if (frozen.prizeKind === 'cash') {
      while (next < batches.length) {
        for (const paid of await payCashBatch(ctx, frozen, batches[next++]!)) reward(paid);
      }
      return;
    }
    while (next < unpaid.length) {
      const paid = await payBonus(ctx, frozen, unpaid[next++]!.id);
      if (paid) reward(paid);
    }
  };
  await Promise.all(Array.from({ length: PAY_WORKERS }, worker));
  const payouts = await repo.listPayouts(ctx.db, frozen.id);
  if (payouts.every((p) => p.paidAt || p.skipped)) {
    await repo.updateTournament(ctx.db, frozen.id, {
      state: 'settled',
      settledAt: ctx.clock.now(),
    });
    return { state: 'settled', paidNow, payouts: payouts.length };
  }
  return { state: 'settling', paidNow, payouts: payouts.length };
}

/** The prized players by rank: eligible ones only (the limits port), best first. */
async function rankWinners(ctx: SettleContext, t: repo.TournamentRow) {
  const last = repo.lastPrizedRank(t.prizes);
  const all = await repo.standings(ctx.db, t);
  const winners: Array<{ playerId: string; score: number; rank: number; amount: number }> = [];
  for (let i = 0; i < all.length && winners.length < last; i += 200) {
    const batch = all.slice(i, i + 200);
    const answers = await Promise.all(batch.map((s) => ctx.eligibility(s.playerId, ctx.db)));
    for (const [j, s] of batch.entries()) {
      if (!answers[j]!.allowed || winners.length >= last) continue;
      const rank = winners.length + 1;
      const amount = repo.prizeFor(t.prizes, rank);
      if (amount) winners.push({ playerId: s.playerId, score: s.score, rank, amount });
    }
  }
  return winners;
}

/**
 * Cash payouts in batches of one house shard each, the shards taken in turn: concurrent payers
 * then work on different shards and rarely wait for each other's locks.
 */
function shardBatches(unpaid: Array<{ id: string; playerId: string }>): string[][] {
  const byShard = new Map<number, string[][]>();
  for (const p of unpaid) {
    const shard = rewardShard(p.playerId);
    const batches = byShard.get(shard) ?? [[]];
    if (batches.at(-1)!.length >= PAY_BATCH) batches.push([]);
    batches.at(-1)!.push(p.id);
    byShard.set(shard, batches);
  }
  const lists = [...byShard.values()];
  const out: string[][] = [];
  for (let i = 0; lists.some((l) => i < l.length); i++) {
    for (const l of lists) if (l[i]) out.push(l[i]!);
  }
  return out;
}

type Paid = { playerId: string; rank: number; amount: number } | null;

/**
 * Cash prizes, many per transaction (one commit): each the house's game account → the player's
 * real money under the payout's row lock. The house shards are locked in ascending order across
 * the batch (sorted by shard), so concurrent payers never wait on each other in a cycle. A batch
 * that fails (a ledger refusal) is paid again one payout per transaction, so one bad payout
 * holds up no other.
 */
async function payCashBatch(
  ctx: SettleContext,
  t: repo.TournamentRow,
  payoutIds: string[],
): Promise<NonNullable<Paid>[]> {
  const result = await payRewardsTogether(ctx.wallet, async (tx, pay) => {
    const locked = await repo.lockPayouts(tx, payoutIds);
    const due = locked
      .filter((p) => !p.paidAt && !p.skipped)
      .sort((a, b) => rewardShard(a.playerId) - rewardShard(b.playerId));
    const withAccount = await playersWithAccountIn(
      tx,
      due.map((p) => p.playerId),
      t.currency,
    );
    const done: NonNullable<Paid>[] = [];
    for (const payout of due) {
      if (!withAccount.has(payout.playerId)) {
        await repo.updatePayout(tx, payout.id, { skipped: 'no_account' });
        continue;
      }
      const { transferId } = await pay({
        playerId: payout.playerId,
        currency: t.currency,
        amount: payout.amount,
        code: 'tournament_prize',
        key: prizeKey(t.id, payout.playerId),
        reference: t.id,
      });
      await repo.updatePayout(tx, payout.id, { paidAt: ctx.clock.now(), transferId });
      done.push({ playerId: payout.playerId, rank: payout.rank, amount: payout.amount });
    }
    return done;
  });
  if (!result.ok) {
    if (payoutIds.length > 1) {
      const one = await Promise.all(payoutIds.map((id) => payCashBatch(ctx, t, [id])));
      return one.flat();
    }
    ctx.log.warn({ payoutId: payoutIds[0], failure: result.error }, 'tournament prize not paid');
    return [];
  }
  return result.value;
}

/**
 * One bonus prize: issued through the bonus engine once (source tournament:{id}:{player}), with
 * the offer's wagering terms and the player's jurisdiction rules; activated at once when the
 * player has no other active bonus (its money is then the engine's `bonus_grant` transfer).
 */
async function payBonus(
  ctx: SettleContext,
  t: repo.TournamentRow,
  payoutId: string,
): Promise<Paid> {
  const payout = (await repo.listPayouts(ctx.db, t.id)).find((p) => p.id === payoutId);
  if (!payout || payout.paidAt || payout.skipped) return null;
  if (!t.bonusDefinitionId) {
    await repo.updatePayout(ctx.db, payoutId, { skipped: 'bonus_offer_missing' });
    return null;
  }
  const granted = await grantPrizeBonus(ctx.bonus, {
    playerId: payout.playerId,
    definitionId: t.bonusDefinitionId,
    currency: t.currency,
    amount: payout.amount,
    source: prizeKey(t.id, payout.playerId),
    actor: `tournament:${t.identity}`,
  });
  if (!granted.granted) {
    const skipped = granted.reason === 'offer_missing' ? 'bonus_offer_missing' : 'bonus_refused';
    await repo.updatePayout(ctx.db, payoutId, { skipped });
    return null;
  }
  await repo.updatePayout(ctx.db, payoutId, {
    paidAt: ctx.clock.now(),
    playerBonusId: granted.playerBonusId,
  });
  return { playerId: payout.playerId, rank: payout.rank, amount: payout.amount };
}

/** The settlement job: every ended tournament not yet settled (replayable). */
export async function settleDue(ctx: SettleContext): Promise<number> {
  let done = 0;
  for (const { id } of await repo.findDue(ctx.db, ctx.clock.now())) {
    const result = await settleTournament(ctx, id);
    done += result.paidNow;
  }
  return done;
}
