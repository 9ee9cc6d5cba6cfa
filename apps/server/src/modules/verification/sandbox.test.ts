import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCUMENT_STATUS, DocumentUploadResponseSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiOn, buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { auth, registerPlayer } from '../../../test/factories/players.ts';
import { pngBytes, uploadDocument } from '../../../test/factories/verification.ts';

// The sandbox adapter's tester page: on by default in sandbox mode, absent otherwise.
describe('sandbox verification page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(TEST_DATABASES[0]!, {
      KYC_STORAGE_DIR: mkdtempSync(join(tmpdir(), 'kyc-sbx-')),
    });
  });
  afterAll(() => t?.close());

  it('lists pending documents and approves one from a plain form', async () => {
    expect(t.app.verification.adapter).toBe('sandbox');
    const player = await registerPlayer(t.app);
    const res = await uploadDocument(t.app, player, { bytes: await pngBytes(), name: 'id.png' });
    const { document } = DocumentUploadResponseSchema.parse(res.json());
    const page = await t.app.inject({ url: '/sandbox/verification' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain(`/sandbox/verification/${document.id}`);
    const approve = await t.app.inject({
      method: 'POST',
      url: `/sandbox/verification/${document.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(approve.statusCode).toBe(200);
    const list = await t.app.inject({
      url: '/api/player/documents',
      headers: auth(player.accessToken),
    });
    expect(list.json()).toMatchObject({
      items: [{ id: document.id, status: DOCUMENT_STATUS.approved }],
      verification: { level: 'basic', adapter: 'sandbox' },
    });
    // Decided once: the page answers 409 for it now.
    const again = await t.app.inject({
      method: 'POST',
      url: `/sandbox/verification/${document.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=reject-final',
    });
    expect(again.statusCode).toBe(409);
  });

  it('does not exist with the builtin adapter, nor do Sumsub webhooks', async () => {
    const builtin = await buildApiOn(t.database.db, { KYC_ADAPTER: 'builtin' });
    try {
      expect((await builtin.inject({ url: '/sandbox/verification' })).statusCode).toBe(404);
      const hook = await builtin.inject({
        method: 'POST',
        url: '/api/verification/webhooks/sumsub',
        payload: {},
      });
      expect(hook.statusCode).toBe(404);
    } finally {
      await builtin.close();
    }
  });
});
