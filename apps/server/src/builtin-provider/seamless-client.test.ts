import { createHmac } from 'node:crypto';
import { SEAMLESS_SIGNATURE_HEADER, SEAMLESS_TIMESTAMP_HEADER } from '@casino/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  createSeamlessClient,
  type SeamlessAnswer,
  seamlessHeaders,
  signSeamless,
  verifySeamless,
  withRetries,
} from './seamless-client.ts';

const SECRET = 'unit-test-secret-0123456789abcdef0123';
const NOW = new Date('2026-11-05T10:00:00Z');
const TS = Math.floor(NOW.getTime() / 1000);

describe('seamless signatures', () => {
  it('signs timestamp + "." + raw body with HMAC-SHA256 of the shared secret', () => {
    const body = '{"token":"abc"}';
    const expected = createHmac('sha256', SECRET).update(`${TS}.${body}`).digest('hex');
    expect(signSeamless(SECRET, TS, body)).toBe(expected);
    expect(seamlessHeaders(SECRET, body, NOW)).toEqual({
      [SEAMLESS_TIMESTAMP_HEADER]: String(TS),
      [SEAMLESS_SIGNATURE_HEADER]: expected,
    });
  });

  it('accepts its own signature and refuses a changed body, secret or stale timestamp', () => {
    const body = '{"amount":100}';
    const headers = seamlessHeaders(SECRET, body, NOW);
    expect(verifySeamless(SECRET, headers, body, NOW)).toBe(true);
    expect(verifySeamless(SECRET, headers, '{"amount":1000}', NOW)).toBe(false);
    expect(verifySeamless(`${SECRET}x`, headers, body, NOW)).toBe(false);
    expect(verifySeamless(SECRET, headers, body, new Date(NOW.getTime() + 301_000))).toBe(false);
    expect(verifySeamless(SECRET, {}, body, NOW)).toBe(false);
  });
});

function fakeFetch(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  return vi.fn(async (url: string | URL | Request, init?: RequestInit) =>
    respond(String(url), init ?? {}),
  ) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const betCall = {
  token: 'launch-token-0123456789',
  transactionId: 'tx-1',
  roundId: 'round-1',
  gameIdentity: 'cosmic-cash',
  amount: 100,
  currency: 'USD',
};

describe('seamless client', () => {
  it('posts the signed JSON body to base URL + call name', async () => {
    const fetch = fakeFetch(() =>
      json(200, { balance: 900, currency: 'USD', transactionId: 'c1' }),
    );
    const client = createSeamlessClient({
      baseUrl: () => 'http://casino.test/api/seamless/builtin/',
      secret: async () => SECRET,
      now: () => NOW,
      fetch,
    });
    const answer = await client.bet(betCall);
    expect(answer).toEqual({
      kind: 'ok',
      body: { balance: 900, currency: 'USD', transactionId: 'c1' },
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://casino.test/api/seamless/builtin/bet');
    const headers = init.headers as Record<string, string>;
    expect(init.body).toBe(JSON.stringify(betCall));
    expect(verifySeamless(SECRET, headers, init.body as string, NOW)).toBe(true);
  });

  it('reads a 4xx with the contract error body as a refusal, with the balance', async () => {
    const refusal = {
      error: { code: 'insufficient_funds', message: 'Not enough money' },
      balance: 40,
      currency: 'USD',
    };
    const client = createSeamlessClient({
      baseUrl: () => 'http://casino.test',
      secret: async () => SECRET,
      fetch: fakeFetch(() => json(402, refusal)),
    });
    expect(await client.bet(betCall)).toEqual({ kind: 'refused', status: 402, body: refusal });
  });

  it('treats 5xx, unreadable bodies and network errors as unknown outcomes', async () => {
    const answers: SeamlessAnswer[] = [];
    for (const respond of [
      () => json(500, { error: { code: 'internal', message: 'boom' } }),
      () => new Response('<html>bad gateway</html>', { status: 502 }),
      () => json(200, { unexpected: true }),
      () => Promise.reject(new TypeError('fetch failed')),
    ]) {
      const client = createSeamlessClient({
        baseUrl: () => 'http://casino.test',
        secret: async () => SECRET,
        fetch: fakeFetch(respond),
      });
      answers.push(await client.win({ ...betCall, roundClosed: true }));
    }
    expect(answers.map((a) => a.kind)).toEqual([
      'unavailable',
      'unavailable',
      'unavailable',
      'unavailable',
    ]);
  });
});

describe('withRetries', () => {
  it('repeats only while the answer is unavailable, then stops at a definitive one', async () => {
    const results: SeamlessAnswer[] = [
      { kind: 'unavailable', reason: 'HTTP 500' },
      { kind: 'unavailable', reason: 'HTTP 503' },
      { kind: 'ok', body: { balance: 5, currency: 'USD' } },
    ];
    const attempt = vi.fn(async () => results.shift()!);
    const answer = await withRetries(attempt, [1, 1, 1, 1]);
    expect(answer.kind).toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(3);

    const refused = vi.fn(
      async (): Promise<SeamlessAnswer> => ({
        kind: 'refused',
        status: 403,
        body: { error: { code: 'bet_refused', message: 'no' }, reason: 'limit' },
      }),
    );
    expect((await withRetries(refused, [1, 1])).kind).toBe('refused');
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('gives up after the last delay with the unavailable answer', async () => {
    const attempt = vi.fn(
      async (): Promise<SeamlessAnswer> => ({ kind: 'unavailable', reason: 'x' }),
    );
    expect((await withRetries(attempt, [1, 1])).kind).toBe('unavailable');
    expect(attempt).toHaveBeenCalledTimes(3);
  });
});
