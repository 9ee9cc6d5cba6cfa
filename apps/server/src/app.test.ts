import { ErrorResponseSchema } from '@casino/contracts';
import { openDatabase } from '@casino/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiOn, buildTestApp, type TestApp, type TestServer } from '../test/build-app.ts';
import { TEST_DATABASES } from '../test/databases.ts';

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { parameters?: OpenApiParameter[] }>>;
}

describe.each(TEST_DATABASES)('API basics on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db);
  });
  afterAll(() => t?.close());

  describe('health', () => {
    it('GET /api/health says the process is up', async () => {
      const res = await t.app.inject('/api/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ok', uptime: expect.any(Number) });
    });

    it('GET /api/ready says the database answers', async () => {
      const res = await t.app.inject('/api/ready');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ready' });
    });
  });

  describe('OpenAPI document', () => {
    let doc: OpenApiDocument;
    beforeAll(async () => {
      const res = await t.app.inject('/api/openapi.json');
      expect(res.statusCode).toBe(200);
      doc = res.json();
    });

    const queryOf = (path: string) =>
      (doc.paths[path]?.get?.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => p.name)
        .sort();

    it('is OpenAPI 3.1', () => {
      expect(doc.openapi).toMatch(/^3\.1\./);
    });

    it('lists every settings call and the player bootstrap', () => {
      for (const path of [
        '/api/settings/currencies',
        '/api/settings/locales',
        '/api/settings/countries',
        '/api/settings/constants',
        '/api/player/init',
      ]) {
        expect(doc.paths[path]?.get, path).toBeDefined();
      }
    });

    it('documents the query parameters of each call as optional', () => {
      expect(queryOf('/api/settings/currencies')).toEqual(['visible']);
      expect(queryOf('/api/settings/countries')).toEqual(['locale', 'withStates']);
      expect(queryOf('/api/settings/locales')).toEqual([]);
      expect(queryOf('/api/settings/constants')).toEqual([]);
      expect(queryOf('/api/player/init')).toEqual([]);
      // Only a call that cannot answer without one has a required query parameter.
      const required = Object.entries(doc.paths).flatMap(([path, p]) =>
        (p.get?.parameters ?? [])
          .filter((param) => param.in === 'query' && param.required)
          .map((param) => `${path}?${param.name}`),
      );
      expect(required.sort()).toEqual([
        '/api/backoffice/jurisdictions/gb-return/csv?quarter',
        '/api/backoffice/jurisdictions/gb-return?quarter',
        '/api/backoffice/reports/csv?from',
        '/api/backoffice/reports/csv?to',
        '/api/backoffice/reports?from',
        '/api/backoffice/reports?to',
        '/api/connection/sse?cf_connect',
        '/api/content/redirects/match?path',
        '/api/game/bonuses/cashback?currency',
        '/api/game/bonuses?currency',
        '/api/payment/invoices/player-fees?amount',
        '/api/payment/invoices/player-fees?currency',
        '/api/payment/invoices/player-fees?invoiceType',
        '/api/payment/invoices/player-fees?method',
        '/api/payment/invoices/player-turnover?currency',
        '/api/payment/methods/deposit?currency',
        '/api/payment/methods/withdrawal?currency',
        '/api/player/fields/validations?scenario',
        '/api/wallet/net-position?currency',
        '/api/wallet/statements?currency',
        '/api/wallet/statements?from',
        '/api/wallet/statements?to',
      ]);
    });
  });

  describe('errors', () => {
    it('answers an unknown /api route with a 404 in the error shape', async () => {
      const res = await t.app.inject('/api/no-such-thing');
      expect(res.statusCode).toBe(404);
      const body = ErrorResponseSchema.parse(res.json());
      expect(body.error.code).toBe('not_found');
      expect(body.error.message).toContain('/api/no-such-thing');
    });

    it('answers a wrong method on a known route with a 404 in the error shape', async () => {
      const res = await t.app.inject({ method: 'DELETE', url: '/api/settings/currencies' });
      expect(res.statusCode).toBe(404);
      expect(ErrorResponseSchema.safeParse(res.json()).success).toBe(true);
    });
  });

  describe('request ids', () => {
    it('gives every response an x-request-id, different per request', async () => {
      const first = await t.app.inject('/api/health');
      const second = await t.app.inject('/api/no-such-thing');
      const a = first.headers['x-request-id'];
      const b = second.headers['x-request-id'];
      expect(a).toEqual(expect.any(String));
      expect(b).toEqual(expect.any(String));
      expect(a).not.toBe('');
      expect(a).not.toBe(b);
    });

    it('echoes an incoming x-request-id, also on errors', async () => {
      const ok = await t.app.inject({
        url: '/api/settings/locales',
        headers: { 'x-request-id': 'trace-abc-123' },
      });
      expect(ok.headers['x-request-id']).toBe('trace-abc-123');
      const bad = await t.app.inject({
        url: '/api/settings/currencies?visible=maybe',
        headers: { 'x-request-id': 'trace-def-456' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['x-request-id']).toBe('trace-def-456');
    });

    it('cuts an overlong incoming x-request-id to 64 characters', async () => {
      const res = await t.app.inject({
        url: '/api/health',
        headers: { 'x-request-id': 'r'.repeat(200) },
      });
      expect(res.headers['x-request-id']).toBe('r'.repeat(64));
    });
  });
});

describe('readiness when the database is unreachable', () => {
  // A PostgreSQL URL nobody listens on: the app builds, but every query fails.
  const database = openDatabase('postgres://casino@127.0.0.1:1/casino');
  let app: TestServer;
  beforeAll(async () => {
    app = await buildApiOn(database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database.close();
  });

  it('answers /api/ready with 503 in the error shape while /api/health stays 200', async () => {
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    const body = ErrorResponseSchema.parse(ready.json());
    expect(body.error.code).toBe('not_ready');
    expect(JSON.stringify(body)).not.toContain('ECONNREFUSED');
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });
});
