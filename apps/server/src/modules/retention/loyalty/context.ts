import type { KeptInboxMessage, RealtimeMessage } from '@casino/contracts';
import type { Db } from '@casino/db';
import type { Clock } from '../../../shared/clock.ts';
import type { KeptLadder } from './loyalty-service.ts';

/** The limits module's answer (modules/limits/ports.ts `retentionEligibility`). */
export type RetentionEligibility = (
  playerId: string,
  db: Db,
) => Promise<{ allowed: true } | { allowed: false; reason: string }>;

export interface LoyaltyLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What loyalty and the inbox need; built once in app.ts. */
export interface LoyaltyContext {
  db: Db;
  clock: Clock;
  /** Asked at every read, earning and message: excluded or cooled-off players get none of it. */
  eligibility: RetentionEligibility;
  /**
   * The ladder kept for settled rounds' bookings (`keptLadder`, issue 31): read again after
   * `LADDER_KEPT_MS` or this instance's save. Read at every booking when left out.
   */
  ladder?: KeptLadder;
  /** The realtime hub's publish (every instance), called after the commit. */
  publish(channel: string, message: RealtimeMessage): Promise<number>;
  /**
   * A message kept for a player not connected (the missed-notification buffer, wired in app.ts):
   * the site shows it at its next start (limit notices, issue 35). Nothing kept when left out.
   */
  onUndelivered?(playerId: string, message: KeptInboxMessage): Promise<void>;
  log: LoyaltyLog;
}
