import {
  ErrorResponseSchema,
  PlayerSessionListSchema,
  RecoveryCodesSchema,
  TotpEnrolmentSchema,
  TwoFactorStatusSchema,
} from '@casino/contracts';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../../test/databases.ts';
import { auth, registerPlayer, type TestPlayer } from '../../../../test/factories/players.ts';
import { createTestClock, type TestClock } from '../../../../test/fakes/clock.ts';
import { MAX_CODE_FAILURES } from './routes.ts';

const codeAt = (secret: string, at: Date) =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

describe.each(TEST_DATABASES)('two-step sign-in for players (issue 35) on $name', (db) => {
  let t: TestApp;
  let clock: TestClock;
  let player: TestPlayer;
  let secret: string;
  let recoveryCodes: string[];
  const call = (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    token = player.accessToken,
  ) => t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
  const login = (extra: { code?: string } = {}, ip = '203.0.113.9') =>
    t.app.inject({
      method: 'POST',
      url: '/api/player/sessions',
      payload: { email: player.email, password: player.password, ...extra },
      remoteAddress: ip,
    });
  /** The clock moves a time step on, so the next code is a new one (each works once). */
  const nextCode = () => {
    clock.advance(30_000);
    return codeAt(secret, clock.now());
  };

  beforeAll(async () => {
    clock = createTestClock();
    t = await buildTestApp(db, {}, { clock });
    player = await registerPlayer(t.app);
  });
  afterAll(() => t.close());

  it('is off for a new player, who signs in with the password alone', async () => {
    const status = TwoFactorStatusSchema.parse(
      (await call('GET', '/api/player/two-factor')).json(),
    );
    expect(status).toEqual({ totp: false, recoveryCodesLeft: 0 });
    expect((await login()).statusCode).toBe(200);
  });

  it('turns on only once a code of the new secret is confirmed', async () => {
    const started = await call('POST', '/api/player/two-factor/totp');
    expect(started.statusCode).toBe(200);
    const enrolment = TotpEnrolmentSchema.parse(started.json());
    expect(enrolment.otpauthUri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrSvg).toContain('<svg');
    secret = enrolment.secret;
    // Not in force yet: the password alone still signs in.
    expect((await login()).statusCode).toBe(200);

    const wrong = await call('POST', '/api/player/two-factor/totp/confirm', { code: '000000' });
    // 422, not 401: the site reads a 401 as a session that ended.
    expect(wrong.statusCode).toBe(422);
    expect(ErrorResponseSchema.parse(wrong.json()).error.code).toBe('invalid_second_factor');

    const confirmed = await call('POST', '/api/player/two-factor/totp/confirm', {
      code: await codeAt(secret, clock.now()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    recoveryCodes = RecoveryCodesSchema.parse(confirmed.json()).recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const status = TwoFactorStatusSchema.parse(
      (await call('GET', '/api/player/two-factor')).json(),
    );
    expect(status).toEqual({ totp: true, recoveryCodesLeft: 10 });
    // A second set-up is refused while one is in force.
    expect((await call('POST', '/api/player/two-factor/totp')).statusCode).toBe(409);
  });

  it('asks the code at sign-in after the right password, and refuses a wrong or reused one', async () => {
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/player/sessions',
      payload: { email: player.email, password: 'not-the-password-1' },
    });
    expect(ErrorResponseSchema.parse(wrongPassword.json()).error.code).toBe('invalid_credentials');

    const asked = await login();
    expect(asked.statusCode).toBe(401);
    const body = ErrorResponseSchema.parse(asked.json());
    expect(body.error.code).toBe('second_factor_required');
    expect(body.error.fields?.code).toBeDefined();
    expect(asked.headers['set-cookie']).toBeUndefined();

    const wrong = await login({ code: '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(ErrorResponseSchema.parse(wrong.json()).error.code).toBe('invalid_second_factor');

    const code = await nextCode();
    const signedIn = await login({ code });
    expect(signedIn.statusCode).toBe(200);
    // The same code works once.
    expect(ErrorResponseSchema.parse((await login({ code })).json()).error.code).toBe(
      'invalid_second_factor',
    );
    const sessions = PlayerSessionListSchema.parse(
      (await call('GET', '/api/player/sessions?perPage=50')).json(),
    );
    expect(sessions.items[0]?.factor).toBe('password_totp');
    expect(sessions.items.at(-1)?.factor).toBe('password');
  });

  it('takes each recovery code once, and counts what is left', async () => {
    const [first] = recoveryCodes;
    const withRecovery = await login({ code: first?.toUpperCase() });
    expect(withRecovery.statusCode).toBe(200);
    expect((await login({ code: first })).statusCode).toBe(401);
    const status = TwoFactorStatusSchema.parse(
      (await call('GET', '/api/player/two-factor')).json(),
    );
    expect(status.recoveryCodesLeft).toBe(9);
    const sessions = PlayerSessionListSchema.parse(
      (await call('GET', '/api/player/sessions')).json(),
    );
    expect(sessions.items[0]?.factor).toBe('password_recovery');
  });

  it('limits wrong codes in the profile like passwords', async () => {
    const other = await registerPlayer(t.app);
    const started = TotpEnrolmentSchema.parse(
      (await call('POST', '/api/player/two-factor/totp', undefined, other.accessToken)).json(),
    );
    const answers: number[] = [];
    for (let i = 0; i <= MAX_CODE_FAILURES; i++) {
      const res = await call(
        'POST',
        '/api/player/two-factor/totp/confirm',
        { code: '000000' },
        other.accessToken,
      );
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([...Array(MAX_CODE_FAILURES).fill(422), 429]);
    // Even the right code waits for the window now.
    const right = await call(
      'POST',
      '/api/player/two-factor/totp/confirm',
      { code: await codeAt(started.secret, clock.now()) },
      other.accessToken,
    );
    expect(right.statusCode).toBe(429);
  });

  it('renews the recovery codes and turns off with a code', async () => {
    const renewed = await call('POST', '/api/player/two-factor/recovery-codes', {
      code: await nextCode(),
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = RecoveryCodesSchema.parse(renewed.json()).recoveryCodes;
    // The old codes stopped working.
    expect((await login({ code: recoveryCodes[1] })).statusCode).toBe(401);
    expect((await login({ code: fresh[0] })).statusCode).toBe(200);

    const refused = await call('POST', '/api/player/two-factor/totp/remove', { code: '999999' });
    expect(refused.statusCode).toBe(422);
    const removed = await call('POST', '/api/player/two-factor/totp/remove', {
      code: await nextCode(),
    });
    expect(TwoFactorStatusSchema.parse(removed.json())).toEqual({
      totp: false,
      recoveryCodesLeft: 0,
    });
    expect((await login()).statusCode).toBe(200);
  });

  it('answers 400 naming the field for an empty code', async () => {
    const res = await call('POST', '/api/player/two-factor/totp/confirm', { code: '' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('code');
  });
});
