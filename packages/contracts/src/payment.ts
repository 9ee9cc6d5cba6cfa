import { z } from 'zod';
import { CurrencyCodeSchema, MinorAmountSchema } from './common.ts';

export const PaymentFieldSchema = z.object({
  name: z.string(),
  type: z.string(),
  isRequired: z.boolean(),
  label: z.string().optional(),
});

/**
 * Deposit or withdrawal method (docs/product/entities.md#payment-method): its name and the fields
 * the player fills.
 */
export const PaymentMethodSchema = z
  .object({
    method: z.string(),
    name: z.string(),
    type: z.enum(['deposit', 'withdrawal']),
    currency: CurrencyCodeSchema,
    minAmount: MinorAmountSchema,
    maxAmount: MinorAmountSchema,
    fields: z.array(PaymentFieldSchema),
  })
  .meta({ id: 'PaymentMethod' });

/** Invoice (docs/product/entities.md#invoice): status 2 is success. */
export const InvoiceSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    playerId: z.string(),
    type: z.enum(['deposit', 'withdrawal']),
    amount: MinorAmountSchema.positive(),
    currency: CurrencyCodeSchema,
    status: z.number().int(),
    method: z.string(),
    /** Fee charged on top (withdrawals) in minor units. */
    fee: z.number().int().nonnegative(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** A paid deposit held back by the limits (not playable yet: docs/decisions/026). */
    held: z.boolean().optional(),
    /** A withdrawal the player cancelled (declined by them, not by an operator or a payout). */
    cancelledByPlayer: z.boolean().optional(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof InvoiceSchema>;
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
