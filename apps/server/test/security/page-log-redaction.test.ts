import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { redactUrl } from '../../src/shared/log-redaction.ts';
import { openSeededPglite } from '../pglite-template.ts';

/** Issue 27: a reset code in a page URL stays out of every log line of its render (built site). */
describe('reset codes in the log of a page render', () => {
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await openSeededPglite();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = {
      ...loadConfig({ NODE_ENV: 'test', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' }),
      GAME_ORIGIN_PORT: 0,
    };
    app = await buildApp({ config, db: database.db, logger: { level: 'info', stream } });
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close?.());

  it.each([
    '/reset-password/RESET-SECRET-1',
    '/de/reset-password/RESET-SECRET-2',
    '/?reset-pass&resetCode=RESET-SECRET-3',
    '/games?resetCode=RESET-SECRET-4&reset-pass',
    '/de/verify/CONFIRM-SECRET-5',
  ])('%s: the page and the API calls of its render log no code', async (url) => {
    lines.length = 0;
    const res = await app.inject({ url });
    expect(res.statusCode).toBeLessThan(500);
    const log = lines.join('');
    // The render's own calls (the redirect lookup among them) were logged, redacted.
    expect(log).toContain('/api/content/redirects/match');
    expect(log).toContain('[redacted]');
    expect(log).not.toMatch(/(RESET|CONFIRM)-SECRET/);
  });

  it('redacts secrets inside a URL carried as a query value, encoded once or twice', () => {
    expect(redactUrl('/api/content/redirects/match?path=%2Freset-password%2FABC')).toBe(
      '/api/content/redirects/match?path=%2Freset-password%2F%5Bredacted%5D',
    );
    expect(redactUrl('/x?next=%2F%3FresetCode%3DABC%26a%3D1')).not.toContain('ABC');
    expect(redactUrl('/x?next=%252Freset-password%252FABC')).not.toContain('ABC');
    expect(redactUrl('/games?page=2&sort=name')).toBe('/games?page=2&sort=name');
  });
});
