import {
  type CreateWithdrawalRequestSchema,
  INVOICE_STATUS,
  type Invoice,
} from '@casino/contracts';
import type { Db } from '@casino/db';
import type { z } from 'zod';
import { isUuid } from '../../shared/ids.ts';
import { formatMinor } from '../../shared/money.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { lockKey } from '../../shared/transaction.ts';
import { listCurrencies } from '../settings/service.ts';
import {
  findAccount,
  postWithdrawal,
  reserveWithdrawal,
  voidWithdrawal,
  type WalletContext,
} from '../wallet/service.ts';
import { inTransaction, type PaymentContext, providerOf, rollback } from './context.ts';
import { amountTooLarge, invalidFields, type PaymentFailure } from './failures.ts';
import { withdrawalFeeOf } from './fees.ts';
import { implicitKey } from './implicit-key.ts';
import { invoiceUpdated, PLAYER_CANCEL_REASON, toInvoice } from './invoices.ts';
import { checkAmountRange, findMethod, type ResolvedMethod } from './methods.ts';
import * as repo from './repository.ts';

type WithdrawalRequest = z.infer<typeof CreateWithdrawalRequestSchema>;

/** Ledger keys of a withdrawal: derived from the invoice, so each phase happens once. */
const keys = (invoiceId: string) => ({
  reserve: `${invoiceId}:reserve`,
  post: `${invoiceId}:post`,
  void: `${invoiceId}:void`,
});

/**
 * The fee of a withdrawal of `amount` (0 for deposits): the operators' rule for the method and
 * currency (`method.fee`), or the configured default.
 */
export async function feeFor(
  ctx: PaymentContext,
  currencyCode: string,
  amount: number,
  override: ResolvedMethod['fee'] = null,
) {
  const currencies = await listCurrencies(ctx.db);
  const currency = currencies.find((c) => c.code === currencyCode);
  if (!currency) return { fee: 0, subunitToUnit: 1 };
  const base = currencies.find((c) => c.isBase);
  return {
    fee: withdrawalFeeOf(override, ctx.fees, amount, currency, base),
    subunitToUnit: currency.subunitToUnit,
  };
}

/**
 * Where the money goes: a saved method of the player (`savedMethodId`, of the same method), or
 * the destination typed in the method's fields.
 */
async function withdrawalDestination(
  ctx: PaymentContext,
  playerId: string,
  provider: string,
  request: WithdrawalRequest,
) {
  const adapter = providerOf(ctx, provider);
  if (!request.savedMethodId) {
    const typed = await adapter.checkDestination(request.fields, request.currency);
    if (typed.ok) return typed;
    const fields = Object.fromEntries(
      Object.entries(typed.fields).map(([name, messages]) => [`fields.${name}`, messages]),
    );
    return { ok: false as const, fields };
  }
  const saved = isUuid(request.savedMethodId)
    ? await repo.findSavedMethod(ctx.db, playerId, request.savedMethodId)
    : null;
  const destination =
    saved && saved.method === request.method
      ? adapter.savedDestination(saved, request.currency)
      : null;
  return destination
    ? { ok: true as const, destination }
    : { ok: false as const, fields: { savedMethodId: ['This saved method cannot be used here'] } };
}

/**
 * The withdrawal form check over a raw body whose schema failed (fields of a wrong type are left
 * out by the caller): the method, the amount's range and the destination, so an amount of 0 and
 * a bad card number are named in one answer (audit 7.16b).
 */
export async function checkWithdrawalForm(
  ctx: PaymentContext,
  playerId: string,
  body: Record<string, unknown>,
): Promise<Record<string, string[]>> {
  const { method: name, currency, amount, fields, savedMethodId } = body;
  if (typeof name !== 'string' || typeof currency !== 'string') return {};
  const method = await findMethod(ctx, 'withdrawal', currency, name);
  if (!method) return { method: ['This method is not available'] };
  const range = typeof amount === 'number' ? checkAmountRange(method, amount) : null;
  const isText = (value: unknown) => typeof value === 'string';
  const typed = fields ?? {};
  const isTyped = typeof typed === 'object' && typed !== null && Object.values(typed).every(isText);
  if (!isTyped || (savedMethodId !== undefined && !isText(savedMethodId))) return { ...range };
  const request = { ...body, method: name, currency, fields: typed } as WithdrawalRequest;
  const destination = await withdrawalDestination(ctx, playerId, method.provider, request);
  return { ...range, ...(destination.ok ? {} : destination.fields) };
}

const sameRequest = (row: repo.InvoiceRow, request: WithdrawalRequest) =>
  row.type === 'withdrawal' &&
  row.method === request.method &&
  row.currency === request.currency &&
  row.amount === request.amount;

/**
 * Requests a withdrawal: checks method, amount and destination, then in one transaction
 * writes the pending invoice and reserves amount + fee (two-phase, so the money cannot be
 * spent twice). Over what may be withdrawn it is `insufficient_funds` and nothing is written.
 */
export async function createWithdrawal(
  ctx: PaymentContext,
  playerId: string,
  request: WithdrawalRequest,
): Promise<Result<Invoice, PaymentFailure>> {
  const method = await findMethod(ctx, 'withdrawal', request.currency, request.method);
  if (!method) return fail(invalidFields({ method: ['This method is not available'] }));
  // The amount and the destination are both checked, so one answer names every bad field.
  const range = checkAmountRange(method, request.amount);
  const destination = await withdrawalDestination(ctx, playerId, method.provider, request);
  if (range || !destination.ok) {
    return fail(invalidFields({ ...range, ...(destination.ok ? {} : destination.fields) }));
  }

  const key = request.idempotencyKey;
  const implicit = key
    ? null
    : await implicitKey(
        ctx.db,
        playerId,
        'withdrawal',
        [
          request.method,
          request.currency,
          request.amount,
          request.fields,
          request.savedMethodId ?? null,
        ],
        ctx.clock.now(),
      );
  const existing = implicit ? implicit.replay : await repo.findInvoiceByKey(ctx.db, playerId, key!);
  if (existing) {
    return sameRequest(existing, request)
      ? ok(toInvoice(existing))
      : fail({ kind: 'idempotency_key_reused' });
  }
  if (!(await findAccount(ctx.wallet, playerId, { currency: request.currency }))) {
    return fail({ kind: 'account_not_found', currency: request.currency });
  }
  // A destination never paid before asks the second factor of a player who has one (issue 35):
  // a stolen session alone cannot send the balance to a thief's card or address.
  const asksCode =
    !request.savedMethodId &&
    (await ctx.secondFactor.isOn(playerId)) &&
    !(await repo.isKnownDestination(
      ctx.db,
      playerId,
      method.method,
      destination.destination.fingerprint,
    ));
  if (asksCode && !request.code?.trim() && !request.passkey) {
    return fail({ kind: 'second_factor_required' });
  }
  const { fee, subunitToUnit } = await feeFor(ctx, request.currency, request.amount, method.fee);
  // An operator's range may reach 2^53 - 1: the reservation (amount + fee) must still fit.
  if (!Number.isSafeInteger(request.amount + fee)) return fail(amountTooLarge());

  const now = ctx.clock.now();
  const result = await inTransaction(ctx, async (tx, wallet, events) => {
    // Identity checks before anything is reserved (docs/decisions/028), in this transaction
    // and one player at a time: parallel requests cannot all pass a lifetime threshold.
    await lockKey(tx, `withdrawal:${playerId}`);
    if (asksCode && !(await ctx.secondFactor.check(tx, playerId, request))) {
      rollback({ kind: 'invalid_second_factor' });
    }
    const gate = await ctx.withdrawalGate(playerId, request.currency, request.amount, tx);
    if (!gate.allowed) {
      rollback({ kind: 'withdrawal_refused', code: gate.code, message: gate.message });
    }
    const row = await repo.insertInvoice(tx, {
      number: repo.newInvoiceNumber('withdrawal'),
      playerId,
      type: 'withdrawal',
      method: method.method,
      provider: method.provider,
      currency: request.currency,
      amount: request.amount,
      fee: fee,
      status: INVOICE_STATUS.pending,
      idempotencyKey: key ?? implicit!.key,
      details: { destination: destination.destination },
      createdAt: now,
      updatedAt: now,
    });
    if (!row) return null; // the same key won concurrently
    if (request.source === 'real') {
      // The deposit behind an active bonus leaves only with the bonus forfeited (issue 27).
      const bonus = await ctx.depositBonus.withdrawing(tx, events, {
        playerId,
        currency: request.currency,
        forfeitBonus: request.forfeitBonus === true,
      });
      if (!bonus.ok) {
        const show = `${formatMinor(bonus.amount, subunitToUnit)} ${request.currency}`;
        rollback({
          kind: 'bonus_forfeit_required',
          message: `A withdrawal forfeits your active bonus (${show}) and its winnings: confirm to continue`,
        });
      }
    }
    const reserved = await reserveWithdrawal(wallet, {
      playerId,
      currency: request.currency,
      amount: request.amount + fee,
      idempotencyKey: keys(row.id).reserve,
      reference: row.id,
      from: request.source,
    });
    if (!reserved.ok) {
      if (reserved.error.kind !== 'insufficient_funds') {
        throw new Error(`withdrawal reserve failed: ${reserved.error.kind}`);
      }
      const show = (v: number) => `${formatMinor(v, subunitToUnit)} ${request.currency}`;
      const feeText = fee > 0 ? ` (the amount plus a fee of ${show(fee)})` : '';
      rollback({
        kind: 'insufficient_funds',
        message: `You can withdraw at most ${show(Math.max(0, reserved.error.available - fee))}${feeText}`,
      });
    }
    events.emit(invoiceUpdated(row));
    return row;
  });
  if (!result.ok) return result;
  if (!result.value) return createWithdrawal(ctx, playerId, request);
  return ok(toInvoice(result.value));
}

export type Resolution =
  | { kind: 'void'; status: number; reason: string }
  | { kind: 'post'; providerReference: string };

/** Posts or voids the reservation of a pending withdrawal locked in `tx`; sets its final status. */
export async function resolveWithdrawal(
  wallet: WalletContext,
  tx: Db,
  row: repo.InvoiceRow,
  resolution: Resolution,
  now: Date,
) {
  const k = keys(row.id);
  const base = { playerId: row.playerId, reservationKey: k.reserve };
  const moved =
    resolution.kind === 'post'
      ? await postWithdrawal(wallet, { ...base, idempotencyKey: k.post, fee: row.fee })
      : await voidWithdrawal(wallet, { ...base, idempotencyKey: k.void });
  if (!moved.ok) throw new Error(`withdrawal ${row.id} not resolved: ${moved.error.kind}`);
  return repo.updateInvoice(tx, row.id, {
    status: resolution.kind === 'post' ? INVOICE_STATUS.success : resolution.status,
    ...(resolution.kind === 'post'
      ? { providerReference: resolution.providerReference }
      : { details: { ...row.details, reason: resolution.reason } }),
    updatedAt: now,
  });
}

/** The player takes back a pending withdrawal (not one an operator already approved). */
export async function declineWithdrawal(
  ctx: PaymentContext,
  playerId: string,
  invoiceId: string,
): Promise<Result<Invoice, PaymentFailure>> {
  if (!isUuid(invoiceId)) return fail({ kind: 'invoice_not_found' });
  const result = await inTransaction(ctx, async (tx, wallet, events) => {
    const row = await repo.lockInvoice(tx, invoiceId, { playerId });
    if (!row) return rollback({ kind: 'invoice_not_found' });
    if (row.type !== 'withdrawal' || row.status !== INVOICE_STATUS.pending || row.approvedAt) {
      return rollback({ kind: 'invoice_not_pending', status: row.status });
    }
    const updated = await resolveWithdrawal(
      wallet,
      tx,
      row,
      { kind: 'void', status: INVOICE_STATUS.declined, reason: PLAYER_CANCEL_REASON },
      ctx.clock.now(),
    );
    events.emit(invoiceUpdated(updated));
    return updated;
  });
  return result.ok ? ok(toInvoice(result.value)) : result;
}
