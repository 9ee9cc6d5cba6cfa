import { walletApi } from '@casino/contracts/api';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { authenticatedRoutes } from './authenticated-routes.ts';
import { contractRoute } from './contract-route.ts';

function bareApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The signed-in group's check: this test lets everyone through.
  app.decorate('authenticate', async () => {});
  return app;
}

const route = {
  tags: ['wallet'],
  summary: 'test',
  handler: async () => ({ items: [] }),
};

describe('contractRoute', () => {
  it("takes the method, the path under the plugin's prefix and the schemas from the contract", async () => {
    const app = bareApp();
    await app.register(
      (base) =>
        authenticatedRoutes(base, (group) => contractRoute(group, walletApi.listAccounts, route)),
      { prefix: '/api/wallet' },
    );
    await app.ready();
    expect(app.hasRoute({ method: 'GET', url: '/api/wallet/accounts' })).toBe(true);
    const res = await app.inject({ method: 'GET', url: '/api/wallet/accounts' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [] });
    // The body schema is the contract's: a request without a currency is refused before the handler.
    const app2 = bareApp();
    let called = false;
    await app2.register(
      (base) =>
        authenticatedRoutes(base, (group) =>
          contractRoute(group, walletApi.addAccount, {
            tags: ['wallet'],
            summary: 'test',
            handler: async () => {
              called = true;
              return {} as never;
            },
          }),
        ),
      { prefix: '/api/wallet' },
    );
    const refused = await app2.inject({ method: 'POST', url: '/api/wallet/accounts', payload: {} });
    expect(refused.statusCode).toBe(400);
    expect(called).toBe(false);
    await Promise.all([app.close(), app2.close()]);
  });

  it('stops the boot when a signed-in endpoint is registered outside the signed-in group', async () => {
    const app = bareApp();
    const boot = async () => {
      await app.register(async (plain) => contractRoute(plain, walletApi.listAccounts, route), {
        prefix: '/api/wallet',
      });
      await app.ready();
    };
    await expect(boot()).rejects.toThrow(
      'GET /api/wallet/accounts: the contract says auth true, the route group false',
    );
  });

  it('stops the boot when the endpoint is registered under another prefix', async () => {
    const app = bareApp();
    const boot = async () => {
      await app.register(
        (base) =>
          authenticatedRoutes(base, (group) => contractRoute(group, walletApi.listAccounts, route)),
        { prefix: '/api/payment' },
      );
      await app.ready();
    };
    await expect(boot()).rejects.toThrow('GET /api/wallet/accounts registered under /api/payment');
  });
});
