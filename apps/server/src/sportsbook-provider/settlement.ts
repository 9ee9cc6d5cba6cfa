import type { Db } from '@casino/db';
import { withRetries } from '../builtin-provider/seamless-client.ts';
import { viewOf } from './board.ts';
import { type Failure, fail, type SportsbookContext } from './context.ts';
import { feedResult, findEvent, fixtures } from './feed.ts';
import { type LegResult, legFactor, payoutOf, settleLeg } from './odds.ts';
import { rollbackStake, SPORTSBOOK_GAME } from './placement.ts';
import * as repo from './repository.ts';

/** A settlement call the casino has not confirmed yet (kept on the bet until it is). */
interface PendingCall {
  type: 'win' | 'resettle';
  transactionId: string;
  amount: number;
}

/** The bet's status and payout once every leg has a result. */
export function outcomeOf(stake: number, legs: { result: LegResult; odds: number }[]) {
  const payout = payoutOf(
    stake,
    legs.map((l) => legFactor(l.result, l.odds)),
  );
  const results = new Set(legs.map((l) => l.result));
  const status: repo.BetRow['status'] =
    payout === 0
      ? 'lost'
      : results.size === 1 && results.has('void')
        ? 'void'
        : results.has('half_lost')
          ? 'half_lost'
          : results.has('half_won')
            ? 'half_won'
            : 'won';
  return { status, payout };
}

/** Sends a bet's pending settlement call; confirmed, it is cleared. */
export async function deliver(ctx: SportsbookContext, bet: repo.BetRow): Promise<boolean> {
  if (!bet.pendingCall) return true;
  const call = JSON.parse(bet.pendingCall) as PendingCall;
  const body = {
    token: bet.casinoToken,
    transactionId: call.transactionId,
    roundId: bet.id,
    gameIdentity: SPORTSBOOK_GAME,
    amount: call.amount,
    currency: bet.currency,
  };
  const answer = await withRetries(
    () =>
      call.type === 'win'
        ? ctx.wallet.win({ ...body, roundClosed: true })
        : ctx.wallet.resettle(body),
    [300, 1000],
  );
  if (answer.kind !== 'ok') {
    ctx.log.error(
      { betId: bet.id, call, answer },
      'sportsbook settlement not confirmed; kept for the sweeper',
    );
    return false;
  }
  await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockBet(tx, bet.id);
    if (locked?.pendingCall === bet.pendingCall)
      await repo.updateBet(tx, bet.id, { pendingCall: null });
  });
  return true;
}

/**
 * Settles (or resettles) one bet from the results it has: legs get their result; once all
 * have one, the payout goes to the casino (`win` the first time, `resettle` with the new total
 * after a corrected result, up or down). A cashed-out bet is never touched again.
 */
async function settleBet(ctx: SportsbookContext, betId: string) {
  // A settlement the casino has not confirmed goes first: the calls stay in order.
  const [waiting] = await repo.betsWithPendingCalls(ctx.db, betId);
  if (waiting && !(await deliver(ctx, waiting))) return;
  const bet = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockBet(tx, betId);
    if (
      !locked ||
      locked.pendingCall ||
      !['open', 'won', 'lost', 'void', 'half_won', 'half_lost'].includes(locked.status)
    ) {
      return locked;
    }
    const legs = await repo.legsOf(tx, [betId]);
    const settled: { result: LegResult; odds: number }[] = [];
    for (const leg of legs) {
      const result = await repo.findResult(tx, leg.eventId);
      if (!result) continue;
      const value: LegResult = result.isCancelled
        ? 'void'
        : settleLeg(leg.market, leg.selection, result);
      if (leg.result !== value || leg.resultVersion !== result.version) {
        await repo.setLegResult(tx, leg.id, value, result.version);
      }
      settled.push({ result: value, odds: leg.odds });
    }
    if (settled.length < legs.length) return locked;
    const { status, payout } = outcomeOf(locked.stake, settled);
    if (locked.status !== 'open' && payout === locked.payout) {
      return repo.updateBet(tx, betId, { status });
    }
    const n = locked.settlements + 1;
    const call: PendingCall = {
      type: locked.status === 'open' ? 'win' : 'resettle',
      transactionId: `${betId}:settle:${n}`,
      amount: payout,
    };
    return repo.updateBet(tx, betId, {
      status,
      payout,
      settlements: n,
      pendingCall: JSON.stringify(call),
      settledAt: ctx.clock.now(),
    });
  });
  if (bet?.pendingCall) await deliver(ctx, bet);
}

/** Settles every bet with a leg on the event (after its result was recorded or corrected). */
export async function settleEvent(ctx: SportsbookContext, eventId: string) {
  for (const id of await repo.betIdsOnEvent(ctx.db, eventId)) await settleBet(ctx, id);
}

/**
 * Records an event's result and settles its bets. `feed`: the simulated final score; a
 * score or `cancelled` from an operator (sandbox) overrides it, and a later different score is a
 * correction that resettles every bet on the event.
 */
export async function recordResult(
  ctx: SportsbookContext,
  eventId: string,
  input: { home: number; away: number } | { cancelled: true } | 'feed',
  source: 'feed' | 'operator',
): Promise<{ ok: true; value: repo.ResultRow } | { ok: false; error: Failure }> {
  const event = findEvent(ctx.seed, eventId);
  if (!event) return { ok: false, error: fail(404, 'event_not_found', `No event ${eventId}`) };
  const score =
    input === 'feed'
      ? { ...feedResult(event), isCancelled: false }
      : 'cancelled' in input
        ? { home: 0, away: 0, isCancelled: true }
        : { ...input, isCancelled: false };
  const { result } = await repo.upsertResult(ctx.db, { eventId, ...score, source });
  await settleEvent(ctx, eventId);
  return { ok: true, value: result };
}

/** What the bet pays if cashed out now; null when it cannot be (a leg lost or suspended). */
export async function cashoutValue(
  ctx: SportsbookContext,
  bet: repo.BetRow,
  legs: repo.LegRow[],
  db: Db = ctx.db,
) {
  if (bet.status !== 'open') return null;
  const now = ctx.clock.now().getTime();
  const resulted = await repo.findResultedIds(
    db,
    legs.map((l) => l.eventId),
  );
  let num = BigInt(bet.stake);
  let den = 1n;
  for (const leg of legs) {
    if (leg.result) {
      const f = legFactor(leg.result, leg.odds);
      num *= f.num;
      den *= f.den;
      continue;
    }
    const event = findEvent(ctx.seed, leg.eventId);
    if (!event || resulted.has(leg.eventId)) return null;
    const market = viewOf(ctx.seed, event, now, resulted).markets.find((m) => m.id === leg.market);
    const current = market?.odds[leg.selection];
    if (!market || market.suspended || !current) return null;
    num *= BigInt(leg.odds);
    den *= BigInt(current);
  }
  const share = BigInt(Math.round(ctx.cashoutShare * 10_000));
  const value = Number((num * share) / (den * 10_000n));
  return value > 0 ? value : null;
}

/**
 * Cashes a bet out at the value the bettor saw: a different value now is refused (409
 * `cashout_changed` with the current one). The casino pays it as the round's win.
 */
export async function cashOut(
  ctx: SportsbookContext,
  playerRef: string,
  betId: string,
  amount: number,
): Promise<{ ok: true; value: repo.BetRow } | { ok: false; error: Failure }> {
  const done = await ctx.db.transaction(async (tx) => {
    const bet = await repo.lockBet(tx, betId);
    if (!bet || bet.playerRef !== playerRef)
      return { error: fail(404, 'bet_not_found', 'No such bet') };
    const value = await cashoutValue(ctx, bet, await repo.legsOf(tx, [betId]), tx);
    if (value === null)
      return { error: fail(409, 'cashout_unavailable', 'This bet cannot be cashed out now') };
    if (value !== amount) {
      return {
        error: fail(409, 'cashout_changed', 'The cash-out value changed', { amount: value }),
      };
    }
    const call: PendingCall = { type: 'win', transactionId: `${betId}:settle:1`, amount: value };
    return {
      bet: await repo.updateBet(tx, betId, {
        status: 'cashed_out',
        payout: value,
        settlements: 1,
        pendingCall: JSON.stringify(call),
        settledAt: ctx.clock.now(),
      }),
    };
  });
  if ('error' in done) return { ok: false, error: done.error! };
  await deliver(ctx, done.bet);
  return { ok: true, value: { ...done.bet, pendingCall: null } };
}

/** Feed results of ended matches, then any settlement call still unconfirmed. */
export async function sweep(ctx: SportsbookContext) {
  const now = ctx.clock.now().getTime();
  const ended = fixtures(ctx.seed, now).filter((e) => e.endsAt <= now);
  const resulted = await repo.findResultedIds(
    ctx.db,
    ended.map((e) => e.id),
  );
  for (const event of ended) {
    if (!resulted.has(event.id)) await recordResult(ctx, event.id, 'feed', 'feed');
  }
  for (const bet of await repo.betsWithPendingCalls(ctx.db)) await settleBet(ctx, bet.id);
  // A placement that crashed between its row and the casino's answer: its stake is rolled back.
  const stale = new Date(now - 60_000);
  for (const bet of await repo.staleBets(ctx.db, stale)) await rollbackStake(ctx, bet);
}
