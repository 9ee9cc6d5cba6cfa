import type { FastifyPluginAsync } from 'fastify';
import type { WalletContext } from './context.ts';
import { walletRoutes } from './routes.ts';

/**
 * The player's wallet accounts under /api/wallet. The context is the app's one wallet
 * context (app.ts), also handed to payments and games.
 */
export function walletPlugin(ctx: WalletContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(walletRoutes(ctx));
  };
}
