import { registerByApi } from './session.ts';

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
  const tokens = await registerByApi(siteUrl, email, { currency: 'USD', country: 'US' });
  return { email, ...tokens };
}
