/** Cookies the site itself sets in the browser; read back on the server for the first render. */
export const COOKIE = {
  language: 'user-language',
  drawerCompact: 'drawer-compact',
  consent: 'cookie-consent',
  /**
   * The content preview token (docs/product/entities.md#client-storage), for this browser session.
   */
  preview: 'content-preview',
} as const;

/** One year (docs/product/entities.md#client-storage: token cookies live 31536000 s). */
export const COOKIE_MAX_AGE_S = 31_536_000;

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeCookieValue(rest.join('='));
  }
  return undefined;
}

/** A malformed %-sequence (sent by hand) reads as the raw text instead of failing the page. */
function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function writeCookie(name: string, value: string, maxAge = COOKIE_MAX_AGE_S) {
  // biome-ignore lint/suspicious/noDocumentCookie: plain preference cookies, no Cookie Store API on older phones
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}
