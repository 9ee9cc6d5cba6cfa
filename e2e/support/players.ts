import { expect } from 'vitest';
import { TEST_PASSWORD } from './session.ts';

export interface RegisteredPlayer {
  email: string;
  accessToken: string;
  refreshToken: string;
}

/** A new player with a USD account, registered through the API of the running site. */
export async function registerPlayer(
  siteUrl: string,
  prefix = 'player',
): Promise<RegisteredPlayer> {
  const email = `${prefix}${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const response = await fetch(`${siteUrl}/api/player/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
      currency: 'USD',
      country: 'US',
      agreements: true,
    }),
  });
  expect(response.status).toBe(201);
  const tokens = (await response.json()) as Omit<RegisteredPlayer, 'email'>;
  return { email, ...tokens };
}
