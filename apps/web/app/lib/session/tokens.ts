import { COOKIE_MAX_AGE_S, readCookie } from '../cookies';

/**
 * Session cookies (docs/product/entities.md#client-storage): kept a year; the tokens inside expire
 * sooner.
 */
export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
/**
 * A token counts as expired this long before its `exp`
 * (docs/product/states.md#token-expiry-and-refresh).
 */
export const EXPIRY_LEEWAY_MS = 10_000;

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

function setCookie(name: string, value: string, maxAge: number) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: tokens live in these cookies (docs/product/entities.md#client-storage)
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

export function readTokens(): Tokens | null {
  const accessToken = readCookie(document.cookie, ACCESS_COOKIE);
  const refreshToken = readCookie(document.cookie, REFRESH_COOKIE);
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}

export function storeTokens(tokens: Tokens) {
  setCookie(ACCESS_COOKIE, tokens.accessToken, COOKIE_MAX_AGE_S);
  setCookie(REFRESH_COOKIE, tokens.refreshToken, COOKIE_MAX_AGE_S);
}

export function clearTokens() {
  setCookie(ACCESS_COOKIE, '', 0);
  setCookie(REFRESH_COOKIE, '', 0);
}

/** Seconds-since-epoch `exp` of a JWT, or 0 when it cannot be read. */
export function tokenExpiry(token: string): number {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return Number((JSON.parse(json) as { exp?: number }).exp) || 0;
  } catch {
    return 0;
  }
}

export function isTokenExpired(token: string, now = Date.now()): boolean {
  return now >= tokenExpiry(token) * 1000 - EXPIRY_LEEWAY_MS;
}
