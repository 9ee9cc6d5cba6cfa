import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  SEAMLESS_MAX_SKEW_SECONDS,
  SEAMLESS_SIGNATURE_HEADER,
  SEAMLESS_TIMESTAMP_HEADER,
  type SeamlessError,
  SeamlessErrorSchema,
  type SeamlessFreeRoundPlayRequest,
  type SeamlessFreeRoundsRequest,
  type SeamlessResponse,
  SeamlessResponseSchema,
} from '@casino/contracts';

/**
 * The provider's side of the seamless-wallet contract (packages/contracts/src/seamless.ts):
 * signed JSON over HTTP to `${baseUrl}/{balance|bet|win|rollback}`. The only way the provider
 * reaches the casino's money.
 */

/** Hex HMAC-SHA256 of `${timestamp}.${rawBody}` with the shared secret. */
export function signSeamless(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The two signature headers for `rawBody` (the exact bytes sent) at `now`. */
export function seamlessHeaders(secret: string, rawBody: string, now: Date) {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    [SEAMLESS_TIMESTAMP_HEADER]: String(timestamp),
    [SEAMLESS_SIGNATURE_HEADER]: signSeamless(secret, timestamp, rawBody),
  };
}

/** Checks a signed request the way the casino must (used by tests and any receiver). */
export function verifySeamless(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  now: Date,
): boolean {
  const timestamp = String(headers[SEAMLESS_TIMESTAMP_HEADER] ?? '');
  const signature = String(headers[SEAMLESS_SIGNATURE_HEADER] ?? '');
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SEAMLESS_MAX_SKEW_SECONDS) return false;
  const expected = Buffer.from(signSeamless(secret, Number(timestamp), rawBody), 'hex');
  return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
}

export type SeamlessAnswer =
  | { kind: 'ok'; body: SeamlessResponse }
  /** A definitive no (4xx with the contract's error body): nothing moved. */
  | { kind: 'refused'; status: number; body: SeamlessError }
  /** No usable answer (network, timeout, 5xx, unreadable body): the outcome is unknown. */
  | { kind: 'unavailable'; reason: string };

export interface BetCall {
  token: string;
  transactionId: string;
  roundId: string;
  gameIdentity: string;
  amount: number;
  currency: string;
}
export interface WinCall extends BetCall {
  roundClosed: boolean;
}
export interface RollbackCall {
  token: string;
  transactionId: string;
  roundId: string;
  gameIdentity: string;
  referenceTransactionId: string;
}

export interface SeamlessClient {
  balance(call: { token: string }): Promise<SeamlessAnswer>;
  /** Before each free round: the casino's bet checks with no stake; answers the balance. */
  freeRoundPlay(call: SeamlessFreeRoundPlayRequest): Promise<SeamlessAnswer>;
  /** Finished free rounds: their total win, paid once per reference. */
  freeRounds(call: SeamlessFreeRoundsRequest): Promise<SeamlessAnswer>;
  bet(call: BetCall): Promise<SeamlessAnswer>;
  win(call: WinCall): Promise<SeamlessAnswer>;
  rollback(call: RollbackCall): Promise<SeamlessAnswer>;
  /** A settled round's corrected total payout (the sportsbook's resettlement). */
  resettle(call: BetCall): Promise<SeamlessAnswer>;
}

export interface SeamlessClientOptions {
  /** e.g. `http://127.0.0.1:3000/api/seamless/builtin`, read per call. */
  baseUrl: () => string;
  secret: () => Promise<string>;
  now?: () => Date;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

export function createSeamlessClient({
  baseUrl,
  secret,
  now = () => new Date(),
  fetch = globalThis.fetch,
  timeoutMs = 5000,
}: SeamlessClientOptions): SeamlessClient {
  async function call(path: string, payload: object): Promise<SeamlessAnswer> {
    const rawBody = JSON.stringify(payload);
    let response: Response;
    try {
      response = await fetch(`${baseUrl().replace(/\/$/, '')}/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...seamlessHeaders(await secret(), rawBody, now()),
        },
        body: rawBody,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return {
        kind: 'unavailable',
        reason: error instanceof Error ? error.message : 'fetch failed',
      };
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return { kind: 'unavailable', reason: `HTTP ${response.status} without a JSON body` };
    }
    if (response.ok) {
      const parsed = SeamlessResponseSchema.safeParse(body);
      return parsed.success
        ? { kind: 'ok', body: parsed.data }
        : { kind: 'unavailable', reason: `HTTP ${response.status} with an unreadable body` };
    }
    if (response.status >= 400 && response.status < 500) {
      const parsed = SeamlessErrorSchema.safeParse(body);
      if (parsed.success) return { kind: 'refused', status: response.status, body: parsed.data };
    }
    return { kind: 'unavailable', reason: `HTTP ${response.status}` };
  }
  return {
    balance: (c) => call('balance', c),
    freeRounds: (c) => call('free-rounds', c),
    freeRoundPlay: (c) => call('free-rounds/play', c),
    bet: (c) => call('bet', c),
    win: (c) => call('win', c),
    rollback: (c) => call('rollback', c),
    resettle: (c) => call('resettle', c),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Repeats an idempotent call (same transaction id) while the answer is `unavailable`, waiting
 * `delays[i]` ms before retry i+1; a definitive answer (ok or refused) ends it.
 */
export async function withRetries(
  attempt: () => Promise<SeamlessAnswer>,
  delays: readonly number[],
): Promise<SeamlessAnswer> {
  let answer = await attempt();
  for (const delay of delays) {
    if (answer.kind !== 'unavailable') break;
    await sleep(delay);
    answer = await attempt();
  }
  return answer;
}
