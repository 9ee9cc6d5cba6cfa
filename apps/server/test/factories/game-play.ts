import { randomUUID } from 'node:crypto';
import { type Db, gameProviders, gameRounds, games, walletAccounts } from '@casino/db';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createWalletContext } from '../../src/modules/wallet/context.ts';
import {
  creditDeposit,
  payWin,
  placeStake,
  reclaimWin,
  refundStake,
} from '../../src/modules/wallet/service.ts';
import { createWalletPlayer, type WalletPlayer } from './wallet.ts';

/**
 * Game play posted through the wallet exactly as the seamless wallet posts it (the round as each
 * transfer's reference): the reports' and the regulatory returns' tests (issues 14 and 32).
 */

export type Stake = { real: number; bonus: number };

/** A game provider named `name`. */
export async function insertProvider(db: Db, name: string) {
  const [row] = await db
    .insert(gameProviders)
    .values({ identity: `play-${randomUUID().slice(0, 8)}`, name })
    .returning({ id: gameProviders.id });
  return row!.id;
}

/** A game of `kind` (slot, roulette, sports…) named `name`. */
export async function insertGame(db: Db, providerId: string, name: string, kind = 'slot') {
  const [row] = await db
    .insert(games)
    .values({
      identity: `play-${randomUUID().slice(0, 8)}`,
      providerId,
      name,
      kind,
      theme: 'test',
      volatility: 'low',
      rtp: 0.96,
      releasedAt: new Date(),
      image: '/x.svg',
    })
    .returning({ id: games.id });
  return row!.id;
}

/** A player with a wallet in `currency` and `amount` deposited into it. */
export async function fundedWalletPlayer(
  db: Db,
  currency: string,
  amount: number,
): Promise<WalletPlayer> {
  const player = await createWalletPlayer(db, [currency]);
  const credited = await creditDeposit(createWalletContext({ db }), {
    playerId: player.playerId,
    currency,
    idempotencyKey: randomUUID(),
    amount,
  });
  expect(credited.ok).toBe(true);
  return player;
}

/** A new round of `player` in `currency` on the game, and its money movements. */
export async function playRound(
  db: Db,
  player: WalletPlayer,
  currency: string,
  gameId: string,
  providerId: string,
) {
  const [account] = await db
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(
      and(eq(walletAccounts.playerId, player.playerId), eq(walletAccounts.currency, currency)),
    );
  const [row] = await db
    .insert(gameRounds)
    .values({
      providerId,
      providerRoundId: randomUUID(),
      playerId: player.playerId,
      walletAccountId: account!.id,
      gameId,
      currency,
    })
    .returning({ id: gameRounds.id });
  const ctx = createWalletContext({ db });
  const input = () => ({
    playerId: player.playerId,
    currency,
    idempotencyKey: `game:test:${randomUUID()}`,
    reference: row!.id,
  });
  return {
    /** The stake's real and bonus parts. */
    async stake(amount: number): Promise<Stake> {
      const moved = await placeStake(ctx, { ...input(), amount });
      if (!moved.ok) throw new Error(moved.error.kind);
      return { real: moved.value.real, bonus: moved.value.bonus };
    },
    async win(amount: number, stake: Stake) {
      expect((await payWin(ctx, { ...input(), amount, stake })).ok).toBe(true);
    },
    async rollback(stake: Stake) {
      expect((await refundStake(ctx, { ...input(), stake })).ok).toBe(true);
    },
    /** A corrected result: part of the paid win taken back (a sportsbook resettlement). */
    async takeBack(amount: number, stake: Stake) {
      const moved = await reclaimWin(ctx, { ...input(), amount, stake });
      expect(moved.ok && moved.value.shortfall).toBe(0);
    },
  };
}
