import { PLAYER_BONUS_RESULT, PLAYER_BONUS_STATUS, type PlayerBonus } from '@casino/contracts';
import { commitWith, type Db } from '@casino/db';
import { collectEvents } from '../../shared/event-bus.ts';
import { isUuid } from '../../shared/ids.ts';
import type { Result } from '../../shared/result.ts';
import { defineTransactionScope } from '../../shared/transaction.ts';
import {
  convertBonusMoney,
  forfeitBonusMoney,
  grantBonusMoney,
  type LedgerFailure,
  lockBonusBalance,
  stakedBeforeGrant,
} from '../wallet/service.ts';
import { type BonusContext, onTransaction } from './context.ts';
import type { BonusFailure } from './failures.ts';
import { profileRefusal } from './jurisdiction.ts';
import * as repo from './repository.ts';
import { bonusAmount, contributionOf, fromBase, wageringOf } from './terms.ts';

const DAY_MS = 86_400_000;
const bonusTransaction = defineTransactionScope<BonusFailure>('bonus');

/** Ends the running bonus transaction with an expected failure (rolled back). */
export const rollback = (failure: BonusFailure): never => bonusTransaction.rollback(failure);

/**
 * Runs `work` in one transaction (a savepoint inside another) with a context on it; events
 * are published after the commit, none after a rollback.
 */
export async function inBonusTransaction<T>(
  ctx: BonusContext,
  work: (tx: BonusContext) => Promise<T>,
): Promise<Result<T, BonusFailure>> {
  const events = collectEvents(ctx.events);
  const result = await bonusTransaction.run(ctx.db, (tx) => work(onTransaction(ctx, tx, events)));
  if (result.ok) events.publish();
  return result;
}

export function toPlayerBonus(row: repo.PlayerBonusRow): PlayerBonus {
  return {
    id: row.id,
    currency: row.currency,
    amount: row.amount,
    status: row.status,
    result: row.result,
  };
}

function announce(ctx: BonusContext, row: repo.PlayerBonusRow) {
  ctx.events.emit({
    type: 'bonus.player-bonus.updated',
    playerId: row.playerId,
    playerBonus: toPlayerBonus(row),
  });
}

/** A ledger failure inside a bonus movement is a bug (the amounts come from locked balances). */
function moved<T>(result: Result<T, LedgerFailure>, what: string): T {
  if (!result.ok) throw new Error(`bonus ${what} failed: ${result.error.kind}`);
  return result.value;
}

/**
 * Why a definition may not be granted now (null: it may). An offer limited to countries is
 * for players of those countries only (a player without a country gets none of it).
 */
export function grantRefusal(
  ctx: BonusContext,
  def: repo.DefinitionRow,
  currency: string,
  country: string | null | undefined,
) {
  if (def.state !== 'published') return 'not published';
  if (def.countries.length > 0 && !(country && def.countries.includes(country))) return 'country';
  if (ctx.maxWageringMultiplier > 0 && def.wageringMultiplier > ctx.maxWageringMultiplier) {
    return `wagering ${def.wageringMultiplier}× above the jurisdiction cap`;
  }
  const byProfile = profileRefusal(ctx, def, country);
  if (byProfile) return byProfile;
  if (def.currencies.length > 0 && !def.currencies.includes(currency)) return 'currency';
  return null;
}

export interface IssueInput {
  playerId: string;
  definition: repo.DefinitionRow;
  currency: string;
  /** For a deposit match: the deposit (minor units of `currency`). */
  deposit?: number;
  /** Once per source: `deposit:{invoiceId}`, `code:{playerCodeId}`, `freespins:{id}`. */
  source: string;
  actor: string;
  /** The bonus amount itself (free-spin wins), instead of the definition's. */
  amount?: number;
  /**
   * The offer's rules were checked when what pays this bonus was granted (free-spin wins):
   * publication, cap, currency and country are not asked again.
   */
  skipOfferChecks?: boolean;
}

/**
 * Issues a bonus (status 1) once per source, its terms copied from the definition and
 * converted into the player's currency. Null (nothing written) when the player or the
 * definition does not qualify; the source's existing bonus when it was issued before.
 */
export async function issueBonus(
  ctx: BonusContext,
  input: IssueInput,
): Promise<repo.PlayerBonusRow | null> {
  const { definition: def, currency } = input;
  const before = await repo.findBySource(ctx.db, input.source);
  if (before) return before;
  const country = await repo.playerCountry(ctx.db, input.playerId);
  const refusal = input.skipOfferChecks ? null : grantRefusal(ctx, def, currency, country);
  if (refusal) {
    ctx.log.info({ definition: def.identity, refusal }, 'bonus not issued');
    return null;
  }
  const eligible = await ctx.eligibility(input.playerId, ctx.db);
  if (!eligible.allowed) {
    ctx.log.info({ playerId: input.playerId, reason: eligible.reason }, 'player gets no bonus');
    return null;
  }
  const units = await repo.findCurrencyUnits(ctx.db, [currency]);
  const unit = units.of(currency);
  if (!unit) return null;
  const inCurrency = (base: number | null) =>
    base === null ? null : fromBase(base, units.base, unit);
  if (input.deposit !== undefined && input.deposit < (inCurrency(def.minDeposit) ?? 0)) return null;
  const amount =
    input.amount ?? bonusAmount(def.kind, def.percent, inCurrency(def.amount)!, input.deposit ?? 0);
  if (amount <= 0) return null;
  const now = ctx.clock.now();
  const row = await repo.insertPlayerBonus(ctx.db, {
    playerId: input.playerId,
    definitionId: def.id,
    currency,
    source: input.source,
    amount,
    wageringRequired: amount * def.wageringMultiplier,
    contributions: def.contributions,
    defaultContribution: def.defaultContribution,
    maxStake: inCurrency(def.maxStake),
    maxConversion: inCurrency(def.maxConversion),
    cancelAfterWagering: def.cancelAfterWagering,
    wageringDays: def.wageringDays,
    activationDeadline: new Date(now.getTime() + def.activationDays * DAY_MS),
    createdAt: now,
  });
  if (!row) return repo.findBySource(ctx.db, input.source);
  await repo.insertEvent(ctx.db, {
    playerBonusId: row.id,
    kind: 'issued',
    amount,
    actor: input.actor,
  });
  announce(ctx, row);
  return row;
}

/**
 * Locks the player's money (ledger first, the order of every game movement) and then the
 * bonus row; null when the bonus is not the player's.
 */
async function lockForChange(ctx: BonusContext, playerId: string, id: string) {
  const seen = isUuid(id) ? await repo.findPlayerBonus(ctx.db, playerId, id) : null;
  if (!seen) return null;
  const balance = await lockBonusBalance(ctx.wallet, { playerId, currency: seen.currency });
  if (balance === null) return null;
  const row = await repo.lockPlayerBonus(ctx.db, id);
  return row ? { row, balance } : null;
}

async function finish(
  ctx: BonusContext,
  row: repo.PlayerBonusRow,
  result: number,
  actor: string,
  money: { converted?: number; forfeited?: number } = {},
) {
  const now = ctx.clock.now();
  const done = await repo.updatePlayerBonus(ctx.db, row.id, {
    status: PLAYER_BONUS_STATUS.finished,
    result,
    finishedAt: now,
    converted: money.converted ?? null,
    forfeited: money.forfeited ?? null,
  });
  for (const kind of ['converted', 'forfeited'] as const) {
    const amount = money[kind];
    if (amount) await repo.insertEvent(ctx.db, { playerBonusId: row.id, kind, amount, actor });
  }
  const kind = Object.entries(PLAYER_BONUS_RESULT).find(([, code]) => code === result)?.[0];
  await repo.insertEvent(ctx.db, { playerBonusId: row.id, kind: `finished:${kind}`, actor });
  announce(ctx, done);
  return done;
}

/** Removes all bonus money of an active bonus (cancel, expiry). */
async function forfeitAll(ctx: BonusContext, row: repo.PlayerBonusRow) {
  const movement = moved(
    await forfeitBonusMoney(ctx.wallet, {
      playerId: row.playerId,
      currency: row.currency,
      playerBonusId: row.id,
    }),
    'forfeit',
  );
  return movement.bonus;
}

/**
 * Activation: the bonus money enters the player's bonus account and wagering starts. One
 * active bonus per currency (409 otherwise). Activating an active bonus again changes nothing.
 */
export function activateBonus(
  ctx: BonusContext,
  playerId: string,
  id: string,
  actor = 'player',
): Promise<Result<PlayerBonus, BonusFailure>> {
  return inBonusTransaction(ctx, async (tx) =>
    toPlayerBonus(await activateLocked(tx, playerId, id, actor)),
  );
}

async function activateLocked(ctx: BonusContext, playerId: string, id: string, actor: string) {
  const locked = await lockForChange(ctx, playerId, id);
  if (!locked) return rollback({ kind: 'not_found' });
  const { row } = locked;
  if (row.status === PLAYER_BONUS_STATUS.activated) return row;
  if (row.status !== PLAYER_BONUS_STATUS.issued) return rollback({ kind: 'not_issued' });
  const now = ctx.clock.now();
  if (row.activationDeadline <= now) return rollback({ kind: 'not_issued' });
  const eligible = await ctx.eligibility(playerId, ctx.db);
  if (!eligible.allowed) return rollback({ kind: 'not_eligible', reason: eligible.reason });
  if (await repo.findActive(ctx.db, playerId, row.currency)) {
    return rollback({ kind: 'active_bonus_exists', currency: row.currency });
  }
  // Bonus money left by finished bonuses is none of this bonus's to wager and convert (issue 27).
  if (locked.balance > 0) await forfeitOrphan(ctx, row, `before:${row.id}`);
  const active = await repo.updatePlayerBonus(ctx.db, row.id, {
    status: PLAYER_BONUS_STATUS.activated,
    activatedAt: now,
    wageringDeadline: new Date(now.getTime() + row.wageringDays * DAY_MS),
  });
  moved(
    await grantBonusMoney(ctx.wallet, {
      playerId,
      currency: row.currency,
      playerBonusId: row.id,
      amount: row.amount,
    }),
    'grant',
  );
  await repo.insertEvent(ctx.db, {
    playerBonusId: row.id,
    kind: 'activated',
    amount: row.amount,
    actor,
  });
  announce(ctx, active);
  return active;
}

/** Activates an issued bonus when no other is active in its currency; else leaves it issued. */
export async function activateIfFree(ctx: BonusContext, row: repo.PlayerBonusRow, actor: string) {
  if (row.status !== PLAYER_BONUS_STATUS.issued) return row;
  if (await repo.findActive(ctx.db, row.playerId, row.currency)) return row;
  return activateLocked(ctx, row.playerId, row.id, actor);
}

/**
 * Cancel by the player: an issued bonus just finishes; an active one loses all its bonus money
 * (the bonus and the wins on it; real money stays), unless its terms forbid cancelling once
 * wagering has started.
 */
export function cancelBonus(
  ctx: BonusContext,
  playerId: string,
  id: string,
  actor = 'player',
  /** An operator cancels whatever the terms say about wagering already started. */
  overrideTerms = false,
): Promise<Result<PlayerBonus, BonusFailure>> {
  return inBonusTransaction(ctx, async (tx) => {
    const locked = await lockForChange(tx, playerId, id);
    if (!locked) return rollback({ kind: 'not_found' });
    const { row } = locked;
    if (row.status === PLAYER_BONUS_STATUS.finished) return rollback({ kind: 'not_active' });
    if (row.status === PLAYER_BONUS_STATUS.issued) {
      return toPlayerBonus(await finish(tx, row, PLAYER_BONUS_RESULT.canceled, actor));
    }
    if (!overrideTerms && !row.cancelAfterWagering && row.wagered > 0)
      return rollback({ kind: 'cancel_not_allowed' });
    const forfeited = await forfeitAll(tx, row);
    return toPlayerBonus(await finish(tx, row, PLAYER_BONUS_RESULT.canceled, actor, { forfeited }));
  });
}

/**
 * Completion: the remaining bonus money (up to the conversion cap) becomes real money in one
 * ledger transfer; anything above the cap goes back to the house.
 */
async function complete(ctx: BonusContext, row: repo.PlayerBonusRow) {
  const movement = moved(
    await convertBonusMoney(ctx.wallet, {
      playerId: row.playerId,
      currency: row.currency,
      playerBonusId: row.id,
      cap: row.maxConversion,
    }),
    'conversion',
  );
  const converted = movement.real;
  return finish(ctx, row, PLAYER_BONUS_RESULT.played, 'system', {
    converted,
    forfeited: movement.bonus - converted,
  });
}

export interface SettledRound {
  roundId: string;
  playerId: string;
  currency: string;
  gameId: string;
  /** The game's categories (the game module keeps them per catalog version). */
  categories: readonly string[];
  /** The round's stakes not rolled back. */
  stake: number;
  /** The player's bonus money now, under the lock the round's win took. */
  bonusBalance: number;
  /**
   * Nothing is issued on the transaction after the rules' statements (a win's settlement): where
   * the wagering's update is the last (no completion, no loss follows), the transaction's COMMIT
   * goes with it (issue 31).
   */
  last?: boolean;
}

/**
 * After a round settles, inside its transaction (the player's money already locked by the
 * win): its stake × the game's contribution counts towards the active bonus's wagering;
 * wagering done → completion; bonus money gone with no round open → lost. Bonus money left
 * without an active bonus (a late win on a finished one) goes back to the house.
 */
export async function settleRound(ctx: BonusContext, round: SettledRound): Promise<void> {
  const active = await repo.findActive(ctx.db, round.playerId, round.currency, { lock: true });
  if (!active) {
    if (round.bonusBalance > 0) await sweepOrphanMoney(ctx, round);
    return;
  }
  let row = active;
  if (round.stake > 0) {
    const percent = contributionOf(
      round.categories,
      active.contributions,
      active.defaultContribution,
    );
    const add = wageringOf(round.stake, percent);
    if (add > 0) {
      const wagered = active.wagered + add;
      // Neither completion (wagering done) nor loss (no bonus money left) follows.
      const last =
        round.last === true && wagered < active.wageringRequired && round.bonusBalance > 0;
      if (last) {
        // NOTE: issued in this tick, the COMMIT behind the update: sent together.
        await Promise.all([repo.setWagered(ctx.db, active.id, wagered), commitWith(ctx.db)]);
        return;
      }
      row = await repo.updatePlayerBonus(ctx.db, active.id, { wagered });
    }
  }
  await concludeIfDone(ctx, row, round.bonusBalance);
}

/**
 * Completes a wagered bonus, or finishes one whose money ran out with no round open as lost;
 * `balance`: the player's bonus money, already locked by the caller.
 */
async function concludeIfDone(ctx: BonusContext, row: repo.PlayerBonusRow, balance: number) {
  if (row.wagered >= row.wageringRequired) return complete(ctx, row);
  if (balance === 0 && !(await repo.hasOpenRound(ctx.db, row.playerId, row.currency))) {
    return finish(ctx, row, PLAYER_BONUS_RESULT.lost, 'system');
  }
  return row;
}

async function sweepOrphanMoney(ctx: BonusContext, round: SettledRound) {
  await forfeitOrphan(ctx, round, `round:${round.roundId}`);
}

/**
 * Forfeits bonus money no active bonus owns (all of it unless `amount`) under the last
 * finished bonus's key `bonus:{id}:forfeit:{step}`, where that bonus's own money went: the
 * house. Answers the amount forfeited.
 */
async function forfeitOrphan(
  ctx: BonusContext,
  money: { playerId: string; currency: string },
  step: string,
  amount?: number,
): Promise<number> {
  const balance = await lockBonusBalance(ctx.wallet, money);
  if (!balance) return 0;
  const last = await repo.findLastFinished(ctx.db, money.playerId, money.currency);
  if (!last) return 0;
  const movement = moved(
    await forfeitBonusMoney(ctx.wallet, {
      playerId: money.playerId,
      currency: money.currency,
      playerBonusId: last.id,
      step,
      ...(amount === undefined ? {} : { amount }),
    }),
    'sweep',
  );
  if (movement.bonus > 0 && !movement.replayed) {
    await repo.insertEvent(ctx.db, {
      playerBonusId: last.id,
      kind: 'forfeited',
      amount: movement.bonus,
      actor: 'system',
    });
  }
  return movement.replayed ? 0 : movement.bonus;
}

export interface ReturnedBonusMoney {
  playerId: string;
  currency: string;
  roundId: string;
  amount: number;
  stakeKeys: string[];
  key: string;
}

/**
 * Bonus money a win, resettlement or rollback just returned (issue 27) stays bonus money only
 * when the bonus active now is the one it was staked under. Otherwise (the bonus was
 * cancelled, expired or finished meanwhile, whether or not another is active now) it goes
 * where that bonus's money went, at once: forfeited to the house, so no later bonus converts
 * it. A round staked partly before the active bonus's grant counts as staked before it.
 */
export async function keepReturnedBonusMoney(
  ctx: BonusContext,
  back: ReturnedBonusMoney,
): Promise<number> {
  if (back.amount <= 0) return 0;
  const active = await repo.findActive(ctx.db, back.playerId, back.currency, { lock: true });
  if (active) {
    const earlier = await stakedBeforeGrant(ctx.wallet, {
      grantKey: `bonus:${active.id}:grant`,
      stakeKeys: back.stakeKeys,
    });
    if (!earlier) return 0;
  }
  return forfeitOrphan(ctx, back, `returned:${back.key}`, back.amount);
}

/**
 * The seamless wallet asks before every stake: while a bonus is active in the currency, a
 * stake above its maximum is refused.
 */
export async function stakeAboveMaximum(
  db: Db,
  bet: { playerId: string; currency: string; amount: number },
): Promise<{ maxStake: number } | null> {
  const active = await repo.findActiveMaxStake(db, bet.playerId, bet.currency);
  if (!active || active.maxStake === null || bet.amount <= active.maxStake) return null;
  return { maxStake: active.maxStake };
}

/**
 * Finishes what is due (each in its own transaction): issued bonuses past their activation
 * window (unused), active ones past their wagering window (expired: bonus money removed),
 * unless wagering was completed meanwhile. Answers how many it finished.
 */
export async function expireDue(ctx: BonusContext): Promise<number> {
  const due = await repo.findDue(ctx.db, ctx.clock.now());
  let finished = 0;
  for (const { id } of due) {
    const result = await inBonusTransaction(ctx, async (tx) => {
      const seen = await repo.findById(tx.db, id);
      if (!seen) return false;
      const locked = await lockForChange(tx, seen.playerId, id);
      if (!locked) return false;
      const { row } = locked;
      const now = tx.clock.now();
      if (row.status === PLAYER_BONUS_STATUS.issued && row.activationDeadline < now) {
        await finish(tx, row, PLAYER_BONUS_RESULT.unused, 'system');
        return true;
      }
      if (row.status === PLAYER_BONUS_STATUS.activated && row.wageringDeadline! < now) {
        if (row.wagered >= row.wageringRequired) {
          await complete(tx, row);
          return true;
        }
        const forfeited = await forfeitAll(tx, row);
        await finish(tx, row, PLAYER_BONUS_RESULT.expired, 'system', { forfeited });
        return true;
      }
      return false;
    });
    if (result.ok && result.value) finished++;
  }
  return finished;
}
