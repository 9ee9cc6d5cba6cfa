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
  ])
  .meta({ id: 'LimitChangeRequest' });
export type LimitChangeRequest = z.infer<typeof LimitChangeRequestSchema>;

/** One entry of a limit's append-only history (back office). */
export const LimitHistoryEntrySchema = z
  .object({
    id: z.string(),
    limitId: z.string(),
    actor: z.string(),
    action: z.string(),
    oldValue: z.unknown(),
    newValue: z.unknown(),
    requestedAt: z.string(),
    effectiveAt: z.string(),
  })
  .meta({ id: 'LimitHistoryEntry' });

const AuditNoteSchema = z.string().trim().min(1).max(500);

/** The player card's responsible-gaming section: limits, waiting changes, exclusion, history. */
export const PlayerLimitsCardSchema = z
  .object({ limits: PlayerLimitListSchema, history: z.array(LimitHistoryEntrySchema) })
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
