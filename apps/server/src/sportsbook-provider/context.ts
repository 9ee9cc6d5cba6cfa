import type { Db } from '@casino/db';
import type { FastifyBaseLogger } from 'fastify';
import type { SeamlessClient } from '../builtin-provider/seamless-client.ts';
import type { Clock } from '../shared/clock.ts';

/** What the sportsbook's services need; it reads nothing of the casino but HTTP. */
export interface SportsbookContext {
  db: Db;
  log: FastifyBaseLogger;
  clock: Clock;
  /**
   * The feed's secret key (SPORTSBOOK_SEED or generated, docs/decisions/032 "Fairness"): the same
   * key, the same fixtures, odds and results. Loaded before the first request (plugin.ts).
   */
  seed: string;
  /** Real-money bets are taken: sandbox mode, or a real feed (SPORTSBOOK_FEED) in live mode. */
  isRealMoneyAllowed: boolean;
  /** The most one bet may pay, in the currency's major units (SPORTSBOOK_MAX_PAYOUT). */
  maxPayout: number;
  wallet: SeamlessClient;
  /** Cash-out pays this share of the bet's fair value (0.95: a 5% margin). */
  cashoutShare: number;
}

export interface Failure {
  status: number;
  body: {
    error: { code: string; message: string; fields?: Record<string, string[]> };
    [key: string]: unknown;
  };
}

export const fail = (
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Failure => ({ status, body: { error: { code, message }, ...extra } });

/** A refusal naming the request field at fault (ARCHITECTURE "Errors and input"). */
export const failField = (
  status: number,
  code: string,
  field: string,
  message: string,
  extra: Record<string, unknown> = {},
): Failure => ({
  status,
  body: {
    error: { code, message: `${field}: ${message}`, fields: { [field]: [message] } },
    ...extra,
  },
});
