import { expect } from 'vitest';

export interface BearerInit {
  method?: string;
  /** A player's access token or an operator's API key. */
  token: string;
  body?: unknown;
}

/**
 * A JSON call to the running site with a bearer token, as the spec's client makes it: the reply
 * must be a success (the body is shown when it is not) and its JSON is returned.
 */
export function bearerApi(siteUrl: () => string) {
  const call = async (path: string, init: BearerInit) => {
    const res = await fetch(`${siteUrl()}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${init.token}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return (await res.json()) as Record<string, unknown>;
  };
  /** The real money of the player's active account, in minor units. */
  const realBalance = async (player: { accessToken: string }) =>
    (
      (await call('/api/wallet/accounts', { token: player.accessToken })).items as {
        realBalance: number;
      }[]
    )[0]!.realBalance;
  return { call, realBalance };
}
