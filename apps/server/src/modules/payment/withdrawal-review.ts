import { INVOICE_STATUS, type Invoice } from '@casino/contracts';
import { isUuid } from '../../shared/ids.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { inTransaction, type PaymentContext, providerOf, rollback } from './context.ts';
import type { PaymentFailure } from './failures.ts';
import { invoiceUpdated, toInvoice } from './invoices.ts';
import type { PayoutResult } from './providers/types.ts';
import * as repo from './repository.ts';
import { resolveWithdrawal } from './withdrawal-service.ts';

// The operator's side of withdrawals (admin API and CLI).

/**
 * Operator approval: claims the withdrawal (the player can no longer decline it), then pays it
 * (`payApproved`). Approving again after a crash retries the payout with the same invoice id,
 * which providers treat as the same payout; a restart does the same by itself
 * (`resumeApprovedWithdrawals`).
 */
export async function approveWithdrawal(
  ctx: PaymentContext,
  invoiceId: string,
): Promise<Result<Invoice, PaymentFailure>> {
  if (!isUuid(invoiceId)) return fail({ kind: 'invoice_not_found' });
  const claimed = await inTransaction(ctx, async (tx) => {
    const row = await repo.lockInvoice(tx, invoiceId, { type: 'withdrawal' });
    if (!row) return rollback({ kind: 'invoice_not_found' });
    if (row.status !== INVOICE_STATUS.pending) {
      return rollback({ kind: 'invoice_not_pending', status: row.status });
    }
    if (row.approvedAt) return row;
    return repo.updateInvoice(tx, row.id, {
      approvedAt: ctx.clock.now(),
      updatedAt: ctx.clock.now(),
    });
  });
  if (!claimed.ok) return claimed;
  return payApproved(ctx, claimed.value);
}

/**
 * Pays an approved withdrawal through its provider outside any transaction (the invoice id is
 * the payout's idempotency key: asking again never pays twice), then posts the reservation
 * (paid: success) or voids it (payout refused: failed). A provider that does not answer leaves
 * it approved (`provider_unavailable`); the resume pass asks again later.
 */
async function payApproved(
  ctx: PaymentContext,
  row: repo.InvoiceRow,
): Promise<Result<Invoice, PaymentFailure>> {
  const destination = row.details.destination;
  if (!destination) throw new Error(`withdrawal ${row.id} has no destination`);
  let payout: PayoutResult;
  try {
    payout = await providerOf(ctx, row.provider).payout({
      invoiceId: row.id,
      currency: row.currency,
      amount: row.amount,
      destination,
    });
  } catch (err) {
    ctx.log.error({ err, invoice: row.id }, 'withdrawal payout not answered: retried later');
    return fail({ kind: 'provider_unavailable' });
  }
  const result = await inTransaction(ctx, async (tx, wallet, events) => {
    const current = (await repo.lockInvoice(tx, row.id))!;
    if (current.status !== INVOICE_STATUS.pending) return current; // resolved meanwhile
    const now = ctx.clock.now();
    const updated = await resolveWithdrawal(
      wallet,
      tx,
      current,
      payout.status === 'paid'
        ? { kind: 'post', providerReference: payout.providerReference }
        : { kind: 'void', status: INVOICE_STATUS.failed, reason: payout.reason },
      now,
    );
    if (payout.status === 'paid') {
      await repo.saveMethod(tx, {
        playerId: current.playerId,
        method: current.method,
        currency: current.currency,
        label: destination.label,
        fingerprint: destination.fingerprint,
        now,
      });
    }
    events.emit(invoiceUpdated(updated));
    return updated;
  });
  if (!result.ok) return result;
  ctx.log.info(
    { invoice: row.id, status: result.value.status, payout: payout.status },
    'withdrawal approved',
  );
  return ok(toInvoice(result.value));
}

/**
 * Settles approved withdrawals whose payout was never recorded (the process died or the
 * provider did not answer between the approval and its result), untouched for `quietMs`: at
 * boot (0: whatever a previous run left) and by the periodic pass. Each is claimed first (its
 * `updatedAt` moves to now, so another pass leaves it for `quietMs`), then paid as the approval
 * would have been, with the same idempotency key. Returns how many were settled.
 */
export async function resumeApprovedWithdrawals(
  ctx: PaymentContext,
  { quietMs = 0, limit = 100 }: { quietMs?: number; limit?: number } = {},
) {
  const quietBefore = new Date(ctx.clock.now().getTime() - quietMs);
  const rows = await repo.findApprovedUnpaid(ctx.db, { quietBefore, limit });
  let settled = 0;
  for (const found of rows) {
    const claimed = await inTransaction(ctx, async (tx) => {
      const row = await repo.lockInvoice(tx, found.id, { type: 'withdrawal' });
      const stuck =
        row?.status === INVOICE_STATUS.pending && row.approvedAt && row.updatedAt <= quietBefore;
      if (!stuck) return null;
      return repo.updateInvoice(tx, row.id, { updatedAt: ctx.clock.now() });
    });
    if (!claimed.ok || !claimed.value) continue;
    const paid = await payApproved(ctx, claimed.value);
    if (paid.ok) settled += 1;
  }
  return settled;
}

/** Operator rejection of a pending withdrawal not yet approved: the money goes back. */
export async function rejectWithdrawal(
  ctx: PaymentContext,
  invoiceId: string,
  reason = 'rejected by an operator',
): Promise<Result<Invoice, PaymentFailure>> {
  if (!isUuid(invoiceId)) return fail({ kind: 'invoice_not_found' });
  const result = await inTransaction(ctx, async (tx, wallet, events) => {
    const row = await repo.lockInvoice(tx, invoiceId, { type: 'withdrawal' });
    if (!row) return rollback({ kind: 'invoice_not_found' });
    if (row.status !== INVOICE_STATUS.pending || row.approvedAt) {
      return rollback({ kind: 'invoice_not_pending', status: row.status });
    }
    const updated = await resolveWithdrawal(
      wallet,
      tx,
      row,
      { kind: 'void', status: INVOICE_STATUS.declined, reason },
      ctx.clock.now(),
    );
    events.emit(invoiceUpdated(updated));
    return updated;
  });
  return result.ok ? ok(toInvoice(result.value)) : result;
}

/** Operator tools: a withdrawal by id or number (`W-…`), as the invoice id. */
export async function findWithdrawalId(ctx: PaymentContext, reference: string) {
  const row = isUuid(reference)
    ? await repo.findInvoice(ctx.db, reference, { type: 'withdrawal' })
    : await repo.findInvoiceByNumber(ctx.db, reference.toUpperCase());
  return row?.type === 'withdrawal' ? row.id : null;
}

/** Operator tools: withdrawals waiting for a decision, oldest first. */
export async function listPendingWithdrawals(ctx: PaymentContext) {
  const { rows } = await repo.listInvoices(ctx.db, null, {
    type: 'withdrawal',
    status: INVOICE_STATUS.pending,
    page: 1,
    perPage: 100,
    order: 'oldest',
  });
  return rows.map((row) => ({
    ...toInvoice(row),
    destination: row.details.destination?.label ?? null,
    approvedAt: row.approvedAt,
  }));
}
