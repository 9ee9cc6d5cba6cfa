import { z } from 'zod';

export const GameSchema = z
  .object({
    id: z.string(),
    identity: z.string(),
    name: z.string(),
    providerId: z.string(),
    categories: z.array(z.string()),
    image: z.string(),
    hasDemo: z.boolean(),
  })
  .meta({ id: 'Game' });

export const GameCategorySchema = z.object({ identity: z.string(), name: z.string() });

/** Collection of games; an empty countries list means everywhere. */
export const GameCollectionSchema = z
  .object({
    id: z.string(),
    identity: z.string(),
    name: z.string(),
    countries: z.array(z.string()),
  })
  .meta({ id: 'GameCollection' });

export const WinnerSchema = z
  .object({
    gameId: z.string(),
    gameName: z.string(),
    nickname: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'Winner' });
