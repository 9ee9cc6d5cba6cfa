import { Writable } from 'node:stream';
import { LoginResponseSchema, RefreshResponseSchema } from '@casino/contracts';
import { players } from '@casino/db';
import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../src/modules/player/passwords.ts';
import { buildApiOn, buildTestApp, type TestApp, type TestServer } from '../build-app.ts';
import { TEST_DATABASES } from '../databases.ts';
import {
  auth,
  errorOf,
  postLogin,
  registerPlayer,
  registration,
  type TestPlayer,
} from '../factories/players.ts';
import { listen, next, realtimeClient } from '../realtime.ts';

// Issue 12, "Sessions and logins" (docs/decisions/016-sessions-and-logins.md).
const SITE = 'http://localhost:3000'; // PUBLIC_URL of the test config
const CSRF = { 'x-requested-with': 'casino' };

type Reply = { cookies: Array<{ name: string; value: string } & Record<string, unknown>> };
const cookieOf = (res: Reply, name: string) => res.cookies.find((c) => c.name === name);
/** The Cookie header a browser would send to `path` after `res`. */
const jar = (res: Reply, ...names: string[]) =>
  names.map((name) => `${name}=${cookieOf(res, name)?.value}`).join('; ');

describe.each(TEST_DATABASES)('sessions and logins on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db);
  });
  afterAll(() => t?.close());

  const login = (player: TestPlayer) => postLogin(t.app, player.email, player.password);

  describe('tokens in HttpOnly cookies', () => {
    it('login sets HttpOnly token cookies, the refresh one on its path, and a readable marker', async () => {
      const res = await login(await registerPlayer(t.app));
      expect(res.statusCode).toBe(200);
      const access = cookieOf(res, 'access_token');
      const refresh = cookieOf(res, 'refresh_token');
      const marker = cookieOf(res, 'session');
      expect(access).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
      expect(refresh).toMatchObject({
        httpOnly: true,
        path: '/api/player/sessions/refresh',
        sameSite: 'Lax',
      });
      expect(access?.secure).toBeFalsy(); // sandbox: http works
      expect(marker?.httpOnly).toBeFalsy();
      const body = LoginResponseSchema.parse(res.json());
      const exp = JSON.parse(Buffer.from(body.accessToken.split('.')[1]!, 'base64url').toString());
      expect(marker?.value).toBe(String(exp.exp));
    });

    it('sets them on registration too', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/player/register',
        payload: registration(),
      });
      expect(cookieOf(res, 'access_token')?.httpOnly).toBe(true);
      expect(cookieOf(res, 'refresh_token')?.httpOnly).toBe(true);
    });

    it('marks the cookies Secure in live mode', async () => {
      const { sendSessionCookies } = await import('../../src/modules/player/http.ts');
      const app = Fastify();
      await app.register(cookie);
      app.get('/', async (_request, reply) => {
        sendSessionCookies(
          reply,
          { SITE_MODE: 'live' },
          { accessToken: 'a.eyJleHAiOjF9.c', refreshToken: 'r' },
        );
        return {};
      });
      const res = await app.inject({ url: '/' });
      for (const name of ['access_token', 'refresh_token', 'session']) {
        expect(cookieOf(res, name)?.secure, name).toBe(true);
      }
      await app.close();
    });

    it('authenticates by the access cookie, and a state change needs the CSRF header and our origin', async () => {
      const res = await login(await registerPlayer(t.app));
      const cookies = jar(res, 'access_token');
      const profile = await t.app.inject({
        url: '/api/player/profile',
        headers: { cookie: cookies },
      });
      expect(profile.statusCode).toBe(200);

      const logout = (headers: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: '/api/player/sessions/logout',
          headers: { cookie: cookies, ...headers },
        });
      const bare = await logout({});
      expect(bare.statusCode).toBe(403);
      expect(errorOf(bare).code).toBe('csrf_failed');
      expect((await logout({ ...CSRF, origin: 'https://evil.example' })).statusCode).toBe(403);
      const ok = await logout({ ...CSRF, origin: SITE });
      expect(ok.statusCode).toBe(200);
      expect(cookieOf(ok, 'access_token')?.value).toBe('');
      expect(cookieOf(ok, 'session')?.value).toBe('');
    });

    it('keeps Bearer calls free of the CSRF check', async () => {
      const player = await registerPlayer(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/player/sessions/logout',
        headers: { ...auth(player.accessToken), origin: 'https://elsewhere.example' },
      });
      expect(res.statusCode).toBe(200);
    });

    it('refreshes by the refresh cookie (with the CSRF header) and sets new cookies', async () => {
      const res = await login(await registerPlayer(t.app));
      const refresh = (headers: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: '/api/player/sessions/refresh',
          payload: {},
          headers: { cookie: jar(res, 'refresh_token'), ...headers },
        });
      expect((await refresh({})).statusCode).toBe(403);
      const renewed = await refresh(CSRF);
      expect(renewed.statusCode).toBe(200);
      expect(cookieOf(renewed, 'refresh_token')?.value).toBe(renewed.json().refreshToken);
      expect(cookieOf(renewed, 'access_token')?.value).toBe(renewed.json().accessToken);
    });
  });

  describe('the realtime connection token', () => {
    it('is given to the cookie session, works on the websocket and nowhere else', async () => {
      const app = await buildApiOn(t.database.db, { REALTIME_PING_SECONDS: 1 });
      try {
        const url = await listen(app);
        const res = await postLogin(app, (await registerPlayer(app)).email, 'secret-123');
        const tokenRes = await app.inject({
          url: '/api/connection/token',
          headers: { cookie: jar(res, 'access_token') },
        });
        expect(tokenRes.statusCode).toBe(200);
        expect(tokenRes.headers['cache-control']).toBe('private, no-store');
        const { token } = tokenRes.json() as { token: string };
        const asBearer = await app.inject({ url: '/api/player/profile', headers: auth(token) });
        expect(asBearer.statusCode).toBe(401);
        const client = realtimeClient(url, { getToken: async () => token });
        const connected = next(client, 'connected');
        client.connect();
        await connected;
        client.disconnect();
      } finally {
        await app.close();
      }
    });
  });

  it('gives a refresh token replayed within the grace window the same pair, one session', async () => {
    const player = await registerPlayer(t.app);
    const refresh = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/player/sessions/refresh',
        payload: { refreshToken: player.refreshToken },
      });
    const first = RefreshResponseSchema.parse((await refresh()).json());
    const second = RefreshResponseSchema.parse((await refresh()).json());
    expect(second).toEqual(first);
    const sessions = await t.app.inject({
      url: '/api/player/sessions',
      headers: auth(first.accessToken),
    });
    expect(sessions.json().total).toBe(1);
  });

  describe('login limits', () => {
    let limited: TestServer;
    beforeAll(async () => {
      limited = await buildApiOn(t.database.db, {
        RATE_LIMIT_LOGIN_PER_MINUTE: 3,
        LOGIN_SLOWDOWN_AFTER_FAILURES: 4,
        LOGIN_SLOWDOWN_MAX_SECONDS: 1,
        RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE: 2,
      });
    });
    afterAll(() => limited?.close());

    it('lets the owner in from their address after many failures elsewhere, only slower', async () => {
      const player = await registerPlayer(t.app);
      for (let i = 0; i < 6; i++) {
        const res = await postLogin(limited, player.email, 'wrong-guess', `198.51.100.${i + 1}`);
        expect(res.statusCode).toBe(401);
      }
      const started = Date.now();
      const owner = await postLogin(limited, player.email, player.password, '203.0.113.77');
      expect(owner.statusCode).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    });

    it('refuses one address after its failures, and successes do not count', async () => {
      const player = await registerPlayer(t.app);
      const ip = '192.0.2.40';
      for (let i = 0; i < 4; i++) {
        expect((await postLogin(limited, player.email, player.password, ip)).statusCode).toBe(200);
      }
      for (let i = 0; i < 3; i++) {
        expect((await postLogin(limited, player.email, 'nope-nope', ip)).statusCode).toBe(401);
      }
      expect((await postLogin(limited, player.email, player.password, ip)).statusCode).toBe(429);
    });

    it('limits wrong operator keys per address', async () => {
      const call = (key: string, ip: string) =>
        limited.inject({
          url: '/api/admin/payment/withdrawals',
          headers: { 'x-operator-key': key },
          remoteAddress: ip,
        });
      for (let i = 0; i < 2; i++) expect((await call('wrong', '192.0.2.60')).statusCode).toBe(401);
      const refused = await call('wrong', '192.0.2.60');
      expect(refused.statusCode).toBe(429);
      expect((await call(limited.config.OPERATOR_API_KEY!, '192.0.2.61')).statusCode).not.toBe(429);
    });
  });

  describe('passwords', () => {
    const register = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/player/register',
        payload: registration({ password, password_confirmation: password }),
      });

    it('needs 8 to 128 characters and refuses the most common ones', async () => {
      for (const password of ['abc-123', 'x'.repeat(129), 'qwertyuiop', 'Password123']) {
        const res = await register(password);
        expect(res.statusCode, password).toBe(400);
        expect(errorOf(res).fields?.password, password).toHaveLength(1);
      }
      expect((await register('abc-1234')).statusCode).toBe(201);
    });

    it('still lets an old short password log in, and asks to change it', async () => {
      const player = await registerPlayer(t.app);
      const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
      const passwordHash = await hasher.hash('old-6c');
      await t.database.db.update(players).set({ passwordHash }).where(eq(players.id, player.id));
      const res = await postLogin(t.app, player.email, 'old-6c');
      expect(res.statusCode).toBe(200);
      expect(LoginResponseSchema.parse(res.json()).profile.passwordChangeRequired).toBe(true);
      const fresh = await postLogin(t.app, (await registerPlayer(t.app)).email, 'secret-123');
      expect(LoginResponseSchema.parse(fresh.json()).profile.passwordChangeRequired).toBeFalsy();
    });
  });

  it('never logs launch tokens, codes, autologin states or preview tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApiOn(t.database.db, {}, { logger: { level: 'info', stream } });
    try {
      for (const url of [
        '/provider/games/x?mode=real&token=LAUNCH-SECRET',
        '/reset-password/RESET-SECRET',
        '/de/verify/CONFIRM-SECRET',
        '/auth/autologin?state=STATE-SECRET',
        '/api/content/pages/home?preview=PREVIEW-SECRET&code=CODE-SECRET',
      ]) {
        await app.inject({ url });
      }
      const log = lines.join('');
      expect(log).toContain('[redacted]');
      expect(log).toContain('/reset-password/[redacted]');
      for (const secret of ['LAUNCH', 'RESET', 'CONFIRM', 'STATE', 'PREVIEW', 'CODE']) {
        expect(log).not.toContain(`${secret}-SECRET`);
      }
    } finally {
      await app.close();
    }
  });
});
