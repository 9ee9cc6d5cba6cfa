import { INVOICE_STATUS } from '@casino/contracts';
import {
  approveWithdrawal,
  listAllInvoices,
  listWithdrawalQueue,
  rejectWithdrawal,
} from '../payment/operator-service.ts';
import { type Actor, appendAudit } from './audit.ts';
import type { BackofficeContext } from './context.ts';

// Withdrawals and invoices through the payment module's operator services; decisions audited here.

/** Oldest first, with the player's turnover and a warning past the day's setting. */
export function withdrawalQueue(
  ctx: BackofficeContext,
  query: Parameters<typeof listWithdrawalQueue>[1],
) {
  return listWithdrawalQueue(ctx.payments, query, ctx.withdrawalWarningDaily);
}

/**
 * Approve through the payment module (claim, payout, post, each its own transaction there);
 * the audit entry follows the decision, with the invoice before and after.
 */
export async function approve(ctx: BackofficeContext, id: string, actor: Actor) {
  const result = await approveWithdrawal(ctx.payments, id);
  // Approved even when the provider did not answer: the payout is retried without the operator.
  const unanswered = !result.ok && result.error.kind === 'provider_unavailable';
  if (result.ok || unanswered) {
    await appendAudit(ctx.db, actor, {
      action: 'withdrawal.approve',
      targetType: 'invoice',
      targetId: id,
      before: { status: INVOICE_STATUS.pending },
      after: result.ok
        ? { status: result.value.status, number: result.value.number }
        : { status: INVOICE_STATUS.pending, payout: 'not answered, retried later' },
    });
  }
  return result;
}

export async function reject(ctx: BackofficeContext, id: string, reason: string, actor: Actor) {
  const result = await rejectWithdrawal(ctx.payments, id, reason);
  if (result.ok) {
    await appendAudit(ctx.db, actor, {
      action: 'withdrawal.reject',
      targetType: 'invoice',
      targetId: id,
      before: { status: INVOICE_STATUS.pending },
      after: { status: result.value.status, number: result.value.number, reason },
    });
  }
  return result;
}

export async function bulkApprove(ctx: BackofficeContext, ids: string[], actor: Actor) {
  const results = [];
  for (const id of [...new Set(ids)]) {
    const result = await approve(ctx, id, actor);
    results.push(
      result.ok
        ? { id, ok: true, status: result.value.status, error: null }
        : { id, ok: false, status: null, error: result.error.kind },
    );
  }
  return results;
}

export function invoices(ctx: BackofficeContext, query: Parameters<typeof listAllInvoices>[1]) {
  return listAllInvoices(ctx.payments, query);
}
