import type { Db } from '@casino/db';
import type { FastifyBaseLogger } from 'fastify';
import type { SeamlessClient } from '../builtin-provider/seamless-client.ts';
import type { Clock } from '../shared/clock.ts';

/** What the sportsbook's services need; it reads nothing of the casino but HTTP. */
export interface SportsbookContext {
  db: Db;
  log: FastifyBaseLogger;
  clock: Clock;
  /** The feed's seed: the same seed, the same fixtures, odds and results. */
  seed: string;
  wallet: SeamlessClient;
  /** Cash-out pays this share of the bet's fair value (0.95: a 5% margin). */
  cashoutShare: number;
}

export interface Failure {
  status: number;
  body: { error: { code: string; message: string }; [key: string]: unknown };
}

export const fail = (
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Failure => ({ status, body: { error: { code, message }, ...extra } });
