import { playerApi } from '@casino/contracts/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from './call';
import { ensureFreshSession, refreshSession, setUnauthorizedHandler } from './fetch-transport';

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

  it('shares one refresh request between concurrent callers; the server moves the marker', async () => {
    const jar = installCookieJar({ session: String(inSeconds(5)) });
    const renewed = String(inSeconds(900));
    const fetchMock = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 20));
      jar.set('session', renewed); // what the reply's Set-Cookie does in a browser
      return new Response(JSON.stringify({ accessToken: 'a2', refreshToken: 'r2' }), {
        status: 200,
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const results = await Promise.all([refreshSession(), refreshSession(), ensureFreshSession()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(results).toEqual([true, true, true]);
    expect(jar.get('session')).toBe(renewed);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe('{}'); // the refresh token is the HttpOnly cookie
    expect(init.credentials).toBe('same-origin');
  });

  it('uses a session that is still fresh without refreshing', async () => {
    installCookieJar({ session: String(inSeconds(600)) });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(await ensureFreshSession()).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ends the session when an authenticated call is refused; calls carry cookies and the CSRF header, no bearer', async () => {
    installCookieJar({ session: String(inSeconds(600)) });
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
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-requested-with']).toBe('casino');
    expect(init.credentials).toBe('same-origin');
  });

  it('ends the session without calling when no marker says there is one', async () => {
    installCookieJar({});
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    await expect(call(playerApi.getProfile)).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reloads on a CDN challenge page instead of logging out', async () => {
    installCookieJar({ session: String(inSeconds(600)) });
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
