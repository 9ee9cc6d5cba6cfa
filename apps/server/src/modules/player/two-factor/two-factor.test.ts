import {
  ErrorResponseSchema,
  PlayerSessionListSchema,
  RecoveryCodesSchema,
  TotpEnrolmentSchema,
  TwoFactorStatusSchema,
} from '@casino/contracts';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { auditLog } from '@casino/db';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
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
  /** Starts setting up the app for `who`, proven by the password. */
  const startApp = (who: TestPlayer = player) =>
    call('POST', '/api/player/two-factor/totp', { password: who.password }, who.accessToken);
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
    expect(status).toEqual({ totp: false, recoveryCodesLeft: 0, passkeys: [] });
    expect((await login()).statusCode).toBe(200);
  });

  it('turns on only once a code of the new secret is confirmed', async () => {
    const started = await startApp();
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
    expect(status).toEqual({ totp: true, recoveryCodesLeft: 10, passkeys: [] });
    // A second set-up is refused while one is in force.
    expect((await startApp()).statusCode).toBe(409);
  });

  it('adds no app for a session alone: the password is asked, a wrong one counts like a wrong code', async () => {
    const victim = await registerPlayer(t.app);
    const start = (body?: object) =>
      call('POST', '/api/player/two-factor/totp', body ?? {}, victim.accessToken);
    const bare = await start();
    expect(bare.statusCode).toBe(422);
    expect(ErrorResponseSchema.parse(bare.json()).error).toMatchObject({
      code: 'proof_required',
      fields: { password: [expect.any(String)] },
    });
    const wrong = await start({ password: 'not-the-password' });
    expect(wrong.statusCode).toBe(422);
    expect(ErrorResponseSchema.parse(wrong.json()).error.fields).toHaveProperty('password');
    // Nothing was started: there is no secret to confirm, and a code proves nothing without an app.
    const confirm = await call(
      'POST',
      '/api/player/two-factor/totp/confirm',
      { code: '000000' },
      victim.accessToken,
    );
    expect(confirm.statusCode).toBe(409);
    expect((await start({ code: '123456' })).statusCode).toBe(422);
    // Five wrong proofs (with the wrong code of the set-up): the right password now waits too.
    await start({ password: 'still-not-it' });
    expect((await start({ password: victim.password })).statusCode).toBe(429);
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
    const started = TotpEnrolmentSchema.parse((await startApp(other)).json());
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
      passkeys: [],
    });
    expect((await login()).statusCode).toBe(200);
  });

  it('answers 400 naming the field for an empty code', async () => {
    const res = await call('POST', '/api/player/two-factor/totp/confirm', { code: '' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('code');
  });

  it('an operator of compliance turns it off for a player who lost the app, audited with the reason', async () => {
    // On again, then signed in with a code: the session the reset must end.
    secret = TotpEnrolmentSchema.parse((await startApp()).json()).secret;
    const confirmed = await call('POST', '/api/player/two-factor/totp/confirm', {
      code: await codeAt(secret, clock.now()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const signedIn = await login({ code: await nextCode() });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = signedIn.json().accessToken as string;

    const compliance = await signIn(t.app, 'compliance', clock.now().getTime());
    const path = backofficeApi.resetPlayerTwoFactor.path.replace(':id', player.id);
    const reset = (reason: string) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { cookie: compliance.cookie, ...CSRF },
        payload: { reason },
      });
    const card = await t.app.inject({
      url: backofficeApi.getPlayer.path.replace(':id', player.id),
      headers: { cookie: compliance.cookie },
    });
    expect(card.json().twoFactor).toBe(true);
    // No reason: refused, nothing changes.
    expect((await reset('')).statusCode).toBe(400);
    expect((await login()).json().error.code).toBe('second_factor_required');

    const done = await reset('Lost phone; identity checked by video call');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().twoFactor).toBe(false);
    // The password alone signs in again; the sessions of before are over.
    expect((await login()).statusCode).toBe(200);
    expect((await call('GET', '/api/player/two-factor', undefined, session)).statusCode).toBe(401);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'player.two_factor.reset'));
    expect(entry).toMatchObject({ targetId: player.id });
    expect(JSON.stringify(entry!.after)).toContain('Lost phone');
    // Off already: 409, and a second audit entry is not written.
    expect((await reset('again')).statusCode).toBe(409);
  });

  it('asks a code before paying out to a destination never paid before, and only then', async () => {
    const payer = await registerPlayer(t.app);
    await confirmEmailOf(t.app, payer);
    await fundByCard(t.app, payer, 10_000);
    const own = TotpEnrolmentSchema.parse((await startApp(payer)).json()).secret;
    const on = await call(
      'POST',
      '/api/player/two-factor/totp/confirm',
      { code: await codeAt(own, clock.now()) },
      payer.accessToken,
    );
    expect(on.statusCode, on.body).toBe(200);
    const balance = async () =>
      (
        (await call('GET', '/api/wallet/accounts', undefined, payer.accessToken)).json() as {
          items: { currency: string; balance: number }[];
        }
      ).items.find((a) => a.currency === 'USD')!.balance;
    const before = await balance();

    const card = { fields: { cardNumber: '4242 4242 4242 4242' } };
    const asked = await postWithdrawal(t.app, payer, { amount: 2_000, ...card });
    expect(asked.statusCode).toBe(422);
    expect(ErrorResponseSchema.parse(asked.json()).error).toMatchObject({
      code: 'second_factor_required',
      fields: { code: [expect.any(String)] },
    });
    const wrong = await postWithdrawal(t.app, payer, { amount: 2_000, code: '000000', ...card });
    expect(wrong.statusCode).toBe(422);
    expect(ErrorResponseSchema.parse(wrong.json()).error.code).toBe('invalid_second_factor');
    // Nothing was reserved by the refused requests.
    expect(await balance()).toBe(before);

    clock.advance(30_000);
    const paid = await postWithdrawal(t.app, payer, {
      amount: 2_000,
      code: await codeAt(own, clock.now()),
      ...card,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await balance()).toBe(before - 2_000);
    // Paid to once (pending), the card is no longer new; another card is.
    const again = await postWithdrawal(t.app, payer, { amount: 1_000, ...card });
    expect(again.statusCode, again.body).toBe(200);
    const other = await postWithdrawal(t.app, payer, {
      amount: 1_000,
      fields: { cardNumber: '5555 5555 5555 4444' },
    });
    expect(ErrorResponseSchema.parse(other.json()).error.code).toBe('second_factor_required');
  });

  it('limits wrong withdrawal codes like passwords', async () => {
    const payer = await registerPlayer(t.app);
    await confirmEmailOf(t.app, payer);
    await fundByCard(t.app, payer, 10_000);
    const own = TotpEnrolmentSchema.parse((await startApp(payer)).json()).secret;
    await call(
      'POST',
      '/api/player/two-factor/totp/confirm',
      { code: await codeAt(own, clock.now()) },
      payer.accessToken,
    );
    const guess = () =>
      postWithdrawal(t.app, payer, {
        amount: 1_000,
        code: '000000',
        fields: { cardNumber: '5555 5555 5555 4444' },
      });
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push((await guess()).statusCode);
    expect(answers).toEqual([422, 422, 422, 422, 422, 429, 429]);
  });
});
