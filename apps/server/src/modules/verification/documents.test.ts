import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DOCUMENT_STATUS,
  DocumentUploadResponseSchema,
  PlayerDocumentListSchema,
  VERIFICATION_REQUIRED_CODE,
} from '@casino/contracts';
import { paymentInvoices } from '@casino/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { accountIn, fundByCard, postWithdrawal } from '../../../test/factories/payments.ts';
import {
  auth,
  confirmEmailOf,
  errorOf,
  mailsTo,
  registerPlayer,
  type TestPlayer,
} from '../../../test/factories/players.ts';
import {
  jpegWithExif,
  operatorKey,
  pngBytes,
  review,
  uploadDocument,
} from '../../../test/factories/verification.ts';

describe.each(TEST_DATABASES)('identity documents on $name', (db) => {
  let t: TestApp;
  let storageDir: string;
  let compliance: Record<string, string>;
  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), 'kyc-docs-'));
    t = await buildTestApp(db, {
      KYC_STORAGE_DIR: storageDir,
      KYC_ADAPTER: 'builtin',
      KYC_BEFORE_FIRST_WITHDRAWAL: true,
    });
    compliance = await operatorKey(t.app, 'compliance');
  });
  afterAll(() => t?.close());

  const list = async (player: TestPlayer) => {
    const res = await t.app.inject({
      url: '/api/player/documents',
      headers: auth(player.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    return PlayerDocumentListSchema.parse(res.json());
  };
  const uploaded = async (
    player: TestPlayer,
    bytes: Uint8Array,
    name: string,
    kind = 'identity',
  ) => {
    const res = await uploadDocument(t.app, player, { bytes, name }, { kind });
    expect(res.statusCode, res.body).toBe(200);
    return DocumentUploadResponseSchema.parse(res.json()).document;
  };

  it('takes a PNG named .pdf as the PNG it is, stored outside the web root', async () => {
    const player = await registerPlayer(t.app);
    const document = await uploaded(player, await pngBytes(), 'passport.pdf');
    expect(document).toMatchObject({
      kind: 'identity',
      fileName: 'passport.png',
      contentType: 'image/png',
      status: DOCUMENT_STATUS.pending,
      reason: null,
    });
    const stored = readdirSync(join(storageDir, player.id));
    expect(stored).toEqual([document.id]);
    const file = await t.app.inject({
      url: `/api/player/documents/${document.id}/file`,
      headers: auth(player.accessToken),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('downloads documents named with non-Latin letters, naming them in RFC 5987 form', async () => {
    const player = await registerPlayer(t.app);
    const names = [
      ['паспорт Иванова.png', 'document.png', 'паспорт Иванова.png'],
      ['Führerschein.png', 'Fuhrerschein.png', 'Führerschein.png'],
      ['身份证.png', 'document.png', '身份证.png'],
    ] as const;
    for (const [name, fallback, full] of names) {
      const document = await uploaded(player, await pngBytes(), name);
      expect(document.fileName).toBe(full);
      for (const [url, headers] of [
        [`/api/player/documents/${document.id}/file`, auth(player.accessToken)],
        [`/api/backoffice/verification/documents/${document.id}/file`, compliance],
      ] as const) {
        const file = await t.app.inject({ url, headers });
        expect(file.statusCode, file.body).toBe(200);
        expect(file.headers['content-disposition']).toBe(
          `inline; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(full)}`,
        );
        expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      }
    }
  });

  it('strips the metadata of photos', async () => {
    const player = await registerPlayer(t.app);
    const marker = 'GPS-SECRET-MARKER';
    const original = await jpegWithExif(marker);
    expect(original.includes(marker)).toBe(true);
    const document = await uploaded(player, original, 'IMG_0001.JPG');
    expect(document.contentType).toBe('image/jpeg');
    const onDisk = readFileSync(join(storageDir, player.id, document.id));
    expect(onDisk.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(onDisk.includes(marker)).toBe(false);
  });

  it('refuses HTML named .jpg, an 11 MB file and an active PDF, storing nothing', async () => {
    const player = await registerPlayer(t.app);
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const asJpg = await uploadDocument(t.app, player, {
      bytes: html,
      name: 'id.jpg',
      type: 'image/jpeg',
    });
    expect(asJpg.statusCode).toBe(400);
    expect(errorOf(asJpg).fields).toEqual({ file: ['Send a photo (JPEG, PNG, WebP) or a PDF'] });

    const big = Buffer.alloc(11 * 1024 * 1024, 0x41);
    (await pngBytes()).copy(big);
    const tooBig = await uploadDocument(t.app, player, { bytes: big, name: 'big.png' });
    expect(tooBig.statusCode).toBe(400);
    expect(errorOf(tooBig).fields).toEqual({ file: ['The file is larger than 10 MB'] });

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /OpenAction << /JS (app.alert(1)) >> >>\n%%EOF');
    const active = await uploadDocument(t.app, player, { bytes: pdf, name: 'scan.pdf' });
    expect(active.statusCode).toBe(400);
    const escaped = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Open#41ction << /S /J#61vaScript /J#53 (app.alert(1)) >> >>\n%%EOF',
    );
    const hidden = await uploadDocument(t.app, player, { bytes: escaped, name: 'scan.pdf' });
    expect(hidden.statusCode).toBe(400);
    expect(errorOf(hidden).fields).toEqual({
      file: ['This PDF contains scripts or attachments; send a plain scan'],
    });

    const noKind = await uploadDocument(
      t.app,
      player,
      { bytes: await pngBytes(), name: 'a.png' },
      { kind: 'passport' },
    );
    expect(noKind.statusCode).toBe(400);
    expect(Object.keys(errorOf(noKind).fields ?? {})).toEqual(['kind']);

    expect((await list(player)).items).toEqual([]);
  });

  it("keeps another player's document out of reach", async () => {
    const owner = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    const document = await uploaded(owner, await pngBytes(), 'id.png');
    for (const res of [
      await t.app.inject({
        url: `/api/player/documents/${document.id}/file`,
        headers: auth(other.accessToken),
      }),
      await t.app.inject({
        method: 'DELETE',
        url: `/api/player/documents/${document.id}`,
        headers: auth(other.accessToken),
      }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await list(other)).items).toEqual([]);
    expect((await list(owner)).items.map((d) => d.id)).toEqual([document.id]);
    // Support cannot read files; compliance can.
    const support = await operatorKey(t.app, 'support');
    const path = `/api/backoffice/verification/documents/${document.id}/file`;
    expect((await t.app.inject({ url: path, headers: support })).statusCode).toBe(403);
    expect((await t.app.inject({ url: path, headers: compliance })).statusCode).toBe(200);
    expect((await t.app.inject({ url: path })).statusCode).toBe(401);
  });

  it('deletes while pending, not after review', async () => {
    const player = await registerPlayer(t.app);
    const first = await uploaded(player, await pngBytes(), 'a.png');
    const del = (id: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/player/documents/${id}`,
        headers: auth(player.accessToken),
      });
    expect((await del(first.id)).statusCode).toBe(204);
    expect(readdirSync(join(storageDir, player.id))).toEqual([]);
    const second = await uploaded(player, await pngBytes(), 'b.png');
    expect((await review(t.app, compliance, second.id, { decision: 'approve' })).statusCode).toBe(
      200,
    );
    expect((await del(second.id)).statusCode).toBe(409);
  });

  it('asks for verification before the first withdrawal, then pays once approved', async () => {
    const player = await registerPlayer(t.app);
    await confirmEmailOf(t.app, player);
    await fundByCard(t.app, player, 10_000);

    const refused = await postWithdrawal(t.app, player, { amount: 2_000 });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).code).toBe(VERIFICATION_REQUIRED_CODE);
    expect(await accountIn(t.app, player)).toMatchObject({ balance: 10_000, lockedBalance: 0 });
    expect(
      await t.database.db
        .select()
        .from(paymentInvoices)
        .where(eq(paymentInvoices.type, 'withdrawal'))
        .then((rows) => rows.filter((r) => r.playerId === player.id)),
    ).toEqual([]);
    const before = await list(player);
    expect(before.verification).toMatchObject({
      level: 'none',
      required: true,
      trigger: 'first_withdrawal',
      needed: [{ kind: 'identity', state: 'missing' }],
    });

    const document = await uploaded(player, await pngBytes(), 'id.png');
    const rejected = await review(t.app, compliance, document.id, {
      decision: 'reject',
      reason: 'The photo is blurred',
      note: 'glare on the MRZ',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const afterReject = await list(player);
    expect(afterReject.items[0]).toMatchObject({
      status: DOCUMENT_STATUS.rejected,
      reason: 'The photo is blurred',
      final: false,
    });
    expect(JSON.stringify(afterReject)).not.toContain('glare');
    // The rejection was retryable: a new photo goes in and is approved.
    const again = await uploaded(player, await pngBytes(), 'id-2.png');
    expect((await review(t.app, compliance, again.id, { decision: 'approve' })).statusCode).toBe(
      200,
    );
    await t.app.outbox.flush();
    const mails = await mailsTo(t.app, player.email);
    expect(mails.map((m) => m.text).join('\n')).toContain('was approved');
    expect((await list(player)).verification).toMatchObject({ level: 'basic', required: false });

    const paid = await postWithdrawal(t.app, player, { amount: 2_000 });
    expect(paid.statusCode, paid.body).toBe(200);

    const card = await t.app.inject({
      url: `/api/backoffice/players/${player.id}/verification`,
      headers: compliance,
    });
    expect(card.json()).toMatchObject({
      level: 'basic',
      history: [
        { action: 'document.reject', levelAfter: 'none' },
        { action: 'document.approve', levelBefore: 'none', levelAfter: 'basic' },
      ],
    });
    const audit = await t.app.inject({
      url: `/api/backoffice/audit?targetId=${player.id}`,
      headers: await operatorKey(t.app, 'admin'),
    });
    expect(JSON.stringify(audit.json())).toContain('verification.document.approve');
  });

  it('moves a document once: a second decision is refused, a rejection needs a reason', async () => {
    const player = await registerPlayer(t.app);
    const document = await uploaded(player, await pngBytes(), 'id.png');
    const noReason = await review(t.app, compliance, document.id, { decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    expect(
      (
        await review(t.app, compliance, document.id, {
          decision: 'reject',
          reason: 'Expired',
          final: true,
        })
      ).statusCode,
    ).toBe(200);
    expect((await review(t.app, compliance, document.id, { decision: 'approve' })).statusCode).toBe(
      409,
    );
    const retry = await uploadDocument(t.app, player, { bytes: await pngBytes(), name: 'x.png' });
    expect(retry.statusCode).toBe(409);
    expect((await list(player)).verification.rejectedFinal).toBe(true);
  });
});
