import { z } from 'zod';
import { CurrencyCodeSchema } from './common.ts';
import { GameKindSchema } from './game.ts';

/**
 * The canonical wallet contract of game aggregators (docs/decisions/045): every aggregator
 * dialect (`/api/aggregators/{name}/…`) is translated to these calls and back. Its shape is
 * Hub88's wallet API (the best documented public one): user info, balance, bet, win, rollback,
 * each call named by a `request_uuid`, each money movement by a `transaction_uuid` inside a
 * `round`; amounts here are integers in the currency's minor units (a dialect converts its own).
 *
 * One `transaction_uuid` moves money once: the same call again gets the same answer, the same
 * id with another body is refused (`RS_ERROR_DUPLICATE_TRANSACTION`). A rollback may arrive
 * before its bet (it is kept as a tombstone: the late bet is refused and nothing moves); wins
 * and rollbacks are accepted after the launch token expired; a bet of an excluded player is
 * refused (`RS_ERROR_USER_DISABLED`) while the win of a round already staked is paid.
 */
const Uuid = z.string().min(1).max(128);
const Token = z.string().min(16).max(256);
/** Minor units; a dialect's negative or fractional amount never reaches the gateway. */
const MinorAmount = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

export const AggregatorUserInfoRequestSchema = z
  .object({ request_uuid: Uuid, token: Token, user: z.string().min(1).max(128).optional() })
  .meta({ id: 'AggregatorUserInfoRequest' });

export const AggregatorBalanceRequestSchema = z
  .object({
    request_uuid: Uuid,
    token: Token,
    user: z.string().min(1).max(128).optional(),
    game_code: z.string().min(1).max(128).optional(),
  })
  .meta({ id: 'AggregatorBalanceRequest' });

export const AggregatorBetRequestSchema = z
  .object({
    request_uuid: Uuid,
    token: Token,
    user: z.string().min(1).max(128).optional(),
    game_code: z.string().min(1).max(128),
    transaction_uuid: Uuid,
    round: Uuid,
    amount: MinorAmount,
    currency: CurrencyCodeSchema,
  })
  .meta({ id: 'AggregatorBetRequest' });

export const AggregatorWinRequestSchema = z
  .object({
    ...AggregatorBetRequestSchema.shape,
    /** The bet this win pays (informative: a win pays its round). */
    reference_transaction_uuid: Uuid.optional(),
    /** The round is over: its bets are settled. */
    round_closed: z.boolean().default(true),
  })
  .meta({ id: 'AggregatorWinRequest' });

export const AggregatorRollbackRequestSchema = z
  .object({
    request_uuid: Uuid,
    token: Token,
    user: z.string().min(1).max(128).optional(),
    game_code: z.string().min(1).max(128),
    transaction_uuid: Uuid,
    round: Uuid,
    /** The bet reversed; unknown yet: a tombstone refuses it when it arrives. */
    reference_transaction_uuid: Uuid,
  })
  .meta({ id: 'AggregatorRollbackRequest' });

export const AGGREGATOR_STATUSES = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_BET_LIMIT',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_ROUND_CLOSED',
  'RS_ERROR_AMOUNT_REFUSED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_UNAVAILABLE',
] as const;
export const AggregatorStatusSchema = z.enum(AGGREGATOR_STATUSES);
export type AggregatorStatus = z.infer<typeof AggregatorStatusSchema>;

/** Every canonical answer: the status, and the balance after the call where one is known. */
export const AggregatorResponseSchema = z
  .object({
    status: AggregatorStatusSchema,
    request_uuid: Uuid,
    /** The casino's id of the player (RS_OK). */
    user: z.string().optional(),
    /** Real + bonus money, minor units. */
    balance: z.number().int().optional(),
    currency: CurrencyCodeSchema.optional(),
    /** The casino's id of the movement (money calls, RS_OK). */
    casino_transaction_id: z.string().optional(),
    /** Why it was refused (the field for RS_ERROR_WRONG_SYNTAX). */
    message: z.string().optional(),
  })
  .meta({ id: 'AggregatorResponse' });
export type AggregatorResponse = z.infer<typeof AggregatorResponseSchema>;

// --- Hub88-style dialect (/api/aggregators/hub88/…): the canonical shape, amounts ×100 000 ---

/** Hub88 signs each body with RSA-SHA256, base64, in this header. */
export const HUB88_SIGNATURE_HEADER = 'x-hub88-signature';
/** Hub88's amounts are integers: the major unit times 100 000. */
export const HUB88_AMOUNT_SCALE = 100_000;
const Hub88Amount = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const Hub88Base = {
  request_uuid: Uuid,
  token: Token,
  user: z.string().min(1).max(128),
  game_code: z.string().min(1).max(128),
};
export const Hub88UserRequestSchema = z
  .object({ request_uuid: Uuid, user: z.string().min(1).max(128), token: Token.optional() })
  .meta({ id: 'Hub88UserRequest' });
export const Hub88BalanceRequestSchema = z
  .object({ ...Hub88Base, game_code: Hub88Base.game_code.optional() })
  .meta({ id: 'Hub88BalanceRequest' });
export const Hub88BetRequestSchema = z
  .object({
    ...Hub88Base,
    transaction_uuid: Uuid,
    round: Uuid,
    amount: Hub88Amount,
    currency: CurrencyCodeSchema,
    bet: z.string().max(256).nullish(),
    is_free: z.boolean().optional(),
    /** A free-rounds reward's win (with is_free): the campaign the casino created, played out. */
    reward_uuid: Uuid.optional(),
    round_closed: z.boolean().optional(),
  })
  .meta({ id: 'Hub88BetRequest' });
export const Hub88WinRequestSchema = z
  .object({ ...Hub88BetRequestSchema.shape, reference_transaction_uuid: Uuid })
  .meta({ id: 'Hub88WinRequest' });
export const Hub88RollbackRequestSchema = z
  .object({ ...Hub88Base, transaction_uuid: Uuid, round: Uuid, reference_transaction_uuid: Uuid })
  .meta({ id: 'Hub88RollbackRequest' });
export const Hub88ResponseSchema = z
  .object({
    status: z.string(),
    request_uuid: z.string(),
    user: z.string().optional(),
    currency: z.string().optional(),
    /** ×100 000. */
    balance: z.number().int().optional(),
    country: z.string().optional(),
  })
  .meta({ id: 'Hub88Response' });

// --- SoftSwiss-style dialect (/api/aggregators/softswiss/play|rollback) ---

/** The HMAC-SHA256 (hex) of the raw body with the casino's auth token. */
export const SOFTSWISS_SIGNATURE_HEADER = 'x-request-sign';
const SoftswissAction = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('bet'),
    action_id: Uuid,
    amount: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  }),
  z.object({
    action: z.literal('win'),
    action_id: Uuid,
    amount: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  }),
]);
const SoftswissBase = {
  user_id: z.string().min(1).max(128),
  session_id: Token,
  currency: CurrencyCodeSchema,
  game: z.string().min(1).max(128),
  /** The round. */
  game_id: Uuid,
  finished: z.boolean().optional(),
};
/** A balance read (no actions), bets and wins of one round, in order, in one call. */
export const SoftswissPlayRequestSchema = z
  .object({ ...SoftswissBase, actions: z.array(SoftswissAction).max(20).optional() })
  .meta({ id: 'SoftswissPlayRequest' });
export const SoftswissRollbackRequestSchema = z
  .object({
    ...SoftswissBase,
    actions: z
      .array(z.object({ action: z.literal('rollback'), action_id: Uuid, original_action_id: Uuid }))
      .min(1)
      .max(20),
  })
  .meta({ id: 'SoftswissRollbackRequest' });
/** SoftSwiss's freespins callback (issue 34): an issue the casino created, played out. */
export const SoftswissFreespinsRequestSchema = z
  .object({
    issue_id: Uuid,
    user_id: z.string().min(1).max(128),
    currency: CurrencyCodeSchema,
    game: z.string().min(1).max(128),
    status: z.enum(['played', 'expired', 'canceled']),
    played: z.number().int().nonnegative().optional(),
    /** Minor units. */
    total_amount: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  })
  .meta({ id: 'SoftswissFreespinsRequest' });
export const SoftswissResponseSchema = z
  .object({
    balance: z.number().int(),
    game_id: z.string().optional(),
    transactions: z.array(z.object({ action_id: z.string(), tx_id: z.string() })).optional(),
  })
  .meta({ id: 'SoftswissResponse' });
export const SoftswissErrorSchema = z
  .object({ code: z.number().int(), message: z.string(), balance: z.number().int().optional() })
  .meta({ id: 'SoftswissError' });

// --- EveryMatrix-style dialect (/api/aggregators/everymatrix/wallet): one endpoint, `Request` ---

/** The calls of the one endpoint, named by the body's `Request`. */
export const EVERYMATRIX_REQUESTS = [
  'GetAccount',
  'GetBalance',
  'WalletDebit',
  'WalletCredit',
] as const;
/** What a `WalletCredit` is: a round's payout (`Result`, `Bonus`, `JackpotWin`) or a `Rollback`. */
export const EVERYMATRIX_CREDIT_TYPES = ['Result', 'Bonus', 'JackpotWin', 'Rollback'] as const;
/** A decimal amount in the currency's major units (1.5 USD = 1.50); never negative. */
const EverymatrixAmount = z.number().nonnegative().max(1e13);
const EverymatrixBase = {
  /** Lowercase hex SHA-256 of the call's fields and the shared secret (docs/decisions/045). */
  Hash: z.string().regex(/^[0-9a-fA-F]{64}$/),
  Token: Token,
};
const EverymatrixMoney = {
  ...EverymatrixBase,
  /** The aggregator's id of this movement: it moves money once. */
  ExternalId: Uuid,
  RoundId: Uuid,
  GameId: z.string().min(1).max(128),
  Amount: EverymatrixAmount,
  Currency: CurrencyCodeSchema,
};
export const EverymatrixRequestSchema = z
  .discriminatedUnion('Request', [
    z.object({ Request: z.literal('GetAccount'), ...EverymatrixBase }),
    z.object({
      Request: z.literal('GetBalance'),
      ...EverymatrixBase,
      GameId: z.string().min(1).max(128).optional(),
    }),
    z.object({
      Request: z.literal('WalletDebit'),
      ...EverymatrixMoney,
      TransactionType: z.literal('Wager'),
    }),
    z.object({
      Request: z.literal('WalletCredit'),
      ...EverymatrixMoney,
      TransactionType: z.enum(EVERYMATRIX_CREDIT_TYPES),
      /** The wager a result pays (informative) or a rollback reverses (required there). */
      BetExternalId: Uuid.optional(),
      /** The round is over (a result; default true). */
      RoundEnd: z.boolean().optional(),
    }),
  ])
  .meta({ id: 'EverymatrixRequest' });
export type EverymatrixRequest = z.output<typeof EverymatrixRequestSchema>;
/** Every answer is HTTP 200; `ReturnCode` 0 is success, any other a refusal (its `Message`). */
export const EverymatrixResponseSchema = z
  .object({
    ApiVersion: z.string(),
    Request: z.string(),
    ReturnCode: z.number().int(),
    Message: z.string(),
    /** Real + bonus money, decimal major units. */
    Balance: z.number().optional(),
    Currency: z.string().optional(),
    /** The session: the token the call named. */
    SessionId: z.string().optional(),
    /** The casino's id of the player (GetAccount). */
    AccountId: z.string().optional(),
    ExternalId: z.string().optional(),
    /** The casino's id of the movement (money calls). */
    TransactionId: z.string().optional(),
  })
  .meta({ id: 'EverymatrixResponse' });

// --- Slotegrator-style dialect (/api/aggregators/slotegrator): one form-encoded callback ---

/** The auth headers Slotegrator sends; their values are signed with the request's params. */
export const SLOTEGRATOR_MERCHANT_HEADER = 'x-merchant-id';
export const SLOTEGRATOR_TIMESTAMP_HEADER = 'x-timestamp';
export const SLOTEGRATOR_NONCE_HEADER = 'x-nonce';
/** hex HMAC-SHA1 of the params and the three headers above, sorted by key, form-encoded. */
export const SLOTEGRATOR_SIGN_HEADER = 'x-sign';
/** A call signed longer ago (or later) than this is refused: a stale signature. */
export const SLOTEGRATOR_MAX_SKEW_SECONDS = 30;
/** Decimal major units as a string ("12.50"); negative or exponent forms are refused. */
const SlotegratorAmount = z
  .string()
  .regex(/^\d{1,16}(\.\d{1,8})?$/, 'a decimal amount in major units, e.g. 12.50');
const SlotegratorBase = {
  player_id: z.string().min(1).max(128),
  currency: CurrencyCodeSchema,
  /** The launch token the game was opened with. */
  session_id: Token,
  /** A retry of the same call carries its counter; the answer is the first one's. */
  retry: z
    .string()
    .regex(/^\d{1,4}$/)
    .optional(),
};
const SlotegratorMoney = {
  ...SlotegratorBase,
  game_uuid: z.string().min(1).max(128),
  amount: SlotegratorAmount,
  transaction_id: Uuid,
};
export const SlotegratorCallSchema = z
  .discriminatedUnion('action', [
    z.object({
      ...SlotegratorBase,
      action: z.literal('balance'),
      game_uuid: z.string().max(128).optional(),
    }),
    z.object({
      ...SlotegratorMoney,
      action: z.literal('bet'),
      round_id: Uuid,
      type: z.enum(['bet', 'tip', 'freespin']).default('bet'),
    }),
    z.object({
      ...SlotegratorMoney,
      action: z.literal('win'),
      round_id: Uuid,
      type: z.enum(['win', 'jackpot', 'freespin']).default('win'),
      /** "0": more wins of the round follow; absent or "1": the win closes the round. */
      finished: z.enum(['0', '1']).optional(),
    }),
    z.object({
      ...SlotegratorMoney,
      action: z.literal('refund'),
      /** The bet it gives back (it may arrive before that bet: the late bet is refused). */
      bet_transaction_id: Uuid,
      round_id: Uuid.optional(),
    }),
    z.object({
      ...SlotegratorBase,
      action: z.literal('rollback'),
      game_uuid: z.string().min(1).max(128),
      transaction_id: Uuid,
      round_id: Uuid.optional(),
      type: z.literal('rollback').optional(),
      /** The bets and wins to reverse, each processed on its own, in order. */
      rollback_transactions: z
        .array(
          z.object({
            action: z.enum(['bet', 'win']),
            amount: SlotegratorAmount,
            transaction_id: Uuid,
            type: z.string().max(32).optional(),
          }),
        )
        .min(1)
        .max(20),
    }),
  ])
  .meta({ id: 'SlotegratorCall' });
export type SlotegratorCall = z.output<typeof SlotegratorCallSchema>;
export const SlotegratorResponseSchema = z
  .object({
    /** Major units. */
    balance: z.number(),
    /** The casino's id of the movement (bet, win, refund, rollback). */
    transaction_id: z.string().optional(),
    /** Rollback: the aggregator's transactions it reversed. */
    rollback_transactions: z.array(z.string()).optional(),
  })
  .meta({ id: 'SlotegratorResponse' });
export const SlotegratorErrorSchema = z
  .object({
    error_code: z.enum(['INSUFFICIENT_FUNDS', 'INTERNAL_ERROR']),
    error_description: z.string(),
  })
  .meta({ id: 'SlotegratorError' });

/**
 * One game of an aggregator's feed (issue 34): what the back office's import brings into the
 * catalog. The sandbox twins serve it at /sandbox/aggregators/{name}/feed; live, the feed URL is
 * configured per aggregator (a translating proxy where the aggregator's own list differs).
 */
export const AggregatorFeedGameSchema = z
  .object({
    identity: z
      .string()
      .min(1)
      .max(128)
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'Lower-case letters, digits and dashes'),
    name: z.string().min(1).max(200),
    kind: GameKindSchema.exclude(['sports']),
    categories: z.array(z.string().min(1).max(40)).min(1).max(10),
    theme: z.string().min(1).max(40),
    volatility: z.enum(['low', 'medium', 'high']),
    /** The return to player the aggregator states, in percent. */
    rtp: z.number().min(50).max(100),
    popularity: z.number().int().min(0).max(100),
    releasedAt: z.iso.date(),
    /** The aggregator's own tile; none: one is drawn from `art`. */
    image: z.url().optional(),
    art: z
      .object({
        background: z.string().max(20),
        accent: z.string().max(20),
        motif: z.array(z.object({ glyph: z.string().max(40), color: z.string().max(20) })).max(4),
      })
      .nullable(),
    hasDemo: z.boolean(),
    maxWinMultiplier: z.number().positive().nullable().optional(),
  })
  .meta({ id: 'AggregatorFeedGame' });

export const AggregatorFeedSchema = z
  .object({ games: z.array(AggregatorFeedGameSchema).max(10_000) })
  .meta({ id: 'AggregatorFeed' });
export type AggregatorFeed = z.infer<typeof AggregatorFeedSchema>;
