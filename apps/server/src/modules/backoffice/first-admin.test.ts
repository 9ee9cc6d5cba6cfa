import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { auditLog, queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { backofficeContextOf } from '../../../test/factories/backoffice.ts';
import { CSRF, code, cookieOf } from '../../../test/factories/operators.ts';
import { createTestClock, type TestClock } from '../../../test/fakes/clock.ts';
import { CLI_ACTOR } from './audit.ts';
import { DEMO_ADMIN_EMAIL, ensureDemoAdmin, readDemoAdminFile } from './demo-admin.ts';
import { createAdminWithSetup, createOperator } from './operators-service.ts';

/** The README's demo admin password before it was generated (public, so never valid again). */
const README_PASSWORD = 'sandbox-admin-password';
const HOUR = 3_600_000;

describe.each(TEST_DATABASES)('the first admin of a site ($name)', (database) => {
  let t: TestApp;
  let clock: TestClock;
  let dir: string;
  beforeAll(async () => {
    clock = createTestClock();
    t = await buildTestApp(database, {}, { clock });
    dir = mkdtempSync(join(tmpdir(), 'casino-first-admin-'));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: backofficeApi.login.path,
      payload: { email, password },
      remoteAddress,
    });
  const setup = (token: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: backofficeApi.completeSetup.path,
      payload: { token, password },
    });

  describe('the sandbox demo admin', () => {
    it('gets a generated password written to DEMO_ADMIN_FILE only, never the README one', async () => {
      const file = join(dir, 'fresh', 'demo-admin.txt');
      const ctx = backofficeContextOf(t.app);
      // A clean database of its own: the demo admin is one per database.
      const fresh = await database.open();
      try {
        const outcome = await ensureDemoAdmin({ ...ctx, db: fresh.db }, file);
        expect(outcome).toBe('created');
        const credentials = readDemoAdminFile(file)!;
        expect(credentials.email).toBe(DEMO_ADMIN_EMAIL);
        expect(credentials.password).not.toBe(README_PASSWORD);
        expect(credentials.password.length).toBeGreaterThanOrEqual(16);
        expect(statSync(file).mode & 0o077).toBe(0);
        // A later boot keeps it.
        expect(await ensureDemoAdmin({ ...ctx, db: fresh.db }, file)).toBe('kept');
        expect(readDemoAdminFile(file)).toEqual(credentials);
      } finally {
        await fresh.dispose();
      }
    });

    it("an old sandbox's README credentials stop working and whoever used them is shut out", async () => {
      const ctx = backofficeContextOf(t.app);
      // A database from before: the demo admin with the public password, and an outsider who
      // signed in with it from another machine and enrolled their own authenticator app.
      const made = await createOperator(
        ctx,
        { email: DEMO_ADMIN_EMAIL, name: 'Demo admin', role: 'admin', password: README_PASSWORD },
        CLI_ACTOR,
      );
      expect(made.ok).toBe(true);
      await t.database.db.execute(
        sql`update operators set totp_secret = 'JBSWY3DPEHPK3PXP' where email = ${DEMO_ADMIN_EMAIL}`,
      );
      const outsider = await login(DEMO_ADMIN_EMAIL, README_PASSWORD);
      expect(outsider.statusCode).toBe(200);
      const outsiderCookie = cookieOf(outsider);

      const file = join(dir, 'old', 'demo-admin.txt');
      expect(await ensureDemoAdmin(ctx, file)).toBe('replaced');
      expect((await login(DEMO_ADMIN_EMAIL, README_PASSWORD)).statusCode).toBe(401);
      // The outsider's session is closed and their app is gone: the owner enrols afresh.
      const me = await t.app.inject({
        url: backofficeApi.me.path,
        headers: { cookie: outsiderCookie },
      });
      expect(me.statusCode).toBe(401);
      const owner = await login(DEMO_ADMIN_EMAIL, readDemoAdminFile(file)!.password);
      expect(owner.statusCode, owner.body).toBe(200);
      expect(owner.json()).toEqual({ next: 'enrol' });
    });

    it('does not sign in from outside loopback, even with its password', async () => {
      const file = join(dir, 'old', 'demo-admin.txt');
      expect(await ensureDemoAdmin(backofficeContextOf(t.app), file)).not.toBe('live');
      const { password } = readDemoAdminFile(file)!;
      const remote = await login(DEMO_ADMIN_EMAIL, password, '203.0.113.9');
      expect(remote.statusCode).toBe(401);
      expect(remote.json().error.code).toBe('invalid_credentials');
      expect((await login(DEMO_ADMIN_EMAIL, password, '::1')).statusCode).toBe(200);
    });
  });

  describe('an admin made by `operators create-admin`', () => {
    const adminCtx = () => ({ ...backofficeContextOf(t.app), isLive: true });

    it('has no password anyone knows; the setup secret sets one once, then TOTP is enrolled', async () => {
      const made = await createAdminWithSetup(
        adminCtx(),
        { email: 'First@Live.test', name: 'First' },
        CLI_ACTOR,
        24 * HOUR,
      );
      if (!made.ok) throw new Error(made.error.kind);
      const { token } = made.value;
      expect(token.length).toBeGreaterThanOrEqual(40);
      const password = 'a long chosen passphrase';
      const first = await setup(token, password);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ next: 'enrol' });
      const cookie = cookieOf(first);
      const enrol = await t.app.inject({
        method: 'POST',
        url: backofficeApi.startTotpEnrolment.path,
        headers: { cookie, ...CSRF },
      });
      expect(enrol.statusCode, enrol.body).toBe(200);
      const confirmed = await t.app.inject({
        method: 'POST',
        url: backofficeApi.confirmTotpEnrolment.path,
        headers: { cookie, ...CSRF },
        payload: { code: await code(enrol.json().secret, clock.now().getTime()) },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const me = await t.app.inject({ url: backofficeApi.me.path, headers: { cookie } });
      expect(me.json().operator).toMatchObject({ email: 'first@live.test', role: 'admin' });

      // Works once: the same secret again (another password) is refused and changes nothing.
      const again = await setup(token, 'another long passphrase');
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toMatchObject({
        code: 'invalid_setup_token',
        fields: { token: [expect.any(String)] },
      });
      expect((await login('first@live.test', 'another long passphrase')).statusCode).toBe(401);
      expect((await login('first@live.test', password)).json()).toEqual({ next: 'verify' });
      const [audit] = await queryRows<{ action: string; actor_label: string }>(
        t.database.db,
        sql`select action, actor_label from ${auditLog} where action = 'operator.setup'`,
      );
      expect(audit).toEqual({ action: 'operator.setup', actor_label: 'first@live.test' });
    });

    it('the setup secret expires unused', async () => {
      const made = await createAdminWithSetup(
        adminCtx(),
        { email: 'late@live.test', name: 'Late' },
        CLI_ACTOR,
        24 * HOUR,
      );
      if (!made.ok) throw new Error(made.error.kind);
      clock.advance(24 * HOUR + 1_000);
      const late = await setup(made.value.token, 'a long chosen passphrase');
      expect(late.statusCode).toBe(400);
      expect(late.json().error.code).toBe('invalid_setup_token');
    });

    it('refuses a short password naming the field, keeping the secret', async () => {
      const made = await createAdminWithSetup(
        adminCtx(),
        { email: 'short@live.test', name: 'Short' },
        CLI_ACTOR,
        HOUR,
      );
      if (!made.ok) throw new Error(made.error.kind);
      const short = await setup(made.value.token, 'short');
      expect(short.statusCode).toBe(400);
      expect(short.json().error.fields.password).toBeDefined();
      expect((await setup(made.value.token, 'now long enough!')).statusCode).toBe(200);
    });
  });
});
