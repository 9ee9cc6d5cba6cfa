/** A password the registration accepts (8+ characters, not a common one). */
export const TEST_PASSWORD = 'secret-1234';

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * The session cookies as the server sets them at login (docs/decisions/016): both tokens
 * HttpOnly, the refresh one on its path, and the marker page script reads. For a browser
 * context signed in by a registration made over the API.
 */
export function sessionCookies(siteUrl: string, { accessToken, refreshToken }: Tokens) {
  const { hostname: domain } = new URL(siteUrl);
  const exp = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).exp;
  const base = {
    domain,
    sameSite: 'Lax' as const,
    expires: Math.floor(Date.now() / 1000) + 86_400,
  };
  return [
    { ...base, name: 'access_token', value: accessToken, path: '/', httpOnly: true },
    {
      ...base,
      name: 'refresh_token',
      value: refreshToken,
      path: '/api/player/sessions/refresh',
      httpOnly: true,
    },
    { ...base, name: 'session', value: String(exp), path: '/' },
  ];
}
