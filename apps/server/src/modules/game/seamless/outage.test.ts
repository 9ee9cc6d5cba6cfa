import { SeamlessErrorSchema } from '@casino/contracts';
import { openDatabase } from '@casino/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiOn, type TestServer } from '../../../../test/build-app.ts';
import { seamless } from '../../../../test/factories/games.ts';

describe('seamless wallet while the database is out of reach', () => {
  // A PostgreSQL URL nobody listens on: the app builds, but every query fails (ECONNREFUSED).
  const database = openDatabase('postgres://casino@127.0.0.1:1/casino');
  let app: TestServer;
  beforeAll(async () => {
    app = await buildApiOn(database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database.close();
  });

  it.each(['balance', 'bet', 'win', 'rollback'] as const)(
    'answers a signed %s call 503 service_unavailable with Retry-After, so the provider retries',
    async (call) => {
      const res = await seamless(app, call, {
        token: 't'.repeat(43),
        transactionId: `outage-${call}`,
        roundId: 'outage-round',
        gameIdentity: 'builtin:dice',
        amount: 100,
        currency: 'USD',
        referenceTransactionId: 'outage-bet',
      });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      const body = SeamlessErrorSchema.parse(res.json());
      expect(body.error.code).toBe('service_unavailable');
      expect(res.body).not.toContain('ECONNREFUSED');
    },
  );
});
