import type { ProviderError, ProviderRound, ProviderSession } from '@casino/contracts';

export interface Commit {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}
export interface PlayResponse {
  round: ProviderRound;
  balance: number;
  fairness: Commit;
  /** The round was a free round: what is left of the casino's free spins. */
  freeRounds?: ProviderSession['freeRounds'];
}

/** A refused call with the provider's error body (code, balance, reason). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ProviderError;
  constructor(status: number, body: ProviderError) {
    super(body.error.message);
    this.status = status;
    this.body = body;
  }
  get code() {
    return this.body.error.code;
  }
}

/** The request never got an answer (offline, dropped connection). */
export class NetworkError extends Error {}

const BASE = '/provider/api';

async function call<T>(method: string, path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
  } catch {
    throw new NetworkError('network');
  }
  const json = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return json as T;
  if (json && typeof json === 'object' && 'error' in json) {
    throw new ApiError(response.status, json as ProviderError);
  }
  throw new NetworkError(`HTTP ${response.status}`);
}

/** A v4 UUID from getRandomValues (randomUUID needs a secure context). */
function uuid(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function openSession(input: { identity: string; mode: string; token?: string }) {
  return call<ProviderSession>('POST', '/sessions', input);
}

/**
 * Plays a round. A request whose answer was lost is sent again with the same requestId: the
 * server answers with the round it already played instead of playing a second one.
 */
export async function playRound(sessionId: string, stake: number, bet: unknown) {
  const body = { stake, bet, requestId: uuid() };
  const path = `/sessions/${encodeURIComponent(sessionId)}/rounds`;
  for (let attempt = 0; ; attempt++) {
    try {
      return await call<PlayResponse>('POST', path, body);
    } catch (error) {
      const retry =
        attempt < 2 &&
        (error instanceof NetworkError ||
          (error instanceof ApiError && error.code === 'round_in_progress'));
      if (!retry) throw error;
      await new Promise((resolve) => setTimeout(resolve, 800 * (attempt + 1)));
    }
  }
}

export function setClientSeed(sessionId: string, clientSeed: string) {
  return call<Commit>('PUT', `/sessions/${encodeURIComponent(sessionId)}/client-seed`, {
    clientSeed,
  });
}
