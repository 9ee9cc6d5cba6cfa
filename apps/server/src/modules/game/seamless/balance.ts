import type { SeamlessBalanceRequestSchema } from '@casino/contracts';
import type { z } from 'zod';
import type { GameContext } from '../context.ts';
import { findLaunchToken } from '../repository.ts';
import { accountOf } from './launch.ts';
import type { SeamlessProvider } from './process.ts';
import { invalidToken, type Reply, success } from './replies.ts';

/** The launched account's balance (real + bonus money); an expired token still reads it. */
export async function readBalance(
  ctx: GameContext,
  provider: SeamlessProvider,
  req: z.output<typeof SeamlessBalanceRequestSchema>,
): Promise<Reply> {
  const launch = await findLaunchToken(ctx.db, req.token, provider.id);
  if (!launch) return invalidToken();
  const account = await accountOf(ctx.wallet, launch);
  return success({
    balance: account.balance,
    currency: account.currency,
    playerId: launch.playerId,
  });
}
