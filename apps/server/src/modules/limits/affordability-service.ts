import {
  type AffordabilityDecision,
  type AffordabilityRaiseRequest,
  type AffordabilityRequest,
  bandedAmount,
  type OperatorAffordabilityRequest,
  type PlayerLimitList,
} from '@casino/contracts';
import { isUniqueViolation } from '../../shared/db-errors.ts';
import type { AuditWriter } from '../../shared/operator-change.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { defineTransactionScope } from '../../shared/transaction.ts';
import { findPlayer } from '../player/account-service.ts';
import type { LimitsContext } from './context.ts';
import type { LimitFailure } from './failures.ts';
import * as repo from './jurisdiction-repository.ts';
import { monthlyCap, monthStart, toAffordabilityRequest } from './jurisdiction-service.ts';
import { listLimits } from './service.ts';

// The affordability route of a monthly deposit cap (NL, issue 32): the player states their
// income and outgoings and asks for a higher cap; an operator (compliance) checks and approves
// or refuses it in the back office; only an approval raises the cap, and the player sees the
// decision with its reason on the limits page.

const scope = defineTransactionScope<LimitFailure>('affordability decision');

const money = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency}`;

/**
 * The player asks for a higher monthly cap: only where the profile offers the route, one
 * request waiting at a time, for more than the cap they have now.
 */
export async function requestAffordabilityRaise(
  ctx: LimitsContext,
  playerId: string,
  body: AffordabilityRaiseRequest,
): Promise<Result<PlayerLimitList, LimitFailure>> {
  const now = ctx.clock.now();
  const who = await ctx.jurisdictionOf(ctx.db, playerId);
  if (!who.profile.deposits.affordabilityRaise) return fail({ kind: 'affordability_not_offered' });
  const cap = await monthlyCap(ctx.db, playerId, who, now);
  if (!cap) return fail({ kind: 'affordability_not_offered' });
  if (body.monthlyAmount <= cap.amount) {
    return fail({
      kind: 'invalid_fields',
      fields: {
        monthlyAmount: [`Ask for more than your current cap of ${money(cap.amount, cap.currency)}`],
      },
    });
  }
  const latest = await repo.latestAffordabilityRequest(ctx.db, playerId);
  if (latest?.status === 'pending') return fail({ kind: 'affordability_pending' });
  try {
    await repo.insertAffordabilityRequest(ctx.db, {
      playerId,
      currency: cap.currency,
      monthlyAmount: body.monthlyAmount,
      monthlyIncome: body.monthlyIncome,
      monthlyOutgoings: body.monthlyOutgoings,
      incomeSource: body.incomeSource,
      note: body.note || null,
      createdAt: now,
    });
  } catch (error) {
    // Two requests at once: the second meets the first waiting.
    if (isUniqueViolation(error, 'affordability_requests_one_pending')) {
      return fail({ kind: 'affordability_pending' });
    }
    throw error;
  }
  return ok(await listLimits(ctx.db, playerId, now, ctx.raiseDelayMs, who));
}

async function operatorView(
  ctx: LimitsContext,
  row: repo.AffordabilityRow,
): Promise<OperatorAffordabilityRequest> {
  const player = await findPlayer(ctx.db, row.playerId);
  const who = await ctx.jurisdictionOf(ctx.db, row.playerId);
  const rule = who.profile.deposits.monthlyCap;
  const used = await repo.depositsSince(
    ctx.db,
    row.playerId,
    monthStart(ctx.clock.now()),
    row.currency,
  );
  return {
    ...toAffordabilityRequest(row),
    playerId: row.playerId,
    email: player?.email ?? '',
    country: player?.country ?? null,
    age: who.age,
    baseAmount: rule ? bandedAmount(rule, who.age, who.profile.youngUpToAge) : 0,
    usedThisMonth: used?.used ?? 0,
    decidedBy: row.decidedBy,
  };
}

/** The back office's queue: the requests of a status with their players. */
export async function affordabilityQueue(
  ctx: LimitsContext,
  status: AffordabilityRequest['status'],
): Promise<{ items: OperatorAffordabilityRequest[] }> {
  const rows = await repo.affordabilityRequestsByStatus(ctx.db, status);
  const items: OperatorAffordabilityRequest[] = [];
  for (const row of rows) items.push(await operatorView(ctx, row));
  return { items };
}

/**
 * An operator approves (a cap above the player's own, at most what they asked) or refuses a
 * waiting request; the audit entry commits with the decision.
 */
export async function decideAffordability(
  ctx: LimitsContext,
  audit: AuditWriter,
  operator: string,
  id: string,
  decision: AffordabilityDecision,
): Promise<Result<OperatorAffordabilityRequest, LimitFailure>> {
  const now = ctx.clock.now();
  const result = await scope.run(ctx.db, async (tx) => {
    const row = await repo.lockAffordabilityRequest(tx, id);
    if (!row) return scope.rollback({ kind: 'affordability_not_found' });
    if (row.status !== 'pending') return scope.rollback({ kind: 'affordability_decided' });
    if (decision.decision === 'approve') {
      const who = await ctx.jurisdictionOf(tx, row.playerId);
      const rule = who.profile.deposits.monthlyCap;
      const base = rule ? bandedAmount(rule, who.age, who.profile.youngUpToAge) : 0;
      if (decision.approvedAmount > row.monthlyAmount || decision.approvedAmount <= base) {
        return scope.rollback({
          kind: 'invalid_fields',
          fields: {
            approvedAmount: [
              `Approve more than the player's cap of ${money(base, row.currency)} and at most the ${money(row.monthlyAmount, row.currency)} asked`,
            ],
          },
        });
      }
    }
    const decided = await repo.decideAffordabilityRequest(tx, id, {
      status: decision.decision === 'approve' ? 'approved' : 'refused',
      approvedAmount: decision.decision === 'approve' ? decision.approvedAmount : null,
      decisionNote: decision.note,
      decidedBy: operator,
      decidedAt: now,
    });
    await audit(tx, {
      action: decision.decision === 'approve' ? 'affordability.approve' : 'affordability.refuse',
      targetType: 'player',
      targetId: row.playerId,
      before: { request: id, status: row.status, monthlyAmount: row.monthlyAmount },
      after: {
        request: id,
        status: decided.status,
        approvedAmount: decided.approvedAmount,
        note: decision.note,
      },
    });
    return decided;
  });
  if (!result.ok) return result;
  return ok(await operatorView(ctx, result.value));
}
