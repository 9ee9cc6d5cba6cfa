import { generate } from 'otplib';
import { DEMO_ADMIN } from '../../apps/server/src/modules/backoffice/demo-admin.ts';

async function post(siteUrl: string, path: string, body: unknown, cookie?: string) {
  const response = await fetch(`${siteUrl}/api/backoffice${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'backoffice',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * An operator's first login over the API, as a person does it: password, TOTP enrolment with a
 * code computed from the secret shown. The verified session's cookie (`bo_session=...`).
 */
async function enrolledSession(siteUrl: string, credentials: { email: string; password: string }) {
  const login = await post(siteUrl, '/auth/login', credentials);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const { secret } = (await (await post(siteUrl, '/auth/totp/enrolment', {}, cookie)).json()) as {
    secret: string;
  };
  const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
  await post(siteUrl, '/auth/totp/enrolment/confirm', { code }, cookie);
  return cookie;
}

/**
 * A back-office API key made by the sandbox demo admin over the API, as an integration would
 * get one (the site must run with NODE_ENV=development, so the demo admin exists).
 */
export async function demoAdminApiKey(siteUrl: string, scopes: string[]): Promise<string> {
  const cookie = await enrolledSession(siteUrl, DEMO_ADMIN);
  const created = await post(siteUrl, '/api-keys', { name: 'e2e', scopes }, cookie);
  return ((await created.json()) as { key: string }).key;
}

/**
 * The session cookie of a new operator of `role`, added by the demo admin (first enrolment of
 * the demo admin: call once per site) and signed in with TOTP.
 */
export async function newOperatorSession(siteUrl: string, role: string, name: string) {
  const admin = await enrolledSession(siteUrl, DEMO_ADMIN);
  const email = `${role}${Date.now()}@ops.test`;
  const created = await post(siteUrl, '/operators', { email, name, role }, admin);
  const { password } = (await created.json()) as { password: string };
  const cookie = await enrolledSession(siteUrl, { email, password });
  const [name_, value] = cookie.split('=') as [string, string];
  return { name: name_, value, path: '/api/backoffice', domain: new URL(siteUrl).hostname };
}
