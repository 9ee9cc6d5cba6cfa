import { ErrorResponseSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { openSeededPglite } from '../pglite-template.ts';

const SECRET = (name: string) => `${name}-given-secret-0123456789abcdefghij`;
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

/** Issue 27: pages answer GET and HEAD; anything else is a clear 405, never a 500 (built site). */
describe.each([
  ['sandbox', {}],
  ['live', LIVE],
] as const)('other methods on page paths in %s mode', (_mode, overrides) => {
  let base = '';
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await openSeededPglite();
    const config = {
      ...loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        ARGON2_MEMORY_KIB: '1024',
        ARGON2_TIME_COST: '1',
      }),
      GAME_ORIGIN_PORT: 0,
      ...overrides,
    };
    const app = await buildApp({ config, db: database.db });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close?.());

  it.each([
    ['POST', '/', 'application/x-www-form-urlencoded', 'a=1'],
    ['POST', '/games', 'application/json', '{"a":1}'],
    ['POST', '/no-such-page', undefined, undefined],
    ['POST', '/de/static/about', 'multipart/form-data; boundary=x', '--x--'],
    ['PUT', '/x/y/z', undefined, undefined],
    ['DELETE', '/account/profile', undefined, undefined],
    ['PATCH', '/de/no-such-page', 'text/plain', 'hello'],
  ])('%s %s answers 405 naming the method, with Allow', async (method, path, type, body) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: type ? { 'content-type': type } : {},
      body,
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(res.headers.get('content-type')).toContain('application/json');
    const error = ErrorResponseSchema.parse(await res.json()).error;
    expect(error.code).toBe('method_not_allowed');
    expect(error.message).toBe(`${method} is not allowed on ${path}: pages answer GET and HEAD`);
  });

  it('still renders pages and the not-found page for GET', async () => {
    const page = await fetch(`${base}/games`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');
    const missing = await fetch(`${base}/no-such-page/deeper`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('text/html');
    await missing.text();
  });
});
