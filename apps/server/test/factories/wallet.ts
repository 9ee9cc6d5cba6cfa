import { randomUUID } from 'node:crypto';
import { type Db, players } from '@casino/db';
import { openAccount } from '../../src/modules/wallet/service.ts';

export interface WalletPlayer {
  playerId: string;
  /** The wallet account (docs/product/entities.md#account) in the first currency. */
  accountId: string;
}

/**
 * A player row straight in the database (no password login) with an account in each currency:
 * for wallet tests that need money, not sessions.
 */
export async function createWalletPlayer(
  db: Db,
  currencies: string[] = ['USD'],
): Promise<WalletPlayer> {
  const [player] = await db
    .insert(players)
    .values({
      email: `wallet-${randomUUID()}@example.com`,
      passwordHash: 'not-a-hash',
      currency: currencies[0]!,
    })
    .returning({ id: players.id });
  let accountId = '';
  for (const currency of currencies) {
    const account = await openAccount(db, player!.id, currency);
    accountId ||= account!.id;
  }
  return { playerId: player!.id, accountId };
}
