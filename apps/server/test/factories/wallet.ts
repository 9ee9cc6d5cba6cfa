import { randomUUID } from 'node:crypto';
import { type Db, players } from '@casino/db';
import { inLedgerTransaction, postLocked } from '../../src/modules/wallet/ledger/post.ts';
import { lockFor } from '../../src/modules/wallet/money-service.ts';
import { openAccount, type WalletContext } from '../../src/modules/wallet/service.ts';

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

/** Bonus money arrives with the bonus issue; here it is posted straight to the ledger. */
export async function grantBonus(
  ctx: WalletContext,
  player: WalletPlayer,
  amount: number,
  currency = 'USD',
) {
  const result = await inLedgerTransaction(ctx.db, async (tx) => {
    const locked = await lockFor(ctx, tx, player.playerId, currency, ['bonus'], ['house_cash']);
    await postLocked(tx, locked.accounts, [
      {
        key: randomUUID(),
        code: 'deposit',
        debit: locked.house('house_cash').id,
        credit: locked.player('bonus').id,
        amount,
        currency,
      },
    ]);
  });
  if (!result.ok) throw new Error(`bonus not granted: ${result.error.kind}`);
}
