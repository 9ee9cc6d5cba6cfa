import * as registry from '@casino/contracts/api';
import { passkeyApi } from '@casino/contracts/api/passkey';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { contractRouted } from './shared/contract-route.ts';

type Group = Record<string, registry.Endpoint>;

// The passkey registry is loaded apart by the site (issue 35), and checked the same way.
const groups = { ...(registry as unknown as Record<string, Group>), passkeyApi };
const endpoints = Object.entries(groups).flatMap(([group, members]) =>
  Object.entries(members).map(([name, endpoint]) => ({ name: `${group}.${name}`, endpoint })),
);

// The web client's endpoint registry and the server's routes must not drift apart.
describe('API contract registry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(TEST_DATABASES[0]!);
  });
  afterAll(() => t?.close());

  it('declares the calls the site makes', () => {
    expect(endpoints.length).toBeGreaterThan(40);
  });

  it.each(endpoints)('$name exists on the server', ({ endpoint }) => {
    expect(
      t.app.hasRoute({ method: endpoint.method, url: endpoint.path }),
      `${endpoint.method} ${endpoint.path}`,
    ).toBe(true);
  });

  // Issue 30: no route repeats its contract's method, path or schemas (`contractRoute`).
  it.each(endpoints)('$name is registered from its contract', ({ name, endpoint }) => {
    expect(contractRouted.has(endpoint), name).toBe(true);
  });

  it('finds no route that was never registered', () => {
    expect(t.app.hasRoute({ method: 'GET', url: '/api/wallet/nope' })).toBe(false);
  });

  it('replies to an unauthenticated call as the registry says', async () => {
    const res = await t.app.inject({ method: 'GET', url: registry.walletApi.listAccounts.path });
    expect(res.statusCode).toBe(401);
    const init = await t.app.inject({ method: 'GET', url: registry.playerApi.getInit.path });
    expect(registry.playerApi.getInit.response.safeParse(init.json()).success).toBe(true);
  });
});
