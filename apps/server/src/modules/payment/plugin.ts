import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { registerOperatorKey } from '../../plugins/operator-key.ts';
import { adminPaymentRoutes } from './admin-routes.ts';
import type { DepositLimitCheck } from './deposit-limits.ts';
import { sandboxCardRoutes, sandboxCryptoRoutes } from './providers/sandbox/routes.ts';
import { paymentRoutes } from './routes.ts';
import { createPayments, type Payments } from './setup.ts';
import { webhookRoutes } from './webhook-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/** OPERATOR_API_KEY; outside production a generated one (logged) when unset. */
function operatorKey(app: FastifyInstance): string | null {
  const { config } = app;
  if (config.OPERATOR_API_KEY) return config.OPERATOR_API_KEY;
  if (config.NODE_ENV === 'production') {
    app.log.warn(
      'OPERATOR_API_KEY is not set: the operator API (/api/admin, /api/sandbox) refuses every call; ' +
        'approve withdrawals with `node apps/server/src/cli.ts withdrawals approve <id>`',
    );
    return null;
  }
  const key = randomBytes(24).toString('base64url');
  app.log.warn({ operatorKey: key }, 'OPERATOR_API_KEY is not set: generated one for this run');
  return key;
}

/** The server's own HTTP address once it listens (loopback for a wildcard host). */
function ownAddress(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * Payments: player routes, provider webhooks, the operator API and the built-in sandbox
 * providers (hosted card checkout, crypto chain control). The sandbox providers call our
 * webhooks over real HTTP at the server's own address (PUBLIC_URL before it listens).
 */
export async function registerPayments(
  app: FastifyInstance,
  { depositLimits }: { depositLimits?: DepositLimitCheck } = {},
) {
  const { config } = app;
  registerOperatorKey(app, operatorKey(app));
  const payments = createPayments({
    config,
    db: app.db,
    clock: app.clock,
    events: app.events,
    log: app.log,
    depositLimits,
    webhookBaseUrl: () => ownAddress(app) ?? config.PUBLIC_URL,
  });
  app.decorate('payments', payments);
  app.addHook('onReady', () =>
    payments
      .load()
      .catch((err: unknown) => app.log.warn({ err }, 'payment secrets not loaded yet')),
  );
  app.addHook('onClose', () => payments.sender.close());
  if (config.NODE_ENV === 'production') {
    app.log.warn('the sandbox payment providers are on: their test cards credit real balances');
  }

  await app.register(paymentRoutes(payments.ctx), { prefix: '/api/payment' });
  await app.register(webhookRoutes(payments.ctx), { prefix: '/api/payment/webhooks' });
  await app.register(adminPaymentRoutes(payments.ctx), { prefix: '/api/admin/payment' });
  await app.register(sandboxCardRoutes(payments.cardHost), { prefix: '/sandbox/card' });
  await app.register(sandboxCryptoRoutes(payments.cryptoChain), { prefix: '/api/sandbox/crypto' });
}
