import type { Db } from '@casino/db';
import { discardEvents, type EventSink } from '../../shared/event-bus.ts';
import { type AccountIdCache, createAccountIdCache } from './ledger/account-ids.ts';

/**
 * What the wallet services need. Payment, games and bonus keep one (built once per app) and
 * may pass a copy whose `db` is their own transaction.
 */
export interface WalletContext {
  db: Db;
  events: EventSink;
  /** Deposits must be staked this many times before they can be withdrawn (0 = never held). */
  depositTurnoverMultiplier: number;
  /** Ledger account ids already looked up (per database: one context per app). */
  accountIds: AccountIdCache;
}

export interface WalletDeps {
  db: Db;
  events?: EventSink;
  /** PAYMENT_DEPOSIT_TURNOVER_MULTIPLIER (0 when left out). */
  depositTurnoverMultiplier?: number;
}

/** The app's one wallet context (app.ts), shared by the wallet routes, payments and games. */
export function createWalletContext({
  db,
  events = discardEvents,
  depositTurnoverMultiplier = 0,
}: WalletDeps): WalletContext {
  return { db, events, depositTurnoverMultiplier, accountIds: createAccountIdCache() };
}
