import { generate } from 'otplib';
import type { buildApp } from '../apps/server/src/app.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

/** Password, TOTP enrolment and confirmation: an operator's session cookie. */
export async function signIn(app: App, email: string, password: string) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/backoffice/auth/login',
    payload: { email, password },
  });
  const cookie = String(login.headers['set-cookie']).split(';')[0]!;
  const csrf = { cookie, 'x-requested-with': 'backoffice' };
  const { secret } = (
    await app.inject({ method: 'POST', url: '/api/backoffice/auth/totp/enrolment', headers: csrf })
  ).json();
  const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/backoffice/auth/totp/enrolment/confirm',
    headers: csrf,
    payload: { code },
  });
  if (confirm.statusCode !== 200) throw new Error(`sign-in failed: ${confirm.body}`);
  return cookie;
}
