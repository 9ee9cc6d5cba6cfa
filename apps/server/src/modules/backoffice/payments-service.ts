import { INVOICE_STATUS } from '@casino/contracts';
import { currencies, type Db, paymentInvoices, players } from '@casino/db';
import { and, eq, gte, inArray, ne, sum } from 'drizzle-orm';
import {
  approveWithdrawal,
  getTurnover,
  type InvoiceRow,
  listInvoices,
  rejectWithdrawal,
  toInvoice,
} from '../payment/operator-service.ts';
import { type Actor, appendAudit } from './audit.ts';
import type { BackofficeContext } from './context.ts';

// Withdrawals queue and invoices through the payment module's own services.

async function emailsOf(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: players.id, email: players.email })
    .from(players)
    .where(inArray(players.id, ids));
  return new Map(rows.map((r) => [r.id, r.email]));
}

const startOfUtcDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** Oldest first, with the player's turnover and a warning past the day's setting. */
export async function withdrawalQueue(
  ctx: BackofficeContext,
  query: { status: keyof typeof INVOICE_STATUS; page: number; perPage: number },
) {
  const { rows, total } = await listInvoices(ctx.db, null, {
    type: 'withdrawal',
    status: INVOICE_STATUS[query.status],
    page: query.page,
    perPage: query.perPage,
    order: 'oldest',
  });
  const emails = await emailsOf(ctx.db, [...new Set(rows.map((r) => r.playerId))]);
  const units = new Map(
    (await ctx.db.select().from(currencies)).map((c) => [c.code, c.subunitToUnit]),
  );
  const today = startOfUtcDay(ctx.clock.now());
  const todays = await withdrawnToday(ctx.db, rows, today);
  const turnovers = new Map<string, Promise<{ remaining: number }>>();
  const noTurnover = Promise.resolve({ remaining: 0 });
  const turnoverOf = (row: InvoiceRow) => {
    // Without a deposit turnover rule (the default) nothing is left to wager: no lookups.
    if (ctx.payments.wallet.depositTurnoverMultiplier <= 0) return noTurnover;
    const key = `${row.playerId}|${row.currency}`;
    if (!turnovers.has(key)) {
      turnovers.set(key, getTurnover(ctx.payments.wallet, row.playerId, row.currency));
    }
    return turnovers.get(key)!;
  };
  const items = await Promise.all(
    rows.map(async (row) => {
      const turnover = await turnoverOf(row);
      const requestedToday = todays.get(`${row.playerId}|${row.currency}`) ?? 0;
      const limit = ctx.withdrawalWarningDaily * (units.get(row.currency) ?? 100);
      return {
        ...toInvoice(row),
        playerEmail: emails.get(row.playerId) ?? '',
        destination: row.details.destination?.label ?? null,
        approvedAt: row.approvedAt?.toISOString() ?? null,
        turnoverRemaining: turnover.remaining,
        requestedToday,
        warning:
          requestedToday > limit
            ? `Withdrawals today exceed ${ctx.withdrawalWarningDaily} ${row.currency}`
            : null,
      };
    }),
  );
  return { items, total };
}

/** Per player and currency of the page: today's withdrawals (UTC), all but the declined. */
async function withdrawnToday(db: Db, rows: InvoiceRow[], today: Date) {
  const playerIds = [...new Set(rows.map((r) => r.playerId))];
  if (playerIds.length === 0) return new Map<string, number>();
  const sums = await db
    .select({
      playerId: paymentInvoices.playerId,
      currency: paymentInvoices.currency,
      total: sum(paymentInvoices.amount),
    })
    .from(paymentInvoices)
    .where(
      and(
        inArray(paymentInvoices.playerId, playerIds),
        eq(paymentInvoices.type, 'withdrawal'),
        gte(paymentInvoices.createdAt, today),
        ne(paymentInvoices.status, INVOICE_STATUS.declined),
      ),
    )
    .groupBy(paymentInvoices.playerId, paymentInvoices.currency);
  return new Map(sums.map((s) => [`${s.playerId}|${s.currency}`, Number(s.total ?? 0)]));
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

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

export async function invoices(
  ctx: BackofficeContext,
  query: {
    type?: 'deposit' | 'withdrawal';
    status?: keyof typeof INVOICE_STATUS;
    currency?: string;
    playerId?: string;
    from?: string;
    to?: string;
    order: 'asc' | 'desc';
    page: number;
    perPage: number;
  },
) {
  const until = query.to ? dayStart(query.to) : undefined;
  until?.setUTCDate(until.getUTCDate() + 1);
  const { rows, total } = await listInvoices(ctx.db, query.playerId ?? null, {
    type: query.type,
    status: query.status ? INVOICE_STATUS[query.status] : undefined,
    currency: query.currency,
    from: query.from ? dayStart(query.from) : undefined,
    until,
    order: query.order === 'asc' ? 'oldest' : 'newest',
    page: query.page,
    perPage: query.perPage,
  });
  const emails = await emailsOf(ctx.db, [...new Set(rows.map((r) => r.playerId))]);
  return {
    items: rows.map((row) => ({
      ...toInvoice(row),
      playerEmail: emails.get(row.playerId) ?? '',
      provider: row.provider,
    })),
    total,
  };
}
