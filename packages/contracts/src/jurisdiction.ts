import { z } from 'zod';
import type { GameKind } from './game.ts';

/**
 * Jurisdiction profiles (issue 32): the rules of a licence as data, chosen for each player by the
 * country of their account (a guest: the request's country). `none` is the sandbox default and
 * today's behaviour: no rule beyond the platform's own. Sources and reasons of every value:
 * docs/product/jurisdictions.md.
 */
export const JURISDICTION_CODES = ['none', 'gb', 'mt', 'de', 'nl', 'br', 'on'] as const;
export const JurisdictionCodeSchema = z.enum(JURISDICTION_CODES);
export type JurisdictionCode = z.infer<typeof JurisdictionCodeSchema>;

/** The national self-exclusion registers a profile checks (each an adapter with a sandbox twin). */
export const EXCLUSION_REGISTERS = ['gamstop', 'oasis', 'cruks', 'sigap'] as const;
export type ExclusionRegister = (typeof EXCLUSION_REGISTERS)[number];

/**
 * The cross-operator files a profile reports to (each an adapter with a sandbox twin): Germany's
 * LUGAS (GlüStV 2021 § 6c-6h) keeps one monthly deposit limit per person across all licensed
 * operators, the deposits made under it, and one active session at a time (the activity file).
 */
export const CROSS_OPERATOR_FILES = ['lugas'] as const;
export type CrossOperatorFile = (typeof CROSS_OPERATOR_FILES)[number];

/** An amount in a currency's minor units, with a lower amount for young adults (18-24) if the rule has one. */
export interface BandedAmount {
  currency: string;
  amount: number;
  /** For players aged 18 to `youngUpToAge` (inclusive). */
  young?: number;
}

export interface JurisdictionProfile {
  code: JurisdictionCode;
  name: string;
  /** The regulator whose rules these are (null: none). */
  regulator: string | null;
  /** Young-adult band: players aged 18 up to this age (inclusive) get the `young` amounts. */
  youngUpToAge: number;
  game: {
    /** The least time between the starts of two rounds, in ms, per game kind (absent: no minimum). */
    minRoundIntervalMs: Partial<Record<GameKind, number>>;
    isAutoplayAllowed: boolean;
    /** Turbo, quick-spin and slam-stop. */
    isTurboAllowed: boolean;
    /** A win smaller than the stake may be celebrated (sounds, animation) as a win. */
    mayCelebrateNetLoss: boolean;
    /** The game bar shows the session's net position and clock. */
    showsNetPositionAndClock: boolean;
  };
  /** The most one round may stake, per game kind (absent: no maximum). */
  maxStake: Partial<Record<GameKind, BandedAmount>>;
  deposits: {
    /** A deposit-limit decision (set one, or say no) is required before the first deposit. */
    requiresLimitChoice: boolean;
    /**
     * A cap on deposits per calendar month; the player cannot raise it themselves (see
     * `affordabilityRaise`).
     */
    monthlyCap: BandedAmount | null;
    /**
     * The player may ask for a higher monthly cap with their income and outgoings, and an
     * operator's affordability check approves it (NL); until approved the cap holds.
     */
    affordabilityRaise: boolean;
    /** A one-tap 24 h break (DE "panic button"). */
    hasPanicButton: boolean;
    /** Reality checks every so many minutes (null: the player's own choice). */
    realityCheckMinutes: number | null;
  };
  bonuses: {
    /** The most wagering an offer may require, as a multiple (null: no cap). */
    maxWagering: number | null;
    /** One offer may not span casino and sports. */
    forbidsMixedProducts: boolean;
    /** No bonus is preselected: the player opts in. */
    isOptIn: boolean;
    /**
     * No bonus tied to a deposit (deposit match, welcome step) is listed, offered in the deposit
     * sheet or granted (BR).
     */
    forbidsDepositBonuses: boolean;
  };
  registers: ExclusionRegister[];
  /** The cross-operator limit and activity file deposits and sign-ins go through (null: none). */
  crossOperatorFile: CrossOperatorFile | null;
  /** Registration needs a valid Brazilian CPF. */
  requiresCpf: boolean;
  /** The payment rails a player of this profile may use (null: any). */
  paymentRails: string[] | null;
}

const NO_RULES: Omit<JurisdictionProfile, 'code' | 'name' | 'regulator'> = {
  youngUpToAge: 24,
  game: {
    minRoundIntervalMs: {},
    isAutoplayAllowed: true,
    isTurboAllowed: true,
    mayCelebrateNetLoss: true,
    showsNetPositionAndClock: false,
  },
  maxStake: {},
  deposits: {
    requiresLimitChoice: false,
    monthlyCap: null,
    affordabilityRaise: false,
    hasPanicButton: false,
    realityCheckMinutes: null,
  },
  bonuses: {
    maxWagering: null,
    forbidsMixedProducts: false,
    isOptIn: false,
    forbidsDepositBonuses: false,
  },
  registers: [],
  crossOperatorFile: null,
  requiresCpf: false,
  paymentRails: null,
};

/** Every casino game kind but slots (sports bets have no round timing). */
const TABLE_KINDS = ['roulette', 'dice', 'crash'] as const;
const each = <T>(kinds: readonly GameKind[], value: T) =>
  Object.fromEntries(kinds.map((kind) => [kind, value])) as Partial<Record<GameKind, T>>;

export const JURISDICTION_PROFILES: Record<JurisdictionCode, JurisdictionProfile> = {
  none: { code: 'none', name: 'No jurisdiction rules', regulator: null, ...NO_RULES },
  gb: {
    ...NO_RULES,
    code: 'gb',
    name: 'Great Britain',
    regulator: 'Gambling Commission',
    game: {
      minRoundIntervalMs: { slot: 2_500, ...each(TABLE_KINDS, 5_000) },
      isAutoplayAllowed: false,
      isTurboAllowed: false,
      mayCelebrateNetLoss: false,
      showsNetPositionAndClock: true,
    },
    maxStake: { slot: { currency: 'GBP', amount: 500, young: 200 } },
    deposits: { ...NO_RULES.deposits, requiresLimitChoice: true },
    bonuses: { ...NO_RULES.bonuses, maxWagering: 10, forbidsMixedProducts: true, isOptIn: true },
    registers: ['gamstop'],
  },
  mt: {
    ...NO_RULES,
    code: 'mt',
    name: 'Malta',
    regulator: 'Malta Gaming Authority',
    deposits: { ...NO_RULES.deposits, requiresLimitChoice: true },
  },
  de: {
    ...NO_RULES,
    code: 'de',
    name: 'Germany',
    regulator: 'Gemeinsame Glücksspielbehörde der Länder',
    game: {
      minRoundIntervalMs: { slot: 5_000 },
      isAutoplayAllowed: false,
      isTurboAllowed: false,
      mayCelebrateNetLoss: false,
      showsNetPositionAndClock: true,
    },
    maxStake: { slot: { currency: 'EUR', amount: 100 } },
    deposits: {
      requiresLimitChoice: true,
      monthlyCap: { currency: 'EUR', amount: 100_000 },
      affordabilityRaise: false,
      hasPanicButton: true,
      realityCheckMinutes: 60,
    },
    registers: ['oasis'],
    crossOperatorFile: 'lugas',
  },
  nl: {
    ...NO_RULES,
    code: 'nl',
    name: 'Netherlands',
    regulator: 'Kansspelautoriteit',
    game: { ...NO_RULES.game, showsNetPositionAndClock: true },
    deposits: {
      requiresLimitChoice: true,
      monthlyCap: { currency: 'EUR', amount: 70_000, young: 30_000 },
      affordabilityRaise: true,
      hasPanicButton: false,
      realityCheckMinutes: 30,
    },
    bonuses: { ...NO_RULES.bonuses, isOptIn: true },
    registers: ['cruks'],
  },
  br: {
    ...NO_RULES,
    code: 'br',
    name: 'Brazil',
    regulator: 'Secretaria de Prêmios e Apostas',
    game: { ...NO_RULES.game, isAutoplayAllowed: false },
    deposits: { ...NO_RULES.deposits, requiresLimitChoice: true },
    bonuses: { ...NO_RULES.bonuses, isOptIn: true, forbidsDepositBonuses: true },
    registers: ['sigap'],
    requiresCpf: true,
    paymentRails: ['pix'],
  },
  on: {
    ...NO_RULES,
    code: 'on',
    name: 'Ontario',
    regulator: 'Alcohol and Gaming Commission of Ontario',
    // AGCO Registrar's Standards for Internet Gaming (game design): 2.5 s per slot game, no
    // autoplay or speed-up, no losses disguised as wins, net position shown.
    game: {
      minRoundIntervalMs: { slot: 2_500 },
      isAutoplayAllowed: false,
      isTurboAllowed: false,
      mayCelebrateNetLoss: false,
      showsNetPositionAndClock: true,
    },
    deposits: { ...NO_RULES.deposits, requiresLimitChoice: true, realityCheckMinutes: 60 },
    bonuses: { ...NO_RULES.bonuses, isOptIn: true },
  },
};

/**
 * The rules a player meets in the site (`GET /api/player/init` → `jurisdiction`): the game bar,
 * the bet control, the deposit sheet and the bonus choice follow them; the server enforces each.
 * Amounts are in the player's currency (converted at the operators' rates); null: no rule.
 */
export const PlayerRulesSchema = z
  .object({
    profile: JurisdictionCodeSchema,
    minRoundIntervalMs: z.record(z.string(), z.number().int().min(0)),
    isAutoplayAllowed: z.boolean(),
    isTurboAllowed: z.boolean(),
    mayCelebrateNetLoss: z.boolean(),
    showsNetPositionAndClock: z.boolean(),
    /** Per game kind, the most one round may stake, in `currency` minor units. */
    maxStake: z.record(z.string(), z.number().int().min(0)),
    currency: z.string().nullable(),
    requiresLimitChoice: z.boolean(),
    hasPanicButton: z.boolean(),
    realityCheckMinutes: z.number().int().min(1).nullable(),
    isBonusOptIn: z.boolean(),
  })
  .meta({ id: 'PlayerRules' });
export type PlayerRules = z.infer<typeof PlayerRulesSchema>;

/** Age in whole years on `at` from an ISO date of birth (null when unknown). */
export function ageOn(dateOfBirth: string | null | undefined, at: Date): number | null {
  if (!dateOfBirth || !/^\d{4}-\d{2}-\d{2}/.test(dateOfBirth)) return null;
  const [y, m, d] = dateOfBirth.slice(0, 10).split('-').map(Number) as [number, number, number];
  let age = at.getUTCFullYear() - y;
  const beforeBirthday =
    at.getUTCMonth() + 1 < m || (at.getUTCMonth() + 1 === m && at.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** The amount of a banded rule for a player of `age` (unknown age: the young amount, the safer). */
export function bandedAmount(rule: BandedAmount, age: number | null, youngUpToAge: number): number {
  if (rule.young === undefined) return rule.amount;
  return age === null || age <= youngUpToAge ? rule.young : rule.amount;
}

/**
 * Sign-in refused (409): the cross-operator activity file (LUGAS) has the person playing with
 * another operator; one session at a time across operators (GlüStV 2021 § 6h).
 */
export const ACTIVE_ELSEWHERE = 'active_elsewhere';
