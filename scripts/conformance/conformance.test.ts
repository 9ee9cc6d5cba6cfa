import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVERYMATRIX_PREFIX,
  everymatrixRoutes,
} from '../../apps/server/src/modules/game/aggregators/everymatrix/routes.ts';
import {
  createGateway,
  type Gateway,
} from '../../apps/server/src/modules/game/aggregators/gateway.ts';
import {
  HUB88_PREFIX,
  hub88Routes,
} from '../../apps/server/src/modules/game/aggregators/hub88/routes.ts';
import { buildTestApp, type TestApp } from '../../apps/server/test/build-app.ts';
import { TEST_DATABASES } from '../../apps/server/test/databases.ts';
import {
  builtinDriver,
  everymatrixDriver,
  httpPost,
  hub88Driver,
  slotegratorDriver,
  softswissDriver,
} from './drivers.ts';
import { httpFixture } from './http-fixture.ts';
import { formatReport, runConformance } from './kit.ts';

/** Booting the app on a loaded machine (CI shares its 2 cores) can take a minute. */
const BOOT_TIMEOUT_MS = 180_000;

describe.each(TEST_DATABASES)('conformance kit against the server as it runs, on $name', (db) => {
  let t: TestApp;
  let siteUrl: string;
  beforeAll(async () => {
    // The sandbox site as `npm start` composes it: the aggregators on, with their twins.
    t = await buildTestApp(db, {
      HUB88_ENABLED: true,
      SOFTSWISS_ENABLED: true,
      EVERYMATRIX_ENABLED: true,
      SLOTEGRATOR_ENABLED: true,
    });
    siteUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  for (const [name, driverOf] of [
    ['hub88', hub88Driver],
    ['softswiss', softswissDriver],
    ['everymatrix', everymatrixDriver],
    ['slotegrator', slotegratorDriver],
    ['builtin', builtinDriver],
  ] as const) {
    it(`passes every case for ${name}, answers and ledger effects, then wallet:check`, async () => {
      const report = await runConformance(driverOf(httpPost(siteUrl)), httpFixture(siteUrl));
      expect(report.ok, formatReport(report)).toBe(true);
      expect(report.results).toHaveLength(13);
      // A rollback naming a win before it arrived: held to it by every dialect that can send one.
      const winFirst = report.results.find((r) => r.name === 'rollback before its win');
      expect(winFirst?.expected.startsWith('not applicable')).toBe(name === 'everymatrix');
    }, 60_000);
  }

  it('fails on a deliberately broken adapter (a bet that forgets its transaction id)', async () => {
    // The Hub88 routes as shipped, over a gateway whose bet moves money on every retry.
    const real = createGateway(t.app.games, 'hub88');
    const broken: Gateway = {
      ...real,
      bet: (call) =>
        real.bet({ ...call, transaction_uuid: `${call.transaction_uuid}-${randomUUID()}` }),
    };
    const server = Fastify();
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(serializerCompiler);
    const publicKey = () => t.app.games.providers.get('hub88')!.secret();
    await server.register(hub88Routes(broken, publicKey), { prefix: HUB88_PREFIX });
    const brokenUrl = await server.listen({ host: '127.0.0.1', port: 0 });
    try {
      const report = await runConformance(
        hub88Driver(httpPost(brokenUrl)),
        httpFixture(siteUrl),
        'hub88',
      );
      expect(report.ok).toBe(false);
      const failed = report.results.filter((r) => !r.ok).map((r) => r.name);
      expect(failed).toContain('replay of each call ×10');
      expect(failed).toContain('rollback before its bet');
      expect(failed).toContain('same id, different body');
      expect(
        report.results.find((r) => r.name === 'replay of each call ×10')!.problems.join('\n'),
      ).toMatch(/ledger: expected \+150, moved -/);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('fails on a broken EveryMatrix adapter (a rollback answered 0 that reverses nothing)', async () => {
    // The EveryMatrix routes as shipped, over a gateway whose rollback only reads the balance.
    const real = createGateway(t.app.games, 'everymatrix');
    const broken: Gateway = {
      ...real,
      rollback: (call) => real.balance({ request_uuid: call.request_uuid, token: call.token }),
    };
    const server = Fastify();
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(serializerCompiler);
    const secret = () => t.app.games.providers.get('everymatrix')!.secret();
    await server.register(everymatrixRoutes(broken, secret), { prefix: EVERYMATRIX_PREFIX });
    const brokenUrl = await server.listen({ host: '127.0.0.1', port: 0 });
    try {
      const report = await runConformance(
        everymatrixDriver(httpPost(brokenUrl)),
        httpFixture(siteUrl),
        'everymatrix',
      );
      expect(report.ok).toBe(false);
      const failed = report.results.filter((r) => !r.ok).map((r) => r.name);
      expect(failed).toEqual(
        expect.arrayContaining([
          'replay of each call ×10',
          'rollback before its bet',
          'rollback of a list',
        ]),
      );
      expect(
        report.results.find((r) => r.name === 'rollback of a list')!.problems.join('\n'),
      ).toMatch(/ledger: expected \+0, moved -250/);
    } finally {
      await server.close();
    }
  }, 60_000);
});
