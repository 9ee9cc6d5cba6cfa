import { communications } from '@casino/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildApiOn,
  buildTestApp,
  type TestApp,
  type TestServer,
} from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';

const message = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  email: 'Ana@Example.com',
  subject: 'payments',
  message: 'My deposit has not arrived yet.',
  locale: 'pt-br',
  ...overrides,
});

describe.each(TEST_DATABASES)('contact messages on $name', (db) => {
  let t: TestApp;
  let limited: TestServer;
  beforeAll(async () => {
    t = await buildTestApp(db);
    limited = await buildApiOn(t.database.db, { RATE_LIMIT_CONTACT_PER_HOUR: 2 });
  });
  afterAll(async () => {
    await limited?.close();
    await t?.close();
  });

  const send = (app: TestServer, body: unknown, ip = '198.51.100.1') =>
    app.inject({
      method: 'POST',
      url: '/api/notification/communications',
      payload: body as object,
      remoteAddress: ip,
    });
  const stored = async (email: string) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(communications)
      .where(eq(communications.email, email));
    return row?.n ?? 0;
  };

  it('stores a message from a guest', async () => {
    const res = await send(t.app, message());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: expect.any(String), createdAt: expect.any(String) });
    const [row] = await t.database.db
      .select()
      .from(communications)
      .where(eq(communications.id, res.json().id));
    expect(row).toMatchObject({
      firstName: 'Ana',
      email: 'ana@example.com',
      subject: 'payments',
      locale: 'pt-br',
      playerId: null,
      ip: '198.51.100.1',
    });
  });

  it('names every broken field and stores nothing', async () => {
    const res = await send(t.app, message({ firstName: 'A', email: 'not-an-email', message: '' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['email', 'firstName', 'message']);
    expect(res.json().error.fields.message).toEqual(['Value is required']);
    expect(await stored('not-an-email')).toBe(0);

    const topic = await send(t.app, message({ subject: 'casino-heist' }));
    expect(topic.statusCode).toBe(400);
    expect(topic.json().error.fields).toHaveProperty('subject');
  });

  it("names a field its schema refuses together with the form's own mistakes", async () => {
    const res = await send(t.app, message({ subject: 'casino-heist', email: 'not-an-email' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['email', 'subject']);
  });

  it('limits messages per IP and per email, with Retry-After', async () => {
    for (let i = 0; i < 2; i++) {
      expect(
        (await send(limited, message({ email: `ip${i}@example.com` }), '203.0.113.9')).statusCode,
      ).toBe(201);
    }
    const third = await send(limited, message({ email: 'ip3@example.com' }), '203.0.113.9');
    expect(third.statusCode).toBe(429);
    expect(third.json().error.code).toBe('rate_limited');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(60);
    expect(await stored('ip3@example.com')).toBe(0);

    // the same sender from other addresses is limited by email
    await send(limited, message({ email: 'same@example.com' }), '203.0.113.20');
    await send(limited, message({ email: 'same@example.com' }), '203.0.113.21');
    const byEmail = await send(limited, message({ email: 'SAME@example.com' }), '203.0.113.22');
    expect(byEmail.statusCode).toBe(429);
    expect(await stored('same@example.com')).toBe(2);
  });
});
