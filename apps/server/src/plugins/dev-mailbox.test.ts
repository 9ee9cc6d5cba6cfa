import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MailboxListSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiOn, buildTestApp, type TestApp } from '../../test/build-app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

describe.each(TEST_DATABASES)('local mailbox on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db);
    t.app.outbox.queue({
      to: 'First@Example.com',
      subject: 'Hello <b>there</b>',
      text: 'Open https://casino.example/verify/abc123 now.\nOr https://casino.example/x?y=1',
      html: '<p>Open <a href="https://casino.example/verify/abc123">this</a></p>',
    });
    await t.app.outbox.flush();
    t.app.outbox.queue({
      to: 'second@example.com',
      subject: 'Second',
      text: 'no links',
      html: '<p>no links</p>',
    });
    await t.app.outbox.flush();
  });
  afterAll(() => t?.close());

  it('lists captured mails newest first, with the links of the text', async () => {
    const res = await t.app.inject('/api/dev/mailbox');
    expect(res.statusCode).toBe(200);
    const { items } = MailboxListSchema.parse(res.json());
    expect(items.map((m) => m.subject)).toEqual(['Second', 'Hello <b>there</b>']);
    expect(items[1]?.links).toEqual([
      'https://casino.example/verify/abc123',
      'https://casino.example/x?y=1',
    ]);
    const eml = readFileSync(join(t.app.config.MAILBOX_DIR, `${items[1]!.id}.eml`), 'utf8');
    expect(eml).toMatch(/^Subject: Hello <b>there<\/b>$/m);
    expect(eml).toMatch(/^To: first@example\.com$/im);
    expect(eml).toMatch(/^From: Aurora Casino <no-reply@aurora.local>$/m);
  });

  it('filters by recipient, ignoring case', async () => {
    const res = await t.app.inject('/api/dev/mailbox?to=first@example.com');
    expect(MailboxListSchema.parse(res.json()).items.map((m) => m.subject)).toEqual([
      'Hello <b>there</b>',
    ]);
  });

  it('shows one mail as an HTML page with the text escaped and the HTML sandboxed', async () => {
    const { items } = MailboxListSchema.parse((await t.app.inject('/api/dev/mailbox')).json());
    const res = await t.app.inject(`/api/dev/mailbox/${items[1]!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Hello &lt;b&gt;there&lt;/b&gt;');
    expect(res.body).toContain('<iframe sandbox');
    expect(res.body).toContain('href="https://casino.example/verify/abc123"');
  });

  it.each(['no-such-id', '..%2F..%2Fetc%2Fpasswd', '1700000000000-000001-deadbeef'])(
    'answers an unknown id %s with 404 in the error shape',
    async (id) => {
      const res = await t.app.inject(`/api/dev/mailbox/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    },
  );

  it('is not registered when SMTP_URL is set', async () => {
    const smtp = await buildApiOn(t.database.db, { SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      expect(smtp.outbox.kind).toBe('smtp');
      expect((await smtp.inject('/api/dev/mailbox')).statusCode).toBe(404);
    } finally {
      await smtp.close();
    }
  });
});
