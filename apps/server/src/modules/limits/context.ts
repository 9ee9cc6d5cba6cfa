import type { Db } from '@casino/db';
import type { Clock } from '../../shared/clock.ts';
import type { EventSink } from '../../shared/event-bus.ts';
import type { WalletContext } from '../wallet/service.ts';
import type { SelfExclusionRegister } from './register/types.ts';

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
  /** The national self-exclusion register (none when left out). */
  register: SelfExclusionRegister | null;
  /** SELF_EXCLUSION_REGISTER_CHECK_HOURS in milliseconds: how often a player is asked again. */
  registerCheckMs: number;
  log: { warn(details: object, message: string): void };
  /** Moves held deposits to real money when released (docs/decisions/026). */
  wallet: WalletContext;
}

export function createLimitsContext(deps: {
  db: Db;
  clock: Clock;
  events: EventSink;
  raiseDelayHours: number;
  wallet: WalletContext;
  realityCheckMinutes?: number[];
  register?: SelfExclusionRegister | null;
  registerCheckHours?: number;
  log?: LimitsContext['log'];
}): LimitsContext {
  return {
    db: deps.db,
    clock: deps.clock,
    events: deps.events,
    raiseDelayMs: deps.raiseDelayHours * 3_600_000,
    wallet: deps.wallet,
    realityCheckMinutes: deps.realityCheckMinutes ?? [15, 30, 60],
    register: deps.register ?? null,
    registerCheckMs: (deps.registerCheckHours ?? 24) * 3_600_000,
    log: deps.log ?? { warn: () => {} },
  };
}
