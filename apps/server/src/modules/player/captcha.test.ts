import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FieldValidationsSchema } from '@casino/contracts';
import { SEED_PLAYER_FIELDS } from '@casino/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { errorOf, registration } from '../../../test/factories/players.ts';
import { loadConfig } from '../../config.ts';
import { setSetting } from '../settings/service.ts';
import { SANDBOX_CAPTCHA_ANSWER } from './captcha.ts';

const SECRET = 'captcha-test-secret';
const REQUIRED = { ...SEED_PLAYER_FIELDS.registration, captcha: { isRequired: true } };

/**
 * A Turnstile/hCaptcha-compatible verify service: `good-*` answers pass once (a widget answer is
 * single use), with the right secret only; `down` answers 500. It records every call.
 */
function fakeVerify() {
  const spent = new Set<string>();
  const calls: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push(form);
      const answer = form.get('response') ?? '';
      if (answer === 'down') {
        res.writeHead(500).end();
        return;
      }
      const success =
        form.get('secret') === SECRET && answer.startsWith('good-') && !spent.has(answer);
      spent.add(answer);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ success, 'error-codes': success ? [] : ['invalid-input-response'] }),
      );
    });
  });
  return { server, calls };
}

describe.each(TEST_DATABASES)('registration captcha on $name', (db) => {
  describe('with a turnstile-compatible provider', () => {
    let t: TestApp;
    const verify = fakeVerify();
    let server: Server;
    beforeAll(async () => {
      server = verify.server.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      t = await buildTestApp(db, {
        CAPTCHA_PROVIDER: 'turnstile',
        CAPTCHA_SITE_KEY: 'site-key-1',
        CAPTCHA_SECRET: SECRET,
        CAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
      });
      await setSetting(t.database.db, 'player.fields.registration', REQUIRED);
    });
    afterAll(async () => {
      await t?.close();
      await new Promise((resolve) => server.close(resolve));
    });
    const register = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/player/register', payload });

    it('tells the form to show the provider widget with its site key', async () => {
      const res = await t.app.inject('/api/player/fields/validations?scenario=registration');
      const { fields } = FieldValidationsSchema.parse(res.json());
      expect(fields.captcha).toMatchObject({
        isRequired: true,
        widget: { provider: 'turnstile', siteKey: 'site-key-1' },
      });
    });

    it('registers with an answer the provider accepts, and only once per answer', async () => {
      const res = await register(registration({ captcha: 'good-1' }));
      expect(res.statusCode, res.body).toBe(201);
      expect(verify.calls.at(-1)?.get('secret')).toBe(SECRET);
      const again = await register(registration({ captcha: 'good-1' }));
      expect(again.statusCode).toBe(400);
      expect(errorOf(again).fields).toEqual({
        captcha: ['Please confirm that you are not a robot'],
      });
    });

    it('refuses a missing or rejected answer, naming it beside the other bad fields', async () => {
      const missing = await register(registration({ password_confirmation: 'other-123' }));
      expect(Object.keys(errorOf(missing).fields ?? {}).sort()).toEqual([
        'captcha',
        'password_confirmation',
      ]);
      const calls = verify.calls.length;
      // A form wrong elsewhere does not spend the widget's answer at the provider.
      await register(registration({ captcha: 'good-2', password_confirmation: 'other-123' }));
      expect(verify.calls.length).toBe(calls);
      const rejected = await register(registration({ captcha: 'bot' }));
      expect(errorOf(rejected).fields?.captcha).toEqual([
        'Please confirm that you are not a robot',
      ]);
      expect((await register(registration({ captcha: 'good-2' }))).statusCode).toBe(201);
    });

    it('answers a field error, not a crash, when the provider cannot be asked', async () => {
      const res = await register(registration({ captcha: 'down' }));
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields?.captcha).toEqual([
        'The check could not be completed. Please try again',
      ]);
    });
  });

  describe('with the sandbox check box', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(db, { CAPTCHA_PROVIDER: 'sandbox' });
      await setSetting(t.database.db, 'player.fields.registration', REQUIRED);
    });
    afterAll(() => t?.close());
    const register = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/player/register', payload });

    it('passes the ticked box and nothing else', async () => {
      const res = await t.app.inject('/api/player/fields/validations?scenario=registration');
      expect(res.json().fields.captcha.widget).toEqual({ provider: 'sandbox', siteKey: null });
      expect((await register(registration({ captcha: 'anything' }))).statusCode).toBe(400);
      const ok = await register(registration({ captcha: SANDBOX_CAPTCHA_ANSWER }));
      expect(ok.statusCode, ok.body).toBe(201);
    });
  });

  describe('without a provider', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(db);
      await setSetting(t.database.db, 'player.fields.registration', REQUIRED);
    });
    afterAll(() => t?.close());

    it('does not ask the captcha the settings enable: no widget could answer it', async () => {
      const res = await t.app.inject('/api/player/fields/validations?scenario=registration');
      expect(res.json().fields.captcha).toBeUndefined();
      const reg = await t.app.inject({
        method: 'POST',
        url: '/api/player/register',
        payload: registration(),
      });
      expect(reg.statusCode, reg.body).toBe(201);
    });
  });
});

describe('captcha settings in live mode', () => {
  it('refuse the sandbox check box', () => {
    expect(() =>
      loadConfig({ ...process.env, SITE_MODE: 'live', CAPTCHA_PROVIDER: 'sandbox' }),
    ).toThrow(/CAPTCHA_PROVIDER: sandbox/);
  });
});
