import { z } from 'zod';
import { BonusCodeSchema, PlayerBonusSchema, PlayerFreespinSchema } from './bonus.ts';
import { CurrencyCodeSchema, MinorAmountSchema, statusListQuery } from './common.ts';

/**
 * Queries, bodies and list wrappers of the bonus calls (docs/product/api-calls.md#game-and-bonus,
 * docs/decisions/027), beside bonus.ts.
 */

/** `status=1,2` (or repeated `status`): the statuses to list; all when left out. */
const StatusListSchema = statusListQuery(3);

export const PlayerBonusListQuerySchema = z.object({ status: StatusListSchema });

/** A player bonus with its terms and wagering progress (the profile's bonus card). */
export const PlayerBonusDetailsSchema = PlayerBonusSchema.extend({
  name: z.string(),
  /** 1-4: the welcome package's bonus for that deposit (the site names it in its language). */
  welcomeStep: z.number().int().nullable(),
  /** Settled stakes × contribution so far (minor units). */
  wagered: MinorAmountSchema,
  wageringRequired: MinorAmountSchema,
  wageringMultiplier: z.number().int(),
  maxStake: MinorAmountSchema.nullable(),
  maxConversion: MinorAmountSchema.nullable(),
  /** Percent per game category; others count `defaultContribution`. */
  contributions: z.record(z.string(), z.number().int()),
  defaultContribution: z.number().int(),
  /** Issued: activate by then. */
  activationDeadline: z.string(),
  /** Activated: wager by then. */
  wageringDeadline: z.string().nullable(),
  /** Moved to real money at completion. */
  converted: MinorAmountSchema.nullable(),
  canCancel: z.boolean(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
}).meta({ id: 'PlayerBonusDetails' });
export type PlayerBonusDetails = z.infer<typeof PlayerBonusDetailsSchema>;

export const PlayerBonusListSchema = z
  .object({ items: z.array(PlayerBonusDetailsSchema) })
  .meta({ id: 'PlayerBonusList' });

/** Player free spins with their stake, windows and outcome (the profile and the history). */
export const PlayerFreespinDetailsSchema = PlayerFreespinSchema.extend({
  /** Per spin, minor units of `currency`. */
  stake: MinorAmountSchema,
  /** Issued: activate by then. */
  activationDeadline: z.string(),
  /** Activated: play by then. */
  playDeadline: z.string().nullable(),
  /** Finished as played: the rounds and their total win. */
  played: z.number().int().nullable(),
  totalWin: MinorAmountSchema.nullable(),
  /** The wins are paid as real money (else as a bonus with wagering). */
  winsReal: z.boolean(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
}).meta({ id: 'PlayerFreespinDetails' });
export type PlayerFreespinDetails = z.infer<typeof PlayerFreespinDetailsSchema>;

export const PlayerFreespinListSchema = z
  .object({ items: z.array(PlayerFreespinDetailsSchema) })
  .meta({ id: 'PlayerFreespinList' });

export const BonusCodeListQuerySchema = z.object({
  trigger: z.coerce.number().int().min(1).max(3).optional(),
});

export const BonusCodeListSchema = z
  .object({ items: z.array(BonusCodeSchema) })
  .meta({ id: 'PlayerBonusCodeList' });

export const ApplyBonusCodeRequestSchema = z
  .object({
    bonusCode: z.string().trim().min(1).max(64),
    /** BONUS_CODE_TRIGGER: 1 registration, 2 manual, 3 deposit. */
    trigger: z.number().int().min(1).max(3),
  })
  .meta({ id: 'ApplyBonusCodeRequest' });

export const RemoveBonusCodeQuerySchema = z.object({ playerBonusCodeId: z.string().max(64) });

export const DepositBonusesQuerySchema = z.object({
  currency: CurrencyCodeSchema,
  /** The deposit in minor units (0: just list what is on offer). */
  amount: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});

/** A bonus a deposit may take (the deposit modal's choice). */
export const DepositBonusSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** Send as the deposit's `bonusCode` to take it ('' takes none). */
    bonusCode: z.string(),
    /** Percent of the deposit (null: a fixed amount). */
    percent: z.number().int().nullable(),
    /** The bonus this deposit amount gets (0 below `minDeposit`). */
    amount: MinorAmountSchema,
    /** The most it can be. */
    maxAmount: MinorAmountSchema,
    minDeposit: MinorAmountSchema,
    wageringMultiplier: z.number().int(),
    wageringDays: z.number().int(),
    maxStake: MinorAmountSchema.nullable(),
    /** 1-4: the welcome package's bonus for that deposit. */
    welcomeStep: z.number().int().nullable(),
    /** Terms for the bonus details (walletBonusDetails): days to activate it once granted. */
    activationDays: z.number().int().optional(),
    /** Percent of a stake counted per game category; others count `defaultContribution`. */
    contributions: z.record(z.string(), z.number().int()).optional(),
    defaultContribution: z.number().int().optional(),
    /** Most of it that becomes real money (null: all). */
    maxConversion: MinorAmountSchema.nullable().optional(),
    cancelAfterWagering: z.boolean().optional(),
    /** Free spins that come with it (the welcome package's), stake per spin in this currency. */
    freeSpins: z
      .object({ count: z.number().int(), gameId: z.string(), stake: MinorAmountSchema })
      .nullable()
      .optional(),
  })
  .meta({ id: 'DepositBonus' });
export type DepositBonus = z.infer<typeof DepositBonusSchema>;

export const DepositBonusListSchema = z
  .object({
    items: z.array(DepositBonusSchema),
    /**
     * The player's jurisdiction makes bonuses opt-in (issue 32): the deposit sheet preselects
     * none, the player picks one.
     */
    isOptIn: z.boolean().default(false),
  })
  .meta({ id: 'DepositBonusList' });

/** Terms of a bonus offer as operators edit them (back office; amounts in base-currency minor units). */
export const BonusDefinitionInputSchema = z
  .object({
    identity: z.string().regex(/^[a-z0-9-]{2,60}$/, 'Lower-case letters, digits and dashes'),
    name: z.string().trim().min(1).max(120),
    kind: z.enum(['deposit_match', 'fixed', 'free_spins']),
    percent: z.number().int().min(1).max(1000).nullable(),
    amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    minDeposit: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    currencies: z.array(CurrencyCodeSchema).max(50),
    countries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250),
    welcomeStep: z.number().int().min(1).max(4).nullable(),
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,40}$/, 'Letters, digits, - and _ (3-40)')
      .nullable(),
    codeTrigger: z.number().int().min(1).max(3).nullable(),
    codeMultiUse: z.boolean(),
    activationDays: z.number().int().min(1).max(365),
    wageringMultiplier: z.number().int().min(0).max(1000),
    wageringDays: z.number().int().min(1).max(365),
    contributions: z.record(
      z.string().regex(/^[a-z0-9-]{1,40}$/),
      z.number().int().min(0).max(100),
    ),
    defaultContribution: z.number().int().min(0).max(100),
    maxStake: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable(),
    maxConversion: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable(),
    cancelAfterWagering: z.boolean(),
    /** Free spins: the game (a built-in slot's identity), how many, and `amount` is the stake. */
    freeSpinGame: z.string().max(128).nullable().optional(),
    freeSpinCount: z.number().int().min(1).max(1000).nullable().optional(),
    /** Free spins: wins are real money (true) or bonus money with this offer's wagering. */
    freeSpinWinsReal: z.boolean().optional(),
  })
  .meta({ id: 'BonusDefinitionInput' });
export type BonusDefinitionInput = z.infer<typeof BonusDefinitionInputSchema>;

export const AdminBonusDefinitionSchema = BonusDefinitionInputSchema.extend({
  id: z.string(),
  state: z.enum(['draft', 'published', 'archived']),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
}).meta({ id: 'AdminBonusDefinition' });
export type AdminBonusDefinition = z.infer<typeof AdminBonusDefinitionSchema>;

export const AdminBonusDefinitionListSchema = z
  .object({
    items: z.array(AdminBonusDefinitionSchema),
    /** BONUS_MAX_WAGERING_MULTIPLIER (0: none). */
    maxWageringMultiplier: z.number().int(),
  })
  .meta({ id: 'AdminBonusDefinitionList' });
