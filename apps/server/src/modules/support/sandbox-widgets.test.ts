import { supportApi } from '@casino/contracts/api';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiOn, buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { auth, registerPlayer } from '../../../test/factories/players.ts';

const PUBLIC_URL = 'http://casino.test:3000';
const signIn = (app: TestApp['app'], jwt: string) =>
  app.inject({ method: 'POST', url: '/sandbox/widgets/zendesk/session', payload: { jwt } });

// SUPPORT_CHAT_ADAPTER alone in sandbox mode: the vendors' sandbox twins (docs/decisions/030).
describe('sandbox chat widget twins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(TEST_DATABASES[0]!, { SUPPORT_CHAT_ADAPTER: 'zendesk', PUBLIC_URL });
  });
  afterAll(() => t?.close());

  it('serves the Zendesk twin, whose endpoint accepts only the JWT signed with the generated secret', async () => {
    const init = (await t.app.inject({ url: '/api/player/init' })).json();
    expect(init.chatWidget).toEqual({
      adapter: 'zendesk',
      scriptUrl: `${PUBLIC_URL}/sandbox/widgets/zendesk.js`,
      key: 'sandbox-twin',
    });
    const script = await t.app.inject({ url: '/sandbox/widgets/zendesk.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('Sandbox Zendesk');
    expect((await t.app.inject({ url: '/sandbox/widgets/freshchat.js' })).statusCode).toBe(404);

    const player = await registerPlayer(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/player/profile',
      headers: auth(player.accessToken),
      payload: { firstName: 'Ada', lastName: 'Lovelace' },
    });
    const token = await t.app.inject({
      url: supportApi.getZendeskToken.path,
      headers: auth(player.accessToken),
    });
    expect(token.statusCode, token.body).toBe(200);
    const signedIn = await signIn(t.app, token.json().token);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toEqual({
      externalId: `${player.id}-aurora`,
      name: 'Ada Lovelace',
      email: player.email,
      emailVerified: false,
    });

    // A token signed with anything else is refused, as Zendesk would.
    const forged = await new SignJWT({ scope: 'user', external_id: 'x', email: 'x@example.com' })
      .setProtectedHeader({ alg: 'HS256', kid: 'sandbox-twin' })
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('not-the-generated-secret-0123456789abcdef'));
    expect((await signIn(t.app, forged)).statusCode).toBe(401);
  });

  it('serves the Freshchat twin with the site as its host', async () => {
    const freshchat = await buildApiOn(t.database.db, {
      SUPPORT_CHAT_ADAPTER: 'freshchat',
      PUBLIC_URL,
    });
    try {
      expect((await freshchat.inject({ url: '/api/player/init' })).json().chatWidget).toEqual({
        adapter: 'freshchat',
        scriptUrl: `${PUBLIC_URL}/sandbox/widgets/freshchat.js`,
        token: 'sandbox-twin',
        host: PUBLIC_URL,
      });
      const script = await freshchat.inject({ url: '/sandbox/widgets/freshchat.js' });
      expect(script.body).toContain('Sandbox Freshchat');
      expect((await freshchat.inject({ url: '/sandbox/widgets/zendesk.js' })).statusCode).toBe(404);
    } finally {
      await freshchat.close();
    }
  });

  it('has no /sandbox/widgets routes in a live build, and none with a vendor configured', async () => {
    const zendesk = {
      SUPPORT_CHAT_ADAPTER: 'zendesk',
      ZENDESK_WIDGET_KEY: 'snippet-key',
      ZENDESK_KEY_ID: 'app_1',
      ZENDESK_SECRET: 'zendesk-live-secret-0123456789abcdef',
    } as const;
    for (const overrides of [
      { ...zendesk, SITE_MODE: 'live' },
      { SUPPORT_CHAT_ADAPTER: 'freshchat', FRESHCHAT_TOKEN: 'fc-token', SITE_MODE: 'live' },
      zendesk,
    ] as const) {
      const app = await buildApiOn(t.database.db, {
        ...overrides,
        PUBLIC_URL: 'https://casino.test',
      });
      try {
        const routes = app.printRoutes({ commonPrefix: false });
        expect(routes).not.toContain('sandbox/widgets');
        expect((await app.inject({ url: '/sandbox/widgets/zendesk.js' })).statusCode).toBe(404);
        expect((await app.inject({ url: '/sandbox/widgets/freshchat.js' })).statusCode).toBe(404);
        expect(
          (
            await app.inject({
              method: 'POST',
              url: '/sandbox/widgets/zendesk/session',
              payload: {},
            })
          ).statusCode,
        ).toBe(404);
      } finally {
        await app.close();
      }
    }
  });
});
