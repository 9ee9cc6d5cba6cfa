import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { readDemoAdminFile } from '../../apps/server/src/modules/backoffice/demo-admin.ts';
import { demoAdminFileOf } from './site.ts';

/**
 * The sandbox demo admin of the site on `siteUrl`: its password is
 * generated at boot and written to the site's DEMO_ADMIN_FILE (docs/decisions/015).
 */
export function demoAdminOf(siteUrl: string): { email: string; password: string } {
  const credentials = readDemoAdminFile(demoAdminFileOf(siteUrl));
  if (!credentials) throw new Error(`no demo admin file for ${siteUrl} (is it in sandbox mode?)`);
  return credentials;
}

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
 * The demo admin's verified session per site: its enrolment happens once, so a test retried on
 * the same site (E2E_RETRIES) or a second key reuses it instead of failing with
 * `already_enrolled`.
 */
const demoAdminSessions = new Map<string, Promise<string>>();

/**
 * A back-office API key made by the sandbox demo admin over the API, as an integration would
 * get one (a sandbox site has the demo admin).
 */
export async function demoAdminApiKey(siteUrl: string, scopes: string[]): Promise<string> {
  let session = demoAdminSessions.get(siteUrl);
  if (!session) {
    session = enrolledSession(siteUrl, demoAdminOf(siteUrl));
    demoAdminSessions.set(siteUrl, session);
    session.catch(() => demoAdminSessions.delete(siteUrl));
  }
  const cookie = await session;
  const created = await post(siteUrl, '/api-keys', { name: 'e2e', scopes }, cookie);
  return ((await created.json()) as { key: string }).key;
}

/** The code an authenticator app shows for `secret`, `stepsAhead` steps of 30 s from now. */
export const totp = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/**
 * Password, then TOTP enrolment with the secret shown on screen; the signed-in page. With
 * `shot` (a path without extension) the enrolment and recovery-code screens are captured.
 */
export async function enrolOperator(
  page: Page,
  siteUrl: string,
  email: string,
  password: string,
  shot?: string,
) {
  await page.goto(`${siteUrl}/backoffice/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await expect.poll(() => page.getByAltText('QR code of the authenticator key').count()).toBe(1);
  if (shot) await page.screenshot({ path: `${shot}-enrol.png` });
  await page.getByLabel('Code').fill(await totp(secret));
  await page.getByRole('button', { name: 'Enrol' }).click();
  await expect.poll(() => page.getByTestId('recovery-codes').locator('li').count()).toBe(10);
  if (shot) await page.screenshot({ path: `${shot}-recovery-codes.png` });
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect.poll(() => page.getByRole('button', { name: 'Log out' }).count()).toBe(1);
  return secret;
}

/** The admin adds an operator on the Operators screen; the password shown once. */
export async function addOperator(admin: Page, email: string, role: string) {
  await admin.getByRole('button', { name: 'Operators & keys' }).click();
  const form = admin.locator('form', {
    has: admin.getByRole('button', { name: 'Add operator' }),
  });
  await form.getByPlaceholder('Email').fill(email);
  await form.getByPlaceholder('Name').fill(role);
  await form.getByLabel('Role').selectOption(role);
  await form.getByRole('button', { name: 'Add operator' }).click();
  const shown = admin.getByTestId('shown-once');
  await expect.poll(() => shown.textContent()).toContain(email);
  return (await shown.textContent())!.split('password ')[1]!.trim();
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
/**
 * The session cookie of a new operator of `role`, added by the demo admin (first enrolment of
 * the demo admin: call once per site) and signed in with TOTP.
 */
export async function newOperatorSession(siteUrl: string, role: string, name: string) {
  const admin = await enrolledSession(siteUrl, demoAdminOf(siteUrl));
  const email = `${role}${Date.now()}@ops.test`;
  const created = await post(siteUrl, '/operators', { email, name, role }, admin);
  const { password } = (await created.json()) as { password: string };
  const cookie = await enrolledSession(siteUrl, { email, password });
  const [name_, value] = cookie.split('=') as [string, string];
  return { name: name_, value, path: '/api/backoffice', domain: new URL(siteUrl).hostname };
}
