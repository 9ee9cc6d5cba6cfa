import {
  ErrorResponseSchema,
  PlayerSessionListSchema,
  ProfileDetailsSchema,
} from '@casino/contracts';
import { playerSessions, settingsEntries } from '@casino/db';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import {
  auth,
  loginAgain,
  mailsTo,
  postLogin,
  registerPlayer,
  sessionIdOf,
  type TestPlayer,
} from '../../../test/factories/players.ts';

interface Call {
  method: 'GET' | 'PUT' | 'POST';
  url: string;
  payload?: object;
}

/** Every authenticated call of the accounts issue, with a body that would be accepted. */
const AUTHENTICATED: Call[] = [
  { method: 'GET', url: '/api/player/profile' },
  { method: 'PUT', url: '/api/player/profile', payload: { city: 'Hacked' } },
  {
    method: 'PUT',
    url: '/api/player/passwords',
    payload: { currentPassword: 'x', newPassword: 'hacked-1', repeatNewPassword: 'hacked-1' },
  },
  { method: 'POST', url: '/api/player/profile/confirmations/email/resend' },
  { method: 'GET', url: '/api/player/sessions' },
  { method: 'PUT', url: '/api/player/sessions/00000000-0000-4000-8000-000000000000/close' },
  { method: 'POST', url: '/api/player/sessions/logout' },
];

async function sign(secret: string, claims: { sub: string; sid: string }, expiresIn: number) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt(now - 3600)
    .setExpirationTime(now + expiresIn)
    .sign(new TextEncoder().encode(secret));
}

describe.each(TEST_DATABASES)('access control on $name', (db) => {
  let t: TestApp;
  let a: TestPlayer;
  let b: TestPlayer;
  beforeAll(async () => {
    t = await buildTestApp(db);
    a = await registerPlayer(t.app, { nickname: 'PlayerA' });
    b = await registerPlayer(t.app, { nickname: 'PlayerB' });
  });
  afterAll(() => t?.close());

  const call = ({ method, url, payload }: Call, headers: Record<string, string>) =>
    t.app.inject({ method, url, payload, headers });
  const profileOf = async (player: TestPlayer) =>
    ProfileDetailsSchema.parse((await call(AUTHENTICATED[0]!, auth(player.accessToken))).json());

  async function jwtSecret() {
    const [row] = await t.database.db
      .select()
      .from(settingsEntries)
      .where(eq(settingsEntries.key, 'auth.jwtSecret'));
    return row!.value as string;
  }

  describe('a missing, garbage, forged, expired or revoked token gets 401 on every route', () => {
    const bad: Record<string, () => Promise<Record<string, string>>> = {
      missing: async () => ({}),
      'not bearer': async () => ({
        authorization: `Basic ${Buffer.from('a:b').toString('base64')}`,
      }),
      garbage: async () => auth('garbage'),
      'three garbage parts': async () => auth('aaa.bbb.ccc'),
      'forged signature': async () =>
        auth(await sign('x'.repeat(48), { sub: a.id, sid: sessionIdOf(a.accessToken) }, 600)),
      expired: async () =>
        auth(await sign(await jwtSecret(), { sub: a.id, sid: sessionIdOf(a.accessToken) }, -10)),
      "another player's session id": async () =>
        auth(await sign(await jwtSecret(), { sub: b.id, sid: sessionIdOf(a.accessToken) }, 600)),
      'unknown session': async () =>
        auth(await sign(await jwtSecret(), { sub: a.id, sid: crypto.randomUUID() }, 600)),
      revoked: async () => {
        const gone = await loginAgain(t.app, a);
        await call({ method: 'POST', url: '/api/player/sessions/logout' }, auth(gone.accessToken));
        return auth(gone.accessToken);
      },
    };

    it('(control: the same minting with the right secret, player and session works)', async () => {
      const token = await sign(
        await jwtSecret(),
        { sub: a.id, sid: sessionIdOf(a.accessToken) },
        600,
      );
      expect((await call(AUTHENTICATED[0]!, auth(token))).statusCode).toBe(200);
    });

    for (const [kind, headersOf] of Object.entries(bad)) {
      it(`${kind}`, async () => {
        const headers = await headersOf();
        for (const route of AUTHENTICATED) {
          const res = await call(route, headers);
          const label = `${kind}: ${route.method} ${route.url}`;
          expect(res.statusCode, label).toBe(401);
          const body = ErrorResponseSchema.parse(res.json());
          expect(body.error.code, label).toBe('unauthorized');
          expect(body.error.message, label).not.toBe('');
        }
        // nothing was changed by any of them
        expect((await profileOf(a)).city).toBeNull();
        expect((await postLogin(t.app, a.email, a.password)).statusCode).toBe(200);
      });
    }
  });

  describe("player B's token never reaches player A's data", () => {
    it('GET /profile gives B their own profile', async () => {
      const profile = await profileOf(b);
      expect(profile.id).toBe(b.id);
      expect(profile.nickname).toBe('PlayerB');
      expect(JSON.stringify(profile)).not.toContain(a.email);
    });

    it('PUT /profile changes B only, and takes no player id from the body', async () => {
      const res = await call(
        { method: 'PUT', url: '/api/player/profile', payload: { nickname: 'Changed' } },
        auth(b.accessToken),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(b.id);
      expect((await profileOf(a)).nickname).toBe('PlayerA');
      const withId = await call(
        { method: 'PUT', url: '/api/player/profile', payload: { id: a.id, nickname: 'Owned' } },
        auth(b.accessToken),
      );
      expect(withId.statusCode).toBe(400);
      expect((await profileOf(a)).nickname).toBe('PlayerA');
    });

    it("PUT /passwords checks B's own password, never A's", async () => {
      const res = await call(
        {
          method: 'PUT',
          url: '/api/player/passwords',
          payload: {
            currentPassword: a.password,
            newPassword: 'owned-pass',
            repeatNewPassword: 'owned-pass',
          },
        },
        auth(b.accessToken),
      );
      // both were registered with the same password: it must change B's, not A's
      expect(res.statusCode).toBe(200);
      expect((await postLogin(t.app, a.email, a.password)).statusCode).toBe(200);
      expect((await postLogin(t.app, b.email, 'owned-pass')).statusCode).toBe(200);
      b = { ...b, password: 'owned-pass' };
    });

    it('resend mails B, never A', async () => {
      const before = (await mailsTo(t.app, a.email)).length;
      const res = await call(
        { method: 'POST', url: '/api/player/profile/confirmations/email/resend' },
        auth(b.accessToken),
      );
      expect(res.statusCode).toBe(200);
      expect(await mailsTo(t.app, a.email)).toHaveLength(before);
      expect((await mailsTo(t.app, b.email)).length).toBeGreaterThanOrEqual(2);
    });

    it("GET /sessions lists none of A's sessions", async () => {
      const res = await call(
        { method: 'GET', url: '/api/player/sessions?perPage=100' },
        auth(b.accessToken),
      );
      const ids = PlayerSessionListSchema.parse(res.json()).items.map((s) => s.id);
      expect(ids).toContain(sessionIdOf(b.accessToken));
      expect(ids).not.toContain(sessionIdOf(a.accessToken));
      const rows = await t.database.db
        .select({ playerId: playerSessions.playerId })
        .from(playerSessions)
        .where(eq(playerSessions.playerId, a.id));
      expect(rows.length).toBeGreaterThan(0);
    });

    it("PUT /sessions/{A's id}/close is a 404 and A's session stays open", async () => {
      const res = await call(
        { method: 'PUT', url: `/api/player/sessions/${sessionIdOf(a.accessToken)}/close` },
        auth(b.accessToken),
      );
      expect(res.statusCode).toBe(404);
      expect(ErrorResponseSchema.parse(res.json()).error.code).toBe('not_found');
      const [row] = await t.database.db
        .select()
        .from(playerSessions)
        .where(eq(playerSessions.id, sessionIdOf(a.accessToken)));
      expect(row?.closedAt).toBeNull();
      expect((await call(AUTHENTICATED[0]!, auth(a.accessToken))).statusCode).toBe(200);
    });

    it("POST /sessions/logout ends B's session only", async () => {
      const res = await call(
        { method: 'POST', url: '/api/player/sessions/logout' },
        auth(b.accessToken),
      );
      expect(res.statusCode).toBe(200);
      expect((await call(AUTHENTICATED[0]!, auth(b.accessToken))).statusCode).toBe(401);
      expect((await call(AUTHENTICATED[0]!, auth(a.accessToken))).statusCode).toBe(200);
    });
  });

  describe('OpenAPI document', () => {
    const PATHS: [string, string, boolean][] = [
      ['post', '/api/player/register', false],
      ['get', '/api/player/fields/validations', false],
      ['post', '/api/player/sessions', false],
      ['post', '/api/player/sessions/refresh', false],
      ['post', '/api/player/sessions/logout', true],
      ['post', '/api/player/sessions/token', false],
      ['get', '/api/player/sessions', true],
      ['put', '/api/player/sessions/{id}/close', true],
      ['get', '/api/player/profile', true],
      ['put', '/api/player/profile', true],
      ['put', '/api/player/passwords', true],
      ['post', '/api/player/passwords/reset', false],
      ['post', '/api/player/passwords/reset/confirm', false],
      ['post', '/api/player/profile/confirmations/email/resend', true],
      ['post', '/api/player/profile/confirmations/email', false],
      ['get', '/api/dev/mailbox', false],
      ['get', '/api/dev/mailbox/{id}', false],
    ];
    type Operation = { tags?: string[]; summary?: string; security?: unknown[] };

    it('lists every call with tags and a summary; authenticated ones need the bearer or the session cookie', async () => {
      const doc = (await t.app.inject('/api/openapi.json')).json() as {
        paths: Record<string, Record<string, Operation>>;
      };
      for (const [method, path, isAuthenticated] of PATHS) {
        const op = doc.paths[path]?.[method];
        expect(op, `${method} ${path}`).toBeDefined();
        expect(op?.tags?.length, path).toBeGreaterThan(0);
        expect(op?.summary, path).toEqual(expect.any(String));
        const expected = isAuthenticated ? [{ bearer: [] }, { sessionCookie: [] }] : undefined;
        expect(op?.security, path).toEqual(expected);
      }
    });
  });
});
