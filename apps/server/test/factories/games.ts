import { randomUUID } from 'node:crypto';
import { PlayGameResponseSchema } from '@casino/contracts';
import { expect } from 'vitest';
import { signSeamless } from '../../src/modules/game/seamless/signature.ts';
import type { TestServer } from '../build-app.ts';
import { auth, type TestPlayer } from './players.ts';

/** The built-in provider's titles, for module tests that play them (test code, not a module's). */
export { BUILTIN_TITLES } from '../../src/modules/game/providers/builtin-titles.ts';

export type SeamlessCall = 'balance' | 'bet' | 'win' | 'rollback' | 'free-rounds' | 'resettle';

/** POSTs a seamless-wallet call signed as the built-in provider would (or as told otherwise). */
export function seamless(
  app: TestServer,
  call: SeamlessCall,
  body: object | string,
  {
    provider = 'builtin',
    secret = app.config.BUILTIN_PROVIDER_SECRET!,
    now = app.clock.now(),
    headers,
  }: {
    provider?: string;
    secret?: string;
    /** Signing time; the app's clock by default. */
    now?: Date;
    /** Replaces the signature headers. */
    headers?: Record<string, string>;
  } = {},
) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: `/api/seamless/${provider}/${call}`,
    headers: {
      'content-type': 'application/json',
      ...(headers ?? signSeamless(secret, payload, now)),
    },
    payload,
  });
}

/** POST /api/game/games/{id}/play; the raw response. */
export function play(app: TestServer, identity: string, body: object, player?: TestPlayer) {
  return app.inject({
    method: 'POST',
    url: `/api/game/games/${identity}/play`,
    headers: player ? auth(player.accessToken) : {},
    payload: body,
  });
}

/** A real-money launch of `identity` for the player: its token (from the launch URL). */
export async function launchReal(app: TestServer, player: TestPlayer, identity: string) {
  const res = await play(app, identity, { real: true, locale: 'en' }, player);
  expect(res.statusCode, res.body).toBe(200);
  const launch = PlayGameResponseSchema.parse(res.json());
  const token = new URL(launch.url).searchParams.get('token');
  expect(token).toBeTruthy();
  return { token: token!, currency: launch.currency! };
}

/** A bet body for the launch: a fresh transaction and round unless given. */
export function betBody(
  launch: { token: string; currency: string },
  gameIdentity: string,
  amount: number,
  ids: { transactionId?: string; roundId?: string } = {},
) {
  return {
    token: launch.token,
    transactionId: ids.transactionId ?? `tx-${randomUUID()}`,
    roundId: ids.roundId ?? `round-${randomUUID()}`,
    gameIdentity,
    amount,
    currency: launch.currency,
  };
}

/** The identity of the catalog's first real-money title (tests outside the games module). */
export async function firstGameIdentity(app: TestServer): Promise<string> {
  const res = await app.inject({ url: '/api/game/games?perPage=1' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: { identity: string }[] }).items[0]!.identity;
}
