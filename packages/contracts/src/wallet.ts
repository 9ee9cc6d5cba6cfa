import { z } from 'zod';
import { CurrencyCodeSchema, MinorAmountSchema } from './common.ts';

/**
 * Wallet account (docs/product/entities.md#account): one per currency; status 1 is the active
 * account, 2 inactive, 3 hidden. Amounts in minor units: `balance` = real + bonus; `lockedBalance`
 * is reserved by pending withdrawals (already out of `realBalance`); `heldBalance` is outside `balance`; `withdrawalBalance` is what
 * can be withdrawn now (real money not held back by wagering or deposit turnover).
 */
export const AccountSchema = z
  .object({
    id: z.string(),
    currency: CurrencyCodeSchema,
    balance: MinorAmountSchema.nonnegative(),
    realBalance: MinorAmountSchema.nonnegative(),
    bonusBalance: MinorAmountSchema.nonnegative(),
    lockedBalance: MinorAmountSchema.nonnegative(),
    /**
     * Deposits held back by the responsible-gaming rules (arrived over a deposit limit or during
     * a time-out): not playable, released when the limit allows or withdrawable back.
     */
    heldBalance: MinorAmountSchema.nonnegative().default(0),
    withdrawalBalance: MinorAmountSchema.nonnegative(),
    status: z.number().int(),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof AccountSchema>;

export const AccountListSchema = z.object({ items: z.array(AccountSchema) });
export const CreateAccountRequestSchema = z
  .object({ currency: CurrencyCodeSchema })
  .meta({ id: 'CreateAccountRequest' });
