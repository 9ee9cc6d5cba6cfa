import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { OPERATOR_ROLES, type OperatorRole } from '@casino/contracts/backoffice';
import { auditLog, operators, queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiOn, buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import {
  CSRF,
  code,
  cookieOf,
  newOperator,
  type SignedIn,
  signIn,
} from '../../../test/factories/operators.ts';
import { createWithdrawal, fundByCard } from '../../../test/factories/payments.ts';
import { auth, confirmEmailOf, registerPlayer } from '../../../test/factories/players.ts';

const pathOf = (template: string) => template.replace(/:[a-zA-Z]+/g, () => randomUUID());

describe.each(TEST_DATABASES)('back office ($name)', (database) => {
  let t: TestApp;
  const sessions = new Map<OperatorRole, SignedIn>();
  beforeAll(async () => {
    t = await buildTestApp(database);
    for (const role of OPERATOR_ROLES) sessions.set(role, await signIn(t.app, role));
  });
  afterAll(() => t?.close());

  const roleEndpoints = Object.entries(backofficeApi).flatMap(([name, endpoint]) =>
    Array.isArray(endpoint.access)
      ? OPERATOR_ROLES.map((role) => ({
          name,
          role,
          endpoint,
          allowed: (endpoint.access as readonly string[]).includes(role),
        }))
      : [],
  );

  it.each(roleEndpoints)(
    '$name as $role: allowed=$allowed',
    async ({ endpoint, role, allowed }) => {
      const res = await t.app.inject({
        method: endpoint.method,
        url: pathOf(endpoint.path),
        headers: { cookie: sessions.get(role)!.cookie, ...CSRF },
        ...(endpoint.method === 'GET' ? {} : { payload: {} }),
      });
      if (allowed) expect([200, 400, 404, 409], res.body).toContain(res.statusCode);
      else {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().error.code).toBe('forbidden');
      }
    },
  );

  it('refuses every role route without a session, and a verified code only once', async () => {
    for (const endpoint of Object.values(backofficeApi)) {
      if (endpoint.access === 'public') continue;
      const res = await t.app.inject({ method: endpoint.method, url: pathOf(endpoint.path) });
      expect(res.statusCode, endpoint.path).toBe(401);
    }
    const admin = await newOperator(t.app, 'admin');
    const login = await t.app.inject({
      method: 'POST',
      url: backofficeApi.login.path,
      payload: admin,
    });
    const cookie = cookieOf(login);
    // Before the second factor nothing but the TOTP steps answer.
    const early = await t.app.inject({
      url: backofficeApi.listOperators.path,
      headers: { cookie },
    });
    expect(early.statusCode).toBe(401);
    expect(early.json().error.code).toBe('second_factor_required');
    const { secret } = (
      await t.app.inject({
        method: 'POST',
        url: backofficeApi.startTotpEnrolment.path,
        headers: { cookie, ...CSRF },
      })
    ).json();
    const first = await code(secret);
    const confirm = await t.app.inject({
      method: 'POST',
      url: backofficeApi.confirmTotpEnrolment.path,
      headers: { cookie, ...CSRF },
      payload: { code: first },
    });
    const { recoveryCodes } = confirm.json();
    // A second login: the same code again is refused, a recovery code works once.
    const again = cookieOf(
      await t.app.inject({ method: 'POST', url: backofficeApi.login.path, payload: admin }),
    );
    const verify = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: backofficeApi.verifyTotp.path,
        headers: { cookie: again, ...CSRF },
        payload,
      });
    expect((await verify({ code: first })).statusCode).toBe(400);
    expect((await verify({ recoveryCode: recoveryCodes[0] })).statusCode).toBe(200);
    expect((await verify({ recoveryCode: recoveryCodes[0] })).statusCode).toBe(400);
    // Without the CSRF header a cookie call that changes state is refused.
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: backofficeApi.logout.path,
      headers: { cookie: again },
    });
    expect(noCsrf.statusCode).toBe(403);
    const wrong = await t.app.inject({
      method: 'POST',
      url: backofficeApi.login.path,
      payload: { ...admin, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('wrong codes for one operator are limited whatever the address', async () => {
    const admin = await newOperator(t.app, 'admin');
    const login = await t.app.inject({
      method: 'POST',
      url: backofficeApi.login.path,
      payload: admin,
      remoteAddress: '198.51.100.1',
    });
    const cookie = cookieOf(login);
    const confirm = (address: string) =>
      t.app.inject({
        method: 'POST',
        url: backofficeApi.confirmTotpEnrolment.path,
        headers: { cookie, ...CSRF },
        payload: { code: '000000' },
        remoteAddress: address,
      });
    await t.app.inject({
      method: 'POST',
      url: backofficeApi.startTotpEnrolment.path,
      headers: { cookie, ...CSRF },
    });
    const limit = t.app.config.RATE_LIMIT_BACKOFFICE_LOGIN_PER_MINUTE;
    for (let i = 0; i < limit; i++) {
      const res = await confirm(`198.51.100.${10 + i}`);
      expect([400, 409]).toContain(res.statusCode);
    }
    expect((await confirm('198.51.100.200')).statusCode).toBe(429);
  });

  it('approves a withdrawal as payments, refuses support, and audits it', async () => {
    const player = await registerPlayer(t.app);
    await confirmEmailOf(t.app, player);
    await fundByCard(t.app, player, 5000);
    const invoice = await createWithdrawal(t.app, player, 2000);
    const queue = await t.app.inject({
      url: `${backofficeApi.listWithdrawals.path}?perPage=100`,
      headers: { cookie: sessions.get('payments')!.cookie },
    });
    expect(queue.statusCode, queue.body).toBe(200);
    const row = queue.json().items.find((i: { id: string }) => i.id === invoice.id);
    expect(row).toMatchObject({
      playerEmail: player.email,
      status: 3,
      requestedToday: 2000,
      warning: null,
    });
    // Past the day's setting (0 USD here) the queue warns; the same session works on it.
    const strict = await buildApiOn(t.database.db, { BACKOFFICE_WITHDRAWAL_WARNING_DAILY: 0 });
    try {
      const warned = await strict.inject({
        url: `${backofficeApi.listWithdrawals.path}?perPage=100`,
        headers: { cookie: sessions.get('payments')!.cookie },
      });
      const flagged = warned.json().items.find((i: { id: string }) => i.id === invoice.id);
      expect(flagged.warning).toBe('Withdrawals today exceed 0 USD');
    } finally {
      await strict.close();
    }
    const approvePath = backofficeApi.approveWithdrawal.path.replace(':id', invoice.id);
    const bySupport = await t.app.inject({
      method: 'POST',
      url: approvePath,
      headers: { cookie: sessions.get('support')!.cookie, ...CSRF },
    });
    expect(bySupport.statusCode).toBe(403);
    const approved = await t.app.inject({
      method: 'POST',
      url: approvePath,
      headers: { cookie: sessions.get('payments')!.cookie, ...CSRF },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().invoice.status).toBe(2);
    const audit = await t.app.inject({
      url: `${backofficeApi.listAudit.path}?action=withdrawal.approve&targetId=${invoice.id}`,
      headers: { cookie: sessions.get('admin')!.cookie },
    });
    expect(audit.json().items).toEqual([
      expect.objectContaining({
        actorLabel: sessions.get('payments')!.email,
        action: 'withdrawal.approve',
        after: expect.objectContaining({ status: 2 }),
      }),
    ]);
    // The audit log takes no UPDATE or DELETE, whoever asks.
    await expect(t.database.db.update(auditLog).set({ action: 'x' })).rejects.toThrow();
    await expect(t.database.db.delete(auditLog)).rejects.toThrow();
  });

  it('blocking a player closes their sessions at once, with the reason audited', async () => {
    const player = await registerPlayer(t.app);
    const admin = sessions.get('support')!;
    const path = backofficeApi.setPlayerStatus.path.replace(':id', player.id);
    const noReason = await t.app.inject({
      method: 'PUT',
      url: path,
      headers: { cookie: admin.cookie, ...CSRF },
      payload: { status: 'blocked', reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    const blocked = await t.app.inject({
      method: 'PUT',
      url: path,
      headers: { cookie: admin.cookie, ...CSRF },
      payload: { status: 'blocked', reason: 'chargeback fraud' },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().player.status).toBe(2);
    const me = await t.app.inject({
      url: '/api/player/profile',
      headers: auth(player.accessToken),
    });
    expect([401, 403]).toContain(me.statusCode);
    const found = await t.app.inject({
      url: `${backofficeApi.searchPlayers.path}?search=${encodeURIComponent(player.email)}`,
      headers: { cookie: admin.cookie },
    });
    expect(found.json().items.map((p: { id: string }) => p.id)).toEqual([player.id]);
  });

  it('API keys: scoped, shown once, revocable', async () => {
    const admin = sessions.get('admin')!;
    const created = await t.app.inject({
      method: 'POST',
      url: backofficeApi.createApiKey.path,
      headers: { cookie: admin.cookie, ...CSRF },
      payload: { name: 'payouts bot', scopes: ['payments'] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { key, apiKey } = created.json();
    const bearer = { authorization: `Bearer ${key}` };
    expect(
      (await t.app.inject({ url: backofficeApi.listWithdrawals.path, headers: bearer })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: backofficeApi.listOperators.path, headers: bearer })).statusCode,
    ).toBe(403);
    const [stored] = await queryRows<{ key_hash: string }>(
      t.database.db,
      sql`select key_hash from operator_api_keys where id = ${apiKey.id}`,
    );
    expect(stored!.key_hash).not.toContain(key);
    await t.app.inject({
      method: 'POST',
      url: backofficeApi.revokeApiKey.path.replace(':id', apiKey.id),
      headers: { cookie: admin.cookie, ...CSRF },
    });
    expect(
      (await t.app.inject({ url: backofficeApi.listWithdrawals.path, headers: bearer })).statusCode,
    ).toBe(401);
  });

  it('the dashboard counts a new player, their first deposit and its amount', async () => {
    const read = async () => {
      const res = await t.app.inject({
        url: backofficeApi.getDashboard.path,
        headers: { cookie: sessions.get('marketing')!.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      const today = res.json().periods.find((p: { name: string }) => p.name === 'today');
      const usd = today.rows.find((r: { currency: string }) => r.currency === 'USD');
      return {
        usd: usd ?? { registrations: 0, firstDeposits: 0, deposits: 0 },
        total: today.total,
      };
    };
    const before = await read();
    const player = await registerPlayer(t.app, { currency: 'USD' });
    await fundByCard(t.app, player, 3_000);
    await fundByCard(t.app, player, 1_000);
    const after = await read();
    expect(after.usd.registrations - before.usd.registrations).toBe(1);
    expect(after.usd.firstDeposits - before.usd.firstDeposits).toBe(1);
    expect(after.usd.deposits - before.usd.deposits).toBe(4_000);
    // USD is the base currency: the total moves by the same amount.
    expect(after.total.deposits - before.total.deposits).toBe(4_000);
  });

  it('a content operator edits and publishes a German FAQ page; marketing may not', async () => {
    const content = sessions.get('content')!;
    const path = '/api/backoffice/content/entries/pages.questions/bonus-code/de';
    const entry = await t.app.inject({ url: path, headers: { cookie: content.cookie } });
    expect(entry.statusCode, entry.body).toBe(200);
    const data = { ...(entry.json().published as object), title: 'Bonuscode: so geht es' };
    const saved = await t.app.inject({
      method: 'PUT',
      url: path,
      headers: { cookie: content.cookie, ...CSRF },
      payload: { data },
    });
    expect(saved.json().status).toBe('changed');
    const live = () => t.app.inject('/api/content/pages/questions/bonus-code?locale=de');
    expect((await live()).json().title).not.toBe(data.title);
    const published = await t.app.inject({
      method: 'POST',
      url: `${path}/publish`,
      headers: { cookie: content.cookie, ...CSRF },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await live()).json().title).toBe(data.title);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${path}/unpublish`,
      headers: { cookie: sessions.get('marketing')!.cookie, ...CSRF },
    });
    expect(refused.statusCode).toBe(403);
    const audit = await t.app.inject({
      url: `${backofficeApi.listAudit.path}?targetId=pages.questions/bonus-code/de`,
      headers: { cookie: sessions.get('admin')!.cookie },
    });
    expect(audit.json().items.map((e: { action: string }) => e.action)).toEqual([
      'content.publish',
      'content.save',
    ]);
  });

  it('serves the built app under /backoffice, and boots without a build', async () => {
    const missing = await buildApiOn(t.database.db, {
      BACKOFFICE_BUILD_DIR: join(tmpdir(), 'no-such-backoffice-build'),
    });
    try {
      const res = await missing.inject('/backoffice/players');
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
    } finally {
      await missing.close();
    }
    const dir = mkdtempSync(join(tmpdir(), 'backoffice-build-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>bo</title>');
    writeFileSync(join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
    const built = await buildApiOn(t.database.db, { BACKOFFICE_BUILD_DIR: dir });
    try {
      for (const url of ['/backoffice', '/backoffice/', '/backoffice/players/123']) {
        const page = await built.inject(url);
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain('<title>bo</title>');
        expect(page.headers['content-security-policy']).toContain("script-src 'self'");
        expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      }
      const asset = await built.inject('/backoffice/assets/app-1234.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
    } finally {
      await built.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('documents every back-office call in the OpenAPI document, with its roles', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    for (const endpoint of Object.values(backofficeApi)) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${path}`).toBeDefined();
      if (Array.isArray(endpoint.access)) {
        expect(operation.description).toContain(endpoint.access.join(', '));
        expect(operation.security).toEqual([{ operatorSession: [] }, { operatorApiKey: [] }]);
      }
    }
  });

  it('an idle session ends', async () => {
    const { cookie } = await signIn(t.app, 'support');
    const [row] = await t.database.db.select().from(operators).limit(1);
    expect(row).toBeDefined();
    await t.database.db.execute(
      sql`update operator_sessions set last_seen_at = now() - interval '2 hours'`,
    );
    const res = await t.app.inject({ url: backofficeApi.me.path, headers: { cookie } });
    expect(res.statusCode).toBe(401);
    // Log in again for later tests' sessions.
    for (const role of OPERATOR_ROLES) sessions.set(role, await signIn(t.app, role));
  });
});
