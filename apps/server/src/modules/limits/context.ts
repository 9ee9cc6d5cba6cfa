import type { Db } from '@casino/db';
import { type BoundedSet, boundedSet } from '../../shared/bounded-set.ts';
import type { Clock } from '../../shared/clock.ts';
import type { EventSink } from '../../shared/event-bus.ts';
import type { WalletContext } from '../wallet/service.ts';
import { type JurisdictionOf, noJurisdiction } from './jurisdiction-service.ts';
import type { CrossOperatorFile } from './register/lugas.ts';
import type { SelfExclusionRegister } from './register/types.ts';

/**
 * A bet, loss or deposit limit's use crossed 50, 80 or 100 percent in the limit's current period
 * (issue 35): told once per threshold and period, after the commit that recorded it.
 */
export interface LimitNotice {
  limitId: string;
  kind: 'bet' | 'loss' | 'deposit';
  period: 'daily' | 'weekly' | 'monthly';
  threshold: 50 | 80 | 100;
  /** The limit's currency; `amount` and `used` are in its minor units. */
  currency: string;
  amount: number;
  used: number;
  periodStart: Date;
}

/** What the responsible-gaming services need; built once per app (app.ts). */
export interface LimitsContext {
  db: Db;
  clock: Clock;
  /** `player.sessions.closed` after an exclusion starts (sockets close). */
  events: EventSink;
  /** RG_RAISE_DELAY_HOURS in milliseconds: how long a raise or removal waits. */
  raiseDelayMs: number;
  /** RG_REALITY_CHECK_MINUTES: the reality-check intervals offered. */
  realityCheckMinutes: number[];
  /**
   * The self-exclusion registers asked about a person of this account country: the one
   * SELF_EXCLUSION_REGISTER names (every player) and those of the country's jurisdiction
   * profile (issue 32: GAMSTOP for `gb`, OASIS `de`, CRUKS `nl`, SIGAP `br`), each once.
   */
  registersFor: (country: string | null | undefined) => SelfExclusionRegister[];
  /** Whether any register is asked of anyone (no: the periodic check has nothing to do). */
  hasRegisters: boolean;
  /** SELF_EXCLUSION_REGISTER_CHECK_HOURS in milliseconds: how often a player is asked again. */
  registerCheckMs: number;
  /**
   * Germany's cross-operator limit and activity file (LUGAS, issue 32), asked about players whose
   * profile reports to it (null: no profile in use does).
   */
  crossOperatorFile: CrossOperatorFile | null;
  log: { warn(details: object, message: string): void };
  /** Moves held deposits to real money when released (docs/decisions/026). */
  wallet: WalletContext;
  /** After an exclusion (self-exclusion, time-out) is committed: the player's pending offers end. */
  onExcluded: (playerId: string) => Promise<unknown>;
  /** The player's jurisdiction profile and age (issue 32); `none` for everyone when left out. */
  jurisdictionOf: JurisdictionOf;
  /** Tells the player a limit notice (the inbox, pushed live); nothing when left out. */
  notify: (playerId: string, notice: LimitNotice) => Promise<unknown>;
  /**
   * Players whose last bet here met a bet or loss limit: a hint only (issue 31). Their next bet
   * sends its lock and the use of their limits with the read of the limits, not after it; the
   * verdict always judges the limits read then.
   */
  limitedBettors: BoundedSet;
}

export function createLimitsContext(deps: {
  db: Db;
  clock: Clock;
  events: EventSink;
  raiseDelayHours: number;
  wallet: WalletContext;
  realityCheckMinutes?: number[];
  /** The register every player is asked (SELF_EXCLUSION_REGISTER). */
  register?: SelfExclusionRegister | null;
  /** The registers of a country's profile (issue 32); none when left out. */
  profileRegisters?: {
    forCountry: (country: string | null | undefined) => SelfExclusionRegister[];
    any: boolean;
  };
  registerCheckHours?: number;
  crossOperatorFile?: CrossOperatorFile | null;
  log?: LimitsContext['log'];
  onExcluded?: LimitsContext['onExcluded'];
  jurisdictionOf?: JurisdictionOf;
  notify?: LimitsContext['notify'];
}): LimitsContext {
  return {
    db: deps.db,
    clock: deps.clock,
    events: deps.events,
    raiseDelayMs: deps.raiseDelayHours * 3_600_000,
    wallet: deps.wallet,
    realityCheckMinutes: deps.realityCheckMinutes ?? [15, 30, 60],
    registersFor: (country) => {
      const all = [...(deps.register ? [deps.register] : [])];
      for (const one of deps.profileRegisters?.forCountry(country) ?? []) {
        if (!all.some((r) => r.name === one.name)) all.push(one);
      }
      return all;
    },
    hasRegisters: Boolean(deps.register) || Boolean(deps.profileRegisters?.any),
    registerCheckMs: (deps.registerCheckHours ?? 24) * 3_600_000,
    crossOperatorFile: deps.crossOperatorFile ?? null,
    log: deps.log ?? { warn: () => {} },
    onExcluded: deps.onExcluded ?? (async () => {}),
    jurisdictionOf: deps.jurisdictionOf ?? noJurisdiction,
    notify: deps.notify ?? (async () => {}),
    limitedBettors: boundedSet(50_000),
  };
}
