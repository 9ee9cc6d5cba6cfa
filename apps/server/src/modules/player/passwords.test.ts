import { ProfileDetailsSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import {
  auth,
  errorOf,
  loginAgain,
  mailedCode,
  mailsTo,
  postLogin,
  registerPlayer,
} from '../../../test/factories/players.ts';
import { createTestClock } from '../../../test/fakes/clock.ts';

describe.each(TEST_DATABASES)('passwords and email confirmation on $name', (db) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db, { PUBLIC_URL: 'http://casino.test' }, { clock });
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const profile = (accessToken: string) =>
    t.app.inject({ url: '/api/player/profile', headers: auth(accessToken) });

  describe('PUT /api/player/passwords', () => {
    const change = (accessToken: string, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/player/passwords',
        payload,
        headers: auth(accessToken),
      });

    it('changes the password and closes the other sessions, not this one', async () => {
      const player = await registerPlayer(t.app);
      const other = await loginAgain(t.app, player);
      const res = await change(player.accessToken, {
        currentPassword: player.password,
        newPassword: 'brand-new-pass',
        repeatNewPassword: 'brand-new-pass',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect((await profile(player.accessToken)).statusCode).toBe(200);
      expect((await profile(other.accessToken)).statusCode).toBe(401);
      expect((await postLogin(t.app, player.email, player.password)).statusCode).toBe(401);
      expect((await postLogin(t.app, player.email, 'brand-new-pass')).statusCode).toBe(200);
    });

    it('answers a wrong current password with a 400 naming currentPassword', async () => {
      const player = await registerPlayer(t.app);
      const res = await change(player.accessToken, {
        currentPassword: 'not-my-password',
        newPassword: 'brand-new-pass',
        repeatNewPassword: 'brand-new-pass',
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(errorOf(res).fields ?? {})).toEqual(['currentPassword']);
      expect((await postLogin(t.app, player.email, player.password)).statusCode).toBe(200);
    });

    it('checks the new password rules', async () => {
      const player = await registerPlayer(t.app);
      const res = await change(player.accessToken, {
        currentPassword: '',
        newPassword: '123',
        repeatNewPassword: '1234',
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(errorOf(res).fields ?? {}).sort()).toEqual([
        'currentPassword',
        'newPassword',
        'repeatNewPassword',
      ]);
    });
  });

  describe('password reset', () => {
    const reset = (email: string) => post('/api/player/passwords/reset', { email });
    const confirm = (resetCode: string, password: string) =>
      post('/api/player/passwords/reset/confirm', {
        resetCode,
        password,
        password_confirmation: password,
      });

    it('works end to end through the mailed link, once, and ends every session', async () => {
      const player = await registerPlayer(t.app);
      const other = await loginAgain(t.app, player);
      const res = await reset(player.email.toUpperCase());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });

      const [mail] = await mailsTo(t.app, player.email);
      expect(mail?.subject).toBe('Reset your password');
      expect(mail?.html).toContain('/reset-password/');
      const code = await mailedCode(t.app, player.email, '/reset-password');

      const done = await confirm(code, 'after-reset-1');
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ ok: true });
      expect((await profile(player.accessToken)).statusCode).toBe(401);
      expect((await profile(other.accessToken)).statusCode).toBe(401);
      expect((await postLogin(t.app, player.email, player.password)).statusCode).toBe(401);
      const login = await postLogin(t.app, player.email, 'after-reset-1');
      expect(login.statusCode).toBe(200);
      // the link proved the mailbox
      const details = ProfileDetailsSchema.parse((await profile(login.json().accessToken)).json());
      expect(details.isEmailConfirmed).toBe(true);

      const again = await confirm(code, 'after-reset-2');
      expect(again.statusCode).toBe(400);
      expect(errorOf(again)).toMatchObject({
        code: 'invalid_code',
        fields: { resetCode: [expect.any(String)] },
      });
    });

    it('answers an unknown email exactly like a known one, and mails nothing', async () => {
      const player = await registerPlayer(t.app);
      const known = await reset(player.email);
      const unknown = await reset('nobody-at-all@example.com');
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(await mailsTo(t.app, 'nobody-at-all@example.com')).toEqual([]);
    });

    it('refuses an expired code (1 h) and a made-up one', async () => {
      const player = await registerPlayer(t.app);
      await reset(player.email);
      const code = await mailedCode(t.app, player.email, '/reset-password');
      clock.advance(3_600_000 + 1000);
      for (const c of [code, 'made-up-code']) {
        const res = await confirm(c, 'after-reset-1');
        expect(res.statusCode).toBe(400);
        expect(errorOf(res).code).toBe('invalid_code');
      }
      expect((await postLogin(t.app, player.email, player.password)).statusCode).toBe(200);
    });

    it('checks the new password before using the code up', async () => {
      const player = await registerPlayer(t.app);
      await reset(player.email);
      const code = await mailedCode(t.app, player.email, '/reset-password');
      const bad = await post('/api/player/passwords/reset/confirm', {
        resetCode: code,
        password: '123',
        password_confirmation: '321',
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(errorOf(bad).fields ?? {}).sort()).toEqual([
        'password',
        'password_confirmation',
      ]);
      expect((await confirm(code, 'good-password')).statusCode).toBe(200);
    });

    it('answers a malformed email with a 400 naming email', async () => {
      const res = await reset('not-an-email');
      expect(res.statusCode).toBe(400);
      expect(Object.keys(errorOf(res).fields ?? {})).toEqual(['email']);
    });
  });

  describe('email confirmation', () => {
    const confirmEmail = (confirmCode: string) =>
      post('/api/player/profile/confirmations/email', { confirmCode });
    const resend = (accessToken: string) =>
      post('/api/player/profile/confirmations/email/resend', {}, auth(accessToken));

    it('confirms with the registration link, and resend then says already_confirmed', async () => {
      const player = await registerPlayer(t.app);
      const code = await mailedCode(t.app, player.email, '/verify');
      const res = await confirmEmail(code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      const details = ProfileDetailsSchema.parse((await profile(player.accessToken)).json());
      expect(details.isEmailConfirmed).toBe(true);

      const again = await resend(player.accessToken);
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).code).toBe('already_confirmed');
      expect((await confirmEmail(code)).statusCode).toBe(400);
    });

    it('resends a new link that confirms too', async () => {
      const player = await registerPlayer(t.app);
      const first = await mailedCode(t.app, player.email, '/verify');
      const res = await resend(player.accessToken);
      expect(res.statusCode).toBe(200);
      const mails = await mailsTo(t.app, player.email);
      expect(mails).toHaveLength(2);
      const second = await mailedCode(t.app, player.email, '/verify');
      expect(second).not.toBe(first);
      expect((await confirmEmail(second)).statusCode).toBe(200);
    });

    it('answers a bad code with 400 invalid_code naming confirmCode', async () => {
      const res = await confirmEmail('no-such-code');
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({
        code: 'invalid_code',
        fields: { confirmCode: [expect.any(String)] },
      });
    });

    it('refuses a confirmation link older than 24 h', async () => {
      const player = await registerPlayer(t.app);
      const code = await mailedCode(t.app, player.email, '/verify');
      clock.advance(24 * 3_600_000 + 1000);
      expect((await confirmEmail(code)).statusCode).toBe(400);
    });
  });
});
