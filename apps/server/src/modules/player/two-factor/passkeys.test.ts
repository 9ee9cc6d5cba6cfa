import {
  ErrorResponseSchema,
  PasskeyOptionsSchema,
  PlayerSessionListSchema,
  TotpEnrolmentSchema,
  TwoFactorStatusSchema,
} from '@casino/contracts';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../../test/databases.ts';
import { CSRF, signIn } from '../../../../test/factories/operators.ts';
import { fundByCard, postWithdrawal } from '../../../../test/factories/payments.ts';
import {
  auth,
  confirmEmailOf,
  registerPlayer,
  type TestPlayer,
} from '../../../../test/factories/players.ts';
import { createTestClock, type TestClock } from '../../../../test/fakes/clock.ts';
import {
  createSoftAuthenticator,
  type SoftAuthenticator,
} from '../../../../test/fakes/passkey-authenticator.ts';

/** The site's address in the tests (PUBLIC_URL), the page's origin a browser would report. */
const ORIGIN = 'https://casino.example';

describe.each(TEST_DATABASES)('passkeys for players (issue 35) on $name', (db) => {
  let t: TestApp;
  let clock: TestClock;
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
  const status = async (player: TestPlayer) =>
    TwoFactorStatusSchema.parse(
      (await call('GET', '/api/player/two-factor', player.accessToken)).json(),
    );
  const login = (player: TestPlayer, extra: object = {}, ip = '203.0.113.20') =>
    t.app.inject({
      method: 'POST',
      url: '/api/player/sessions',
      payload: { email: player.email, password: player.password, ...extra },
      remoteAddress: ip,
    });
  const challenge = async () =>
    PasskeyOptionsSchema.parse(
      (
        await t.app.inject({ method: 'POST', url: '/api/player/passkeys/authentication-options' })
      ).json(),
    );
  /** A passkey's answer to a new challenge, as the site sends it. */
  const answer = async (
    key: SoftAuthenticator,
    at?: Parameters<SoftAuthenticator['assert']>[1],
  ) => {
    const { challengeId, options } = await challenge();
    return { challengeId, response: key.assert(options as { challenge: string }, at) };
  };
  /** Adds a passkey named `name` to the player through the profile's calls. */
  async function addPasskey(player: TestPlayer, name = 'My phone') {
    const key = createSoftAuthenticator(ORIGIN);
    const started = await call(
      'POST',
      '/api/player/two-factor/passkeys/options',
      player.accessToken,
      {
        password: player.password,
      },
    );
    expect(started.statusCode, started.body).toBe(200);
    const { challengeId, options } = PasskeyOptionsSchema.parse(started.json());
    const response = key.register(options as never);
    const added = await call('POST', '/api/player/two-factor/passkeys', player.accessToken, {
      name,
      challengeId,
      response,
    });
    return { key, added, challengeId, response };
  }

  beforeAll(async () => {
    clock = createTestClock();
    t = await buildTestApp(
      db,
      { PUBLIC_URL: ORIGIN, LOGIN_SLOWDOWN_AFTER_FAILURES: 100, RATE_LIMIT_LOGIN_PER_MINUTE: 4 },
      { clock },
    );
  });
  afterAll(() => t.close());

  it('adds a named passkey after the password, lists it, and asks it at the next sign-in', async () => {
    const player = await registerPlayer(t.app);
    // A wrong password starts nothing.
    const wrong = await call(
      'POST',
      '/api/player/two-factor/passkeys/options',
      player.accessToken,
      { password: 'not-the-password' },
    );
    expect(wrong.statusCode).toBe(422);
    expect(ErrorResponseSchema.parse(wrong.json()).error.fields).toHaveProperty('password');

    const { key, added, challengeId, response } = await addPasskey(player, 'Pixel 9');
    expect(added.statusCode, added.body).toBe(200);
    const listed = TwoFactorStatusSchema.parse(added.json()).passkeys;
    expect(listed).toEqual([
      { id: expect.any(String), name: 'Pixel 9', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    // The challenge was answered once: the same answer again adds nothing.
    const replay = await call('POST', '/api/player/two-factor/passkeys', player.accessToken, {
      name: 'Again',
      challengeId,
      response,
    });
    expect(replay.statusCode).toBe(422);
    expect((await status(player)).passkeys).toHaveLength(1);

    // The password alone no longer signs in; the passkey's answer does.
    const asked = await login(player);
    expect(asked.statusCode).toBe(401);
    expect(asked.json().error.code).toBe('second_factor_required');
    // The step names what can answer it: a passkey, no app code (the site offers only that).
    expect(Object.keys(ErrorResponseSchema.parse(asked.json()).error.fields ?? {})).toEqual([
      'passkey',
    ]);
    const signedIn = await login(player, { passkey: await answer(key) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const sessions = PlayerSessionListSchema.parse(
      (await call('GET', '/api/player/sessions', signedIn.json().accessToken)).json(),
    );
    expect(sessions.items[0]?.factor).toBe('password_passkey');
    expect((await status(player)).passkeys[0]?.lastUsedAt).toEqual(expect.any(String));
  });

  it('a passkey proves the account for the next factor: another passkey or the app, no password', async () => {
    const player = await registerPlayer(t.app);
    const { key } = await addPasskey(player, 'Laptop');
    const optionsFor = (body: object) =>
      call('POST', '/api/player/two-factor/passkeys/options', player.accessToken, body);
    // A session alone proves nothing.
    const bare = await optionsFor({});
    expect(bare.statusCode).toBe(422);
    expect(ErrorResponseSchema.parse(bare.json()).error.fields).toHaveProperty('password');
    // Another player's passkey, or a tampered answer, is refused naming the passkey.
    const other = await registerPlayer(t.app);
    const { key: othersKey } = await addPasskey(other);
    const stranger = await optionsFor({ passkey: await answer(othersKey) });
    expect(stranger.statusCode).toBe(422);
    expect(ErrorResponseSchema.parse(stranger.json()).error.fields).toHaveProperty('passkey');

    const proven = await optionsFor({ passkey: await answer(key) });
    expect(proven.statusCode, proven.body).toBe(200);
    const second = createSoftAuthenticator(ORIGIN);
    const { challengeId, options } = PasskeyOptionsSchema.parse(proven.json());
    const added = await call('POST', '/api/player/two-factor/passkeys', player.accessToken, {
      name: 'Phone',
      challengeId,
      response: second.register(options as never),
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await status(player)).passkeys.map((p) => p.name)).toEqual(['Laptop', 'Phone']);

    // The app too: a passkey's answer instead of the password.
    const app = await call('POST', '/api/player/two-factor/totp', player.accessToken, {
      passkey: await answer(second),
    });
    expect(app.statusCode, app.body).toBe(200);
    expect(TotpEnrolmentSchema.parse(app.json()).secret).toEqual(expect.any(String));
  });

  it('refuses a replayed answer, an expired challenge, a cloned counter and a stranger passkey', async () => {
    const player = await registerPlayer(t.app);
    const { key } = await addPasskey(player);
    const ip = '203.0.113.21';
    const used = await answer(key);
    expect((await login(player, { passkey: used }, ip)).statusCode).toBe(200);
    // The same challenge again: single-use.
    const replayed = await login(player, { passkey: used }, ip);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().error.code).toBe('invalid_second_factor');

    // Answered after five minutes: expired.
    const late = await challenge();
    clock.advance(5 * 60_000 + 1);
    const expired = await login(
      player,
      { passkey: { challengeId: late.challengeId, response: key.assert(late.options as never) } },
      '203.0.113.22',
    );
    expect(expired.json().error.code).toBe('invalid_second_factor');

    // A clone whose counter is behind the one kept is refused.
    const cloned = await login(
      player,
      { passkey: await answer(key, { counter: 1 }) },
      '203.0.113.23',
    );
    expect(cloned.json().error.code).toBe('invalid_second_factor');

    // Another player's passkey does not sign this player in.
    const other = await registerPlayer(t.app);
    const { key: othersKey } = await addPasskey(other);
    const stranger = await login(player, { passkey: await answer(othersKey) }, '203.0.113.24');
    expect(stranger.json().error.code).toBe('invalid_second_factor');
    // An answer made on another site's page is refused.
    const phished = await login(
      player,
      { passkey: await answer(key, { origin: 'https://casino.example.evil.test' }) },
      '203.0.113.25',
    );
    expect(phished.json().error.code).toBe('invalid_second_factor');
    // The right one still works.
    expect((await login(player, { passkey: await answer(key) }, '203.0.113.26')).statusCode).toBe(
      200,
    );
  });

  it('counts failed answers toward the sign-in limit like wrong codes', async () => {
    const player = await registerPlayer(t.app);
    const { key } = await addPasskey(player);
    const ip = '203.0.113.30';
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const bad = await answer(key);
      bad.response.response.signature = bad.response.response.signature.replace(/^../, 'AA');
      answers.push((await login(player, { passkey: bad }, ip)).statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('removes a passkey for the password or a code only, and the password alone signs in again', async () => {
    const player = await registerPlayer(t.app);
    await addPasskey(player);
    const [passkey] = (await status(player)).passkeys;
    const remove = (body: object) =>
      call(
        'POST',
        `/api/player/two-factor/passkeys/${passkey!.id}/remove`,
        player.accessToken,
        body,
      );
    const nothing = await remove({});
    expect(nothing.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(nothing.json()).error.fields).toHaveProperty('password');
    expect((await remove({ password: 'wrong-password' })).statusCode).toBe(422);
    expect((await remove({ code: '000000' })).statusCode).toBe(422);
    expect((await status(player)).passkeys).toHaveLength(1);

    const removed = await remove({ password: player.password });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(TwoFactorStatusSchema.parse(removed.json()).passkeys).toEqual([]);
    expect((await login(player, {}, '203.0.113.40')).statusCode).toBe(200);
    // Another player's passkey is not found from this account.
    const other = await registerPlayer(t.app);
    await addPasskey(other);
    const [othersPasskey] = (await status(other)).passkeys;
    const foreign = await call(
      'POST',
      `/api/player/two-factor/passkeys/${othersPasskey!.id}/remove`,
      player.accessToken,
      { password: player.password },
    );
    expect(foreign.statusCode).toBe(404);
    expect((await status(other)).passkeys).toHaveLength(1);
  });

  it('answers a withdrawal to a new destination with a passkey', async () => {
    const payer = await registerPlayer(t.app);
    await confirmEmailOf(t.app, payer);
    await fundByCard(t.app, payer, 10_000);
    const { key } = await addPasskey(payer);
    const card = { fields: { cardNumber: '4242 4242 4242 4242' } };
    const asked = await postWithdrawal(t.app, payer, { amount: 2_000, ...card });
    expect(ErrorResponseSchema.parse(asked.json()).error.code).toBe('second_factor_required');
    const bad = await answer(key);
    bad.response.response.signature = bad.response.response.signature.replace(/^../, 'AA');
    const wrong = await postWithdrawal(t.app, payer, { amount: 2_000, passkey: bad, ...card });
    expect(ErrorResponseSchema.parse(wrong.json()).error.code).toBe('invalid_second_factor');
    const paid = await postWithdrawal(t.app, payer, {
      amount: 2_000,
      passkey: await answer(key),
      ...card,
    });
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it("the back office's two-step reset removes the passkeys", async () => {
    const player = await registerPlayer(t.app);
    await addPasskey(player);
    const compliance = await signIn(t.app, 'compliance', clock.now().getTime());
    const card = await t.app.inject({
      url: backofficeApi.getPlayer.path.replace(':id', player.id),
      headers: { cookie: compliance.cookie },
    });
    expect(card.json().twoFactor).toBe(true);
    const reset = await t.app.inject({
      method: 'POST',
      url: backofficeApi.resetPlayerTwoFactor.path.replace(':id', player.id),
      headers: { cookie: compliance.cookie, ...CSRF },
      payload: { reason: 'Lost phone; identity checked by video call' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(player, {}, '203.0.113.50')).statusCode).toBe(200);
    const fresh = await login(player, {}, '203.0.113.51');
    expect((await status({ ...player, accessToken: fresh.json().accessToken })).passkeys).toEqual(
      [],
    );
  });
});
