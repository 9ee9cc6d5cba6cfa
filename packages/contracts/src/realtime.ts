import { z } from 'zod';

/** Realtime channels, user-limited by `#{playerId}` (spec 7 "Realtime"). */
export const CHANNELS = {
  accounts: (playerId: string) => `wallet:accounts#${playerId}`,
  invoices: (playerId: string) => `payment:invoices#${playerId}`,
  bonusCodes: (playerId: string) => `bonus:player-bonus-codes#${playerId}`,
  bonuses: (playerId: string) => `bonus:player-bonuses#${playerId}`,
  freespins: (playerId: string) => `bonus:player-freespins#${playerId}`,
  bets: (playerId: string) => `game:bets#${playerId}`,
  winners: 'game:winners',
} as const;

/** Connect reply of the Centrifuge protocol (spec 3 "Realtime connect reply"). */
export const ConnectReplySchema = z.object({
  client: z.string(),
  version: z.string().optional(),
  session: z.string().optional(),
  node: z.string().optional(),
  expires: z.boolean().optional(),
  ttl: z.number().int().optional(),
  ping: z.number().int().optional(),
  pong: z.boolean().optional(),
  subs: z.record(z.string(), z.unknown()).optional(),
  data: z.unknown().optional(),
});
