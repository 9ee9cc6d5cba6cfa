import {
  ErrorResponseSchema,
  LoginResponseSchema,
  MailboxListSchema,
  type MailboxMessage,
  type RegisterRequest,
} from '@casino/contracts';
import { expect } from 'vitest';
import type { TestServer } from '../build-app.ts';

let sequence = 0;

/** A valid registration body with a unique email. */
export function registration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  sequence += 1;
  return {
    email: `player${sequence}-${process.pid}@example.com`,
    password: 'secret-123',
    password_confirmation: 'secret-123',
    currency: 'USD',
    country: 'DE',
    agreements: true,
    ...overrides,
  };
}

export interface TestPlayer {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

export const auth = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** A valid CPF (its two check digits computed) from nine digits. */
export function cpfOf(nine: string): string {
  const digits = [...nine].map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

let cpfSequence = 200_000_000 + (process.pid % 1000) * 1000;
/** A fresh valid CPF no sandbox list holds (one account per CPF). */
export function freshCpf(): string {
  cpfSequence += 1;
  return cpfOf(String(cpfSequence));
}

/**
 * Registers (and thereby logs in) a new player. From Brazil with no CPF given, a fresh valid one
 * (registration there needs it).
 */
export async function registerPlayer(
  app: TestServer,
  overrides: Partial<RegisterRequest> = {},
): Promise<TestPlayer> {
  const cpf = overrides.country === 'BR' && !overrides.cpf_number ? { cpf_number: freshCpf() } : {};
  const body = registration({ ...cpf, ...overrides });
  const res = await app.inject({ method: 'POST', url: '/api/player/register', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const login = LoginResponseSchema.parse(res.json());
  return {
    id: login.profile.id,
    email: login.profile.email,
    password: body.password,
    accessToken: login.accessToken,
    refreshToken: login.refreshToken,
  };
}

/** POST /api/player/sessions; the raw response. */
export function postLogin(app: TestServer, email: string, password: string, ip?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/player/sessions',
    payload: { email, password },
    // The client's own address (X-Forwarded-For counts only behind a TRUST_PROXY proxy).
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

/** Logs in again: a second session of the same player. */
export async function loginAgain(app: TestServer, player: TestPlayer): Promise<TestPlayer> {
  const res = await postLogin(app, player.email, player.password);
  expect(res.statusCode, res.body).toBe(200);
  const login = LoginResponseSchema.parse(res.json());
  return { ...player, accessToken: login.accessToken, refreshToken: login.refreshToken };
}

/** The session id (`sid`) inside an access token. */
export function sessionIdOf(accessToken: string): string {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString());
  return payload.sid;
}

/** Mails captured for `to`, newest first, after the outbox has delivered what it holds. */
export async function mailsTo(app: TestServer, to: string): Promise<MailboxMessage[]> {
  await app.outbox.flush();
  const res = await app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  return MailboxListSchema.parse(res.json()).items;
}

/** The code at the end of the newest mailed link that starts with `${PUBLIC_URL}${path}/`. */
export async function mailedCode(app: TestServer, to: string, path: string): Promise<string> {
  const [latest] = await mailsTo(app, to);
  const prefix = `${app.config.PUBLIC_URL}${path}/`;
  const link = latest?.links.find((l) => l.startsWith(prefix));
  expect(link, `a ${path} link mailed to ${to}`).toBeDefined();
  return link!.slice(prefix.length);
}

/** The error body, checked to be in the API's error shape. */
export function errorOf(res: { json(): unknown }) {
  return ErrorResponseSchema.parse(res.json()).error;
}

/** Confirms the player's email with the code of their registration mail (withdrawals need it). */
export async function confirmEmailOf(app: TestServer, player: { email: string }) {
  const confirmCode = await mailedCode(app, player.email, '/verify');
  const res = await app.inject({
    method: 'POST',
    url: '/api/player/profile/confirmations/email',
    payload: { confirmCode },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The player says no to a deposit limit (where their jurisdiction asks before a first deposit). */
export async function declineDepositLimit(app: TestServer, player: TestPlayer) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/player/limits',
    headers: auth(player.accessToken),
    payload: { action: 'decline', definition: 3 },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
}
