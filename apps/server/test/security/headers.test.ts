import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { registerSecurityHeaders } from '../../src/plugins/security-headers.ts';
import { auth, registerPlayer } from '../factories/players.ts';
import { openSeededPglite } from '../pglite-template.ts';

/** Issue 12, headers (docs/decisions/017): the built site (run `npm run build` first). */
describe('security headers of pages and API replies', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const database = await openSeededPglite();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      GAME_ORIGIN: 'http://games.test:8080',
    });
    app = await buildApp({ config, db: database.db });
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close?.());

  const directives = (policy: string) =>
    new Map(
      policy.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );

  /** The page's nonce, after checking every script tag of the HTML carries exactly it. */
  function pageNonce(headers: Record<string, unknown>, html: string): string {
    const policy = directives(String(headers['content-security-policy']));
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).not.toContain("'unsafe-inline'");
    const nonce = scripts.find((v) => v.startsWith("'nonce-"))?.slice(7, -1);
    expect(nonce, 'script-src has a nonce').toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const tags = html.match(/<script\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(1);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    return nonce!;
  }

  it.each(['/', '/games'])(
    '%s: nonce policy, framing, permissions, no HSTS in sandbox',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      pageNonce(res.headers, res.body);
      const policy = directives(String(res.headers['content-security-policy']));
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('frame-src')).toEqual(['http://games.test:8080']);
      expect(policy.get('connect-src')).toEqual(["'self'", 'ws://localhost:3000']);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const permissions = String(res.headers['permissions-policy']);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()'])
        expect(permissions).toContain(feature);
      expect(permissions).toContain('fullscreen=(self "http://games.test:8080")');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      // A guest page: any cache may keep it, revalidating, apart per cookie set.
      expect(res.headers['cache-control']).toBe('public, no-cache');
      expect(String(res.headers.vary)).toMatch(/cookie/i);
    },
  );

  it('draws a new nonce for every request', async () => {
    const [a, b] = await Promise.all([app.inject({ url: '/' }), app.inject({ url: '/' })]);
    expect(pageNonce(a.headers, a.body)).not.toBe(pageNonce(b.headers, b.body));
  });

  it('a signed-in page and its data are private, no-store', async () => {
    const player = await registerPlayer(app);
    const cookie = `access_token=${player.accessToken}; refresh_token=${player.refreshToken}`;
    for (const url of ['/profile', '/games', '/games.data']) {
      const res = await app.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBeLessThan(400);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
    const profile = await app.inject({
      url: '/api/player/profile',
      headers: auth(player.accessToken),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('private, no-store');
    expect(profile.headers['x-content-type-options']).toBe('nosniff');
  });

  it('an API reply says nosniff and the referrer policy', async () => {
    const res = await app.inject({ url: '/api/settings/locales' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('live mode adds HSTS to every reply', async () => {
    const live = Fastify();
    live.decorate('config', { SITE_MODE: 'live' } as Config);
    registerSecurityHeaders(live);
    live.get('/api/x', async () => ({ ok: true }));
    const res = await live.inject({ url: '/api/x' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    await live.close();
  });
});
