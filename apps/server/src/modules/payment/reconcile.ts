import { INVOICE_STATUS } from '@casino/contracts';
import { type PaymentContext, providerOf } from './context.ts';
import * as repo from './repository.ts';
import { handleProviderEvent } from './webhook-service.ts';
import { resumeApprovedWithdrawals } from './withdrawal-review.ts';

/** Deposit statuses a provider may still move on (money can arrive after expiry). */
const OPEN = new Set<number>([
  INVOICE_STATUS.created,
  INVOICE_STATUS.pending,
  INVOICE_STATUS.expired,
]);

/**
 * An approved withdrawal untouched this long is no longer being paid by anyone (a payout call
 * takes seconds): the periodic pass settles it (issue 27).
 */
const STUCK_WITHDRAWAL_MS = 5 * 60_000;

/** How far back open deposits are still asked about. */
const SYNC_WINDOW_MS = 3 * 24 * 3_600_000;

/**
 * Asks the deposit's provider what it knows now and applies it as its webhooks would have
 * (each state once: the events carry ids stable per state). A provider that does not answer
 * changes nothing; the next ask tries again. Returns the invoice as it is afterwards.
 */
export async function syncDeposit(ctx: PaymentContext, row: repo.InvoiceRow) {
  if (row.type !== 'deposit' || !OPEN.has(row.status)) return row;
  try {
    const events = await providerOf(ctx, row.provider).getPaymentStatus(row);
    for (const event of events) {
      const applied = await handleProviderEvent(ctx, row.provider, event, {
        source: 'status_query',
        ...event,
      });
      if (!applied.ok) {
        ctx.log.warn({ invoice: row.id, refused: applied.error.kind }, 'status answer refused');
      }
    }
  } catch (err) {
    ctx.log.warn({ err, invoice: row.id }, 'payment provider status not read');
    return row;
  }
  return (await repo.findInvoice(ctx.db, row.id)) ?? row;
}

/**
 * One pass over open deposits (of one player when given) untouched for `quietMs`: each is
 * asked about in turn. Returns how many were asked about.
 */
export async function reconcileDeposits(
  ctx: PaymentContext,
  {
    playerId,
    quietMs = 60_000,
    limit = 100,
  }: { playerId?: string; quietMs?: number; limit?: number } = {},
) {
  const now = ctx.clock.now().getTime();
  const rows = await repo.findDepositsToSync(ctx.db, {
    since: new Date(now - SYNC_WINDOW_MS),
    quietBefore: new Date(now - quietMs),
    limit,
    playerId,
  });
  for (const row of rows) await syncDeposit(ctx, row);
  return rows.length;
}

export interface Reconciler {
  start(): void;
  stop(): void;
}

/**
 * The periodic pass (PAYMENT_RECONCILE_SECONDS; 0: off): open deposits, then approved
 * withdrawals left unpaid; passes never overlap.
 */
export function createReconciler(ctx: PaymentContext, everyMs: number): Reconciler {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    try {
      // Deposits changed within the last interval (or minute) may have a webhook under way.
      const asked = await reconcileDeposits(ctx, { quietMs: Math.min(60_000, everyMs) });
      if (asked > 0) ctx.log.info({ asked }, 'open deposits reconciled');
    } catch (err) {
      ctx.log.error({ err }, 'deposit reconciliation failed');
    }
    try {
      const settled = await resumeApprovedWithdrawals(ctx, { quietMs: STUCK_WITHDRAWAL_MS });
      if (settled > 0) ctx.log.info({ settled }, 'stuck withdrawals settled');
    } catch (err) {
      ctx.log.error({ err }, 'stuck withdrawals not settled');
    } finally {
      running = false;
    }
  };
  return {
    start() {
      if (timer || everyMs <= 0) return;
      timer = setInterval(() => void pass(), everyMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
