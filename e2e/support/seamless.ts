import { randomUUID } from 'node:crypto';
import { GAME_TITLES } from '@casino/game-engine';
import { expect } from 'vitest';
import { signSeamless } from '../../apps/server/src/modules/game/seamless/signature.ts';

/** The first built-in slot: its identity and display name. */
export const SLOT = GAME_TITLES.find((t) => t.categories.includes('slots'))!;

/**
 * Rounds of the built-in slot in real money as its provider reports them over the signed seamless
 * wallet (`secret` = the site's BUILTIN_PROVIDER_SECRET): a bet of `stake`, then a closed win of
 * `win` (minor units, USD).
 */
export async function playSlotRounds(
  siteUrl: string,
  secret: string,
  accessToken: string,
  { rounds = 1, stake, win = stake }: { rounds?: number; stake: number; win?: number },
) {
  const play = await fetch(`${siteUrl}/api/game/games/${SLOT.identity}/play`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ real: true, locale: 'en' }),
  });
  const token = new URL(((await play.json()) as { url: string }).url).searchParams.get('token')!;
  const call = async (kind: 'bet' | 'win', body: object) => {
    const payload = JSON.stringify(body);
    const res = await fetch(`${siteUrl}/api/seamless/builtin/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signSeamless(secret, payload) },
      body: payload,
    });
    expect(res.status, await res.clone().text()).toBe(200);
  };
  for (let i = 0; i < rounds; i++) {
    const bet = {
      token,
      transactionId: randomUUID(),
      roundId: randomUUID(),
      gameIdentity: SLOT.identity,
      amount: stake,
      currency: 'USD',
    };
    await call('bet', bet);
    await call('win', {
      ...bet,
      transactionId: `${bet.transactionId}-w`,
      amount: win,
      roundClosed: true,
    });
  }
}
