import type { JurisdictionCode } from '@casino/contracts';
import type { Db } from '@casino/db';
import type { Clock } from '../../shared/clock.ts';
import type { EventSink } from '../../shared/event-bus.ts';
import type { WalletContext } from '../wallet/service.ts';

export interface BonusLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * May this player receive a bonus now? Responsible gaming plugs in here (issue 15): an
 * excluded or cooled-off player gets no bonus. Asked before every grant and activation.
 */
export type BonusEligibility = (
  playerId: string,
  /** The caller's database or transaction (the check reads inside it). */
  db: Db,
) => Promise<{ allowed: true } | { allowed: false; reason: string }>;

/** Until responsible gaming supplies the real check, every player may receive bonuses. */
export const everyPlayerEligible: BonusEligibility = async () => ({ allowed: true });

/** A free-rounds call's outcome (the game module's provider adapters answer this shape). */
export type FreeRoundsAnswer =
  | { ok: true; status: { status: string; played: number; totalWin: number } }
  | { ok: false; reason: string; definitive: boolean };

/** A game provider's free-rounds API (issue, cancel), as the bonus module calls it. */
export interface FreeRoundsProvider {
  issue(grant: {
    reference: string;
    playerId: string;
    gameIdentity: string;
    currency: string;
    count: number;
    stake: number;
    expiresAt: string;
  }): Promise<FreeRoundsAnswer>;
  cancel(reference: string): Promise<FreeRoundsAnswer>;
}

/** What the bonus services need; built once per app (app.ts), never from a request. */
export interface BonusContext {
  db: Db;
  clock: Clock;
  events: EventSink;
  wallet: WalletContext;
  /** BONUS_MAX_WAGERING_MULTIPLIER: the jurisdiction's cap (0 = none). */
  maxWageringMultiplier: number;
  /** JURISDICTION_COUNTRIES (issue 32): the profiles whose bonus rules offers and grants meet. */
  jurisdictionCountries: Readonly<Record<string, JurisdictionCode>>;
  eligibility: BonusEligibility;
  log: BonusLog;
  /** The free-rounds API of a provider by identity (app.ts sets it once providers exist). */
  freeRounds: (provider: string) => FreeRoundsProvider | null;
}

export interface BonusDeps {
  db: Db;
  clock: Clock;
  events: EventSink;
  wallet: WalletContext;
  maxWageringMultiplier: number;
  jurisdictionCountries?: Readonly<Record<string, JurisdictionCode>>;
  eligibility?: BonusEligibility;
  log: BonusLog;
  freeRounds?: (provider: string) => FreeRoundsProvider | null;
}

export function createBonusContext(deps: BonusDeps): BonusContext {
  return {
    ...deps,
    jurisdictionCountries: deps.jurisdictionCountries ?? {},
    eligibility: deps.eligibility ?? everyPlayerEligible,
    freeRounds: deps.freeRounds ?? (() => null),
  };
}

/** A copy working inside `tx`, its events (and its wallet's) collected by `events`. */
export function onTransaction(ctx: BonusContext, tx: Db, events: EventSink): BonusContext {
  return { ...ctx, db: tx, events, wallet: { ...ctx.wallet, db: tx, events } };
}
