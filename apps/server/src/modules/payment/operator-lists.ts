import { INVOICE_STATUS } from '@casino/contracts';
import { findPlayerEmails } from '../player/account-service.ts';
import { listCurrencyUnits } from '../settings/service.ts';
import { getTurnover } from '../wallet/service.ts';
import type { PaymentContext } from './context.ts';
import { toInvoice } from './invoices.ts';
import { type InvoiceRow, listInvoices } from './repository.ts';
import { withdrawnSince } from './totals-service.ts';

// The back office's withdrawals queue and invoice list (docs/decisions/023), with the players'
// emails from the player module.

const startOfUtcDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** Oldest first, with the player's turnover and a warning past the day's setting. */
export async function listWithdrawalQueue(
  ctx: PaymentContext,
  query: { status: keyof typeof INVOICE_STATUS; page: number; perPage: number },
  /** In major units of the invoice's currency: the day's total past this gets a warning. */
  warningDaily: number,
) {
  const { rows, total } = await listInvoices(ctx.db, null, {
    type: 'withdrawal',
    status: INVOICE_STATUS[query.status],
    page: query.page,
    perPage: query.perPage,
    order: 'oldest',
  });
  const emails = await findPlayerEmails(ctx.db, [...new Set(rows.map((r) => r.playerId))]);
  const units = new Map((await listCurrencyUnits(ctx.db)).map((c) => [c.code, c.subunitToUnit]));
  const today = startOfUtcDay(ctx.clock.now());
  const todays = await withdrawnSince(ctx.db, [...new Set(rows.map((r) => r.playerId))], today);
  const turnovers = new Map<string, Promise<{ remaining: number }>>();
  const noTurnover = Promise.resolve({ remaining: 0 });
  const turnoverOf = (row: InvoiceRow) => {
    // Without a deposit turnover rule (the default) nothing is left to wager: no lookups.
    if (ctx.wallet.depositTurnoverMultiplier <= 0) return noTurnover;
    const key = `${row.playerId}|${row.currency}`;
    if (!turnovers.has(key)) {
      turnovers.set(key, getTurnover(ctx.wallet, row.playerId, row.currency));
    }
    return turnovers.get(key)!;
  };
  const items = await Promise.all(
    rows.map(async (row) => {
      const turnover = await turnoverOf(row);
      const requestedToday = todays.get(`${row.playerId}|${row.currency}`) ?? 0;
      const limit = warningDaily * (units.get(row.currency) ?? 100);
      return {
        ...toInvoice(row),
        playerEmail: emails.get(row.playerId) ?? '',
        destination: row.details.destination?.label ?? null,
        approvedAt: row.approvedAt?.toISOString() ?? null,
        turnoverRemaining: turnover.remaining,
        requestedToday,
        warning:
          requestedToday > limit
            ? `Withdrawals today exceed ${warningDaily} ${row.currency}`
            : null,
      };
    }),
  );
  return { items, total };
}

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

export async function listAllInvoices(
  ctx: PaymentContext,
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
  const emails = await findPlayerEmails(ctx.db, [...new Set(rows.map((r) => r.playerId))]);
  return {
    items: rows.map((row) => ({
      ...toInvoice(row),
      playerEmail: emails.get(row.playerId) ?? '',
      provider: row.provider,
    })),
    total,
  };
}
