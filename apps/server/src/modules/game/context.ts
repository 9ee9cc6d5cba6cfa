import type { Db } from '@casino/db';
import type { Clock } from '../../shared/clock.ts';
import type { EventSink } from '../../shared/event-bus.ts';
import type { WalletContext } from '../wallet/service.ts';
import type { BetGuard } from './bet-guard.ts';
import type { GameBonusHooks } from './bonus-hooks.ts';
import type { CatalogVersion } from './catalog/version.ts';
import type { GameProviderAdapter } from './providers/types.ts';

export interface GameLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** What the game services need; built once per app, never from a request. */
export interface GameContext {
  db: Db;
  clock: Clock;
  events: EventSink;
  wallet: WalletContext;
  /** Adapters by identity. */
  providers: Map<string, GameProviderAdapter>;
  betGuard: BetGuard;
  bonus: GameBonusHooks;
  launchTokenTtlMs: number;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  catalogVersion: CatalogVersion;
  /** Answers only a sync can change, by catalog version (catalog/service.ts). */
  perVersion: Map<string, unknown>;
  log: GameLog;
}
