import { randomUUID } from 'node:crypto';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import type { OperatorRole } from '@casino/contracts/backoffice';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { CLI_ACTOR } from '../../src/modules/backoffice/audit.ts';
import { createOperator } from '../../src/modules/backoffice/operators-service.ts';
import type { TestServer } from '../build-app.ts';
import { backofficeContextOf } from './backoffice.ts';

// Back-office operators for tests: created as the CLI does, signed in through the API.

export const CSRF = { 'x-requested-with': 'backoffice' };

export interface SignedIn {
  email: string;
  cookie: string;
  secret: string;
}

export const code = (secret: string, at = Date.now()) =>
  generate({ secret, epoch: Math.floor(at / 1000) });

export function cookieOf(res: { headers: Record<string, unknown> }) {
  const set = res.headers['set-cookie'];
  const line = (Array.isArray(set) ? set : [set]).find((c) => String(c).startsWith('bo_session='));
  return String(line).split(';')[0]!;
}

export async function newOperator(app: TestServer, role: OperatorRole) {
  const ctx = backofficeContextOf(app);
  const email = `${role}-${randomUUID().slice(0, 8)}@ops.test`;
  const created = await createOperator(ctx, { email, name: role, role }, CLI_ACTOR);
  if (!created.ok) throw new Error('operator not created');
  return { email, password: created.value.password };
}

/**
 * Password, TOTP enrolment from the secret shown, confirmation: a verified session. `at`: the
 * app's time when a test moved its clock.
 */
export async function signIn(
  app: TestServer,
  role: OperatorRole,
  at = Date.now(),
): Promise<SignedIn> {
  const { email, password } = await newOperator(app, role);
  const login = await app.inject({
    method: 'POST',
    url: backofficeApi.login.path,
    payload: { email, password },
  });
  expect(login.statusCode, login.body).toBe(200);
  expect(login.json()).toEqual({ next: 'enrol' });
  const cookie = cookieOf(login);
  const enrol = await app.inject({
    method: 'POST',
    url: backofficeApi.startTotpEnrolment.path,
    headers: { cookie, ...CSRF },
  });
  expect(enrol.statusCode, enrol.body).toBe(200);
  const { secret, otpauthUri, qrSvg } = enrol.json();
  expect(otpauthUri).toContain(`secret=${secret}`);
  expect(qrSvg).toContain('<svg');
  const confirm = await app.inject({
    method: 'POST',
    url: backofficeApi.confirmTotpEnrolment.path,
    headers: { cookie, ...CSRF },
    payload: { code: await code(secret, at) },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  expect(confirm.json().recoveryCodes).toHaveLength(10);
  return { email, cookie, secret };
}
