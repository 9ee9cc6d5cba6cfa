import { playerApi } from '@casino/contracts/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from './call';
import { freshAccessToken, refreshSession, setUnauthorizedHandler } from './fetch-transport';

const jwt = (exp: number) =>
  `e30.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.sig`;
const inSeconds = (s: number) => Math.floor(Date.now() / 1000) + s;

/** A browser-like cookie jar: reading returns every live cookie, writing sets one. */
function installCookieJar(initial: Record<string, string>) {
  const jar = new Map(Object.entries(initial));
  vi.stubGlobal('location', { protocol: 'http:', reload: vi.fn() });
  vi.stubGlobal('window', { location: globalThis.location });
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(text: string) {
      const [pair, ...attrs] = text.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      if (attrs.some((a) => a.trim() === 'Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  });
  return jar;
}

describe('browser API client sessions', () => {
  beforeEach(() => vi.restoreAllMocks());
  afterEach(() => vi.unstubAllGlobals());

  it('shares one refresh request between concurrent callers and stores the new tokens', async () => {
    const jar = installCookieJar({ access_token: jwt(inSeconds(5)), refresh_token: 'r1' });
    const fetchMock = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 20));
      return new Response(
        JSON.stringify({ accessToken: jwt(inSeconds(900)), refreshToken: 'r2' }),
        { status: 200 },
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const results = await Promise.all([refreshSession(), refreshSession(), freshAccessToken()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(results[0]?.refreshToken).toBe('r2');
    expect(jar.get('refresh_token')).toBe('r2');
  });

  it('uses a token that is still fresh without refreshing', async () => {
    const token = jwt(inSeconds(600));
    installCookieJar({ access_token: token, refresh_token: 'r1' });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(await freshAccessToken()).toBe(token);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ends the session when an authenticated call is refused, and sends the bearer without cookies', async () => {
    installCookieJar({ access_token: jwt(inSeconds(600)), refresh_token: 'r1' });
    const fetchMock = vi.fn(
      async () => new Response('{"error":{"code":"unauthorized","message":"no"}}', { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    await expect(call(playerApi.getProfile)).rejects.toMatchObject({
      status: 401,
      code: 'unauthorized',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).authorization).toMatch(/^Bearer /);
    expect(init.credentials).toBe('omit');
  });

  it('reloads on a CDN challenge page instead of logging out', async () => {
    installCookieJar({ access_token: jwt(inSeconds(600)), refresh_token: 'r1' });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response('<html>Attention Required! Ray ID: 8a1b</html>', { status: 403 }),
      ),
    );
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    await expect(call(playerApi.getProfile)).rejects.toBeDefined();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(globalThis.location.reload).toHaveBeenCalled();
  });
});
