import { z } from 'zod';
import {
  CROSS_OPERATOR_FILES,
  EXCLUSION_REGISTERS,
  JurisdictionCodeSchema,
} from '../../jurisdiction.ts';
import {
  AffordabilityDecisionSchema,
  AffordabilityQueueQuerySchema,
  AffordabilityQueueSchema,
  OperatorAffordabilityRequestSchema,
} from '../../limits.ts';
import { COMPLIANCE, defineBackofficeEndpoint, ok } from './access.ts';

// Jurisdiction profiles in the back office (issue 32): which profile is in force where, each
// profile's rules (read-only: the mapping is the JURISDICTION_COUNTRIES setting), and the GB
// quarterly regulatory return. Compliance and admins: the rules and the return are theirs.

const BandedAmountSchema = z.object({
  currency: z.string(),
  amount: z.number().int(),
  young: z.number().int().optional(),
});

/** A profile as `JURISDICTION_PROFILES` holds it (packages/contracts/src/jurisdiction.ts). */
export const JurisdictionProfileSchema = z
  .object({
    code: JurisdictionCodeSchema,
    name: z.string(),
    regulator: z.string().nullable(),
    youngUpToAge: z.number().int(),
    game: z.object({
      minRoundIntervalMs: z.record(z.string(), z.number().int()),
      isAutoplayAllowed: z.boolean(),
      isTurboAllowed: z.boolean(),
      mayCelebrateNetLoss: z.boolean(),
      showsNetPositionAndClock: z.boolean(),
    }),
    maxStake: z.record(z.string(), BandedAmountSchema),
    deposits: z.object({
      requiresLimitChoice: z.boolean(),
      monthlyCap: BandedAmountSchema.nullable(),
      affordabilityRaise: z.boolean(),
      hasPanicButton: z.boolean(),
      realityCheckMinutes: z.number().int().nullable(),
    }),
    bonuses: z.object({
      maxWagering: z.number().nullable(),
      forbidsMixedProducts: z.boolean(),
      isOptIn: z.boolean(),
      forbidsDepositBonuses: z.boolean(),
    }),
    registers: z.array(z.enum(EXCLUSION_REGISTERS)),
    crossOperatorFile: z.enum(CROSS_OPERATOR_FILES).nullable(),
    requiresCpf: z.boolean(),
    paymentRails: z.array(z.string()).nullable(),
  })
  .meta({ id: 'JurisdictionProfile' });

export const JurisdictionsSchema = z
  .object({
    /** JURISDICTION_COUNTRIES as configured: a country (GB), country-region (CA-ON) or EU. */
    places: z.array(z.object({ place: z.string(), profile: JurisdictionCodeSchema })),
    /** What every other country gets. */
    fallback: JurisdictionCodeSchema,
    profiles: z.array(JurisdictionProfileSchema),
  })
  .meta({ id: 'Jurisdictions' });
export type Jurisdictions = z.infer<typeof JurisdictionsSchema>;

/**
 * A quarter by its first month (`2026-07` is July to September). The Gambling Commission numbers
 * its quarters from April (Q1 April-June), so the month, not a number, names it.
 */
export const GbReturnQuerySchema = z.object({
  quarter: z
    .string()
    .regex(/^\d{4}-(01|04|07|10)$/, 'The first month of a quarter: YYYY-01, -04, -07 or -10'),
});
export type GbReturnQuery = z.infer<typeof GbReturnQuerySchema>;

export const GB_RETURN_PRODUCTS = ['casino_slots', 'casino_other', 'sports'] as const;

const GbProductFiguresSchema = z.object({
  product: z.enum([...GB_RETURN_PRODUCTS, 'total']),
  currency: z.string(),
  /** Stakes less stakes given back (rollbacks), minor units. */
  stakes: z.number().int(),
  /** Wins less wins taken back (corrected results). */
  wins: z.number().int(),
  /** Stakes − wins, to the cent of the ledger. */
  ggr: z.number().int(),
  /** The part of the stakes paid with bonus money (the GC's GGY leaves out bonus stakes). */
  bonusStakes: z.number().int(),
  /** Players of the profile who staked on the product in the quarter. */
  activePlayers: z.number().int(),
});

export const GbReturnSchema = z
  .object({
    quarter: z.string(),
    /** First and last day of the quarter, UK time (Europe/London). */
    periodStart: z.iso.date(),
    periodEnd: z.iso.date(),
    /** Where the `gb` profile is in force (JURISDICTION_COUNTRIES); empty: nobody is counted. */
    places: z.array(z.string()),
    /** Per product and currency, then a total per currency. */
    products: z.array(GbProductFiguresSchema),
    /** Players who staked on anything in the quarter. */
    activePlayers: z.number().int(),
    newRegistrations: z.number().int(),
    /** New deposit limits players set (tightening one already set is not counted again). */
    depositLimitsSet: z.number().int(),
    /** Self-exclusions started on this site (not the national register's). */
    selfExclusions: z.number().int(),
    timeOuts: z.number().int(),
    /** Players the national register (GAMSTOP) excluded at a check. */
    registerExclusions: z.number().int(),
  })
  .meta({ id: 'GbReturn' });
export type GbReturn = z.infer<typeof GbReturnSchema>;

export const AffordabilityIdParamsSchema = z.object({ id: z.uuid() });

/** How a register's sandbox twin lists a person. */
export const REGISTER_TWIN_LISTINGS = ['excluded', 'previously', 'welfare'] as const;

/**
 * One entry of a national register's sandbox twin (issue 32): GAMSTOP, OASIS and CRUKS list
 * emails, SIGAP CPFs. `previously` is GAMSTOP's "no longer excluded"; `welfare` SIGAP's welfare
 * beneficiary (barred from betting).
 */
export const RegisterTwinEntrySchema = z
  .object({
    id: z.uuid(),
    register: z.enum(EXCLUSION_REGISTERS),
    /** As the twin compares it: an email lower-cased, a CPF as 11 digits. */
    entry: z.string(),
    listing: z.enum(REGISTER_TWIN_LISTINGS),
    /** The operator who added it (null: seeded with the sandbox). */
    createdBy: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'RegisterTwinEntry' });
export type RegisterTwinEntry = z.infer<typeof RegisterTwinEntrySchema>;

export const RegisterTwinListSchema = z
  .object({ items: z.array(RegisterTwinEntrySchema) })
  .meta({ id: 'RegisterTwinList' });

/** Puts a person on a twin's list (an entry already there takes the new listing). */
export const RegisterTwinAddSchema = z
  .object({
    register: z.enum(EXCLUSION_REGISTERS),
    entry: z.string().trim().min(1).max(250),
    listing: z.enum(REGISTER_TWIN_LISTINGS).default('excluded'),
  })
  .meta({ id: 'RegisterTwinAdd' });
export type RegisterTwinAdd = z.infer<typeof RegisterTwinAddSchema>;

export const jurisdictionsEndpoints = {
  /** Players' requests for a higher monthly deposit cap (NL affordability check). */
  listAffordabilityRequests: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/affordability',
    access: COMPLIANCE,
    query: AffordabilityQueueQuerySchema,
    response: AffordabilityQueueSchema,
  }),
  decideAffordabilityRequest: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/affordability/:id/decision',
    access: COMPLIANCE,
    params: AffordabilityIdParamsSchema,
    body: AffordabilityDecisionSchema,
    response: OperatorAffordabilityRequestSchema,
  }),
  /** The lists of the national registers' sandbox twins (sandbox mode asks them). */
  listRegisterTwinEntries: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/register-twins',
    access: COMPLIANCE,
    sandboxOnly: true,
    response: RegisterTwinListSchema,
  }),
  addRegisterTwinEntry: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/register-twins',
    access: COMPLIANCE,
    sandboxOnly: true,
    body: RegisterTwinAddSchema,
    response: RegisterTwinEntrySchema,
  }),
  removeRegisterTwinEntry: defineBackofficeEndpoint({
    method: 'DELETE',
    path: '/api/backoffice/register-twins/:id',
    access: COMPLIANCE,
    sandboxOnly: true,
    params: AffordabilityIdParamsSchema,
    response: ok,
  }),
  getJurisdictions: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/jurisdictions',
    access: COMPLIANCE,
    response: JurisdictionsSchema,
  }),
  getGbReturn: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/jurisdictions/gb-return',
    access: COMPLIANCE,
    query: GbReturnQuerySchema,
    response: GbReturnSchema,
  }),
  exportGbReturnCsv: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/jurisdictions/gb-return/csv',
    access: COMPLIANCE,
    query: GbReturnQuerySchema,
    /** text/csv, sent as a download (Content-Disposition: attachment). */
    response: z.string(),
  }),
};
