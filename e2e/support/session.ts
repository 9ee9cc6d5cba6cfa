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

/** Registers a player over the API (EUR and Germany unless said otherwise); the reply's tokens. */
export async function registerByApi(
  siteUrl: string,
  email: string,
  { currency = 'EUR', country = 'DE' } = {},
) {
  const response = await fetch(`${siteUrl}/api/player/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
      currency,
      country,
      agreements: true,
    }),
  });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status}`);
  return (await response.json()) as Tokens;
}
