import type {
  Invoice,
  InvoiceListQuerySchema,
  InvoiceListSchema,
  PaymentLimit,
  PlayerFeesQuerySchema,
  PlayerFeesSchema,
  PlayerTurnoverSchema,
  SavedPaymentMethodListSchema,
} from '@casino/contracts';
import type { z } from 'zod';
import { isUuid } from '../../shared/ids.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { getTurnover } from '../wallet/service.ts';
import type { PaymentContext } from './context.ts';
import { amountTooLarge, invalidFields, type PaymentFailure } from './failures.ts';
import { feeShown } from './fees.ts';
import { invoiceUpdated, toInvoice } from './invoices.ts';
import { findMethod, loadMethodSettings, methodsFor, type ResolvedMethod } from './methods.ts';
import { reconcileDeposits, syncDeposit } from './reconcile.ts';
import * as repo from './repository.ts';
import { feeFor } from './withdrawal-service.ts';

type InvoiceList = z.infer<typeof InvoiceListSchema>;

/** The player's invoices, newest first (unpaid deposits past their expiry shown as expired). */
export async function listPlayerInvoices(
  ctx: PaymentContext,
  playerId: string,
  query: z.infer<typeof InvoiceListQuerySchema>,
): Promise<InvoiceList> {
  const expired = await repo.expireInvoices(ctx.db, ctx.clock.now(), playerId);
  for (const row of expired) ctx.events.emit(invoiceUpdated(row));
  // The player's return (the wallet polls this): a payment whose webhook was lost shows up.
  await reconcileDeposits(ctx, { playerId, quietMs: 0, limit: 5 });
  const { rows, total } = await repo.listInvoices(ctx.db, playerId, query);
  return { items: rows.map(toInvoice), total, page: query.page, perPage: query.perPage };
}

/** One of the player's invoices as the API shows it; null for any other id. */
export async function findPlayerInvoice(
  ctx: PaymentContext,
  playerId: string,
  invoiceId: string,
): Promise<Invoice | null> {
  const row = await findPlayerRow(ctx, playerId, invoiceId);
  return row ? toInvoice(row) : null;
}

const findPlayerRow = (ctx: PaymentContext, playerId: string, invoiceId: string) =>
  isUuid(invoiceId) ? repo.findInvoice(ctx.db, invoiceId, { playerId }) : null;

export async function listPlayerMethods(
  ctx: PaymentContext,
  playerId: string,
): Promise<z.infer<typeof SavedPaymentMethodListSchema>> {
  const rows = await repo.listSavedMethods(ctx.db, playerId);
  return {
    items: rows.map((row) => ({
      id: row.id,
      method: row.method,
      label: row.label,
      currency: row.currency,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** Fee of a prospective payment: withdrawals by the configured rule, deposits free. */
export async function getPlayerFees(
  ctx: PaymentContext,
  query: z.infer<typeof PlayerFeesQuerySchema>,
): Promise<Result<z.infer<typeof PlayerFeesSchema>, PaymentFailure>> {
  const method = await findMethod(ctx, query.invoiceType, query.currency, query.method);
  if (!method) return fail(invalidFields({ method: ['This method is not available'] }));
  const fee =
    query.invoiceType === 'withdrawal'
      ? (await feeFor(ctx, query.currency, query.amount, method.fee)).fee
      : 0;
  // Amounts are safe integers (the money type): a total past 2^53 - 1 is not a quote but bad input.
  if (!Number.isSafeInteger(query.amount + fee)) {
    return fail(amountTooLarge());
  }
  return ok({ currency: query.currency, amount: query.amount, fee, total: query.amount + fee });
}

/** Deposit turnover (ledger rule: see wallet/turnover.ts). */
export async function getPlayerTurnover(
  ctx: PaymentContext,
  playerId: string,
  currency: string,
): Promise<z.infer<typeof PlayerTurnoverSchema>> {
  return { currency, ...(await getTurnover(ctx.wallet, playerId, currency)) };
}

/** Asks the provider about one of the player's deposits now (its return page); null: not theirs. */
export async function syncPlayerInvoice(
  ctx: PaymentContext,
  playerId: string,
  invoiceId: string,
): Promise<Invoice | null> {
  const row = await findPlayerRow(ctx, playerId, invoiceId);
  return row ? toInvoice(await syncDeposit(ctx, row)) : null;
}

/**
 * Every configured method's deposit and withdrawal range in each shown currency (the payments
 * page and the FAQ state these; the wallet's method lists come from the same `listMethods`).
 */
export async function listPublicLimits(ctx: PaymentContext): Promise<PaymentLimit[]> {
  // One read of the settings for every currency: this is on every page the footer is on.
  const { settings, currencies } = await loadMethodSettings(ctx.db, true);
  const base = currencies.find((c) => c.isBase);
  return currencies.flatMap((currency) => {
    const deposit = methodsFor(settings, ctx.providers, 'deposit', currency);
    const withdrawal = methodsFor(settings, ctx.providers, 'withdrawal', currency);
    const names = new Map([...deposit, ...withdrawal].map((m) => [m.method, m.name]));
    const range = (list: ResolvedMethod[], method: string) => {
      const found = list.find((m) => m.method === method);
      return found ? { minAmount: found.minAmount, maxAmount: found.maxAmount } : null;
    };
    const fee = (method: string) => {
      const found = withdrawal.find((m) => m.method === method);
      if (!found) return null;
      const { percent, fixed } = feeShown(found.fee, ctx.fees, currency, base);
      return percent > 0 || fixed > 0 ? { percent, fixed } : null;
    };
    return [...names].map(([method, name]) => ({
      method,
      name,
      currency: currency.code,
      deposit: range(deposit, method),
      withdrawal: range(withdrawal, method),
      withdrawalFee: fee(method),
    }));
  });
}
