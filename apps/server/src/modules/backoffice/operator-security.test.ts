import { randomUUID } from 'node:crypto';
import { supportApi } from '@casino/contracts/api';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import type { Centrifuge } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import {
  CSRF,
  code,
  cookieOf,
  newOperator,
  type SignedIn,
  signIn,
} from '../../../test/factories/operators.ts';
import { auth, mailsTo, registerPlayer } from '../../../test/factories/players.ts';
import { collect, eventually, listen, next, realtimeClient } from '../../../test/realtime.ts';
import { hasRedis, TEST_REDIS_URL, uniquePrefix } from '../../../test/redis.ts';

// Issue 27: the operators' login limits under parallel requests, and the operator accounts.

const PARALLEL = 200;

/** The failure counters in memory, and in Redis (shared by instances) when it is reachable. */
const COUNTERS = TEST_DATABASES.flatMap((database) => [
  { database, counters: 'memory' },
  ...(hasRedis ? [{ database, counters: 'redis' }] : []),
]);

describe.each(COUNTERS)(
  'operator logins under parallel requests ($database.name, $counters)',
  ({ database, counters }) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(
        database,
        counters === 'redis'
          ? { REDIS_URL: TEST_REDIS_URL, REALTIME_REDIS_PREFIX: uniquePrefix() }
          : {},
      );
    });
    afterAll(() => t?.close());
    const limit = () => t.app.config.RATE_LIMIT_BACKOFFICE_LOGIN_PER_MINUTE;

    it('checks no more TOTP codes than the limit when they all arrive at once', async () => {
      const operator = await newOperator(t.app, 'admin');
      const login = await t.app.inject({
        method: 'POST',
        url: backofficeApi.login.path,
        payload: operator,
        remoteAddress: '203.0.113.5',
      });
      const cookie = cookieOf(login);
      await t.app.inject({
        method: 'POST',
        url: backofficeApi.startTotpEnrolment.path,
        headers: { cookie, ...CSRF },
        remoteAddress: '203.0.113.5',
      });
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: backofficeApi.confirmTotpEnrolment.path,
            headers: { cookie, ...CSRF },
            payload: { code: String(i).padStart(6, '0') },
            // Many addresses: the per-operator count must hold on its own.
            remoteAddress: `198.18.${Math.floor(i / 200)}.${i % 200}`,
          }),
        ),
      );
      const checked = answers.filter((res) => res.statusCode !== 429).length;
      expect(checked).toBeLessThanOrEqual(limit());
      expect(answers.filter((res) => res.statusCode === 429).length).toBe(PARALLEL - checked);
    });

    it('checks no more passwords than the limit from one address when they arrive at once', async () => {
      const operator = await newOperator(t.app, 'support');
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: backofficeApi.login.path,
            payload: { email: operator.email, password: `wrong-password-${i}` },
            remoteAddress: '203.0.113.77',
          }),
        ),
      );
      const checked = answers.filter((res) => res.statusCode === 401).length;
      expect(checked).toBeLessThanOrEqual(limit());
      expect(answers.filter((res) => res.statusCode === 429).length).toBe(PARALLEL - checked);
    });

    it('does not count successful logins against the address', async () => {
      const address = '203.0.113.90';
      for (let i = 0; i < limit() + 2; i++) {
        const operator = await newOperator(t.app, 'support');
        const login = await t.app.inject({
          method: 'POST',
          url: backofficeApi.login.path,
          payload: operator,
          remoteAddress: address,
        });
        expect(login.statusCode, login.body).toBe(200);
        const cookie = cookieOf(login);
        const { secret } = (
          await t.app.inject({
            method: 'POST',
            url: backofficeApi.startTotpEnrolment.path,
            headers: { cookie, ...CSRF },
            remoteAddress: address,
          })
        ).json();
        const confirm = await t.app.inject({
          method: 'POST',
          url: backofficeApi.confirmTotpEnrolment.path,
          headers: { cookie, ...CSRF },
          payload: { code: await code(secret) },
          remoteAddress: address,
        });
        expect(confirm.statusCode, confirm.body).toBe(200);
      }
    });
  },
);

describe.each(TEST_DATABASES)('player actions on an unknown player ($name)', (database) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp(database);
    admin = await signIn(t.app, 'admin');
  });
  afterAll(() => t?.close());

  /** A valid body of each player action: only the player is unknown. */
  const PAYLOADS = {
    setPlayerStatus: { status: 'active', reason: 'checked' },
    addPlayerNote: { body: 'a note' },
    unfreezeWithdrawals: { note: 'checked' },
    changePlayerLimit: {
      action: 'set',
      definition: 1,
      period: 'daily',
      currency: 'USD',
      amount: 100,
      note: 'n',
    },
    cancelPlayerBonus: { note: 'n' },
    resetPlayerTwoFactor: { reason: 'identity checked' },
    grantPlayerBonus: {
      definitionId: randomUUID(),
      currency: 'USD',
      note: 'n',
      requestId: randomUUID(),
    },
  };
  const playerEndpoints = Object.entries(backofficeApi)
    .filter(([, endpoint]) => endpoint.path.startsWith('/api/backoffice/players/:id'))
    .filter(([, endpoint]) => endpoint.method !== 'GET' || endpoint.path.endsWith(':id'))
    .map(([name, endpoint]) => ({ name, endpoint }));

  it.each(playerEndpoints)('$name answers 404 with a clear error', async ({ name, endpoint }) => {
    if ('body' in endpoint) expect(PAYLOADS).toHaveProperty(name);
    const payload = PAYLOADS[name as keyof typeof PAYLOADS];
    const res = await t.app.inject({
      method: endpoint.method,
      url: endpoint.path.replace(/:[a-zA-Z]+/g, () => randomUUID()),
      headers: { cookie: admin.cookie, ...CSRF },
      ...(payload ? { payload: payload as object } : {}),
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'not_found' });
    expect(res.json().error.message).toMatch(/not found/i);
  });
});

describe.each(TEST_DATABASES)('lifting a block ($name)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(database);
  });
  afterAll(() => t?.close());

  const setStatus = (cookie: string, playerId: string, status: 'active' | 'blocked') =>
    t.app.inject({
      method: 'PUT',
      url: backofficeApi.setPlayerStatus.path.replace(':id', playerId),
      headers: { cookie, ...CSRF },
      payload: { status, reason: `${status} by the test` },
    });

  it('a support agent may block but not lift a block; compliance may', async () => {
    const player = await registerPlayer(t.app);
    const support = await signIn(t.app, 'support');
    const compliance = await signIn(t.app, 'compliance');
    expect((await setStatus(compliance.cookie, player.id, 'blocked')).statusCode).toBe(200);
    const lifted = await setStatus(support.cookie, player.id, 'active');
    expect(lifted.statusCode, lifted.body).toBe(403);
    expect(lifted.json().error.code).toBe('forbidden');
    const card = await t.app.inject({
      url: backofficeApi.getPlayer.path.replace(':id', player.id),
      headers: { cookie: support.cookie },
    });
    expect(card.json().player.status).toBe(2);
    // Blocking stays open to support (an agent can stop a stolen account at once).
    const other = await registerPlayer(t.app);
    expect((await setStatus(support.cookie, other.id, 'blocked')).statusCode).toBe(200);
    const byCompliance = await setStatus(compliance.cookie, player.id, 'active');
    expect(byCompliance.statusCode, byCompliance.body).toBe(200);
    expect(byCompliance.json().player.status).toBe(1);
  });

  it('an API key scoped to support cannot lift a block either', async () => {
    const player = await registerPlayer(t.app);
    const admin = await signIn(t.app, 'admin');
    expect((await setStatus(admin.cookie, player.id, 'blocked')).statusCode).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: backofficeApi.createApiKey.path,
      headers: { cookie: admin.cookie, ...CSRF },
      payload: { name: 'helpdesk bot', scopes: ['support'] },
    });
    const lifted = await t.app.inject({
      method: 'PUT',
      url: backofficeApi.setPlayerStatus.path.replace(':id', player.id),
      headers: { authorization: `Bearer ${created.json().key}` },
      payload: { status: 'active', reason: 'by the bot' },
    });
    expect(lifted.statusCode, lifted.body).toBe(403);
  });
});

describe.each(TEST_DATABASES)('operator passwords and TOTP resets ($name)', (database) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp(database);
    admin = await signIn(t.app, 'admin');
  });
  afterAll(() => t?.close());

  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: backofficeApi.login.path, payload: { email, password } });
  /** A second verified session of an enrolled operator. */
  async function secondSession(email: string, password: string, secret: string) {
    const cookie = cookieOf(await login(email, password));
    const verified = await t.app.inject({
      method: 'POST',
      url: backofficeApi.verifyTotp.path,
      headers: { cookie, ...CSRF },
      // The next time step: the code of the enrolment (this step) works once.
      payload: { code: await code(secret, Date.now() + 30_000) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return cookie;
  }
  const changePassword = (cookie: string, currentPassword: string, newPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: backofficeApi.changeOwnPassword.path,
      headers: { cookie, ...CSRF },
      payload: { currentPassword, newPassword },
    });
  const auditOf = async (action: string, targetId: string) =>
    (
      await t.app.inject({
        url: `${backofficeApi.listAudit.path}?action=${action}&targetId=${targetId}`,
        headers: { cookie: admin.cookie },
      })
    ).json().items;

  it('an operator changes their own password; their other sessions end; audited', async () => {
    const { email, password } = await newOperator(t.app, 'support');
    const { cookie, secret, id } = await enrolled(email, password);
    const other = await secondSession(email, password, secret);
    const wrong = await changePassword(cookie, 'not-my-password', 'a-brand-new-password-1');
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty('currentPassword');
    const short = await changePassword(cookie, password, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toHaveProperty('newPassword');
    expect((await login(email, password)).statusCode).toBe(200);

    const changed = await changePassword(cookie, password, 'a-brand-new-password-1');
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, 'a-brand-new-password-1')).statusCode).toBe(200);
    // This session goes on; the other one ended.
    expect(
      (await t.app.inject({ url: backofficeApi.me.path, headers: { cookie } })).statusCode,
    ).toBe(200);
    const ended = await t.app.inject({ url: backofficeApi.me.path, headers: { cookie: other } });
    expect(ended.statusCode).toBe(401);
    expect(await auditOf('operator.password.change', id)).toHaveLength(1);
  });

  it("an admin who resets an operator's TOTP cannot sign in as them", async () => {
    // The admin saw the one-time password when creating the operator.
    const { email, password } = await newOperator(t.app, 'payments');
    const { id } = await enrolled(email, password);
    const reset = await t.app.inject({
      method: 'PUT',
      url: backofficeApi.updateOperator.path.replace(':id', id),
      headers: { cookie: admin.cookie, ...CSRF },
      payload: { resetTotp: true },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    // The password the admin knows no longer opens the account, so no TOTP can be enrolled.
    const asThem = await login(email, password);
    expect(asThem.statusCode).toBe(401);
    // The operator gets a one-time link by mail and chooses a new password.
    const [mail] = await mailsTo(t.app, email);
    const token = mail?.links
      .find((link) => link.startsWith(`${t.app.config.PUBLIC_URL}/backoffice/#reset=`))
      ?.split('#reset=')[1];
    expect(token).toBeTruthy();
    expect(reset.body).not.toContain(token!);
    const complete = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: backofficeApi.completePasswordReset.path,
        payload,
      });
    const tooShort = await complete({ token, password: 'short' });
    expect(tooShort.statusCode).toBe(400);
    expect((await complete({ token, password: 'chosen-by-the-operator-1' })).statusCode).toBe(200);
    expect((await complete({ token, password: 'chosen-by-the-admin-123' })).statusCode).toBe(400);
    const back = await login(email, 'chosen-by-the-operator-1');
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ next: 'enrol' });
    expect(await auditOf('operator.password.reset', id)).toHaveLength(1);
  });

  /** Signs the operator in with their password, enrolling TOTP. */
  async function enrolled(email: string, password: string) {
    const cookie = cookieOf(await login(email, password));
    const { secret } = (
      await t.app.inject({
        method: 'POST',
        url: backofficeApi.startTotpEnrolment.path,
        headers: { cookie, ...CSRF },
      })
    ).json();
    const confirm = await t.app.inject({
      method: 'POST',
      url: backofficeApi.confirmTotpEnrolment.path,
      headers: { cookie, ...CSRF },
      payload: { code: await code(secret) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    return { cookie, secret, id: confirm.json().operator.id as string };
  }
});

describe.each(TEST_DATABASES)('disabling a support agent ($name)', (database) => {
  let t: TestApp;
  let admin: SignedIn;
  let url: string;
  const clients: Centrifuge[] = [];
  beforeAll(async () => {
    t = await buildTestApp(database);
    admin = await signIn(t.app, 'admin');
    url = await listen(t.app);
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await t?.close();
  });

  /** The back office's support page: an anonymous socket, the queue with the agent's token. */
  async function watchQueue(agent: SignedIn) {
    const token = await t.app.inject({
      url: `${backofficeApi.getSupportChannelToken.path}?channel=queue`,
      headers: { cookie: agent.cookie },
    });
    expect(token.statusCode, token.body).toBe(200);
    const client = realtimeClient(url);
    clients.push(client);
    const queue = client.newSubscription(token.json().channel, { token: token.json().token });
    const pushes = collect(queue);
    queue.subscribe();
    client.connect();
    await next(queue, 'subscribed');
    return { client, pushes };
  }
  const newChat = async () => {
    const player = await registerPlayer(t.app);
    const sent = await t.app.inject({
      method: 'POST',
      url: supportApi.sendMessage.path,
      headers: auth(player.accessToken),
      payload: { body: 'Hello, anyone there?' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
  };

  it('ends their queue subscription at once, while another agent keeps it', async () => {
    const leaving = await signIn(t.app, 'support');
    const staying = await signIn(t.app, 'support');
    const gone = await watchQueue(leaving);
    const kept = await watchQueue(staying);
    await newChat();
    await eventually(() => gone.pushes.length > 0 && kept.pushes.length > 0);
    const disconnected = next<{ code: number }>(gone.client, 'disconnected');
    const { id } = (
      await t.app.inject({ url: backofficeApi.me.path, headers: { cookie: leaving.cookie } })
    ).json().operator;
    const disabled = await t.app.inject({
      method: 'PUT',
      url: backofficeApi.updateOperator.path.replace(':id', id),
      headers: { cookie: admin.cookie, ...CSRF },
      payload: { disabled: true },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    // Closed for good (3500: the client does not reconnect), well before the token's 10 minutes.
    expect((await disconnected).code).toBe(3500);
    const before = { gone: gone.pushes.length, kept: kept.pushes.length };
    await newChat();
    await eventually(() => kept.pushes.length > before.kept);
    expect(gone.pushes.length).toBe(before.gone);
    // And their session is over: no new token either.
    const again = await t.app.inject({
      url: `${backofficeApi.getSupportChannelToken.path}?channel=queue`,
      headers: { cookie: leaving.cookie },
    });
    expect(again.statusCode).toBe(401);
  });
});
