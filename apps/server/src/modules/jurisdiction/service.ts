/**
 * The one place that says which jurisdiction profile, and which of its rules, apply to a player
 * or to a guest's request (issue 32): the deposit and limit rules (limits' `jurisdictionOf`), the
 * game rules (seamless bet and balance), init's `jurisdiction` and the bonus rules all ask here.
 * A player's profile follows their account's country and `state` (the province of a regional
 * licence: CA + ON is `on`); a guest's the request's country.
 */
import {
  ACCOUNT_STATUS,
  ageOn,
  bandedAmount,
  type GameKind,
  isValidDate,
  JURISDICTION_PROFILES,
  type JurisdictionCode,
  type JurisdictionProfile,
  type PlayerRules,
  type SeamlessGameRules,
} from '@casino/contracts';
import type { Db } from '@casino/db';
import type { Clock } from '../../shared/clock.ts';
import { findPlayer } from '../player/account-service.ts';
import { listCurrencyUnits } from '../settings/service.ts';
import { listAccounts, type WalletContext } from '../wallet/service.ts';
import { profileFor } from './resolve.ts';

/** Resolution by country (and region) alone, for rules that follow an offer's or a request's place. */
export { EU_COUNTRIES, profileCodeFor, profileFor } from './resolve.ts';

/** Rate to the base currency and minor units per unit, by currency code. */
export type CurrencyUnits = ReadonlyMap<string, { rate: number; subunitToUnit: number }>;

export async function currencyUnits(db: Db): Promise<CurrencyUnits> {
  const rows = await listCurrencyUnits(db);
  return new Map(rows.map((row) => [row.code, row]));
}

/**
 * `amount` minor units of `from` in minor units of `to` at the operators' rates (the currencies
 * table), rounded down: a maximum never grows by rounding. Null when either rate is unknown.
 */
export function convertDown(
  amount: number,
  from: string,
  to: string,
  units: CurrencyUnits,
): number | null {
  if (from === to) return amount;
  const source = units.get(from);
  const target = units.get(to);
  if (!source || !target || !(target.rate > 0)) return null;
  const value =
    ((amount / source.subunitToUnit) * source.rate * target.subunitToUnit) / target.rate;
  // 1e-9: a product such as 5 × 1.27 / 1.27 lands a hair below the whole amount.
  return Math.floor(value + 1e-9);
}

/**
 * The most one round of `kind` may stake for a player of `age`, in `currency` (null: no
 * maximum). A rule whose currency cannot be converted counts as zero: nothing is allowed rather
 * than everything.
 */
export function maxStakeIn(
  profile: JurisdictionProfile,
  kind: GameKind,
  currency: string,
  age: number | null,
  units: CurrencyUnits,
): number | null {
  const rule = profile.maxStake[kind];
  if (!rule) return null;
  const amount = bandedAmount(rule, age, profile.youngUpToAge);
  return convertDown(amount, rule.currency, currency, units) ?? 0;
}

/** The currency a guest's amounts are given in: the profile's own (its first stake rule's). */
const profileCurrency = (profile: JurisdictionProfile) =>
  Object.values(profile.maxStake).find((rule) => rule !== undefined)?.currency ?? null;

/**
 * The rules a player meets in the site (init's `jurisdiction`), amounts in `currency` (null: the
 * profile's own currency, a guest's).
 */
export function playerRulesOf(
  profile: JurisdictionProfile,
  { currency, age, units }: { currency: string | null; age: number | null; units: CurrencyUnits },
): PlayerRules {
  const shownIn = currency ?? profileCurrency(profile);
  const maxStake: Record<string, number> = {};
  for (const kind of Object.keys(profile.maxStake) as GameKind[]) {
    const amount = shownIn === null ? null : maxStakeIn(profile, kind, shownIn, age, units);
    if (amount !== null) maxStake[kind] = amount;
  }
  return {
    profile: profile.code,
    minRoundIntervalMs: { ...profile.game.minRoundIntervalMs },
    isAutoplayAllowed: profile.game.isAutoplayAllowed,
    isTurboAllowed: profile.game.isTurboAllowed,
    mayCelebrateNetLoss: profile.game.mayCelebrateNetLoss,
    showsNetPositionAndClock: profile.game.showsNetPositionAndClock,
    maxStake,
    currency: shownIn,
    requiresLimitChoice: profile.deposits.requiresLimitChoice,
    hasPanicButton: profile.deposits.hasPanicButton,
    realityCheckMinutes: profile.deposits.realityCheckMinutes,
    isBonusOptIn: profile.bonuses.isOptIn,
  };
}

/** The rules of one launched game for its player, as the seamless balance answer carries them. */
export function gameRulesOf(
  profile: JurisdictionProfile,
  {
    kind,
    currency,
    age,
    units,
  }: { kind: GameKind; currency: string; age: number | null; units: CurrencyUnits },
): SeamlessGameRules {
  return {
    profile: profile.code,
    minRoundIntervalMs: profile.game.minRoundIntervalMs[kind] ?? null,
    maxStake: maxStakeIn(profile, kind, currency, age, units),
    isAutoplayAllowed: profile.game.isAutoplayAllowed,
    isTurboAllowed: profile.game.isTurboAllowed,
    mayCelebrateNetLoss: profile.game.mayCelebrateNetLoss,
    showsNetPositionAndClock: profile.game.showsNetPositionAndClock,
  };
}

/** Age in whole years on `at` (null: no or no readable date of birth, the young band applies). */
export function ageAt(dateOfBirth: string | null | undefined, at: Date): number | null {
  const day = dateOfBirth?.slice(0, 10);
  return day && isValidDate(day) ? ageOn(day, at) : null;
}

export interface PlayerJurisdiction {
  /** The player's profile (by their account's country) and age today. */
  profile: JurisdictionProfile;
  age: number | null;
}

/**
 * The jurisdiction rules of players for the game and init paths (issue 32, J1), from
 * JURISDICTION_COUNTRIES. With no profile that limits stakes, the bet path reads nothing.
 */
export interface JurisdictionRules {
  /** The profile and age of a player (a missing player: `none`). */
  ofPlayer(db: Db, playerId: string): Promise<PlayerJurisdiction>;
  /** The stake maximum of `kind` for the player in `currency`, or null (no rule). */
  stakeMaximum(
    db: Db,
    bet: { playerId: string; kind: GameKind; currency: string },
  ): Promise<number | null>;
  /** The launched game's rules for its player (the seamless balance answer). */
  gameRules(
    db: Db,
    launch: { playerId: string; kind: GameKind; currency: string },
  ): Promise<SeamlessGameRules>;
  /** The profile of a place alone: a guest's request country, a registration's (null: `none`). */
  ofCountry(country: string | null): JurisdictionProfile;
  /** init's `jurisdiction`: a player's in their active currency, a guest's by `country`. */
  forInit(db: Db, who: { playerId: string | null; country: string | null }): Promise<PlayerRules>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The players' jurisdiction rules (issue 32): init, the seamless bet and balance. */
    playerRules: JurisdictionRules;
  }
}

export function jurisdictionRules({
  map,
  clock = { now: () => new Date() },
  wallet = null,
}: {
  /** JURISDICTION_COUNTRIES. */
  map: Readonly<Record<string, JurisdictionCode>>;
  clock?: Pick<Clock, 'now'>;
  /** Finds a player's active currency (init); without it a player's amounts are the profile's. */
  wallet?: WalletContext | null;
}): JurisdictionRules {
  const codes = new Set(Object.values(map));
  /** Kinds some configured profile limits the stake of. */
  const limitedKinds = new Set(
    [...codes].flatMap((code) => Object.keys(JURISDICTION_PROFILES[code].maxStake)),
  );

  const ofPlayer = async (db: Db, playerId: string): Promise<PlayerJurisdiction> => {
    if (codes.size === 0) return { profile: JURISDICTION_PROFILES.none, age: null };
    const player = await findPlayer(db, playerId);
    return {
      // The state or province names a regional licence (CA-ON: Ontario).
      profile: profileFor(map, player?.country ?? null, player?.state ?? null),
      age: ageAt(player?.dateOfBirth, clock.now()),
    };
  };

  const ofCountry = (country: string | null) => profileFor(map, country);

  return {
    ofPlayer,
    ofCountry,
    async stakeMaximum(db, { playerId, kind, currency }) {
      if (!limitedKinds.has(kind)) return null;
      const { profile, age } = await ofPlayer(db, playerId);
      if (!profile.maxStake[kind]) return null;
      return maxStakeIn(profile, kind, currency, age, await currencyUnits(db));
    },
    async gameRules(db, { playerId, kind, currency }) {
      const { profile, age } = await ofPlayer(db, playerId);
      const units = profile.maxStake[kind] ? await currencyUnits(db) : new Map();
      return gameRulesOf(profile, { kind, currency, age, units });
    },
    async forInit(db, { playerId, country }) {
      if (playerId === null) {
        const profile = ofCountry(country);
        const units = Object.keys(profile.maxStake).length ? await currencyUnits(db) : new Map();
        return playerRulesOf(profile, { currency: null, age: null, units });
      }
      const { profile, age } = await ofPlayer(db, playerId);
      const accounts = wallet ? await listAccounts(wallet, playerId) : [];
      const active = accounts.find((account) => account.status === ACCOUNT_STATUS.active);
      const units = Object.keys(profile.maxStake).length ? await currencyUnits(db) : new Map();
      return playerRulesOf(profile, { currency: active?.currency ?? null, age, units });
    },
  };
}
