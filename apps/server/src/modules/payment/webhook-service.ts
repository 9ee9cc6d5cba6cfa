import { INVOICE_STATUS } from '@casino/contracts';
import type { Tx } from '@casino/db';
import { isUniqueViolation } from '../../shared/db-errors.ts';
import type { EventSink } from '../../shared/event-bus.ts';
import { isUuid } from '../../shared/ids.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { creditDeposit, type WalletContext } from '../wallet/service.ts';
import { inTransaction, type PaymentContext, rollback } from './context.ts';
import type { PaymentFailure } from './failures.ts';
import { invoiceUpdated } from './invoices.ts';
import { cardLabel, type ProviderEvent } from './providers/types.ts';
import * as repo from './repository.ts';

/** How far along an invoice is; its status only ever moves to a higher rank. */
const RANK: Record<number, number> = {
  [INVOICE_STATUS.created]: 0,
  [INVOICE_STATUS.pending]: 1,
  [INVOICE_STATUS.expired]: 2,
  [INVOICE_STATUS.success]: 3,
  [INVOICE_STATUS.declined]: 3,
  [INVOICE_STATUS.failed]: 3,
  [INVOICE_STATUS.underpaid]: 3,
  [INVOICE_STATUS.paidLate]: 3,
};
const isForward = (from: number, to: number) => (RANK[to] ?? -1) > (RANK[from] ?? 99);

/** Statuses that credit the money that arrived. */
const CREDITED = new Set<number>([
  INVOICE_STATUS.success,
  INVOICE_STATUS.underpaid,
  INVOICE_STATUS.paidLate,
]);

/** What processing a webhook did: `applied`, or why nothing was. */
export type WebhookOutcome = { applied: true } | { applied: false; ignored: string };

/** The unique index of (provider, provider_reference) on payment_invoices. */
const REFERENCE_INDEX = 'payment_invoices_provider_reference_key';

const ignored = (reason: string): WebhookOutcome => ({ applied: false, ignored: reason });

interface Step {
  tx: Tx;
  wallet: WalletContext;
  events: EventSink;
}

/**
 * Moves a locked deposit invoice to `status` if that is forward, crediting `amount` once
 * (the invoice id is the ledger's idempotency key) when the status says the money arrived.
 */
async function advance(
  ctx: PaymentContext,
  { tx, wallet, events }: Step,
  row: repo.InvoiceRow,
  status: number,
  changes: repo.InvoiceChanges,
  amount: number,
): Promise<WebhookOutcome> {
  if (row.status === status && (RANK[status] ?? 3) < 3) {
    // Still waiting (more confirmations): keep what the provider says, status unchanged.
    await repo.updateInvoice(tx, row.id, { ...changes, updatedAt: ctx.clock.now() });
    return ignored('same_status');
  }
  if (!isForward(row.status, status)) return ignored('stale');
  let held: string | null = null;
  if (CREDITED.has(status)) {
    // Checked again on arrival, card or crypto: a time-out, an exclusion or a tighter limit
    // may have started since the invoice was created (a crypto amount is only known now).
    // Then the money is held, not playable.
    held = await ctx.depositHold(tx, {
      playerId: row.playerId,
      invoiceId: row.id,
      currency: row.currency,
      amount,
    });
  }
  if (CREDITED.has(status) && held === null) {
    // Before the ledger post: the bonus locks the player's money in the games' order.
    await ctx.depositBonus.credited(tx, events, {
      playerId: row.playerId,
      invoiceId: row.id,
      currency: row.currency,
      amount,
    });
    const credited = await creditDeposit(wallet, {
      playerId: row.playerId,
      currency: row.currency,
      amount,
      idempotencyKey: row.id,
      reference: row.id,
    });
    if (!credited.ok) {
      // Past 2^53 - 1 no balance or reply is exact: refused (4xx), never stored.
      if (credited.error.kind === 'out_of_range') rollback({ kind: 'amount_out_of_range' });
      throw new Error(`deposit ${row.id} not credited: ${credited.error.kind}`);
    }
  }
  const updated = await repo.updateInvoice(tx, row.id, {
    ...changes,
    ...(held === null ? {} : { details: { ...row.details, ...changes.details, held } }),
    // Deposit limits count a deposit from when its money arrived (issue 27).
    ...(CREDITED.has(status) ? { paidAt: ctx.clock.now() } : {}),
    status,
    updatedAt: ctx.clock.now(),
  });
  events.emit(invoiceUpdated(updated));
  return { applied: true };
}

const CARD_STATUS = {
  pending: INVOICE_STATUS.pending,
  success: INVOICE_STATUS.success,
  declined: INVOICE_STATUS.declined,
  failed: INVOICE_STATUS.failed,
} as const;

async function applyPayment(
  ctx: PaymentContext,
  step: Step,
  provider: string,
  event: Extract<ProviderEvent, { kind: 'payment' }>,
): Promise<{ outcome: WebhookOutcome; invoiceId: string | null }> {
  const row = isUuid(event.invoiceId)
    ? await repo.lockInvoice(step.tx, event.invoiceId, { provider, type: 'deposit' })
    : null;
  if (!row) return { outcome: ignored('unknown_invoice'), invoiceId: null };
  if (row.amount !== event.amount || row.currency !== event.currency) {
    ctx.log.error({ invoice: row.id, event: event.eventId }, 'provider reports another amount');
    return { outcome: ignored('amount_mismatch'), invoiceId: row.id };
  }
  // One provider payment belongs to one invoice (unique index): an event giving this invoice
  // another invoice's reference is refused (409) before anything is written.
  if (event.providerReference && event.providerReference !== row.providerReference) {
    const owner = await repo.lockInvoiceByReference(step.tx, provider, event.providerReference);
    if (owner && owner.id !== row.id) {
      ctx.log.error({ invoice: row.id, owner: owner.id }, 'provider reference of another invoice');
      rollback({ kind: 'provider_reference_conflict' });
    }
  }
  const status = CARD_STATUS[event.status];
  const outcome = await advance(
    ctx,
    step,
    row,
    status,
    { providerReference: event.providerReference },
    event.amount,
  );
  if (outcome.applied && status === INVOICE_STATUS.success && event.card) {
    await repo.saveMethod(step.tx, {
      playerId: row.playerId,
      method: row.method,
      currency: row.currency,
      label: cardLabel(event.card.brand, event.card.last4),
      fingerprint: event.card.fingerprint,
      now: ctx.clock.now(),
    });
  }
  return { outcome, invoiceId: row.id };
}

/**
 * A crypto output (transaction and address) seen or confirmed. It pays the invoice it was
 * matched to before, or
 * the oldest invoice waiting at its address, or the newest that expired unpaid (paid late);
 * money at an address with no such invoice still belongs to its player: a new invoice is
 * opened for it. Once confirmed, what arrived is credited: success, underpaid (less than a
 * requested amount) or paid late (after the invoice expired).
 */
async function applyCrypto(
  ctx: PaymentContext,
  step: Step,
  provider: string,
  event: Extract<ProviderEvent, { kind: 'crypto' }>,
): Promise<{ outcome: WebhookOutcome; invoiceId: string | null }> {
  const now = ctx.clock.now();
  await repo.lockAddress(step.tx, event.address);
  // Whose address, in which currency: anything else (unknown, 'btc' for 'BTC') binds nothing.
  const owner = await repo.findInvoiceAt(step.tx, event.address);
  if (!owner) return { outcome: ignored('unknown_address'), invoiceId: null };
  if (owner.currency !== event.currency) {
    return { outcome: ignored('currency_mismatch'), invoiceId: null };
  }
  // One transaction may pay several addresses: each output is its own payment.
  const reference = `${event.txid}:${event.address}`;
  let row = await repo.lockInvoiceByReference(step.tx, provider, reference);
  if (!row) {
    row = await repo.lockUnpaidInvoiceAt(step.tx, event.address);
    if (row && row.status === INVOICE_STATUS.created && row.expiresAt && row.expiresAt < now) {
      row = await repo.updateInvoice(step.tx, row.id, {
        status: INVOICE_STATUS.expired,
        updatedAt: now,
      });
    }
    if (!row) {
      row = (await repo.insertInvoice(step.tx, {
        number: repo.newInvoiceNumber('deposit'),
        playerId: owner.playerId,
        type: 'deposit',
        method: owner.method,
        provider,
        currency: event.currency,
        amount: event.amount,
        status: INVOICE_STATUS.created,
        cryptoAddress: event.address,
        idempotencyKey: `crypto:${reference}`,
        details: { crypto: owner.details.crypto },
        createdAt: now,
        updatedAt: now,
      }))!;
    }
    row = await repo.updateInvoice(step.tx, row.id, {
      providerReference: reference,
      updatedAt: now,
    });
  }
  if (row.currency !== event.currency)
    return { outcome: ignored('currency_mismatch'), invoiceId: row.id };

  const details = { ...row.details, confirmations: event.confirmations };
  if (event.confirmations < event.confirmationsRequired) {
    // Seen, not final: pending (an expired invoice stays expired until it is paid late).
    const status = row.status === INVOICE_STATUS.expired ? row.status : INVOICE_STATUS.pending;
    const changes = { details, amount: event.amount };
    const outcome = await advance(ctx, step, row, status, changes, event.amount);
    return { outcome, invoiceId: row.id };
  }
  const expected = row.expectedAmount;
  const status =
    row.status === INVOICE_STATUS.expired
      ? INVOICE_STATUS.paidLate
      : expected !== null && event.amount < expected
        ? INVOICE_STATUS.underpaid
        : INVOICE_STATUS.success;
  const outcome = await advance(
    ctx,
    step,
    row,
    status,
    { details, amount: event.amount },
    event.amount,
  );
  return { outcome, invoiceId: row.id };
}

/**
 * Applies one verified provider event, once per event id (a redelivery is answered as a
 * duplicate and moves nothing), in one transaction with the invoice and the ledger.
 */
export async function handleProviderEvent(
  ctx: PaymentContext,
  provider: string,
  event: ProviderEvent,
  payload: unknown,
): Promise<Result<WebhookOutcome, PaymentFailure>> {
  try {
    return await applyEventOnce(ctx, provider, event, payload);
  } catch (err) {
    // Two events giving one reference to two invoices at once: the index refuses the later.
    if (isUniqueViolation(err, REFERENCE_INDEX))
      return fail({ kind: 'provider_reference_conflict' });
    throw err;
  }
}

async function applyEventOnce(
  ctx: PaymentContext,
  provider: string,
  event: ProviderEvent,
  payload: unknown,
): Promise<Result<WebhookOutcome, PaymentFailure>> {
  const result = await inTransaction(ctx, async (tx, wallet, events) => {
    const key = { provider, eventId: event.eventId };
    const isNew = await repo.recordProviderEvent(tx, {
      ...key,
      payload,
      receivedAt: ctx.clock.now(),
    });
    if (!isNew) return ignored('duplicate');
    const step = { tx, wallet, events };
    const { outcome, invoiceId } =
      event.kind === 'payment'
        ? await applyPayment(ctx, step, provider, event)
        : await applyCrypto(ctx, step, provider, event);
    await repo.setEventOutcome(tx, key, outcome.applied ? 'applied' : outcome.ignored, invoiceId);
    return outcome;
  });
  return result.ok ? ok(result.value) : fail(result.error);
}
