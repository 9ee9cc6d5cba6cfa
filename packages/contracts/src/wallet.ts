import { z } from 'zod';
import { CurrencyCodeSchema, MinorAmountSchema } from './common.ts';

/** Wallet account (spec 3): one per currency; status 1 is the active account. */
export const AccountSchema = z
  .object({
    id: z.string(),
    currency: CurrencyCodeSchema,
    balance: MinorAmountSchema.nonnegative(),
    bonusBalance: MinorAmountSchema.nonnegative(),
    status: z.number().int(),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof AccountSchema>;
