import type { CashbackReport, CashbackSettings, CashbackSummary } from '@casino/contracts';
import { collectEvents } from '../../../shared/event-bus.ts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import { defineTransactionScope } from '../../../shared/transaction.ts';
import {
  type NetLoss,
  payRewardCash,
  realNetLosses,
} from '../../wallet/retention-cashback-service.ts';
import type { CashbackContext } from './context.ts';
import { cashbackOf, currencyUnits, type Units } from './money.ts';
import { lastFinishedPeriod, periodOf } from './periods.ts';
import * as repo from './repository.ts';

const payoutTransaction = defineTransactionScope<string>('cashback payout');
const iso = (d: Date | string) => new Date(d).toISOString();

export type CashbackFailure =
  | { kind: 'disabled' }
  | { kind: 'period_not_over'; periodEnd: string }
  | { kind: 'bonus_definition_missing' };

function toPayout(row: repo.PayoutRow) {
  return {
    periodStart: iso(row.periodStart),
    periodEnd: iso(row.periodEnd),
    currency: row.currency,
    netLoss: row.netLoss,
    amount: row.amount,
    payAs: row.payAs,
    status: row.status,
    reason: row.reason,
    createdAt: iso(row.createdAt),
  };
}

/**
 * The player's cashback in `currency`: the current period's real-money net loss so far, what it
 * would pay, and the last payouts. A player in a time-out or self-exclusion sees none of it.
 */
export async function getCashbackSummary(
  ctx: CashbackContext,
  playerId: string,
  currency: string,
): Promise<CashbackSummary> {
  const settings = await repo.findCashbackSettings(ctx.db);
  const period = periodOf(settings.period, ctx.clock.now(), settings.periodAnchor);
  const units = await currencyUnits(ctx.db);
  const eligible = await ctx.eligibility(playerId, ctx.db);
  const shown = eligible.allowed && settings.isEnabled;
  const max = settings.maxPayout === null ? null : units.fromBase(settings.maxPayout, currency);
  const [loss] = shown ? await realNetLosses(ctx.db, period, { playerId, currency }) : [];
  const netLoss = loss?.netLoss ?? 0;
  const payouts = shown ? await repo.listPlayerPayouts(ctx.db, playerId, currency) : [];
  return {
    isAvailable: shown,
    currency,
    rateBps: settings.rateBps,
    period: settings.period,
    periodStart: period.from.toISOString(),
    periodEnd: period.to.toISOString(),
    payAs: settings.payAs,
    netLoss,
    accrued: shown ? cashbackOf(netLoss, settings.rateBps, max) : 0,
    minPayout: units.fromBase(settings.minPayout, currency) ?? 0,
    payouts: payouts.map(toPayout),
  };
}

type Outcome = 'paid' | 'skipped';

/**
 * Pays one player's cashback for the period, exactly once: the payout row (unique per period,
 * player and currency) and its ledger transfer (`cashback:{period}:{player}:{currency}`) commit
 * together; a second run, or a concurrent one, finds the row and pays nothing.
 */
async function payOne(
  ctx: CashbackContext,
  settings: repo.CashbackSettingsRow,
  units: Units,
  period: { from: Date; to: Date },
  loss: NetLoss,
): Promise<Outcome> {
  const { playerId, currency, netLoss } = loss;
  const max = settings.maxPayout === null ? null : units.fromBase(settings.maxPayout, currency);
  const amount = cashbackOf(netLoss, settings.rateBps, max);
  const min = units.fromBase(settings.minPayout, currency) ?? 0;
  const base = {
    periodStart: period.from,
    periodEnd: period.to,
    playerId,
    currency,
    netLoss,
    rateBps: settings.rateBps,
    amount,
    payAs: settings.payAs,
  };
  const eligible = await ctx.eligibility(playerId, ctx.db);
  const refusal = !eligible.allowed
    ? eligible.reason
    : amount <= 0 || amount < min
      ? 'below_minimum'
      : null;
  if (refusal) {
    // Recorded, so the report shows it and a replay does not look again.
    await repo.insertPayout(ctx.db, { ...base, status: 'refused', reason: refusal });
    return 'skipped';
  }
  const key = `cashback:${period.from.toISOString()}:${playerId}:${currency}`;
  if (settings.payAs === 'bonus' && settings.bonusDefinitionId) {
    // Issued once per source by the bonus module (its jurisdiction rules apply); the row after.
    const issued = await ctx.bonusReward({
      playerId,
      currency,
      amount,
      definitionId: settings.bonusDefinitionId,
      source: key,
    });
    const row = await repo.insertPayout(
      ctx.db,
      issued.ok
        ? { ...base, status: 'bonus', playerBonusId: issued.playerBonusId }
        : { ...base, status: 'refused', reason: issued.reason },
    );
    if (!row || !issued.ok) return 'skipped';
    await notify(ctx, playerId, { amount, currency, payAs: 'bonus', key });
    return 'paid';
  }
  const events = collectEvents(ctx.events);
  const result = await payoutTransaction.run(ctx.db, async (tx) => {
    const row = await repo.insertPayout(tx, { ...base, status: 'paid', transferKey: key });
    if (!row) return null;
    const moved = await payRewardCash(
      { ...ctx.wallet, db: tx, events },
      { playerId, currency, amount, key, code: 'cashback', reference: row.id },
    );
    if (!moved.ok) payoutTransaction.rollback(moved.error.kind);
    return row;
  });
  if (!result.ok) {
    ctx.log.warn({ playerId, currency, reason: result.error }, 'cashback not paid');
    return 'skipped';
  }
  if (!result.value) return 'skipped';
  events.publish();
  await notify(ctx, playerId, { amount, currency, payAs: 'cash', key });
  return 'paid';
}

async function notify(
  ctx: CashbackContext,
  playerId: string,
  paid: { amount: number; currency: string; payAs: 'cash' | 'bonus'; key: string },
) {
  try {
    await ctx.onReward(playerId, {
      kind: 'cashback',
      amount: paid.amount,
      currency: paid.currency,
      payAs: paid.payAs,
      reference: paid.key,
    });
  } catch (err) {
    ctx.log.warn({ err, playerId }, 'cashback notice failed');
  }
}

/**
 * Runs a period's cashback: every player with a real-money net loss in it gets `rate` of it,
 * once. `at` picks the period (default: the last one that has ended); a period still running is
 * refused. Replaying a period pays only who was not paid before (none, normally).
 */
export async function runCashbackPeriod(
  ctx: CashbackContext,
  { at, actor }: { at?: Date; actor: string },
): Promise<
  Result<{ periodStart: string; periodEnd: string; paid: number; skipped: number }, CashbackFailure>
> {
  const settings = await repo.findCashbackSettings(ctx.db);
  if (!settings.isEnabled) return fail({ kind: 'disabled' });
  if (settings.payAs === 'bonus' && !settings.bonusDefinitionId) {
    return fail({ kind: 'bonus_definition_missing' });
  }
  const now = ctx.clock.now();
  const period = at
    ? periodOf(settings.period, at, settings.periodAnchor)
    : lastFinishedPeriod(settings.period, now, settings.periodAnchor);
  if (period.to > now) return fail({ kind: 'period_not_over', periodEnd: iso(period.to) });
  const [losses, done, units] = await Promise.all([
    realNetLosses(ctx.db, period),
    repo.findPeriodPayoutKeys(ctx.db, period.from),
    currencyUnits(ctx.db),
  ]);
  const todo = losses.filter((l) => !done.has(`${l.playerId}:${l.currency}`));
  let paid = 0;
  let skipped = losses.length - todo.length;
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const loss = todo[next++]!;
      if ((await payOne(ctx, settings, units, period, loss)) === 'paid') paid++;
      else skipped++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, ctx.concurrency) }, worker));
  await repo.insertRun(ctx.db, {
    periodStart: period.from,
    periodEnd: period.to,
    actor,
    paid,
    skipped,
  });
  return ok({ periodStart: iso(period.from), periodEnd: iso(period.to), paid, skipped });
}

/** The scheduled job: the last finished period, once (a period with a run is left alone). */
export async function runDueCashback(ctx: CashbackContext): Promise<number> {
  const settings = await repo.findCashbackSettings(ctx.db);
  if (!settings.isEnabled) return 0;
  const period = lastFinishedPeriod(settings.period, ctx.clock.now(), settings.periodAnchor);
  if (await repo.hasRun(ctx.db, period.from)) return 0;
  const result = await runCashbackPeriod(ctx, { at: period.from, actor: 'schedule' });
  return result.ok ? result.value.paid : 0;
}

export async function readCashbackSettings(ctx: CashbackContext): Promise<CashbackSettings> {
  const row = await repo.findCashbackSettings(ctx.db);
  return {
    isEnabled: row.isEnabled,
    rateBps: row.rateBps,
    period: row.period,
    periodAnchor: row.periodAnchor.toISOString(),
    payAs: row.payAs,
    bonusDefinitionId: row.bonusDefinitionId,
    minPayout: row.minPayout,
    maxPayout: row.maxPayout,
  };
}

export async function writeCashbackSettings(
  ctx: CashbackContext,
  input: CashbackSettings,
): Promise<Result<CashbackSettings, { kind: 'invalid'; fields: Record<string, string[]> }>> {
  if (input.payAs === 'bonus' && !input.bonusDefinitionId) {
    return fail({
      kind: 'invalid',
      fields: { bonusDefinitionId: ['Choose the bonus offer cashback is paid from'] },
    });
  }
  if (input.maxPayout !== null && input.maxPayout < input.minPayout) {
    return fail({ kind: 'invalid', fields: { maxPayout: ['Must be at least the minimum'] } });
  }
  await repo.saveCashbackSettings(
    ctx.db,
    { ...input, periodAnchor: new Date(input.periodAnchor) },
    ctx.clock.now(),
  );
  return ok(await readCashbackSettings(ctx));
}

export async function cashbackReport(ctx: CashbackContext): Promise<CashbackReport> {
  const rows = await repo.periodTotals(ctx.db);
  const periods = new Map<string, CashbackReport['periods'][number]>();
  for (const row of rows) {
    const key = iso(row.period_start);
    const period = periods.get(key) ?? {
      periodStart: key,
      periodEnd: iso(row.period_end),
      runs: row.runs,
      lastRunAt: row.last_run_at ? iso(row.last_run_at) : null,
      totals: [],
    };
    periods.set(key, period);
    if (row.currency) {
      period.totals.push({
        currency: row.currency,
        players: row.players,
        paid: Number(row.paid),
        asBonus: Number(row.as_bonus),
        refused: row.refused,
      });
    }
  }
  return { periods: [...periods.values()] };
}
