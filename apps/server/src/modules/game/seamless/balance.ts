import type { SeamlessBalanceRequestSchema } from '@casino/contracts';
import type { z } from 'zod';
import type { GameContext } from '../context.ts';
import { accountOf, findLaunch } from './launch.ts';
import type { SeamlessProvider } from './process.ts';
import { invalidToken, type Reply, success } from './replies.ts';

/**
 * The launched account's balance (real + bonus money) and the player's jurisdiction rules for the
 * launched game unless the profile is `none` (the provider enforces its round timing); an
 * expired token still reads it.
 */
export async function readBalance(
  ctx: GameContext,
  provider: SeamlessProvider,
  req: z.output<typeof SeamlessBalanceRequestSchema>,
): Promise<Reply> {
  const launch = await findLaunch(ctx, ctx.db, provider, req.token);
  if (!launch) return invalidToken();
  const account = await accountOf(ctx.wallet, launch);
  const rules = await ctx.jurisdiction.gameRules(ctx.db, {
    playerId: launch.playerId,
    kind: launch.gameKind,
    currency: account.currency,
  });
  return success({
    balance: account.balance,
    currency: account.currency,
    playerId: launch.playerId,
    // `none`: no rule to carry, the answer stays as it was before jurisdictions.
    ...(rules.profile === 'none' ? {} : { rules }),
  });
}
