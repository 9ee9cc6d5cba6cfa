import type { FastifyPluginAsync } from 'fastify';
import { drainOnClose } from '../../shared/shutdown-drain.ts';
import { adminPaymentRoutes } from './admin-routes.ts';
import { PIX_PAGE_PATH } from './providers/sandbox/pix-host.ts';
import { sandboxPixRoutes } from './providers/sandbox/pix-routes.ts';
import { sandboxCardRoutes, sandboxCryptoRoutes } from './providers/sandbox/routes.ts';
import { paymentRoutes, publicPaymentRoutes } from './routes.ts';
import type { Payments } from './setup.ts';
import { webhookRoutes } from './webhook-routes.ts';
import { resumeApprovedWithdrawals } from './withdrawal-review.ts';

/**
 * Payments: player routes, provider webhooks, the operator API (behind `operatorAccess`)
 * and the built-in sandbox providers (hosted card checkout, crypto chain control). The
 * sandbox providers call our webhooks over real HTTP (`createPayments`' webhookBaseUrl).
 */
export function paymentPlugin(payments: Payments): FastifyPluginAsync {
  return async (app) => {
    // Approvals a previous run left unpaid (a crash after the claim): settled once at boot, in
    // the background so a slow provider does not hold the boot (issue 27).
    let resuming: Promise<void> = Promise.resolve();
    app.addHook('onReady', async () => {
      await payments
        .load()
        .catch((err: unknown) => app.log.warn({ err }, 'payment secrets not loaded yet'));
      resuming = resumeApprovedWithdrawals(payments.ctx).then(
        (settled) => {
          if (settled > 0) app.log.info({ settled }, 'approved withdrawals resumed');
        },
        (err: unknown) => app.log.warn({ err }, 'approved withdrawals not resumed'),
      );
      payments.reconciler.start();
    });
    // Webhooks a previous run could not deliver (the sandbox providers' outbox), once our own
    // address answers.
    app.addHook('onListen', async () => {
      await payments.sender
        .resume()
        .catch((err: unknown) => app.log.warn({ err }, 'sandbox webhooks not resumed'));
    });
    drainOnClose(app, 'payment resumptions and webhooks', async () => {
      payments.reconciler.stop();
      await resuming;
      await payments.sender.close();
    });
    const { providers } = payments.ctx;
    if (app.config.NODE_ENV === 'production' && providers.size > 0) {
      app.log.warn('the sandbox payment providers are on: their test cards credit real balances');
    }
    await app.register(publicPaymentRoutes(payments.ctx), { prefix: '/api/payment' });
    await app.register(paymentRoutes(payments.ctx), { prefix: '/api/payment' });
    // Webhooks and sandbox pages exist only for enabled providers (none of them in live mode).
    if (providers.size > 0) {
      await app.register(webhookRoutes(payments.ctx), { prefix: '/api/payment/webhooks' });
    }
    await app.register(adminPaymentRoutes(payments.ctx), { prefix: '/api/admin/payment' });
    if (providers.has('sandbox-card')) {
      await app.register(sandboxCardRoutes(payments.cardHost), { prefix: '/sandbox/card' });
    }
    if (providers.has('sandbox-pix')) {
      await app.register(sandboxPixRoutes(payments.pixHost), { prefix: PIX_PAGE_PATH });
    }
    if (providers.has('sandbox-crypto')) {
      await app.register(sandboxCryptoRoutes(payments.cryptoChain), {
        prefix: '/api/sandbox/crypto',
      });
    }
  };
}
