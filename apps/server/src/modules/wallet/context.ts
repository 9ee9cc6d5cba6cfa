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

export function walletContext(
  db: Db,
  events: EventSink = discardEvents,
  depositTurnoverMultiplier = 0,
): WalletContext {
  return { db, events, depositTurnoverMultiplier, accountIds: createAccountIdCache() };
}
