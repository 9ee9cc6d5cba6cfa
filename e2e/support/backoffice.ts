import { generate } from 'otplib';
import { DEMO_ADMIN } from '../../apps/server/src/modules/backoffice/demo-admin.ts';

/**
 * A back-office API key made by the sandbox demo admin over the API, as an integration would
 * get one (the site must run with NODE_ENV=development, so the demo admin exists): password,
 * TOTP enrolment with a code computed from the secret, then the key (shown once).
 */
export async function demoAdminApiKey(siteUrl: string, scopes: string[]): Promise<string> {
  const post = async (path: string, body: unknown, cookie?: string) => {
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
  };
  const login = await post('/auth/login', DEMO_ADMIN);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const { secret } = (await (await post('/auth/totp/enrolment', {}, cookie)).json()) as {
    secret: string;
  };
  const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
  await post('/auth/totp/enrolment/confirm', { code }, cookie);
  const created = await post('/api-keys', { name: 'e2e', scopes }, cookie);
  return ((await created.json()) as { key: string }).key;
}

/** A new operator with `role`, created with an admin API key; the password shown once. */
export async function createOperatorByApi(siteUrl: string, adminKey: string, role: string) {
  const email = `${role}${Date.now()}@ops.test`;
  const response = await fetch(`${siteUrl}/api/backoffice/operators`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, name: role, role }),
  });
  if (!response.ok) throw new Error(`operator: ${response.status} ${await response.text()}`);
  return { email, password: ((await response.json()) as { password: string }).password };
}
