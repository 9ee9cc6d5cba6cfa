// The kit's fixture over HTTP against a running sandbox site: the sandbox fixture routes make
// the player and read the wallet; the exclusion is the player's own break, through the site.

import type { KitSession } from './drivers.ts';
import type { Fixture } from './kit.ts';

const FIXTURE = '/sandbox/aggregators/conformance';

export function httpFixture(siteUrl: string): Fixture {
  const json = async (response: Response) => {
    const text = await response.text();
    if (!response.ok)
      throw new Error(`${response.url}: HTTP ${response.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
  return {
    async session(provider) {
      const body = await json(
        await fetch(`${siteUrl}${FIXTURE}/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ provider }),
        }),
      );
      return body as unknown as KitSession;
    },
    async balance(session) {
      const body = await json(await fetch(`${siteUrl}${FIXTURE}/balance?user=${session.user}`));
      return Number(body.balance);
    },
    async exclude(session) {
      await json(
        await fetch(`${siteUrl}/api/player/limits`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${session.accessToken}`,
            'x-requested-with': 'casino',
          },
          body: JSON.stringify({ action: 'break' }),
        }),
      );
    },
    async walletCheck() {
      const body = await json(await fetch(`${siteUrl}${FIXTURE}/wallet-check`));
      return body.ok ? null : JSON.stringify(body.mismatches);
    },
  };
}
