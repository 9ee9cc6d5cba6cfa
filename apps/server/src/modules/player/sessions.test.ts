import {
  LoginResponseSchema,
  PlayerSessionListSchema,
  RefreshResponseSchema,
} from '@casino/contracts';
import { playerSessions, players } from '@casino/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import {
  auth,
  errorOf,
  loginAgain,
  postLogin,
  registerPlayer,
  sessionIdOf,
  type TestPlayer,
} from '../../../test/factories/players.ts';
import { createTestClock } from '../../../test/fakes/clock.ts';
import { createAutologinToken } from './one-time-tokens.ts';

const ACCESS_TTL = 60;

describe.each(TEST_DATABASES)('sessions on $name', (db) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db, { ACCESS_TOKEN_TTL_SECONDS: ACCESS_TTL }, { clock });
  });
  afterAll(() => t?.close());

  const profile = (accessToken: string) =>
    t.app.inject({ url: '/api/player/profile', headers: auth(accessToken) });
  const refresh = (refreshToken: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/player/sessions/refresh',
      payload: { refreshToken },
      headers,
    });
  it('removes the session cookies when a call made with them is refused because the session ended', async () => {
    const player = await registerPlayer(t.app);
    const loggedOut = await t.app.inject({
      method: 'POST',
      url: '/api/player/sessions/logout',
      headers: auth(player.accessToken),
    });
    expect(loggedOut.statusCode, loggedOut.body).toBeLessThan(300);
    const res = await t.app.inject({
      url: '/api/player/profile',
      cookies: { access_token: player.accessToken, refresh_token: player.refreshToken },
    });
    expect(res.statusCode).toBe(401);
    const cleared = res.cookies.filter((c) => c.value === '' || c.maxAge === 0);
    expect(cleared.map((c) => c.name).sort()).toEqual(['access_token', 'refresh_token', 'session']);
    // A bearer caller has no cookies to lose: its refusal sets none.
    const bearer = await profile(player.accessToken);
    expect(bearer.statusCode).toBe(401);
    expect(bearer.cookies).toEqual([]);
  });

  const session = async (id: string) => {
    const [row] = await t.database.db
      .select()
      .from(playerSessions)
      .where(eq(playerSessions.id, id));
    return row!;
  };

  describe('login', () => {
    let player: TestPlayer;
    beforeAll(async () => {
      player = await registerPlayer(t.app);
    });

    it('logs in with the right password, any email case, and opens a new session', async () => {
      const res = await postLogin(t.app, `  ${player.email.toUpperCase()} `, player.password);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const login = LoginResponseSchema.parse(res.json());
      expect(login.profile).toMatchObject({
        id: player.id,
        email: player.email,
        isNewlyRegistered: false,
      });
      expect(sessionIdOf(login.accessToken)).not.toBe(sessionIdOf(player.accessToken));
      expect((await profile(login.accessToken)).statusCode).toBe(200);
    });

    it('answers a wrong password and an unknown email with the same 401 body', async () => {
      const wrong = await postLogin(t.app, player.email, 'wrong-password');
      const unknown = await postLogin(t.app, 'nobody-here@example.com', player.password);
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          error: { code: 'invalid_credentials', message: 'Invalid email or password' },
        });
      }
      expect(wrong.body).toBe(unknown.body);
    });

    it('asks for missing email or password with a 400 naming them', async () => {
      const res = await postLogin(t.app, '', '');
      expect(res.statusCode).toBe(400);
      expect(Object.keys(errorOf(res).fields ?? {}).sort()).toEqual(['email', 'password']);
    });

    it('refuses a blocked player with 403 account_unavailable, and ends their tokens', async () => {
      const blocked = await registerPlayer(t.app);
      await t.database.db.update(players).set({ status: 2 }).where(eq(players.id, blocked.id));
      const res = await postLogin(t.app, blocked.email, blocked.password);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('account_unavailable');
      expect((await profile(blocked.accessToken)).statusCode).toBe(403);
      expect((await refresh(blocked.refreshToken)).statusCode).toBe(403);
    });
  });

  describe('refresh', () => {
    it('rotates: new tokens work, the session slides, an expired Bearer does not matter', async () => {
      const player = await registerPlayer(t.app);
      const sid = sessionIdOf(player.accessToken);
      const before = await session(sid);
      clock.advance((ACCESS_TTL + 5) * 1000); // the access token has expired
      expect((await profile(player.accessToken)).statusCode).toBe(401);

      const res = await refresh(player.refreshToken, auth(player.accessToken));
      expect(res.statusCode).toBe(200);
      const tokens = RefreshResponseSchema.parse(res.json());
      expect(tokens.refreshToken).not.toBe(player.refreshToken);
      expect(sessionIdOf(tokens.accessToken)).toBe(sid);
      expect((await profile(tokens.accessToken)).statusCode).toBe(200);
      const after = await session(sid);
      expect(after.expiresAt.getTime()).toBeGreaterThan(before.expiresAt.getTime());
    });

    it('gives the old token the pair already issued within 15 s of its rotation (two tabs racing)', async () => {
      const player = await registerPlayer(t.app);
      const first = await refresh(player.refreshToken);
      expect(first.statusCode).toBe(200);
      clock.advance(10_000);
      const second = await refresh(player.refreshToken);
      expect(second.statusCode).toBe(200);
      const a = RefreshResponseSchema.parse(first.json());
      const b = RefreshResponseSchema.parse(second.json());
      expect(b).toEqual(a);
      expect((await refresh(a.refreshToken)).statusCode).toBe(200);
    });

    it('revokes the whole session when a token rotated more than 15 s ago comes back', async () => {
      const player = await registerPlayer(t.app);
      const sid = sessionIdOf(player.accessToken);
      const rotated = RefreshResponseSchema.parse((await refresh(player.refreshToken)).json());
      clock.advance(16_000);

      const reuse = await refresh(player.refreshToken);
      expect(reuse.statusCode).toBe(401);
      expect(errorOf(reuse).code).toBe('unauthorized');
      expect(await session(sid)).toMatchObject({ closeReason: 'refresh_reuse' });
      expect((await session(sid)).closedAt).toBeInstanceOf(Date);
      // everything issued in that session is dead now, also the legitimate newest tokens
      expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
      expect((await profile(rotated.accessToken)).statusCode).toBe(401);
      // the player's other sessions are untouched
      const other = await loginAgain(t.app, player);
      expect((await profile(other.accessToken)).statusCode).toBe(200);
    });

    it('answers an unknown token, a closed or an expired session with 401', async () => {
      expect((await refresh('no-such-token')).statusCode).toBe(401);

      const closed = await registerPlayer(t.app);
      await t.app.inject({
        method: 'POST',
        url: '/api/player/sessions/logout',
        headers: auth(closed.accessToken),
      });
      expect((await refresh(closed.refreshToken)).statusCode).toBe(401);

      const expired = await registerPlayer(t.app);
      clock.advance(31 * 86_400_000); // past SESSION_TTL_DAYS (30)
      const res = await refresh(expired.refreshToken);
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe('unauthorized');
    });

    it('answers a missing refresh token with a 400 naming it', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/player/sessions/refresh',
        payload: {},
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(errorOf(res).fields ?? {})).toEqual(['refreshToken']);
    });
  });

  it('rejects an access token once it expires (ACCESS_TOKEN_TTL_SECONDS)', async () => {
    const player = await registerPlayer(t.app);
    clock.advance((ACCESS_TTL - 5) * 1000);
    expect((await profile(player.accessToken)).statusCode).toBe(200);
    clock.advance(10_000);
    const res = await profile(player.accessToken);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('unauthorized');
  });

  it('logout closes the session: its access and refresh tokens stop working', async () => {
    const player = await registerPlayer(t.app);
    const other = await loginAgain(t.app, player);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/sessions/logout',
      headers: auth(player.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await session(sessionIdOf(player.accessToken))).toMatchObject({ closeReason: 'logout' });
    expect((await profile(player.accessToken)).statusCode).toBe(401);
    expect((await refresh(player.refreshToken)).statusCode).toBe(401);
    expect((await profile(other.accessToken)).statusCode).toBe(200);
  });

  describe('autologin', () => {
    const tokenLogin = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/player/sessions/token', payload: { token } });

    it('logs in once with a minted token; the second use is refused', async () => {
      const player = await registerPlayer(t.app);
      const token = await createAutologinToken(t.database.db, player.id, clock.now());
      const res = await tokenLogin(token);
      expect(res.statusCode).toBe(200);
      const login = LoginResponseSchema.parse(res.json());
      expect(login.profile.id).toBe(player.id);
      expect((await profile(login.accessToken)).statusCode).toBe(200);

      const again = await tokenLogin(token);
      expect(again.statusCode).toBe(401);
      expect(errorOf(again).code).toBe('invalid_token');
    });

    it('refuses a token older than 5 minutes and an unknown one', async () => {
      const player = await registerPlayer(t.app);
      const token = await createAutologinToken(t.database.db, player.id, clock.now());
      clock.advance(5 * 60_000 + 1000);
      expect((await tokenLogin(token)).statusCode).toBe(401);
      expect((await tokenLogin('made-up-token')).statusCode).toBe(401);
    });
  });

  describe('session list and close', () => {
    it('lists the own sessions newest first, current marked, paginated', async () => {
      const player = await registerPlayer(t.app);
      clock.advance(1000);
      const second = await loginAgain(t.app, player);
      clock.advance(1000);
      const third = await loginAgain(t.app, player);
      await registerPlayer(t.app); // someone else's sessions never show

      const res = await t.app.inject({
        url: '/api/player/sessions?page=1&perPage=2',
        headers: { ...auth(second.accessToken), 'user-agent': 'test-agent' },
      });
      expect(res.statusCode).toBe(200);
      const list = PlayerSessionListSchema.parse(res.json());
      expect(list).toMatchObject({ total: 3, page: 1, perPage: 2 });
      expect(list.items.map((s) => s.id)).toEqual([
        sessionIdOf(third.accessToken),
        sessionIdOf(second.accessToken),
      ]);
      expect(list.items.map((s) => s.isCurrent)).toEqual([false, true]);
      expect(list.items[0]?.ip).toBe('127.0.0.1');

      const page2 = await t.app.inject({
        url: '/api/player/sessions?page=2&perPage=2',
        headers: auth(second.accessToken),
      });
      const items = PlayerSessionListSchema.parse(page2.json()).items;
      expect(items.map((s) => s.id)).toEqual([sessionIdOf(player.accessToken)]);
    });

    it('closes one own session; its token stops working, the caller stays in', async () => {
      const player = await registerPlayer(t.app);
      const other = await loginAgain(t.app, player);
      const otherId = sessionIdOf(other.accessToken);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/player/sessions/${otherId}/close`,
        headers: auth(player.accessToken),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect((await profile(other.accessToken)).statusCode).toBe(401);
      expect((await profile(player.accessToken)).statusCode).toBe(200);

      const list = await t.app.inject({
        url: '/api/player/sessions',
        headers: auth(player.accessToken),
      });
      const closed = PlayerSessionListSchema.parse(list.json()).items.find((s) => s.id === otherId);
      expect(closed?.closedAt).toEqual(expect.any(String));
    });

    it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])(
      'answers an unknown session id %s with 404',
      async (id) => {
        const player = await registerPlayer(t.app);
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/player/sessions/${id}/close`,
          headers: auth(player.accessToken),
        });
        expect(res.statusCode).toBe(404);
        expect(errorOf(res).code).toBe('not_found');
      },
    );
  });
});
