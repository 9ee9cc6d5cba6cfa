import {
  PLAYER_FREESPIN_RESULT,
  PLAYER_FREESPIN_STATUS,
  type PlayerFreespin,
  type PlayerFreespinDetails,
  type SeamlessFreeRoundsRequest,
} from '@casino/contracts';
import { isUuid } from '../../shared/ids.ts';
import type { Result } from '../../shared/result.ts';
import { findAccount, payFreespinWin } from '../wallet/service.ts';
import type { BonusContext } from './context.ts';
import {
  activateIfFree,
  grantRefusal,
  inBonusTransaction,
  issueBonus,
  rollback,
} from './engine.ts';
import type { BonusFailure } from './failures.ts';
import { type FreeRoundsPayout, freeRoundsPayout } from './freespin-cap.ts';
import * as repo from './repository.ts';
import { fromBase } from './terms.ts';

const DAY_MS = 86_400_000;
/** The provider of free spins whose game the catalog does not know (the built-in slots). */
const FREESPINS_PROVIDER = 'builtin';

export function toPlayerFreespin(row: repo.FreespinRow): PlayerFreespin {
  return {
    id: row.id,
    currency: row.currency,
    count: row.count,
    gameId: row.gameIdentity,
    status: row.status,
    result: row.result,
  };
}

function announce(ctx: BonusContext, row: repo.FreespinRow) {
  ctx.events.emit({
    type: 'bonus.player-freespin.updated',
    playerId: row.playerId,
    playerFreespin: toPlayerFreespin(row),
  });
}

const audit = (ctx: BonusContext, row: repo.FreespinRow, kind: string, actor: string, amount = 0) =>
  repo.insertFreespinEvent(ctx.db, { playerFreespinId: row.id, kind, actor, amount });

/**
 * Issues free spins (status 1) once per source: the definition's game and count, its stake
 * converted into the player's currency. Null when the player or the definition does not
 * qualify.
 */
export async function issueFreespins(
  ctx: BonusContext,
  input: {
    playerId: string;
    definition: repo.DefinitionRow;
    currency: string;
    source: string;
    actor: string;
  },
): Promise<repo.FreespinRow | null> {
  const { definition: def, currency } = input;
  if (def.kind !== 'free_spins' || !def.freeSpinGame || !def.freeSpinCount) return null;
  const before = await repo.findFreespinBySource(ctx.db, input.source);
  if (before) return before;
  const country = await repo.playerCountry(ctx.db, input.playerId);
  const refusal = grantRefusal(ctx, def, currency, country);
  if (refusal) {
    ctx.log.info({ definition: def.identity, refusal }, 'free spins not issued');
    return null;
  }
  const eligible = await ctx.eligibility(input.playerId, ctx.db);
  if (!eligible.allowed) return null;
  const units = await repo.findCurrencyUnits(ctx.db, [currency]);
  const unit = units.of(currency);
  if (!unit) return null;
  const now = ctx.clock.now();
  const row = await repo.insertFreespin(ctx.db, {
    playerId: input.playerId,
    definitionId: def.id,
    currency,
    source: input.source,
    // The game's own provider takes the free rounds: an aggregator's game, its campaign there.
    provider: (await repo.gameProviderIdentity(ctx.db, def.freeSpinGame)) ?? FREESPINS_PROVIDER,
    gameIdentity: def.freeSpinGame,
    count: def.freeSpinCount,
    stake: fromBase(def.amount, units.base, unit),
    winsReal: def.freeSpinWinsReal,
    activationDeadline: new Date(now.getTime() + def.activationDays * DAY_MS),
    playDays: def.wageringDays,
    createdAt: now,
  });
  if (!row) return repo.findFreespinBySource(ctx.db, input.source);
  await audit(ctx, row, 'issued', input.actor, row.count);
  announce(ctx, row);
  return row;
}

const providerUnavailable = (): never => rollback({ kind: 'provider_unavailable' });

/**
 * Activation: the free rounds are granted at the provider (over HTTP, before the row changes;
 * the grant is idempotent by this id) and the free spins become playable (status 2) until
 * their play window ends. Activating active free spins again changes nothing.
 */
export async function activateFreespins(
  ctx: BonusContext,
  playerId: string,
  id: string,
  actor = 'player',
): Promise<Result<PlayerFreespin, BonusFailure>> {
  const seen = isUuid(id) ? await repo.findFreespin(ctx.db, id, { playerId }) : null;
  if (seen?.status === PLAYER_FREESPIN_STATUS.issued) {
    const now = ctx.clock.now();
    const granted = await ctx.freeRounds(seen.provider)?.issue({
      reference: seen.id,
      playerId,
      gameIdentity: seen.gameIdentity,
      currency: seen.currency,
      count: seen.count,
      stake: seen.stake,
      expiresAt: new Date(now.getTime() + seen.playDays * DAY_MS).toISOString(),
    });
    if (!granted?.ok) {
      ctx.log.warn({ id, answer: granted }, 'free rounds not granted by the provider');
      return inBonusTransaction(ctx, async () => providerUnavailable());
    }
  }
  return inBonusTransaction(ctx, async (tx) => {
    const row = isUuid(id) ? await repo.findFreespin(tx.db, id, { playerId, lock: true }) : null;
    if (!row) return rollback({ kind: 'not_found' });
    if (row.status === PLAYER_FREESPIN_STATUS.activated) return toPlayerFreespin(row);
    if (row.status !== PLAYER_FREESPIN_STATUS.issued) return rollback({ kind: 'not_issued' });
    const now = tx.clock.now();
    if (row.activationDeadline <= now) return rollback({ kind: 'not_issued' });
    const eligible = await tx.eligibility(playerId, tx.db);
    if (!eligible.allowed) return rollback({ kind: 'not_eligible', reason: eligible.reason });
    const active = await repo.updateFreespin(tx.db, row.id, {
      status: PLAYER_FREESPIN_STATUS.activated,
      activatedAt: now,
      playDeadline: new Date(now.getTime() + row.playDays * DAY_MS),
    });
    await audit(tx, row, 'activated', actor, row.count);
    announce(tx, active);
    return toPlayerFreespin(active);
  });
}

async function finishFreespins(
  ctx: BonusContext,
  row: repo.FreespinRow,
  result: number,
  actor: string,
  changes: Partial<repo.NewFreespin> = {},
) {
  const done = await repo.updateFreespin(ctx.db, row.id, {
    ...changes,
    status: PLAYER_FREESPIN_STATUS.finished,
    result,
    finishedAt: ctx.clock.now(),
  });
  const kind = Object.entries(PLAYER_FREESPIN_RESULT).find(([, code]) => code === result)?.[0];
  await audit(ctx, row, `finished:${kind}`, actor);
  announce(ctx, done);
  return done;
}

/**
 * Ends issued or active free spins (player cancel: 3 canceled; the sweep: 1 unused or 4
 * expired). Active ones are cancelled at the provider first; what their rounds had won is
 * forfeited (never paid).
 */
async function endFreespins(
  ctx: BonusContext,
  seen: repo.FreespinRow,
  result: number,
  actor: string,
): Promise<Result<PlayerFreespin, BonusFailure>> {
  let forfeited = 0;
  if (seen.status === PLAYER_FREESPIN_STATUS.activated) {
    const canceled = await ctx.freeRounds(seen.provider)?.cancel(seen.id);
    if (!canceled?.ok && !canceled?.definitive) {
      return inBonusTransaction(ctx, async () => providerUnavailable());
    }
    if (canceled.ok) {
      // Played to the end just before: the report pays it (or has paid it); nothing to end.
      if (canceled.status.status === 'finished') {
        return inBonusTransaction(ctx, async () => rollback({ kind: 'not_active' }));
      }
      forfeited = canceled.status.totalWin;
    }
  }
  return inBonusTransaction(ctx, async (tx) => {
    const row = (await repo.findFreespin(tx.db, seen.id, { lock: true }))!;
    if (row.status !== seen.status) return rollback({ kind: 'not_active' });
    if (forfeited > 0) await audit(tx, row, 'forfeited', actor, forfeited);
    return toPlayerFreespin(await finishFreespins(tx, row, result, actor));
  });
}

/** Cancel by the player: issued ones just finish; active ones end at the provider too. */
export async function cancelFreespins(
  ctx: BonusContext,
  playerId: string,
  id: string,
  actor = 'player',
): Promise<Result<PlayerFreespin, BonusFailure>> {
  const row = isUuid(id) ? await repo.findFreespin(ctx.db, id, { playerId }) : null;
  if (!row) return inBonusTransaction(ctx, async () => rollback({ kind: 'not_found' }));
  if (row.status === PLAYER_FREESPIN_STATUS.finished) {
    return inBonusTransaction(ctx, async () => rollback({ kind: 'not_active' }));
  }
  return endFreespins(ctx, row, PLAYER_FREESPIN_RESULT.canceled, actor);
}

/**
 * A self-exclusion or time-out has started (docs/decisions/026): the free spins waiting to be
 * played are cancelled, as a player cancelling them would (issue 29). Answers how many ended.
 */
export async function cancelIssuedFreespins(ctx: BonusContext, playerId: string): Promise<number> {
  let cancelled = 0;
  for (const row of await repo.listFreespins(ctx.db, playerId, [PLAYER_FREESPIN_STATUS.issued])) {
    const ended = await endFreespins(ctx, row, PLAYER_FREESPIN_RESULT.canceled, 'system');
    if (ended.ok) cancelled++;
  }
  return cancelled;
}

/** The sweep: issued past their activation window (unused), active past their play window (expired). */
export async function expireDueFreespins(ctx: BonusContext): Promise<number> {
  const now = ctx.clock.now();
  let finished = 0;
  for (const { id } of await repo.findDueFreespins(ctx.db, now)) {
    const row = await repo.findFreespin(ctx.db, id);
    if (!row || row.status === PLAYER_FREESPIN_STATUS.finished) continue;
    const result =
      row.status === PLAYER_FREESPIN_STATUS.issued
        ? PLAYER_FREESPIN_RESULT.unused
        : PLAYER_FREESPIN_RESULT.expired;
    if ((await endFreespins(ctx, row, result, 'system')).ok) finished++;
  }
  return finished;
}

type FinishedAnswer =
  | {
      ok: true;
      balance: number;
      currency: string;
      /** The report claimed more than the game can pay: paid clipped, for an operator. */
      flag?: { playerId: string; reported: number; allowed: number };
    }
  | { ok: false; status: number; code: string; message: string };

/**
 * The provider reports the free rounds played to the end (its seamless `free-rounds` call):
 * the total win is paid once, as real money when the offer says so, else as a bonus with the
 * offer's wagering (activated when no other bonus is active). Free spins ended meanwhile
 * (cancelled, expired) are answered without paying; a repeat answers the same.
 */
export async function freeRoundsFinished(
  ctx: BonusContext,
  provider: string,
  report: SeamlessFreeRoundsRequest,
): Promise<FinishedAnswer> {
  const notFound = {
    ok: false,
    status: 404,
    code: 'free_rounds_not_found',
    message: 'No such free rounds',
  } as const;
  const seen = isUuid(report.reference) ? await repo.findFreespin(ctx.db, report.reference) : null;
  if (!seen || seen.provider !== provider) return notFound;
  if (report.currency !== seen.currency || report.gameIdentity !== seen.gameIdentity) {
    return { ok: false, status: 400, code: 'bad_request', message: 'Not these free rounds' };
  }
  const paid = await inBonusTransaction(ctx, async (tx): Promise<FreeRoundsPayout | null> => {
    const row = (await repo.findFreespin(tx.db, seen.id, { lock: true }))!;
    if (row.status !== PLAYER_FREESPIN_STATUS.activated) return null;
    // Never more than the game could have paid, nor the offer's cash-out (issue 27).
    const payout = await freeRoundsPayout(tx.db, row, report);
    const totalWin = payout.win;
    const changes: Partial<repo.NewFreespin> = { played: payout.played, totalWin };
    if (totalWin < report.totalWin) {
      await audit(tx, row, 'clipped', 'system', report.totalWin);
    }
    if (totalWin > 0) {
      if (row.winsReal) {
        const moved = await payFreespinWin(tx.wallet, {
          playerId: row.playerId,
          currency: row.currency,
          playerFreespinId: row.id,
          amount: totalWin,
        });
        if (!moved.ok) throw new Error(`free-spin win failed: ${moved.error.kind}`);
      } else {
        const definition = (await repo.findDefinition(tx.db, row.definitionId))!;
        const bonus = await issueBonus(tx, {
          playerId: row.playerId,
          definition,
          currency: row.currency,
          amount: totalWin,
          source: `freespins:${row.id}`,
          actor: 'system',
          skipOfferChecks: true,
        });
        if (bonus) {
          changes.playerBonusId = bonus.id;
          await activateIfFree(tx, bonus, 'system');
        }
      }
      await audit(tx, row, row.winsReal ? 'won:real' : 'won:bonus', 'system', totalWin);
    }
    await finishFreespins(tx, row, PLAYER_FREESPIN_RESULT.played, 'system', changes);
    return payout;
  });
  if (!paid.ok) return { ok: false, status: 409, code: 'conflict', message: paid.error.kind };
  const account = await findAccount(ctx.wallet, seen.playerId, { currency: seen.currency });
  const implausible = paid.value?.implausible;
  if (implausible) {
    ctx.log.warn(
      { reference: seen.id, provider, ...implausible },
      'free-rounds report above the game maximum: paid clipped',
    );
  }
  return {
    ok: true,
    balance: account?.balance ?? 0,
    currency: seen.currency,
    ...(implausible ? { flag: { playerId: seen.playerId, ...implausible } } : {}),
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The player's free spins with these statuses (all when empty), newest first. */
export async function listFreespins(
  ctx: BonusContext,
  playerId: string,
  statuses: number[],
): Promise<PlayerFreespinDetails[]> {
  return (await repo.listFreespins(ctx.db, playerId, statuses)).map((row) => ({
    ...toPlayerFreespin(row),
    stake: row.stake,
    activationDeadline: row.activationDeadline.toISOString(),
    playDeadline: iso(row.playDeadline),
    played: row.played,
    totalWin: row.totalWin,
    winsReal: row.winsReal,
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
  }));
}

/** Issued or active free spins of the player in this game and currency? */
export async function hasFreeSpins(
  ctx: BonusContext,
  playerId: string,
  gameIdentity: string,
  currency: string,
): Promise<boolean> {
  const open = await repo.listFreespins(ctx.db, playerId, [
    PLAYER_FREESPIN_STATUS.issued,
    PLAYER_FREESPIN_STATUS.activated,
  ]);
  return open.some((row) => row.gameIdentity === gameIdentity && row.currency === currency);
}
