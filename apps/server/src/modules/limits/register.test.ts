import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PlayerLimitListSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { postDeposit } from '../../../test/factories/payments.ts';
import { auth, postLogin, registerPlayer, registration } from '../../../test/factories/players.ts';
import {
  browse,
  type CookieJar,
  callbackBody,
  throughLocalProvider,
} from '../../../test/factories/social.ts';
import { createTestClock, type TestClock } from '../../../test/fakes/clock.ts';
import { recheckPlayers } from './register-service.ts';

const HOUR = 3_600_000;

/** A local GAMSTOP-like service: answers by the email's listing, counts calls, checks the key. */
async function fakeRegister() {
  const listed = new Map<string, 'Y' | 'N' | 'P'>();
  const seen: Record<string, string>[] = [];
  let down = false;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      if (down) return void res.writeHead(500).end();
      if (req.headers['x-api-key'] !== 'test-key') return void res.writeHead(401).end();
      const form = Object.fromEntries(new URLSearchParams(body));
      seen.push(form);
      res.writeHead(200, { 'x-exclusion': listed.get(form.email ?? '') ?? 'N' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v2`,
    listed,
    seen,
    setDown: (value: boolean) => {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(TEST_DATABASES)('the national self-exclusion register on $name', (db) => {
  let t: TestApp;
  let clock: TestClock;
  let register: Awaited<ReturnType<typeof fakeRegister>>;
  beforeAll(async () => {
    register = await fakeRegister();
    clock = createTestClock();
    t = await buildTestApp(
      db,
      {
        SELF_EXCLUSION_REGISTER: 'gamstop',
        SELF_EXCLUSION_REGISTER_URL: register.url,
        SELF_EXCLUSION_REGISTER_KEY: 'test-key',
        SELF_EXCLUSION_REGISTER_CHECK_HOURS: 24,
        ACCESS_TOKEN_TTL_SECONDS: 86_400,
      },
      { clock },
    );
  });
  afterAll(async () => {
    await t?.close();
    await register?.close();
  });

  const register_ = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/player/register',
      payload: registration({ email }),
    });

  it('refuses registration to a listed person, and waits when the register cannot answer', async () => {
    register.listed.set('listed@example.com', 'Y');
    const refused = await register_('listed@example.com');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('self_excluded');
    expect(register.seen.at(-1)).toMatchObject({ email: 'listed@example.com' });

    register.setDown(true);
    const unavailable = await register_('someone@example.com');
    expect(unavailable.statusCode).toBe(503);
    register.setDown(false);
    // "Previously" excluded may register.
    register.listed.set('before@example.com', 'P');
    expect((await register_('before@example.com')).statusCode).toBe(201);
  });

  it('treats a player listed later as self-excluded: at login and at the periodic check', async () => {
    const player = await registerPlayer(t.app);
    // Listed after registering: the next login starts a self-exclusion (login still works).
    register.listed.set(player.email, 'Y');
    const login = await postLogin(t.app, player.email, player.password);
    expect(login.statusCode).toBe(200);
    const token = login.json().accessToken as string;
    const limits = PlayerLimitListSchema.parse(
      (await t.app.inject({ url: '/api/player/limits', headers: auth(token) })).json(),
    );
    expect(limits.isExcluded).toBe(true);
    expect(
      (await postDeposit(t.app, { ...player, accessToken: token }, { amount: 1_000 })).statusCode,
    ).toBe(422);

    // Another player in session is listed: the periodic check (after the interval) excludes
    // them and closes their session.
    const other = await registerPlayer(t.app);
    register.listed.set(other.email, 'Y');
    expect(await recheckPlayers(t.app.limits)).toBe(0); // asked at registration: not due yet
    clock.advance(25 * HOUR);
    expect(await recheckPlayers(t.app.limits)).toBeGreaterThan(0);
    const after = await t.app.inject({
      url: '/api/player/limits',
      headers: auth(other.accessToken),
    });
    expect(after.statusCode).toBe(401);
  });

  const isExcluded = async (accessToken: string) =>
    PlayerLimitListSchema.parse(
      (await t.app.inject({ url: '/api/player/limits', headers: auth(accessToken) })).json(),
    ).isExcluded;

  // Issue 27: a social sign-in skipped the register check that the password login runs.
  it('asks the register at a social sign-in as at a password login', async () => {
    const email = `social-listed-${Date.now()}@example.com`;
    const jar: CookieJar = new Map();
    const social = async (create: boolean) => {
      const query = await throughLocalProvider(t.app, jar, {
        email,
        password: 'secret-123',
        create,
        ...(create ? { signUp: { currency: 'EUR', country: 'DE', agreements: true } } : {}),
      });
      return browse(t.app, jar, {
        method: 'POST',
        url: '/api/player/sessions/social',
        payload: callbackBody(query),
      });
    };
    const signedUp = await social(true);
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    expect(await isExcluded(signedUp.json().accessToken)).toBe(false);

    register.listed.set(email, 'Y');
    const signedIn = await social(false);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(register.seen.at(-1)).toMatchObject({ email });
    expect(await isExcluded(signedIn.json().accessToken)).toBe(true);
  });

  it('asks the register again at a token refresh once its answer is older than the interval', async () => {
    const player = await registerPlayer(t.app);
    register.listed.set(player.email, 'Y');
    const refresh = (refreshToken: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/player/sessions/refresh',
        payload: { refreshToken },
      });
    // Asked at registration: a refresh within the interval does not ask again.
    const asked = register.seen.length;
    const early = await refresh(player.refreshToken);
    expect(early.statusCode).toBe(200);
    expect(register.seen.length).toBe(asked);

    clock.advance(25 * HOUR);
    const late = await refresh(early.json().refreshToken);
    expect(register.seen.at(-1)).toMatchObject({ email: player.email });
    // Listed: the self-exclusion closes the session, so the refresh gets no tokens.
    expect(late.statusCode).toBe(401);
    const login = await postLogin(t.app, player.email, player.password);
    expect(await isExcluded(login.json().accessToken)).toBe(true);
  });
});
