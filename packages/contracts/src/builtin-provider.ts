import { z } from 'zod';
import { CurrencyCodeSchema } from './common.ts';
import { SeamlessGameRulesSchema } from './seamless.ts';

/**
 * API of the built-in game provider, used by its game client inside the casino's iframe
 * (`/provider/...`). The provider is a separate system: it reaches the casino's money only
 * through the seamless-wallet contract (seamless.ts), over HTTP.
 */

/** Bet of one round, by game kind (mirrors @casino/game-engine RoundBet). */
export const RoundBetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('slot'), lines: z.number().int().positive().optional() }),
  z.object({
    kind: z.literal('roulette'),
    bets: z
      .array(
        z.object({
          type: z.enum([
            'straight',
            'split',
            'street',
            'corner',
            'line',
            'dozen',
            'column',
            'red',
            'black',
            'odd',
            'even',
            'low',
            'high',
          ]),
          numbers: z.array(z.number().int().min(0).max(36)).optional(),
          index: z.number().int().optional(),
          amount: z.number().int().positive(),
        }),
      )
      .min(1)
      .max(50),
  }),
  z.object({
    kind: z.literal('dice'),
    target: z.number(),
    direction: z.enum(['under', 'over']),
  }),
  z.object({ kind: z.literal('crash'), cashOutAt: z.number().min(1.01).max(1_000_000) }),
]);
export type RoundBetInput = z.infer<typeof RoundBetSchema>;

/** Commitment shown before a round: the hash of the server seed, and the player's seed. */
export const FairnessCommitSchema = z
  .object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() })
  .meta({ id: 'FairnessCommit' });

/** Revealed after the round: anyone can recompute the outcome from it. */
export const FairnessRevealSchema = FairnessCommitSchema.extend({ serverSeed: z.string() }).meta({
  id: 'FairnessReveal',
});

/** POST /provider/api/sessions: opens a game session from a launch URL's parameters. */
export const OpenProviderSessionRequestSchema = z.object({
  identity: z.string().min(1).max(128),
  mode: z.enum(['demo', 'real']),
  /** Casino launch token; required for real money. */
  token: z.string().min(16).max(256).optional(),
});

/** Free rounds the player has in this game (granted by the casino): played at `stake`. */
export const SessionFreeRoundsSchema = z.object({
  remaining: z.number().int().nonnegative(),
  count: z.number().int().positive(),
  stake: z.number().int().positive(),
  /** Won so far in these free rounds (paid by the casino when the last one is played). */
  totalWin: z.number().int().nonnegative(),
});
export type SessionFreeRounds = z.infer<typeof SessionFreeRoundsSchema>;

export const ProviderSessionSchema = z
  .object({
    /** Bearer of the game client's later calls. */
    sessionId: z.string(),
    mode: z.enum(['demo', 'real']),
    /** Title of @casino/game-engine (rules, paytable, symbols, art). */
    title: z.unknown(),
    balance: z.number().int(),
    currency: CurrencyCodeSchema,
    /** Stake choices in minor units. */
    stakes: z.array(z.number().int().positive()),
    fairness: FairnessCommitSchema,
    /** Present while free rounds remain: the next rounds are free at their stake. */
    freeRounds: SessionFreeRoundsSchema.optional(),
    /** Real money: the player's jurisdiction rules for this game (the casino's balance answer). */
    rules: SeamlessGameRulesSchema.optional(),
  })
  .meta({ id: 'ProviderSession' });
export type ProviderSession = z.infer<typeof ProviderSessionSchema>;

/** POST /provider/api/sessions/{sessionId}/rounds */
export const PlayRoundRequestSchema = z.object({
  stake: z.number().int().positive(),
  bet: RoundBetSchema,
  /** Client-generated UUID: a retried request plays no second round. */
  requestId: z.string().uuid(),
});

export const ProviderRoundSchema = z
  .object({
    id: z.string(),
    identity: z.string(),
    stake: z.number().int(),
    win: z.number().int(),
    multiplier: z.number(),
    /** Everything the client needs to show the round (engine RoundResult.outcome). */
    outcome: z.unknown(),
    bet: RoundBetSchema,
    fairness: FairnessRevealSchema,
    /** `rolled_back`: the casino's answer to the bet never came, the stake was returned. */
    status: z.enum(['settled', 'rolled_back']),
    createdAt: z.string(),
  })
  .meta({ id: 'ProviderRound' });
export type ProviderRound = z.infer<typeof ProviderRoundSchema>;

export const PlayRoundResponseSchema = z.object({
  round: ProviderRoundSchema,
  balance: z.number().int(),
  /** Commitment for the next round. */
  fairness: FairnessCommitSchema,
  /** This round was a free round: what is left of them (remaining 0: all played). */
  freeRounds: SessionFreeRoundsSchema.optional(),
});

/** PUT /provider/api/sessions/{sessionId}/client-seed */
export const ChangeClientSeedRequestSchema = z.object({
  clientSeed: z.string().trim().min(1).max(64),
});

/**
 * Error of a provider call: the usual `{ error: { code, message, fields? } }`, plus what the
 * casino said when it refused a bet, so the game can show why: 402 `insufficient_funds` with
 * the balance, 403 `bet_refused` with the reason, 401 `token_expired`/`invalid_token`;
 * 409 `round_in_progress`; 502 `wallet_unavailable` (stake returned) or `win_pending`.
 */
export const ProviderErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.array(z.string())).optional(),
    }),
    balance: z.number().int().optional(),
    currency: CurrencyCodeSchema.optional(),
    reason: z.enum(['account_inactive', 'limit', 'self_exclusion', 'bonus_max_stake']).optional(),
    /** 422 `stake_above_jurisdiction_maximum`: the most one round may stake, in `currency`. */
    maxStake: z.number().int().optional(),
    /** 422 `round_too_fast`: how long until the next round may start, ms. */
    retryAfterMs: z.number().int().optional(),
  })
  .meta({ id: 'ProviderError' });
export type ProviderError = z.infer<typeof ProviderErrorSchema>;
