import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildApiOn,
  buildTestApp,
  type TestApp,
  type TestServer,
} from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import {
  auth,
  errorOf,
  postLogin,
  registerPlayer,
  registration,
} from '../../../test/factories/players.ts';
import { hasRedis, TEST_REDIS_URL, uniquePrefix } from '../../../test/redis.ts';

const LIMIT = 3;

describe.each(TEST_DATABASES)('rate limits on $name', (db) => {
  let t: TestApp;
  let limited: TestServer;
  beforeAll(async () => {
    t = await buildTestApp(db);
    limited = await buildApiOn(t.database.db, {
      RATE_LIMIT_LOGIN_PER_MINUTE: LIMIT,
      RATE_LIMIT_REGISTER_PER_MINUTE: LIMIT,
      RATE_LIMIT_RESET_PER_MINUTE: LIMIT,
      RATE_LIMIT_RESEND_PER_MINUTE: LIMIT,
    });
  });
  afterAll(async () => {
    await limited?.close();
    await t?.close();
  });

  function expectLimited(res: {
    statusCode: number;
    headers: Record<string, unknown>;
    json(): unknown;
  }) {
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    const error = errorOf(res);
    expect(error.code).toBe('rate_limited');
    expect(error.message).toMatch(/try again/i);
  }

  it('limits logins per IP, whatever the emails', async () => {
    const ip = '203.0.113.1';
    for (let i = 0; i < LIMIT; i++) {
      expect((await postLogin(limited, `someone${i}@example.com`, 'x', ip)).statusCode).toBe(401);
    }
    expectLimited(await postLogin(limited, 'someone-else@example.com', 'x', ip));
    // another address is not affected
    expect((await postLogin(limited, 'fresh@example.com', 'x', '203.0.113.2')).statusCode).toBe(
      401,
    );
  });

  it('never locks the owner out when one email fails from many IPs (any case of the email)', async () => {
    const player = await registerPlayer(t.app);
    for (let i = 0; i < LIMIT; i++) {
      const res = await postLogin(limited, player.email, 'wrong', `198.51.100.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const owner = await postLogin(
      limited,
      player.email.toUpperCase(),
      player.password,
      '198.51.100.99',
    );
    expect(owner.statusCode).toBe(200);
  });

  it('limits failed logins of one email from one IP', async () => {
    const player = await registerPlayer(t.app);
    const ip = '198.51.100.50';
    for (let i = 0; i < LIMIT; i++) {
      expect((await postLogin(limited, player.email, 'wrong', ip)).statusCode).toBe(401);
    }
    expectLimited(await postLogin(limited, player.email, player.password, ip));
  });

  // Issue 27: 300 parallel guesses from 10 addresses found the password; every guess is now
  // counted before the password is checked, so no more than the limit per address is tried.
  it.each(hasRedis ? ['memory', 'redis'] : ['memory'])(
    'counts parallel guesses from many addresses before checking them (%s counters)',
    async (store) => {
      const counters = await buildApiOn(t.database.db, {
        RATE_LIMIT_LOGIN_PER_MINUTE: LIMIT,
        LOGIN_SLOWDOWN_MAX_SECONDS: 0,
        ...(store === 'redis'
          ? { REDIS_URL: TEST_REDIS_URL, REALTIME_REDIS_PREFIX: uniquePrefix() }
          : {}),
      });
      try {
        const player = await registerPlayer(t.app);
        const addresses = Array.from({ length: 10 }, (_, i) => `192.0.2.${100 + i}`);
        const guesses = addresses.flatMap((ip) =>
          Array.from({ length: 10 }, (_, n) => ({
            ip,
            password: n === 9 ? player.password : `guess-${n}`,
          })),
        );
        const answers = await Promise.all(
          guesses.map(async ({ ip, password }) => ({
            ip,
            status: (await postLogin(counters, player.email, password, ip)).statusCode,
          })),
        );
        for (const ip of addresses) {
          const tried = answers.filter((a) => a.ip === ip && a.status !== 429);
          expect(tried.length, `guesses checked from ${ip}`).toBeLessThanOrEqual(LIMIT);
        }
        const refused = answers.filter((a) => a.status === 429).length;
        expect(refused).toBeGreaterThanOrEqual(guesses.length - addresses.length * LIMIT);
      } finally {
        await counters.close();
      }
    },
  );

  it('limits registrations per IP', async () => {
    const register = () =>
      limited.inject({
        method: 'POST',
        url: '/api/player/register',
        payload: registration(),
        remoteAddress: '203.0.113.10',
      });
    for (let i = 0; i < LIMIT; i++) expect((await register()).statusCode).toBe(201);
    expectLimited(await register());
  });

  it('limits password reset requests per IP and per email', async () => {
    const reset = (email: string, ip: string) =>
      limited.inject({
        method: 'POST',
        url: '/api/player/passwords/reset',
        payload: { email },
        remoteAddress: ip,
      });
    for (let i = 0; i < LIMIT; i++) {
      expect((await reset(`reset${i}@example.com`, '203.0.113.20')).statusCode).toBe(200);
    }
    expectLimited(await reset('reset-other@example.com', '203.0.113.20'));

    for (let i = 0; i < LIMIT; i++) {
      expect((await reset('target@example.com', `192.0.2.${i + 1}`)).statusCode).toBe(200);
    }
    expectLimited(await reset('target@example.com', '192.0.2.99'));
  });

  it('limits confirmation resends', async () => {
    const player = await registerPlayer(t.app);
    const resend = () =>
      limited.inject({
        method: 'POST',
        url: '/api/player/profile/confirmations/email/resend',
        headers: auth(player.accessToken),
        remoteAddress: '203.0.113.30',
      });
    for (let i = 0; i < LIMIT; i++) expect((await resend()).statusCode).toBe(200);
    expectLimited(await resend());
  });
});
