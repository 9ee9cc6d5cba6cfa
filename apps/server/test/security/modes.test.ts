import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  LoginResponseSchema,
  PlayerInitSchema,
  PlayerSessionListSchema,
  SeamlessResponseSchema,
} from '@casino/contracts';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../../src/config.ts';
import { findLiveProblems } from '../../src/live-checks.ts';
import { BUILTIN_TITLES } from '../../src/modules/game/providers/builtin-titles.ts';
import { createInjectTransport } from '../../src/plugins/inject-transport.ts';
import { buildApiOn, buildTestApp, type TestApp, type TestServer } from '../build-app.ts';
import { TEST_DATABASES } from '../databases.ts';
import { betBody, launchReal, play, seamless } from '../factories/games.ts';
import { signIn } from '../factories/operators.ts';
import {
  createCardDeposit,
  fundByCard,
  postDeposit,
  postWithdrawal,
} from '../factories/payments.ts';
import {
  auth,
  confirmEmailOf,
  errorOf,
  registerPlayer,
  registration,
} from '../factories/players.ts';

const game = BUILTIN_TITLES[0]!.identity;
const SECRET = (name: string) => `${name}-given-secret-0123456789abcdefghij`;

/** Everything a live site must have: SMTP, https, given secrets, a proxy setting, no sandbox. */
const LIVE: Partial<Config> = {
  SITE_MODE: 'live',
  SMTP_URL: 'smtp://127.0.0.1:1',
  PUBLIC_URL: 'https://casino.example',
  TRUST_PROXY: 1,
  GAME_ORIGIN: 'https://games.casino-games.example',
  PAYMENT_PROVIDERS: [],
  SESSION_SECRET: SECRET('session'),
  BUILTIN_PROVIDER_SECRET: SECRET('builtin'),
  OPERATOR_API_KEY: SECRET('operator'),
};

const routesOf = (app: TestServer) => app.printRoutes({ commonPrefix: false });

describe('a live start with the defaults', () => {
  it('refuses to boot, naming every offending variable in one message', () => {
    const server = resolve(import.meta.dirname, '../../src/server.ts');
    // In a scratch folder on a random port: a server that wrongly boots touches nothing.
    const scratch = mkdtempSync(join(tmpdir(), 'casino-live-'));
    const run = spawnSync(process.execPath, [server], {
      cwd: scratch,
      env: { PATH: process.env.PATH, SITE_MODE: 'live', PORT: '0', HOST: '127.0.0.1' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    rmSync(scratch, { recursive: true, force: true });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('SITE_MODE=live refuses to boot');
    // Every line the pure check finds for the defaults (its own test pins the names).
    const expected = findLiveProblems({ ...loadConfig({}), SITE_MODE: 'live' });
    expect(expected.length).toBeGreaterThanOrEqual(9);
    for (const line of expected) expect(run.stderr).toContain(line);
  });
});

describe.each(TEST_DATABASES)('sandbox and live modes on $name', (db) => {
  let t: TestApp;
  let limited: TestServer;
  let live: TestServer;
  beforeAll(async () => {
    t = await buildTestApp(db);
    limited = await buildApiOn(t.database.db, {
      RATE_LIMIT_LOGIN_PER_MINUTE: 3,
      RATE_LIMIT_REGISTER_PER_MINUTE: 3,
    });
    live = await buildApiOn(t.database.db, LIVE);
  });
  afterAll(async () => {
    await live?.close();
    await limited?.close();
    await t?.close();
  });

  it('reports the site mode in /api/player/init', async () => {
    const init = async (app: TestServer) =>
      PlayerInitSchema.parse((await app.inject('/api/player/init')).json()).siteMode;
    expect(await init(t.app)).toBe('sandbox');
    expect(await init(live)).toBe('live');
  });

  describe('client addresses (TRUST_PROXY unset)', () => {
    /** Statuses of N calls from one address, each with another spoofed X-Forwarded-For. */
    async function fromOneAddress(remoteAddress: string, url: string, body: (i: number) => object) {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.inject({
          method: 'POST',
          url,
          payload: body(i),
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
          remoteAddress,
        });
        codes.push(res.statusCode);
      }
      return codes;
    }

    it('a spoofed X-Forwarded-For does not lift the per-address registration limit', async () => {
      const codes = await fromOneAddress('203.0.113.50', '/api/player/register', () =>
        registration(),
      );
      expect(codes).toEqual([201, 201, 201, 429]);
    });

    it('a spoofed X-Forwarded-For does not lift the per-address login limit', async () => {
      const codes = await fromOneAddress('203.0.113.51', '/api/player/sessions', (i) => ({
        email: `nobody${i}@example.com`,
        password: 'wrong-password',
      }));
      expect(codes).toEqual([401, 401, 401, 429]);
    });

    it('behind a trusted proxy (TRUST_PROXY=1) the forwarded address is the client', async () => {
      const proxied = await buildApiOn(t.database.db, { TRUST_PROXY: 1 });
      try {
        const player = await registerPlayer(t.app);
        const login = await proxied.inject({
          method: 'POST',
          url: '/api/player/sessions',
          payload: { email: player.email, password: player.password },
          headers: { 'x-forwarded-for': '198.51.100.77' },
          remoteAddress: '10.0.0.2',
        });
        const { accessToken } = LoginResponseSchema.parse(login.json());
        const list = await t.app.inject({
          url: '/api/player/sessions',
          headers: auth(accessToken),
        });
        const ips = PlayerSessionListSchema.parse(list.json()).items.map((s) => s.ip);
        expect(ips).toContain('198.51.100.77');
      } finally {
        await proxied.close();
      }
    });

    it('SSR calls carry the page client address, not its X-Forwarded-For', async () => {
      const player = await registerPlayer(t.app);
      const pageRequest = {
        id: 'page-1',
        ip: '203.0.113.60',
        headers: { 'x-forwarded-for': '198.51.100.66' },
      } as unknown as FastifyRequest;
      const transport = createInjectTransport(t.app)(pageRequest);
      const login = await transport('/api/player/sessions', {
        method: 'POST',
        body: { email: player.email, password: player.password },
      });
      const { accessToken } = LoginResponseSchema.parse(login.data);
      const list = await t.app.inject({ url: '/api/player/sessions', headers: auth(accessToken) });
      const ips = PlayerSessionListSchema.parse(list.json()).items.map((s) => s.ip);
      expect(ips).toContain('203.0.113.60');
      expect(ips).not.toContain('198.51.100.66');
    });
  });

  describe('dev and sandbox routes', () => {
    it('a live build has no mailbox, sandbox, sandbox webhook or API docs route', async () => {
      const routes = routesOf(live);
      for (const path of [
        '/api/dev/mailbox',
        '/api/sandbox/',
        '/sandbox/card/',
        '/api/payment/webhooks/',
        '/api/docs',
        '/api/openapi.json',
      ]) {
        expect(routes).not.toContain(path);
      }
      expect((await live.inject('/api/dev/mailbox')).statusCode).toBe(404);
      expect((await live.inject('/api/openapi.json')).statusCode).toBe(404);
      // The sandbox build has them all (the listing does show such routes).
      expect(routesOf(t.app)).toContain('/api/dev/mailbox');
      expect(routesOf(t.app)).toContain('/sandbox/card/checkout/:id');
    });

    it("a live back office has no register twins' lists nor sandbox sportsbook results, and offers neither", async () => {
      // Signed in on the sandbox server of the same database: the session is the database's.
      const admin = await signIn(t.app, 'admin');
      const get = (app: TestServer, url: string) =>
        app.inject({ url, headers: { cookie: admin.cookie } });
      for (const endpoint of [
        backofficeApi.listRegisterTwinEntries,
        backofficeApi.listSportsbookEvents,
      ]) {
        expect((await get(live, endpoint.path)).statusCode).toBe(404);
        expect(routesOf(live)).not.toContain(endpoint.path);
      }
      const sandboxOnly = [
        'listRegisterTwinEntries',
        'addRegisterTwinEntry',
        'listSportsbookEvents',
      ];
      const allowedOn = async (app: TestServer) =>
        (await get(app, backofficeApi.me.path)).json().allowed as string[];
      for (const name of sandboxOnly) expect(await allowedOn(live)).not.toContain(name);
      // The sandbox server has them, SIGAP's two test CPFs listed at its boot.
      expect(await allowedOn(t.app)).toEqual(expect.arrayContaining(sandboxOnly));
      const twins = await get(t.app, backofficeApi.listRegisterTwinEntries.path);
      expect(twins.json().items.map((e: { entry: string }) => e.entry)).toEqual(
        expect.arrayContaining(['11144477735', '12345678909']),
      );
    });

    it('a live build never mounts the embedded identity provider (docs/decisions/029)', async () => {
      expect(routesOf(live)).not.toContain('/idp/');
      expect((await live.inject('/idp/.well-known/openid-configuration')).statusCode).toBe(404);
      const offered = await live.inject('/api/player/social/providers');
      expect(offered.json().items).toEqual([]);
      // Sandbox offers it, served in-process.
      expect(routesOf(t.app)).toContain('/idp/');
      expect((await t.app.inject('/api/player/social/providers')).json().items).toHaveLength(1);
    });

    it('live mode refuses the shared x-operator-key, even the configured one', async () => {
      const headers = { 'x-operator-key': LIVE.OPERATOR_API_KEY };
      const url = '/api/admin/payment/withdrawals';
      expect((await live.inject({ url, headers })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ url, headers: { 'x-operator-key': t.app.config.OPERATOR_API_KEY! } }))
          .statusCode,
      ).toBe(200);
    });

    it('live mode serves the API docs when API_DOCS_ENABLED=true', async () => {
      const documented = await buildApiOn(t.database.db, { ...LIVE, API_DOCS_ENABLED: true });
      try {
        expect((await documented.inject('/api/openapi.json')).statusCode).toBe(200);
      } finally {
        await documented.close();
      }
    });

    it('a disabled sandbox provider has no routes, even in sandbox mode', async () => {
      const cardOnly = await buildApiOn(t.database.db, { PAYMENT_PROVIDERS: ['sandbox-card'] });
      try {
        expect(routesOf(cardOnly)).not.toContain('/api/sandbox/crypto');
        const hook = await cardOnly.inject({
          method: 'POST',
          url: '/api/payment/webhooks/sandbox-crypto',
          payload: {},
        });
        expect(hook.statusCode).toBe(400);
        // Its methods are not offered, so a deposit never reaches a missing provider.
        const player = await registerPlayer(t.app);
        const methods = (currency: string) =>
          cardOnly.inject({
            url: `/api/payment/methods/deposit?currency=${currency}`,
            headers: auth(player.accessToken),
          });
        expect((await methods('BTC')).json()).toEqual({ items: [] });
        expect((await methods('USD')).json().items).not.toEqual([]);
      } finally {
        await cardOnly.close();
      }
    });

    it('the captured mailbox answers only loopback or the operator key', async () => {
      const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
        t.app.inject({ url: '/api/dev/mailbox', remoteAddress, headers });
      expect((await from('127.0.0.1')).statusCode).toBe(200);
      expect((await from('::1')).statusCode).toBe(200);
      const outsider = await from('203.0.113.70');
      expect(outsider.statusCode).toBe(401);
      expect((await from('203.0.113.70', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ url: '/api/dev/mailbox/x', remoteAddress: '203.0.113.70' }))
          .statusCode,
      ).toBe(401);
      const operator = { 'x-operator-key': t.app.config.OPERATOR_API_KEY! };
      expect((await from('203.0.113.70', operator)).statusCode).toBe(200);
    });
  });

  it('the sandbox card checkout declines any card but its test cards', async () => {
    const player = await registerPlayer(t.app);
    const deposit = await createCardDeposit(t.app, player, 5_000);
    const path = new URL(deposit.redirectUrl!).pathname;
    const pay = (cardNumber: string) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ cardNumber, expiry: '12/40', cvc: '123' }).toString(),
      });
    const refused = await pay('4111 1111 1111 1111');
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toMatch(/id="cardNumber-error">Use a test card/);
    const page = await t.app.inject(path);
    expect(page.body).toContain('4242 4242 4242 4242');
    expect(page.body).toContain('4000 0000 0000 0002');
    expect((await pay('4242 4242 4242 4242')).statusCode).toBe(303);
  });

  describe('maintenance mode', () => {
    let maintained: TestServer;
    beforeAll(async () => {
      maintained = await buildApiOn(t.database.db, { MAINTENANCE_MODE: true });
    });
    afterAll(() => maintained?.close());

    const expectMaintenance = (res: { statusCode: number; json(): unknown }) => {
      expect(res.statusCode).toBe(503);
      expect(errorOf(res).code).toBe('maintenance');
    };

    it('refuses deposits, withdrawals and real-money launches with 503 maintenance', async () => {
      const player = await registerPlayer(t.app);
      await confirmEmailOf(t.app, player);
      await fundByCard(t.app, player, 3_000);
      expectMaintenance(await postDeposit(maintained, player, { amount: 1_000 }));
      expectMaintenance(await postWithdrawal(maintained, player, { amount: 1_000 }));
      expectMaintenance(await play(maintained, game, { real: true, locale: 'en' }, player));
      expect((await play(maintained, game, { real: false, locale: 'en' })).statusCode).toBe(200);
    });

    it('refuses new seamless bets but still settles open rounds', async () => {
      const player = await registerPlayer(t.app);
      await fundByCard(t.app, player, 3_000);
      const launch = await launchReal(t.app, player, game);
      const open = betBody(launch, game, 100);
      expect((await seamless(t.app, 'bet', open)).statusCode).toBe(200);

      const bet = await seamless(maintained, 'bet', betBody(launch, game, 100));
      expect(bet.statusCode).toBe(503);
      expect(bet.json()).toMatchObject({ error: { code: 'maintenance' } });
      const win = await seamless(maintained, 'win', {
        ...open,
        transactionId: `${open.transactionId}-w`,
        amount: 150,
      });
      expect(win.statusCode, win.body).toBe(200);
      expect(SeamlessResponseSchema.parse(win.json()).balance).toBe(3_050);
    });
  });

  describe('withdrawals and the email confirmation', () => {
    it('refuses an unconfirmed player with 422 email_not_confirmed, then accepts', async () => {
      const player = await registerPlayer(t.app);
      await fundByCard(t.app, player, 3_000);
      const refused = await postWithdrawal(t.app, player, { amount: 1_000 });
      expect(refused.statusCode).toBe(422);
      expect(errorOf(refused)).toMatchObject({ code: 'email_not_confirmed' });
      expect(errorOf(refused).message).toMatch(/confirm your email/i);

      await confirmEmailOf(t.app, player);
      expect((await postWithdrawal(t.app, player, { amount: 1_000 })).statusCode).toBe(200);
    });

    it('WITHDRAWAL_REQUIRES_CONFIRMED_EMAIL=false lets an unconfirmed player withdraw', async () => {
      const relaxed = await buildApiOn(t.database.db, {
        WITHDRAWAL_REQUIRES_CONFIRMED_EMAIL: false,
      });
      try {
        const player = await registerPlayer(t.app);
        await fundByCard(t.app, player, 3_000);
        expect((await postWithdrawal(relaxed, player, { amount: 1_000 })).statusCode).toBe(200);
      } finally {
        await relaxed.close();
      }
    });
  });
});
