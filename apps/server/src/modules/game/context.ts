import type { Db } from '@casino/db';
import type { Clock } from '../../shared/clock.ts';
import type { EventSink } from '../../shared/event-bus.ts';
import type { JurisdictionRules } from '../jurisdiction/service.ts';
import type { WalletContext } from '../wallet/service.ts';
import type { BetGuard, StakeFirstGuard } from './bet-guard.ts';
import type { GameBonusHooks } from './bonus-hooks.ts';
import type { CatalogVersion } from './catalog/version.ts';
import type { GameFactsCache } from './game-facts.ts';
import type { GameProviderAdapter } from './providers/types.ts';
import type { LaunchCache, RoundStates } from './seamless/launch.ts';

export interface GameLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** What the game services need; built once per app, never from a request. */
export interface GameContext {
  db: Db;
  /**
   * Read-only work that may lag the primary by a moment: the lobby (games, collections,
   * providers, categories), game history and winners. The DATABASE_READ_URL replica, or `db`.
   */
  readDb: Db;
  clock: Clock;
  events: EventSink;
  wallet: WalletContext;
  /** Adapters by identity. */
  providers: Map<string, GameProviderAdapter>;
  betGuard: BetGuard;
  /** The guard's verdict after a stake sent with its reads (issue 31); null: never so. */
  stakeFirst: StakeFirstGuard | null;
  bonus: GameBonusHooks;
  /** The players' jurisdiction rules: the seamless bet's stake maximum, the balance answer's rules. */
  jurisdiction: Pick<JurisdictionRules, 'stakeMaximum' | 'gameRules'>;
  launchTokenTtlMs: number;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  catalogVersion: CatalogVersion;
  /** Answers only a sync can change, by catalog version (catalog/service.ts). */
  perVersion: Map<string, unknown>;
  /** Games' facts the seamless calls read, by catalog version (game-facts.ts). */
  facts: GameFactsCache;
  /** Launches by token (never changed once written), for the seamless calls. */
  launches: LaunchCache;
  /** Rounds as this instance's last call of each left them, by provider and provider round id. */
  rounds: RoundStates;
  log: GameLog;
}
