import { z } from 'zod';
import { CurrencyCodeSchema, MinorAmountSchema } from './common.ts';

/**
 * Player bonus (docs/product/entities.md#player-bonus, statuses in
 * docs/product/states.md#bonuses-and-free-spins).
 */
export const PlayerBonusSchema = z
  .object({
    id: z.string(),
    currency: CurrencyCodeSchema,
    amount: MinorAmountSchema.nonnegative(),
    status: z.number().int().min(1).max(3),
    result: z.number().int().min(1).max(5).nullable(),
  })
  .meta({ id: 'PlayerBonus' });

/**
 * Player free spins (docs/product/entities.md#player-free-spin); free spins have no 'lost' result.
 */
export const PlayerFreespinSchema = z
  .object({
    id: z.string(),
    currency: CurrencyCodeSchema,
    count: z.number().int().positive(),
    gameId: z.string(),
    status: z.number().int().min(1).max(3),
    result: z.number().int().min(1).max(4).nullable(),
  })
  .meta({ id: 'PlayerFreespin' });

export const BonusCodeSchema = z
  .object({ id: z.string(), code: z.string(), status: z.number().int(), trigger: z.number().int() })
  .meta({ id: 'PlayerBonusCode' });
export type PlayerBonus = z.infer<typeof PlayerBonusSchema>;
export type PlayerFreespin = z.infer<typeof PlayerFreespinSchema>;
export type BonusCode = z.infer<typeof BonusCodeSchema>;
