import { z } from 'zod';
import { CurrencyCodeSchema } from './common.ts';

/**
 * Seamless-wallet contract: how a game provider (the built-in one or an external aggregator)
 * moves a player's money at the casino, over HTTP, at
 * `POST /api/seamless/{providerIdentity}/{balance|bet|win|rollback}`.
 *
 * Every request is signed: header `x-seamless-timestamp` (unix seconds) and
 * `x-seamless-signature` = hex HMAC-SHA256 of `${timestamp}.${rawBody}` with the provider's
 * shared secret. A timestamp more than 300 s away from the casino's clock is refused.
 *
 * Each `transactionId` is processed once: a repeated request (same id, same body) gets the
 * original response (status and body); the same id with a different body is a 409.
 */
export const SEAMLESS_SIGNATURE_HEADER = 'x-seamless-signature';
export const SEAMLESS_TIMESTAMP_HEADER = 'x-seamless-timestamp';
export const SEAMLESS_MAX_SKEW_SECONDS = 300;

/** Positive integer amount in the currency's minor unit. */
const AmountSchema = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const IdSchema = z.string().min(1).max(128);

/** Launch token the casino put in the game URL; names player, account, game and mode. */
const TokenSchema = z.string().min(16).max(256);

export const SeamlessBalanceRequestSchema = z
  .object({ token: TokenSchema })
  .meta({ id: 'SeamlessBalanceRequest' });

/** Stake of a round. Refused after the launch token expired. */
export const SeamlessBetRequestSchema = z
  .object({
    token: TokenSchema,
    transactionId: IdSchema,
    roundId: IdSchema,
    gameIdentity: z.string().min(1).max(128),
    amount: AmountSchema,
    currency: CurrencyCodeSchema,
  })
  .meta({ id: 'SeamlessBetRequest' });

/** Payout of a round (amount may be 0 to close a lost round). Accepted after token expiry. */
export const SeamlessWinRequestSchema = z
  .object({
    token: TokenSchema,
    transactionId: IdSchema,
    roundId: IdSchema,
    gameIdentity: z.string().min(1).max(128),
    amount: AmountSchema,
    currency: CurrencyCodeSchema,
    /** The round is over: the casino settles its bet. */
    roundClosed: z.boolean().default(true),
  })
  .meta({ id: 'SeamlessWinRequest' });

/**
 * Reverses a bet. Unknown bet: answered OK with no movement, and a bet arriving later with
 * that id is refused (409 `transaction_rolled_back`). Already rolled back: OK, no movement.
 * Accepted after token expiry.
 */
export const SeamlessRollbackRequestSchema = z
  .object({
    token: TokenSchema,
    transactionId: IdSchema,
    roundId: IdSchema,
    gameIdentity: z.string().min(1).max(128),
    /** The bet's transactionId. */
    referenceTransactionId: IdSchema,
  })
  .meta({ id: 'SeamlessRollbackRequest' });

/**
 * Corrects the payout of a settled round (a sportsbook's resettlement after a corrected
 * result, docs/decisions/032): `amount` is the round's new total payout. A higher amount pays
 * the difference; a lower one takes it back (as far as the player's balance reaches; what it
 * cannot take is flagged for an operator). Accepted after token expiry.
 */
export const SeamlessResettleRequestSchema = z
  .object({ ...SeamlessBetRequestSchema.shape })
  .meta({ id: 'SeamlessResettleRequest' });

/**
 * The jurisdiction rules of a launched game for its player (issue 32), in a balance answer: the
 * provider keeps them with its session and enforces the round timing (`round_too_fast`); the
 * casino enforces the stake maximum itself (422 `stake_above_jurisdiction_maximum`).
 */
export const SeamlessGameRulesSchema = z
  .object({
    /** The player's jurisdiction profile (`none`: no rule beyond the platform's own). */
    profile: z.string(),
    /** The least time between the starts of two rounds of this game's kind, ms (null: none). */
    minRoundIntervalMs: z.number().int().nonnegative().nullable(),
    /** The most one round may stake, in the launch currency's minor units (null: no maximum). */
    maxStake: z.number().int().nonnegative().nullable(),
    isAutoplayAllowed: z.boolean(),
    /** Turbo, quick-spin and slam-stop. */
    isTurboAllowed: z.boolean(),
    /** A win smaller than the stake may be celebrated as a win. */
    mayCelebrateNetLoss: z.boolean(),
    /** The game shows the session's net position and clock. */
    showsNetPositionAndClock: z.boolean(),
  })
  .meta({ id: 'SeamlessGameRules' });
export type SeamlessGameRules = z.infer<typeof SeamlessGameRulesSchema>;

/** Success (HTTP 200) of every seamless call: the balance after the call. */
export const SeamlessResponseSchema = z
  .object({
    balance: z.number().int(),
    currency: CurrencyCodeSchema,
    /** The casino's id of the processed transaction (absent for balance). */
    transactionId: z.string().optional(),
    /** Balance calls: the casino's stable id of the player (free rounds are granted to it; a sportsbook keeps bets per player). */
    playerId: z.string().optional(),
    /** Resettle calls: what a lower payout could not take back (the balance fell short). */
    shortfall: z.number().int().optional(),
    /** Balance calls: the jurisdiction rules of the launched game for this player. */
    rules: SeamlessGameRulesSchema.optional(),
  })
  .meta({ id: 'SeamlessResponse' });
export type SeamlessResponse = z.infer<typeof SeamlessResponseSchema>;

/**
 * Error codes (body `{ error: {code, message}, balance?, currency?, reason? }`):
 * 400 `bad_request` (field named), 401 `invalid_signature`, 401 `invalid_token`,
 * 401 `token_expired` (bets only), 402 `insufficient_funds` (with the actual balance),
 * 403 `bet_refused` (reason: account_inactive | limit | self_exclusion | bonus_max_stake),
 * 404 `round_not_found` (win for a round without a bet), 409 `transaction_conflict`
 * (same id, different body), 409 `transaction_rolled_back` (bet already rolled back),
 * 422 `stake_above_jurisdiction_maximum` (with `maxStake` and `currency`: the player's
 * jurisdiction caps a round's stake in this kind of game).
 */
export const SeamlessErrorSchema = z
  .object({
    error: z.object({ code: z.string(), message: z.string() }),
    balance: z.number().int().optional(),
    currency: CurrencyCodeSchema.optional(),
    reason: z.enum(['account_inactive', 'limit', 'self_exclusion', 'bonus_max_stake']).optional(),
    /**
     * With reason bonus_max_stake: the largest stake allowed while the bonus is wagered; with
     * `stake_above_jurisdiction_maximum`: the jurisdiction's maximum, in `currency`.
     */
    maxStake: z.number().int().optional(),
  })
  .meta({ id: 'SeamlessError' });
export type SeamlessError = z.infer<typeof SeamlessErrorSchema>;

/**
 * Free rounds (docs/decisions/027): the casino grants a player `count` rounds of a game at a
 * fixed stake through the provider's free-rounds API (`POST {provider}/free-rounds`, cancel
 * at `POST {provider}/free-rounds/{reference}/cancel`), signed like the seamless calls with the
 * same secret. Each reference is granted once. The player plays them in the game without a
 * stake; when the last is played the provider reports the total win to the casino at
 * `POST /api/seamless/{provider}/free-rounds` (once per reference; a repeat gets the same
 * answer).
 */
export const FreeRoundsIssueRequestSchema = z
  .object({
    /** The casino's id of the grant (its player free spins id). */
    reference: IdSchema,
    /** The casino's player id, as the balance call answers it. */
    playerId: IdSchema,
    gameIdentity: z.string().min(1).max(128),
    currency: CurrencyCodeSchema,
    count: z.number().int().positive().max(1000),
    /** Stake of each round, minor units. */
    stake: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'FreeRoundsIssueRequest' });

export const FreeRoundsStatusSchema = z
  .object({
    reference: z.string(),
    status: z.enum(['active', 'finished', 'canceled']),
    count: z.number().int(),
    played: z.number().int(),
    totalWin: z.number().int(),
  })
  .meta({ id: 'FreeRoundsStatus' });
export type FreeRoundsStatus = z.infer<typeof FreeRoundsStatusSchema>;

/**
 * Asked by the provider before it plays each free round (`POST
 * /api/seamless/{provider}/free-rounds/play`, issue 27): free rounds stake nothing, yet the
 * player's exclusion, time-out and account are checked as for a bet (403 `bet_refused` with
 * its reason, 401 `token_expired`, 503 `maintenance`). 200 answers the balance; nothing moves.
 */
export const SeamlessFreeRoundPlayRequestSchema = z
  .object({
    token: TokenSchema,
    gameIdentity: z.string().min(1).max(128),
    currency: CurrencyCodeSchema,
  })
  .meta({ id: 'SeamlessFreeRoundPlayRequest' });
export type SeamlessFreeRoundPlayRequest = z.infer<typeof SeamlessFreeRoundPlayRequestSchema>;

/** The provider's report of finished free rounds (their wins, paid by the casino once). */
export const SeamlessFreeRoundsRequestSchema = z
  .object({
    reference: IdSchema,
    gameIdentity: z.string().min(1).max(128),
    currency: CurrencyCodeSchema,
    played: z.number().int().nonnegative(),
    totalWin: AmountSchema,
  })
  .meta({ id: 'SeamlessFreeRoundsRequest' });
export type SeamlessFreeRoundsRequest = z.infer<typeof SeamlessFreeRoundsRequestSchema>;
