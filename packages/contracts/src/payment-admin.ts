import { z } from 'zod';
import { CurrencyCodeSchema, PageQuerySchema, paginated } from './common.ts';
import { INVOICE_STATUS } from './enums.ts';
import { InvoiceSchema } from './payment.ts';
import { PositiveMinorAmountSchema } from './payment-api.ts';

/** Header carrying OPERATOR_API_KEY on operator calls (admin API, sandbox controls). */
export const OPERATOR_KEY_HEADER = 'x-operator-key';

const statusNames = Object.keys(INVOICE_STATUS) as [
  keyof typeof INVOICE_STATUS,
  ...(keyof typeof INVOICE_STATUS)[],
];

export const AdminWithdrawalsQuerySchema = z.object({
  status: z.enum(statusNames).default('pending'),
  page: PageQuerySchema,
  perPage: z.coerce.number().int().positive().max(100).default(20),
});

/** A withdrawal as an operator reviews it: who asked, where the money goes. */
export const AdminWithdrawalSchema = InvoiceSchema.extend({
  playerEmail: z.string(),
  /** Masked destination ('•••• 4242', an address). */
  destination: z.string().nullable(),
  approvedAt: z.string().nullable(),
}).meta({ id: 'AdminWithdrawal' });
export const AdminWithdrawalListSchema = paginated(AdminWithdrawalSchema);
/** Optional body of a rejection (none at all is fine). */
export const AdminRejectRequestSchema = z
  .object({ reason: z.string().max(500).optional() })
  .nullish();

const SandboxTxidSchema = z
  .string()
  .regex(/^[0-9a-f]{16,64}$/, 'Hex, 16 to 64 characters')
  .optional()
  .describe('Made up when absent');
const SandboxOutputRequestSchema = z.object({
  address: z.string().min(20).max(100),
  amount: PositiveMinorAmountSchema,
});

/**
 * Sandbox crypto chain: a transaction to one of the provider's addresses, or (`outputs`) one
 * transaction paying several addresses at once, each its own amount.
 */
export const SandboxCryptoTransactionRequestSchema = z.union([
  SandboxOutputRequestSchema.extend({ txid: SandboxTxidSchema }),
  z.object({
    outputs: z.array(SandboxOutputRequestSchema).min(1).max(16),
    txid: SandboxTxidSchema,
  }),
]);
export const SandboxCryptoConfirmRequestSchema = z.object({
  confirmations: z.number().int().min(0).max(10_000),
});
const SandboxCryptoOutputSchema = z.object({
  address: z.string(),
  currency: CurrencyCodeSchema,
  amount: z.number().int().positive(),
});
/** A chain transaction; `address` and `amount` are its first output's. */
export const SandboxCryptoTransactionSchema = z.object({
  txid: z.string(),
  address: z.string(),
  currency: CurrencyCodeSchema,
  amount: z.number().int().positive(),
  confirmations: z.number().int().nonnegative(),
  confirmationsRequired: z.number().int().positive(),
  outputs: z.array(SandboxCryptoOutputSchema),
});
