import { SocialLoginResponseSchema } from '@casino/contracts';
import { players, socialIdentities } from '@casino/db';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { auth, errorOf, registerPlayer } from '../../../test/factories/players.ts';
import {
  browse,
  type CookieJar,
  callbackBody,
  throughLocalProvider,
} from '../../../test/factories/social.ts';
import { createTestClock } from '../../../test/fakes/clock.ts';

const SIGN_UP = { currency: 'EUR', country: 'DE', agreements: true };
let sequence = 0;
const newEmail = () => {
  sequence += 1;
  return `social${sequence}-${process.pid}@example.com`;
};

describe.each(TEST_DATABASES)('social login on $name', (db) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db, {}, { clock });
  });
  afterAll(() => t?.close());

  const finish = (jar: CookieJar, query: URLSearchParams, overrides = {}) =>
    browse(t.app, jar, {
      method: 'POST',
      url: '/api/player/sessions/social',
      payload: { ...callbackBody(query), ...overrides },
    });

  it('lists the embedded provider in sandbox mode', async () => {
    const res = await t.app.inject({ url: '/api/player/social/providers' });
    expect(res.json().items).toEqual([{ id: 'local', name: 'Aurora ID', icon: null }]);
    const discovery = await t.app.inject({
      url: '/idp/.well-known/openid-configuration',
      headers: { host: 'localhost:3000' },
    });
    expect(discovery.json().issuer).toBe('http://localhost:3000/idp');
  });

  it('signs up a new player with the sign-up choices and the affiliate, then signs in again', async () => {
    const email = newEmail();
    const jar: CookieJar = new Map();
    const query = await throughLocalProvider(t.app, jar, {
      email,
      password: 'secret-123',
      create: true,
      signUp: SIGN_UP,
      target: '/games',
      affiliateTag: 'aff-42',
      affiliateToken: 'click-7',
    });
    const res = await finish(jar, query);
    expect(res.statusCode).toBe(200);
    const login = SocialLoginResponseSchema.parse(res.json());
    expect(login.profile.email).toBe(email);
    expect(login.profile.isNewlyRegistered).toBe(true);
    expect(login.target).toBe('/games');
    const [row] = await t.database.db.select().from(players).where(eq(players.email, email));
    expect(row).toMatchObject({
      currency: 'EUR',
      country: 'DE',
      affiliateTag: 'aff-42',
      affiliateToken: 'click-7',
    });
    expect(row!.emailConfirmedAt).not.toBeNull();
    const identities = await t.database.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.playerId, row!.id));
    expect(identities).toHaveLength(1);
    expect(identities[0]!.issuer).toBe('http://localhost:3000/idp');

    // The transaction is used once: the same callback again has none.
    const replay = await finish(jar, query);
    expect(errorOf(replay)).toMatchObject({
      code: 'missing_transaction',
      message: 'Invalid state',
    });

    // A second sign-in (new transaction, existing identity): not newly registered; logout goes
    // through the provider.
    const again = await throughLocalProvider(t.app, jar, { email, password: 'secret-123' });
    const second = SocialLoginResponseSchema.parse((await finish(jar, again)).json());
    expect(second.profile.id).toBe(login.profile.id);
    expect(second.profile.isNewlyRegistered).toBeFalsy();
    expect(second.target).toBeNull();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/player/sessions/logout?locale=../evil',
      headers: auth(second.accessToken),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('locale');
    // From a German page: the provider sends the player back to the German home.
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/player/sessions/logout?locale=de',
      headers: auth(second.accessToken),
    });
    const logoutUrl = new URL(logout.json().logoutUrl);
    expect(logoutUrl.pathname).toBe('/idp/session/end');
    expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:3000/de');
    // Without a locale, or one the site does not have, the default home.
    for (const query of ['', '?locale=xx']) {
      const third = await throughLocalProvider(t.app, jar, { email, password: 'secret-123' });
      const { accessToken } = SocialLoginResponseSchema.parse((await finish(jar, third)).json());
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/player/sessions/logout${query}`,
        headers: auth(accessToken),
      });
      const url = new URL(res.json().logoutUrl);
      expect(url.searchParams.get('post_logout_redirect_uri'), query).toBe(
        'http://localhost:3000/',
      );
    }
  });

  it('answers 11001 when the provider email has a password account, and links from the profile', async () => {
    const player = await registerPlayer(t.app);
    const jar: CookieJar = new Map();
    const query = await throughLocalProvider(t.app, jar, {
      email: player.email,
      password: 'other-pass-1',
      create: true,
      signUp: SIGN_UP,
    });
    const res = await finish(jar, query);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe(11001);

    // Signed in with the password, the player links the provider; then social sign-in works.
    const link = await throughLocalProvider(t.app, jar, {
      email: player.email,
      password: 'other-pass-1',
      linkWith: player.accessToken,
    });
    const linked = await browse(t.app, jar, {
      method: 'POST',
      url: '/api/player/social/identities',
      payload: callbackBody(link),
      headers: auth(player.accessToken),
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().items).toMatchObject([
      { providerId: 'local', providerName: 'Aurora ID', email: player.email },
    ]);
    const login = await throughLocalProvider(t.app, jar, {
      email: player.email,
      password: 'other-pass-1',
    });
    const signedIn = await finish(jar, login);
    expect(signedIn.json().profile.id).toBe(player.id);

    // Blocked: 11002.
    await t.database.db.update(players).set({ status: 2 }).where(eq(players.id, player.id));
    const blocked = await finish(
      jar,
      await throughLocalProvider(t.app, jar, { email: player.email, password: 'other-pass-1' }),
    );
    expect(blocked.statusCode).toBe(403);
    expect(errorOf(blocked).code).toBe(11002);
    await t.database.db.update(players).set({ status: 1 }).where(eq(players.id, player.id));

    // Unlinked: the identity no longer signs in (no sign-up choices: registration required).
    const unlink = await t.app.inject({
      method: 'DELETE',
      url: '/api/player/social/identities/local',
      headers: auth(player.accessToken),
    });
    expect(unlink.statusCode).toBe(200);
    const list = await t.app.inject({
      url: '/api/player/social/identities',
      headers: auth(player.accessToken),
    });
    expect(list.json().items).toEqual([]);
  });

  it('checks state, the transaction, the provider error, its age and the sign-up fields', async () => {
    const jar: CookieJar = new Map();
    const email = newEmail();
    const query = await throughLocalProvider(t.app, jar, {
      email,
      password: 'secret-123',
      create: true,
      signUp: SIGN_UP,
    });
    const kept = new Map(jar);
    expect(errorOf(await finish(jar, query, { state: 'forged' }))).toMatchObject({
      code: 'state_mismatch',
      message: 'Invalid state',
    });
    expect(errorOf(await finish(new Map(), query)).code).toBe('missing_transaction');
    expect(
      errorOf(await finish(new Map(kept), query, { code: undefined, error: 'login_required' }))
        .code,
    ).toBe('login_required');
    expect(
      errorOf(
        await finish(new Map(kept), query, {
          code: undefined,
          error: 'access_denied',
          errorDescription: 'The sign-in was cancelled',
        }),
      ),
    ).toMatchObject({ code: 'provider_error', message: 'The sign-in was cancelled' });
    // Ten minutes later the transaction has timed out.
    clock.advance(11 * 60_000);
    expect(errorOf(await finish(new Map(kept), query)).code).toBe('timeout');

    // A sign-up with an unavailable currency is refused like a registration, naming the field.
    const other = await throughLocalProvider(t.app, jar, {
      email: newEmail(),
      password: 'secret-123',
      create: true,
      signUp: { ...SIGN_UP, currency: 'XXX' },
    });
    const refused = await finish(jar, other);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields).toHaveProperty('currency');
    // Without sign-up choices an unknown identity must sign up first.
    const unknown = await throughLocalProvider(t.app, jar, {
      email: newEmail(),
      password: 'secret-123',
      create: true,
    });
    expect(errorOf(await finish(jar, unknown)).code).toBe('registration_required');
  });

  it('keeps an identity from the sign-in for the registration step: one call makes the account', async () => {
    const jar: CookieJar = new Map();
    const email = newEmail();
    const query = await throughLocalProvider(t.app, jar, {
      email,
      password: 'secret-123',
      create: true,
    });
    expect(errorOf(await finish(jar, query)).code).toBe('registration_required');
    const signUp = (payload: object) =>
      browse(t.app, jar, { method: 'POST', url: '/api/player/sessions/social/sign-up', payload });
    // A form to correct keeps the identity for the next try.
    const refused = await signUp({ ...SIGN_UP, agreements: false });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields).toHaveProperty('agreements');
    const res = await signUp(SIGN_UP);
    expect(res.statusCode, res.body).toBe(200);
    const login = SocialLoginResponseSchema.parse(res.json());
    expect(login.profile).toMatchObject({ email, isNewlyRegistered: true });
    // Used once; the next sign-in with the provider signs the same player in.
    expect(errorOf(await signUp(SIGN_UP)).code).toBe('missing_transaction');
    const again = await throughLocalProvider(t.app, jar, { email, password: 'secret-123' });
    const second = SocialLoginResponseSchema.parse((await finish(jar, again)).json());
    expect(second.profile.id).toBe(login.profile.id);
  });

  it('a player without a password adds a factor right after signing in at the provider, not later (issue 35)', async () => {
    const email = newEmail();
    const jar: CookieJar = new Map();
    const first = await throughLocalProvider(t.app, jar, {
      email,
      password: 'secret-123',
      create: true,
      signUp: SIGN_UP,
    });
    const { accessToken } = SocialLoginResponseSchema.parse((await finish(jar, first)).json());
    const passkeyOptions = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/player/two-factor/passkeys/options',
        headers: auth(token),
        payload: {},
      });
    expect((await passkeyOptions(accessToken)).statusCode).toBe(200);
    // Five minutes on, the same session alone is no proof: a stolen one could not add a factor.
    clock.advance(5 * 60_000 + 1_000);
    const stale = await passkeyOptions(accessToken);
    expect(stale.statusCode).toBe(422);
    expect(errorOf(stale)).toMatchObject({
      code: 'proof_required',
      fields: { password: [expect.any(String)] },
    });
    const app = await t.app.inject({
      method: 'POST',
      url: '/api/player/two-factor/totp',
      headers: auth(accessToken),
      payload: {},
    });
    expect(errorOf(app)).toMatchObject({ code: 'proof_required' });
    // Signing in again at the provider (re-authentication) is proof again.
    const again = await throughLocalProvider(t.app, jar, { email, password: 'secret-123' });
    const fresh = SocialLoginResponseSchema.parse((await finish(jar, again)).json());
    const proven = await passkeyOptions(fresh.accessToken);
    expect(proven.statusCode, proven.body).toBe(200);
  });

  it('asks the second factor of a player with two-step sign-in before the session opens (issue 35)', async () => {
    const email = newEmail();
    const jar: CookieJar = new Map();
    const first = await throughLocalProvider(t.app, jar, {
      email,
      password: 'secret-123',
      create: true,
      signUp: SIGN_UP,
      target: '/games',
    });
    const { accessToken } = SocialLoginResponseSchema.parse((await finish(jar, first)).json());
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/player/two-factor/totp',
      headers: auth(accessToken),
      // No password: the social sign-in a moment ago is the proof (issue 35).
      payload: {},
    });
    const { secret } = started.json() as { secret: string };
    const codeAt = (offsetS: number) =>
      generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + offsetS });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/player/two-factor/totp/confirm',
      headers: auth(accessToken),
      payload: { code: await codeAt(0) },
    });
    expect(confirmed.statusCode).toBe(200);

    const secondFactor = (code: string) =>
      browse(t.app, jar, {
        method: 'POST',
        url: '/api/player/sessions/social/second-factor',
        payload: { code },
      });
    const query = await throughLocalProvider(t.app, jar, {
      email,
      password: 'secret-123',
      target: '/games',
    });
    const asked = await finish(jar, query);
    expect(asked.statusCode).toBe(401);
    expect(errorOf(asked)).toMatchObject({ code: 'second_factor_required' });
    expect(String(asked.headers['set-cookie'])).not.toContain('access_token=ey');

    // A wrong code keeps the sign-in waiting; the right one opens the session with its target.
    const wrong = await secondFactor('000000');
    expect(errorOf(wrong)).toMatchObject({ code: 'invalid_second_factor' });
    clock.advance(30_000);
    const right = await secondFactor(await codeAt(0));
    expect(right.statusCode, right.body).toBe(200);
    const login = SocialLoginResponseSchema.parse(right.json());
    expect(login.target).toBe('/games');
    const sessions = await t.app.inject({
      url: '/api/player/sessions',
      headers: auth(login.accessToken),
    });
    expect(sessions.json().items[0].factor).toBe('social_totp');
    // Used once: the same step again has no sign-in waiting.
    expect(errorOf(await secondFactor(await codeAt(0)))).toMatchObject({
      code: 'missing_transaction',
    });

    // Five wrong codes, and the sign-in starts over at the provider.
    const again = await throughLocalProvider(t.app, jar, { email, password: 'secret-123' });
    expect(errorOf(await finish(jar, again))).toMatchObject({ code: 'second_factor_required' });
    for (let i = 0; i < 5; i++) {
      expect(errorOf(await secondFactor(`00000${i}`))).toMatchObject({
        code: 'invalid_second_factor',
      });
    }
    clock.advance(30_000);
    expect(errorOf(await secondFactor(await codeAt(0)))).toMatchObject({
      code: 'missing_transaction',
    });
  });
});
