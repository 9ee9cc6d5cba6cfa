import { z } from 'zod';
import { CurrencyCodeSchema } from './common.ts';
import { LIMIT_PERIODS } from './enums.ts';
import { LimitSchema } from './player.ts';

/**
 * A limit as the limits screen shows it (docs/decisions/026): the spec's Limit plus what was
 * used in the current rolling window (minor units of the limit's currency, every currency
 * converted at the current rate), and a waiting raise or removal with the time it may be
 * confirmed from.
 */
export const PlayerLimitSchema = LimitSchema.extend({
  periodDays: z.number().int().nullable(),
  used: z.number().int().nullable(),
  pending: z
    .object({
      /** The raised amount; null when the limit is to be removed. */
      amount: z.number().int().nullable(),
      /** From then on the player may confirm it (setting RG_RAISE_DELAY_HOURS). */
      availableAt: z.string(),
    })
    .nullable(),
  createdAt: z.string(),
}).meta({ id: 'PlayerLimit' });
export type PlayerLimit = z.infer<typeof PlayerLimitSchema>;

const LimitPeriodSchema = z.object({ id: z.string(), name: z.string(), days: z.number().int() });

/** Where a player's income comes from, as they state it in an affordability request. */
export const INCOME_SOURCES = [
  'employment',
  'self_employment',
  'pension',
  'benefits',
  'savings',
  'other',
] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

export const AFFORDABILITY_STATUSES = ['pending', 'approved', 'refused'] as const;

/**
 * A player's request to deposit more than their profile's monthly cap (NL, issue 32), with what
 * they stated about their finances, and the operator's decision. Amounts are minor units of
 * `currency`, the cap's currency (EUR).
 */
export const AffordabilityRequestSchema = z
  .object({
    id: z.string(),
    status: z.enum(AFFORDABILITY_STATUSES),
    currency: z.string(),
    /** The monthly deposit cap the player asks for. */
    monthlyAmount: z.number().int(),
    /** Net monthly income as stated. */
    monthlyIncome: z.number().int(),
    /** Fixed monthly outgoings as stated (rent, loans, bills). */
    monthlyOutgoings: z.number().int(),
    incomeSource: z.enum(INCOME_SOURCES),
    /** The player's own words (optional). */
    note: z.string().nullable(),
    /** The cap the operator approved (at most the asked amount); null until approved. */
    approvedAmount: z.number().int().nullable(),
    /** The operator's reason, shown to the player. */
    decisionNote: z.string().nullable(),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'AffordabilityRequest' });
export type AffordabilityRequest = z.infer<typeof AffordabilityRequestSchema>;

const MAX_AFFORDABILITY_AMOUNT = 100_000_000;

/** POST /api/player/limits/affordability: ask for a higher monthly deposit cap. */
export const AffordabilityRaiseRequestSchema = z
  .object({
    monthlyAmount: z.number().int().positive().max(MAX_AFFORDABILITY_AMOUNT),
    monthlyIncome: z.number().int().nonnegative().max(MAX_AFFORDABILITY_AMOUNT),
    monthlyOutgoings: z.number().int().nonnegative().max(MAX_AFFORDABILITY_AMOUNT),
    incomeSource: z.enum(INCOME_SOURCES),
    note: z.string().trim().max(500).optional(),
    /** The player confirms what they stated is true. */
    confirmed: z.literal(true),
  })
  .strict()
  .meta({ id: 'AffordabilityRaiseRequest' });
export type AffordabilityRaiseRequest = z.infer<typeof AffordabilityRaiseRequestSchema>;

export const PlayerLimitListSchema = z
  .object({
    items: z.array(PlayerLimitSchema),
    /** An active cooling-off (5) or self-exclusion (4): deposits and bets are refused. */
    excludedUntil: z.string().nullable(),
    isExcluded: z.boolean(),
    /** RG_RAISE_DELAY_HOURS: how long a raise or removal waits. */
    raiseDelayHours: z.number().int(),
    /** The time-out and self-exclusion periods offered (player.limit settings; 0 days = permanent). */
    periods: z.object({
      coolingOff: z.array(LimitPeriodSchema),
      selfExclusion: z.array(LimitPeriodSchema),
    }),
    /**
     * Crypto deposits that arrived over a deposit limit (`deposit_limit`) or during a time-out or
     * self-exclusion (`self_exclusion`): held, not playable, released to real money when the
     * limits allow (checked every few minutes) or withdrawable back (`source: 'held'`).
     */
    held: z
      .array(
        z.object({
          id: z.string(),
          currency: z.string(),
          amount: z.number().int(),
          reason: z.enum(['deposit_limit', 'self_exclusion']),
          heldAt: z.string(),
        }),
      )
      .default([]),
    /**
     * The player's jurisdiction asks for a deposit-limit decision before the first deposit
     * (issue 32, docs/product/jurisdictions.md) and none was made yet: set a deposit limit or
     * `decline`. Until then a deposit answers 422 `deposit_limit_choice_required`.
     */
    depositLimitChoiceRequired: z.boolean().default(false),
    /** The jurisdiction offers the one-tap 24 h break (DE panic button): the site shows it. */
    hasPanicButton: z.boolean().default(false),
    /**
     * The jurisdiction's monthly deposit cap (NL, DE), in the player's account currency: the cap,
     * what this calendar month's deposits used of it and what is left (null: no cap).
     */
    monthlyDepositCap: z
      .object({
        currency: z.string(),
        amount: z.number().int(),
        used: z.number().int(),
        remaining: z.number().int(),
        /** The profile's own cap for this player, before any approved raise. */
        baseAmount: z.number().int(),
        /** The player may ask for a higher cap (affordability check, NL) now. */
        mayAskRaise: z.boolean(),
        /** The player's latest affordability request, pending or decided. */
        affordability: AffordabilityRequestSchema.nullable(),
      })
      .nullable()
      .default(null),
    /**
     * Germany (issue 32): the monthly deposit limit in force across all licensed operators as
     * LUGAS answers it, what was deposited with every operator this month and what is left, in
     * EUR cents (null: the profile reports to no cross-operator file, or it did not answer).
     */
    crossOperatorLimit: z
      .object({
        file: z.literal('lugas'),
        currency: z.literal('EUR'),
        limit: z.number().int(),
        deposited: z.number().int(),
        remaining: z.number().int(),
      })
      .nullable()
      .default(null),
  })
  .meta({ id: 'PlayerLimitList' });
export type PlayerLimitList = z.infer<typeof PlayerLimitListSchema>;

const MAX_AMOUNT = 1e15;

/**
 * POST /api/player/limits: one change. `set` adds or changes the bet (1), loss (2) or deposit
 * (3) limit of a period: lower takes effect at once, higher waits; `remove` waits too;
 * `confirm` applies a waited change; `cancel` drops it; `exclude` starts a cooling-off (5) or
 * self-exclusion (4) for one of the periods in the player.limit settings (by id).
 */
const SetLimitSchema = z.object({
  action: z.literal('set'),
  definition: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  period: z.enum(LIMIT_PERIODS),
  currency: CurrencyCodeSchema,
  amount: z.number().int().positive().max(MAX_AMOUNT),
});
/**
 * `decline`: the player says no to a deposit limit where the jurisdiction asks for the decision
 * (issue 32); `break`: the one-tap 24 h break (DE panic button), a cooling-off that starts at once.
 */
const DeclineSchema = z.object({ action: z.literal('decline'), definition: z.literal(3) });
const BreakSchema = z.object({ action: z.literal('break') });
const ExcludeSchema = z.object({
  action: z.literal('exclude'),
  definition: z.union([z.literal(4), z.literal(5)]),
  periodId: z.string().min(1).max(40),
});

export const LimitChangeRequestSchema = z
  .discriminatedUnion('action', [
    SetLimitSchema,
    z.object({ action: z.literal('remove'), id: z.uuid() }),
    z.object({ action: z.literal('confirm'), id: z.uuid() }),
    z.object({ action: z.literal('cancel'), id: z.uuid() }),
    ExcludeSchema,
    DeclineSchema,
    BreakSchema,
  ])
  .meta({ id: 'LimitChangeRequest' });
export type LimitChangeRequest = z.infer<typeof LimitChangeRequestSchema>;

/** One entry of a limit's append-only history (back office). */
export const LimitHistoryEntrySchema = z
  .object({
    id: z.string(),
    /** Null for a decision without a limit: the player declined a deposit limit (`declined`). */
    limitId: z.string().nullable(),
    actor: z.string(),
    action: z.string(),
    oldValue: z.unknown(),
    newValue: z.unknown(),
    requestedAt: z.string(),
    effectiveAt: z.string(),
  })
  .meta({ id: 'LimitHistoryEntry' });

const AuditNoteSchema = z.string().trim().min(1).max(500);

/**
 * The self-exclusion registers asked about a player (issue 32: those of their account country's
 * jurisdiction profile, and SELF_EXCLUSION_REGISTER's) and the last answer of them all.
 */
export const PlayerRegisterStateSchema = z
  .object({
    /** gamstop, oasis, cruks, sigap (or sandbox): empty when none is asked. */
    registers: z.array(z.string()),
    /** excluded, barred (SIGAP: welfare beneficiary), previously, not_excluded; null: never asked. */
    answer: z.string().nullable(),
    checkedAt: z.string().nullable(),
  })
  .meta({ id: 'PlayerRegisterState' });

/** The player card's responsible-gaming section: limits, waiting changes, exclusion, history. */
export const PlayerLimitsCardSchema = z
  .object({
    limits: PlayerLimitListSchema,
    history: z.array(LimitHistoryEntrySchema),
    register: PlayerRegisterStateSchema,
  })
  .meta({ id: 'PlayerLimitsCard' });

/**
 * What a compliance operator may do to a player's limits: add or lower a bet/loss/deposit limit
 * (a raise is refused: only the player may loosen), or start a time-out or self-exclusion.
 * `note` goes to the audit log.
 */
export const OperatorLimitChangeSchema = z
  .discriminatedUnion('action', [
    SetLimitSchema.extend({ note: AuditNoteSchema }),
    ExcludeSchema.extend({ note: AuditNoteSchema }),
  ])
  .meta({ id: 'OperatorLimitChange' });

/**
 * The reality check (issue 15): every `minutes` of a session (0 = off; `options` from
 * RG_REALITY_CHECK_MINUTES) the site pauses play with the time played and the net result since
 * the session (login) started, until acknowledged. The server keeps the session start, the last
 * acknowledgement and the result; `isDue` says the pause is owed now, `dueAt` when it will be.
 */
export const RealityCheckSchema = z
  .object({
    minutes: z.number(),
    options: z.array(z.number()),
    /** The player may turn it off (0); not where the jurisdiction sets a cadence (issue 32). */
    mayTurnOff: z.boolean().default(true),
    sessionStartedAt: z.string(),
    playedSeconds: z.number().int().nonnegative(),
    dueAt: z.string().nullable(),
    /** Seconds until `dueAt` by the server's clock (0 when due; null when off). */
    dueInSeconds: z.number().int().nonnegative().nullable(),
    isDue: z.boolean(),
    /** Per currency played in the session: staked, won, and net (won − staked), minor units. */
    results: z.array(
      z.object({
        currency: z.string(),
        staked: z.number().int(),
        won: z.number().int(),
        net: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'RealityCheck' });
export type RealityCheck = z.infer<typeof RealityCheckSchema>;

export const RealityCheckRequestSchema = z
  .object({ minutes: z.number().min(0).max(1440) })
  .meta({ id: 'RealityCheckRequest' });

/** An affordability request in the back office's queue, with its player. */
export const OperatorAffordabilityRequestSchema = AffordabilityRequestSchema.extend({
  playerId: z.string(),
  email: z.string(),
  country: z.string().nullable(),
  age: z.number().int().nullable(),
  /** The player's cap before the raise and this month's deposits against it. */
  baseAmount: z.number().int(),
  usedThisMonth: z.number().int(),
  decidedBy: z.string().nullable(),
}).meta({ id: 'OperatorAffordabilityRequest' });
export type OperatorAffordabilityRequest = z.infer<typeof OperatorAffordabilityRequestSchema>;

export const AffordabilityQueueQuerySchema = z.object({
  status: z.enum(AFFORDABILITY_STATUSES).default('pending'),
});

export const AffordabilityQueueSchema = z
  .object({ items: z.array(OperatorAffordabilityRequestSchema) })
  .meta({ id: 'AffordabilityQueue' });
export type AffordabilityQueue = z.infer<typeof AffordabilityQueueSchema>;

/**
 * An operator's decision on an affordability request: approve (at most the asked amount, above
 * the player's cap) or refuse; the note is shown to the player and kept in the audit log.
 */
export const AffordabilityDecisionSchema = z
  .discriminatedUnion('decision', [
    z.object({
      decision: z.literal('approve'),
      approvedAmount: z.number().int().positive().max(MAX_AFFORDABILITY_AMOUNT),
      note: AuditNoteSchema,
    }),
    z.object({ decision: z.literal('refuse'), note: AuditNoteSchema }),
  ])
  .meta({ id: 'AffordabilityDecision' });
export type AffordabilityDecision = z.infer<typeof AffordabilityDecisionSchema>;
