import {
  ACCOUNT_STATUS,
  type CreateDepositRequestSchema,
  type CreateDepositResponseSchema,
  INVOICE_STATUS,
} from '@casino/contracts';
import { DEFAULT_LOCALE } from '@casino/contracts/locale';
import QRCode from 'qrcode';
import type { z } from 'zod';
import { fail, ok, type Result } from '../../shared/result.ts';
import { findAccount } from '../wallet/service.ts';
import { type PaymentContext, providerOf } from './context.ts';
import { type Fields, invalidFields, type PaymentFailure } from './failures.ts';
import { implicitKey } from './implicit-key.ts';
import { invoiceUpdated, toInvoice } from './invoices.ts';
import { checkAmountRange, findMethod, listMethods, type ResolvedMethod } from './methods.ts';
import * as repo from './repository.ts';

type DepositRequest = z.infer<typeof CreateDepositRequestSchema>;
type DepositResponse = z.infer<typeof CreateDepositResponseSchema>;

/**
 * Where the provider's hosted page sends the player back (the site opens the wallet there), in
 * the language the deposit started in: en has no prefix, the others their own.
 */
export const depositReturnUrl = (publicUrl: string, invoiceId: string, locale = DEFAULT_LOCALE) =>
  `${publicUrl}${locale === DEFAULT_LOCALE ? '/' : `/${locale}`}?wallet=deposit&invoice=${invoiceId}`;

/** Of these methods, those the player's jurisdiction profile lets them pay with (issue 32). */
async function onTheirRails(ctx: PaymentContext, playerId: string, methods: ResolvedMethod[]) {
  const rails = await ctx.paymentRails(playerId);
  return rails ? methods.filter((m) => rails.includes(m.method)) : methods;
}

/** Deposit methods for the currency, unless a deposit limit already leaves no room (13100). */
export async function listDepositMethods(
  ctx: PaymentContext,
  playerId: string,
  currency: string,
): Promise<Result<ResolvedMethod[], PaymentFailure>> {
  const methods = await onTheirRails(ctx, playerId, await listMethods(ctx, 'deposit', currency));
  if (methods.length === 0) return ok([]);
  const smallest = Math.min(...methods.map((m) => m.minAmount));
  const limit = await ctx.db.transaction((tx) =>
    ctx.depositLimits(playerId, currency, smallest, tx),
  );
  if (!limit.allowed) return fail({ ...limit, kind: 'deposit_limit' });
  return ok(methods);
}

async function respond(row: repo.InvoiceRow): Promise<DepositResponse> {
  const crypto = row.details.crypto;
  return {
    invoice: toInvoice(row),
    redirectUrl: row.details.redirectUrl ?? null,
    crypto: crypto
      ? {
          ...crypto,
          qrSvg: await QRCode.toString(crypto.paymentUri, {
            type: 'svg',
            margin: 1,
            errorCorrectionLevel: 'M',
          }),
        }
      : null,
  };
}

/** Starts under way in this process, by invoice: parallel retries of a key share one. */
const starting = new Map<string, Promise<repo.InvoiceRow | null>>();

/**
 * Asks the provider for its page or address (again, for a replay that came before it
 * answered). Parallel replays in this process wait for the one start under way; across
 * processes the invoice id is the provider's idempotency key, so it opens one checkout.
 */
function start(ctx: PaymentContext, row: repo.InvoiceRow, method: ResolvedMethod) {
  if (row.details.redirectUrl || row.details.crypto) return Promise.resolve(row);
  const under = starting.get(row.id);
  if (under) return under;
  const started = startAtProvider(ctx, row, method).finally(() => starting.delete(row.id));
  starting.set(row.id, started);
  return started;
}

async function startAtProvider(ctx: PaymentContext, row: repo.InvoiceRow, method: ResolvedMethod) {
  let started: Awaited<ReturnType<ReturnType<typeof providerOf>['createDeposit']>>;
  try {
    started = await providerOf(ctx, method.provider).createDeposit({
      invoiceId: row.id,
      playerId: row.playerId,
      currency: row.currency,
      amount: row.expectedAmount,
      returnUrl: depositReturnUrl(ctx.publicUrl, row.id, row.details.locale),
      locale: row.details.locale ?? DEFAULT_LOCALE,
      expiresAt: row.expiresAt!,
    });
  } catch (err) {
    ctx.log.error({ err, invoice: row.id }, 'payment provider did not start the deposit');
    return null;
  }
  return repo.updateInvoice(ctx.db, row.id, {
    providerReference: started.providerReference,
    cryptoAddress: started.crypto?.address ?? null,
    details: {
      ...row.details,
      ...(started.redirectUrl ? { redirectUrl: started.redirectUrl } : {}),
      ...(started.crypto ? { crypto: started.crypto } : {}),
    },
    updatedAt: ctx.clock.now(),
  });
}

const sameRequest = (row: repo.InvoiceRow, request: DepositRequest) =>
  row.type === 'deposit' &&
  row.method === request.method &&
  row.currency === request.currency &&
  (row.expectedAmount ?? undefined) === request.amount;

/** The sent key and its invoice; without one, the implicit key of docs/decisions/031. */
async function invoiceKey(ctx: PaymentContext, playerId: string, request: DepositRequest) {
  if (request.idempotencyKey) {
    const key = request.idempotencyKey;
    return { key, existing: await repo.findInvoiceByKey(ctx.db, playerId, key) };
  }
  const { method, currency, amount, bonusCode } = request;
  const implicit = await implicitKey(
    ctx.db,
    playerId,
    'deposit',
    [method, currency, amount ?? null, bonusCode ?? null],
    ctx.clock.now(),
  );
  return { key: implicit.key, existing: implicit.replay };
}

/**
 * Every bad field of a deposit at once (docs/product/errors.md#form-errors): the method, the
 * amount against that method's range, and the bonus code; no error hides another. Also the
 * route's form check, so a body the schema refuses still names the other bad fields.
 */
export async function checkDepositFields(
  ctx: PaymentContext,
  playerId: string,
  request: Partial<DepositRequest>,
) {
  const fields: Fields = {};
  const { currency } = request;
  if (currency === undefined) return { fields };
  const method =
    request.method === undefined
      ? null
      : await findMethod(ctx, 'deposit', currency, request.method);
  if (request.method !== undefined && !method) fields.method = ['This method is not available'];
  if (method && (await onTheirRails(ctx, playerId, [method])).length === 0) {
    fields.method = ['This method is not available in your country'];
    return { fields };
  }
  if (method) {
    const amountRequired = method.fields.some((f) => f.name === 'amount' && f.isRequired);
    if (request.amount === undefined && amountRequired) fields.amount = ['Value is required'];
    if (request.amount !== undefined)
      Object.assign(fields, checkAmountRange(method, request.amount));
  }
  const bonus = await ctx.depositBonus.choose(playerId, currency, request.bonusCode);
  if (!bonus.ok) fields.bonusCode = ['This bonus is not available for this deposit'];
  if (!method || fields.amount) return { fields };
  return { fields, method, bonus: bonus.ok ? bonus : null };
}

/** The deposit form check over a raw body (fields of a wrong type are left out by the caller). */
export const checkDepositForm = (
  ctx: PaymentContext,
  playerId: string,
  body: Record<string, unknown>,
) => {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const amount = typeof body.amount === 'number' ? body.amount : undefined;
  return checkDepositFields(ctx, playerId, {
    method: text(body.method),
    currency: text(body.currency),
    amount,
    bonusCode: text(body.bonusCode),
  }).then((r) => r.fields);
};

/**
 * Opens a deposit invoice and starts it at the provider: a hosted card page to redirect to,
 * or a crypto address (any amount sent there is credited; a requested amount makes the
 * invoice "underpaid" when less arrives). The same idempotency key returns the same invoice.
 */
export async function createDeposit(
  ctx: PaymentContext,
  playerId: string,
  request: DepositRequest,
): Promise<Result<DepositResponse, PaymentFailure>> {
  const form = await checkDepositFields(ctx, playerId, request);
  const { method, bonus } = form;
  if (!method) return fail(invalidFields(form.fields));

  const { key, existing } = await invoiceKey(ctx, playerId, request);
  if (existing) {
    // A replay answers the invoice already opened, even when its bonus code is used up since.
    if (!sameRequest(existing, request)) return fail({ kind: 'idempotency_key_reused' });
    const started = await start(ctx, existing, method);
    return started ? ok(await respond(started)) : fail({ kind: 'provider_unavailable' });
  }
  if (!bonus) return fail(invalidFields(form.fields));

  const account = await findAccount(ctx.wallet, playerId, { currency: request.currency });
  // A hidden account takes no money: the player restores it first.
  if (!account || account.status === ACCOUNT_STATUS.hidden) {
    return fail({ kind: 'account_not_found', currency: request.currency });
  }
  const now = ctx.clock.now();
  const amount = request.amount ?? method.minAmount;
  // A limit kept across operators (Germany's LUGAS, issue 32) first, outside the transaction:
  // another party is asked, and nothing is reserved there (the deposit is reported once credited).
  const across = await ctx.crossOperatorDeposit(playerId, request.currency, amount);
  if (!across.allowed) {
    const { reason, code, field, status } = across;
    return fail({ kind: 'deposit_limit', reason, code, field, status });
  }
  // The limit check and the invoice in one transaction: the check holds the player's limits
  // lock until the invoice (which takes its room) is committed (docs/decisions/026).
  const checked = await ctx.db.transaction(async (tx) => {
    const limit = await ctx.depositLimits(playerId, request.currency, amount, tx);
    if (!limit.allowed) return limit;
    const inserted = await repo.insertInvoice(tx, {
      number: repo.newInvoiceNumber('deposit'),
      playerId,
      type: 'deposit',
      method: method.method,
      provider: method.provider,
      currency: request.currency,
      // An open crypto invoice shows the method minimum until money arrives.
      amount,
      expectedAmount: request.amount ?? null,
      status: INVOICE_STATUS.created,
      idempotencyKey: key,
      details: request.locale ? { locale: request.locale } : {},
      expiresAt: new Date(now.getTime() + ctx.invoiceTtlMs),
      createdAt: now,
      updatedAt: now,
    });
    return { allowed: true as const, inserted };
  });
  if (!checked.allowed) {
    const { reason, code, field } = checked;
    return fail({ kind: 'deposit_limit', reason, code, field });
  }
  const { inserted } = checked;
  // A concurrent request with the same key won: answer as its replay.
  if (!inserted) return createDeposit(ctx, playerId, { ...request, idempotencyKey: key });
  await bonus.remember(inserted.id);
  ctx.events.emit(invoiceUpdated(inserted));

  const started = await start(ctx, inserted, method);
  if (!started) {
    const failed = await repo.updateInvoice(ctx.db, inserted.id, {
      status: INVOICE_STATUS.failed,
      details: { reason: 'provider unavailable' },
      updatedAt: ctx.clock.now(),
    });
    ctx.events.emit(invoiceUpdated(failed));
    return fail({ kind: 'provider_unavailable' });
  }
  return ok(await respond(started));
}
