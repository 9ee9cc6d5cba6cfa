import { z } from 'zod';
import { CurrencyCodeSchema, PageQuerySchema, paginated, statusListQuery } from './common.ts';
import { LOCALE_PATTERN } from './locale.ts';
import { InvoiceSchema, PaymentMethodSchema } from './payment.ts';
import { PasskeyAssertionSchema } from './player-api.ts';

/**
 * Amount typed by a player, in minor units: a positive safe integer. Fractions of a minor
 * unit, zero, negatives, huge values and non-numbers are refused with a field error.
 */
export const PositiveMinorAmountSchema = z
  .number({ error: 'Amount must be a number' })
  .int('Amount must be a whole number of minor units')
  .positive('Amount must be greater than zero')
  .max(Number.MAX_SAFE_INTEGER, 'Amount is too large');

/**
 * Client-made UUID: a retried or double-clicked request with the same key moves money once.
 * Optional on deposits and withdrawals: without one, the same request again within a minute
 * replays the first invoice (docs/decisions/031).
 */
export const IdempotencyKeySchema = z.string().min(8).max(100);

/**
 * An invoice type as the API names it ('deposit', 'withdrawal') or as the settings constants
 * publish it (`payment.invoiceTypes`: 1 deposit, 2 withdrawal), in a query or a body.
 */
export const InvoiceTypeParamSchema = z
  .union([z.enum(['deposit', 'withdrawal', '1', '2']), z.literal(1), z.literal(2)])
  .transform((type): 'deposit' | 'withdrawal' =>
    type === 'deposit' || String(type) === '1' ? 'deposit' : 'withdrawal',
  );

export const PaymentMethodsQuerySchema = z.object({ currency: CurrencyCodeSchema });
export const PaymentMethodListSchema = z.object({ items: z.array(PaymentMethodSchema) });

export const CreateDepositRequestSchema = z
  .object({
    method: z.string().min(1).max(50),
    currency: CurrencyCodeSchema,
    /** Required for card; crypto deposits credit whatever arrives at the address. */
    amount: PositiveMinorAmountSchema.optional(),
    bonusCode: z.string().max(64).optional(),
    idempotencyKey: IdempotencyKeySchema.optional(),
    /**
     * The language of the page the deposit starts on: the provider's hosted page is shown in it
     * and the player comes back to the site in it (en when absent).
     */
    locale: z.string().regex(LOCALE_PATTERN).optional(),
  })
  .meta({ id: 'CreateDepositRequest' });

/** What the site does next: open the provider's hosted page, or show a crypto address. */
export const CreateDepositResponseSchema = z
  .object({
    invoice: InvoiceSchema,
    redirectUrl: z.string().nullable(),
    crypto: z
      .object({
        address: z.string(),
        paymentUri: z.string(),
        /** SVG of the QR code of `paymentUri`. */
        qrSvg: z.string(),
        confirmationsRequired: z.number().int().positive(),
      })
      .nullable(),
  })
  .meta({ id: 'CreateDepositResponse' });

export const CreateWithdrawalRequestSchema = z
  .object({
    method: z.string().min(1).max(50),
    currency: CurrencyCodeSchema,
    amount: PositiveMinorAmountSchema,
    /** Method fields, e.g. `{ cardNumber }` or `{ address }`. */
    fields: z.record(z.string(), z.string().max(200)).default({}),
    /** Pay to a saved method (`GET /api/payment/player/methods`) instead of typed fields. */
    savedMethodId: z.string().max(50).optional(),
    /** `held`: withdraw deposits held back by a limit or time-out (`heldBalance`) instead. */
    source: z.enum(['real', 'held']).default('real'),
    /**
     * The player agrees that an active bonus in this currency (its money and the wins on it)
     * is forfeited by this withdrawal; without it such a withdrawal is refused (422
     * `bonus_forfeit_required`, issue 27).
     */
    forfeitBonus: z.boolean().optional(),
    /**
     * A code of the player's authenticator app (or a recovery code): asked when two-step
     * sign-in is on and the money goes to a destination never paid before (422
     * `second_factor_required`, then `invalid_second_factor` when wrong; issue 35).
     */
    code: z.string().max(32).optional(),
    /** Or a passkey's answer (issue 35) instead of the code. */
    passkey: PasskeyAssertionSchema.optional(),
    idempotencyKey: IdempotencyKeySchema.optional(),
  })
  .meta({ id: 'CreateWithdrawalRequest' });
export const CreateWithdrawalResponseSchema = z.object({ invoice: InvoiceSchema });
/** One invoice after a change (decline; operator approve or reject). */
export const InvoiceResponseSchema = z.object({ invoice: InvoiceSchema });

/** `status=2`, `status=1&status=2`, `status[]=1&status[]=2` or `status=1,2`: any of them. */
const InvoiceStatusListSchema = statusListQuery(8);

export const InvoiceListQuerySchema = z.object({
  type: InvoiceTypeParamSchema.optional(),
  status: InvoiceStatusListSchema,
  currency: CurrencyCodeSchema.optional(),
  page: PageQuerySchema,
  perPage: z.coerce.number().int().positive().max(100).default(20),
});
export const InvoiceListSchema = paginated(InvoiceSchema);

export const PlayerTurnoverSchema = z
  .object({
    currency: CurrencyCodeSchema,
    /** Stakes still needed before deposited money can be withdrawn (minor units). */
    required: z.number().int().nonnegative(),
    wagered: z.number().int().nonnegative(),
    remaining: z.number().int().nonnegative(),
  })
  .meta({ id: 'PlayerTurnover' });

export const PlayerFeesQuerySchema = z.object({
  currency: CurrencyCodeSchema,
  amount: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER, 'Amount is too large'),
  invoiceType: InvoiceTypeParamSchema,
  method: z.string().min(1).max(50),
});
export const PlayerFeesSchema = z
  .object({
    currency: CurrencyCodeSchema,
    amount: z.number().int(),
    fee: z.number().int().nonnegative(),
    total: z.number().int(),
  })
  .meta({ id: 'PlayerFees' });

export const SavedPaymentMethodSchema = z.object({
  id: z.string(),
  method: z.string(),
  /** Masked, e.g. '•••• 4242' or 'bc1q…9x7'. */
  label: z.string(),
  currency: CurrencyCodeSchema,
  createdAt: z.string(),
});
export const SavedPaymentMethodListSchema = z.object({ items: z.array(SavedPaymentMethodSchema) });

/** A method's amount range in one currency (minor units), or null where it does not apply. */
const AmountRangeSchema = z.object({ minAmount: z.number().int(), maxAmount: z.number().int() });
/**
 * The public limits of each configured method per shown currency (GET /api/payment/limits):
 * the one source the payments page, the FAQ and the wallet state.
 */
export const PaymentLimitSchema = z.object({
  method: z.string(),
  name: z.string(),
  currency: CurrencyCodeSchema,
  deposit: AmountRangeSchema.nullable(),
  withdrawal: AmountRangeSchema.nullable(),
  /** What a withdrawal costs: percent of the amount plus a fixed part (minor units); null: none. */
  withdrawalFee: z.object({ percent: z.number(), fixed: z.number().int() }).nullable(),
});
export type PaymentLimit = z.infer<typeof PaymentLimitSchema>;
export const PaymentLimitListSchema = z
  .object({ items: z.array(PaymentLimitSchema) })
  .meta({ id: 'PaymentLimits' });

/** Deposit over a deposit limit (docs/product/errors.md#deposit-limit). */
export const DEPOSIT_LIMIT_ERROR_CODE = 13100;
/** The jurisdiction asks for a deposit-limit decision first (issue 32, docs/product/jurisdictions.md). */
export const DEPOSIT_LIMIT_CHOICE_REQUIRED = 'deposit_limit_choice_required';
/** The deposit would pass the jurisdiction's monthly deposit cap (NL, DE). */
export const DEPOSIT_ABOVE_MONTHLY_CAP = 'deposit_above_monthly_cap';
/**
 * The deposit would pass the limit in force across all operators in Germany (LUGAS, GlüStV 2021
 * § 6c): the player's own monthly limit there, or €1,000, less what they deposited anywhere.
 */
export const DEPOSIT_ABOVE_CROSS_OPERATOR_LIMIT = 'deposit_above_cross_operator_limit';
/** The cross-operator file (LUGAS) cannot answer: no deposit goes unchecked (503). */
export const CROSS_OPERATOR_FILE_UNAVAILABLE = 'cross_operator_file_unavailable';

/** Answer to a provider's webhook: 200 unless the signature is bad (400). */
export const WebhookAckSchema = z.object({
  ok: z.literal(true),
  /** Why nothing was applied: `duplicate` event, `unknown_invoice`, `stale` status, ... */
  ignored: z.string().optional(),
});
