import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DocumentUploadResponseSchema, PlayerDocumentListSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import {
  auth,
  loginAgain,
  mailsTo,
  registerPlayer,
  type TestPlayer,
} from '../../../test/factories/players.ts';
import {
  operatorKey,
  pngBytes,
  review,
  uploadDocument,
} from '../../../test/factories/verification.ts';
import { createTestClock } from '../../../test/fakes/clock.ts';
import { tellExpiredDocuments } from './expiry.ts';
import { documentExpiredMail } from './expiry-mail.ts';

const DAY = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

describe.each(TEST_DATABASES)('document expiry on $name', (db) => {
  let t: TestApp;
  let compliance: Record<string, string>;
  const clock = createTestClock();
  beforeAll(async () => {
    t = await buildTestApp(
      db,
      {
        KYC_STORAGE_DIR: mkdtempSync(join(tmpdir(), 'kyc-expiry-')),
        KYC_ADAPTER: 'builtin',
        KYC_DOCUMENT_VALIDITY_DAYS: { address: 90 },
        KYC_FULL_DOCUMENTS: ['identity', 'address'],
        KYC_EXPIRY_SWEEP_SECONDS: 0,
      },
      { clock },
    );
    compliance = await operatorKey(t.app, 'compliance');
  });
  afterAll(() => t?.close());

  const approved = async (player: TestPlayer, kind: string, expiresOn?: string) => {
    const sent = await uploadDocument(
      t.app,
      player,
      { bytes: await pngBytes(), name: `${kind}.png` },
      { kind },
    );
    const { id } = DocumentUploadResponseSchema.parse(sent.json()).document;
    const res = await review(t.app, compliance, id, {
      decision: 'approve',
      ...(expiresOn ? { expiresOn } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { document: { id: string; expiresOn: string | null } };
  };
  const status = async (player: TestPlayer) =>
    PlayerDocumentListSchema.parse(
      (
        await t.app.inject({ url: '/api/player/documents', headers: auth(player.accessToken) })
      ).json(),
    ).verification;

  it('gives a proof of address the validity of its kind when the reviewer names no date', async () => {
    const player = await registerPlayer(t.app);
    const { document } = await approved(player, 'address');
    expect(document.expiresOn).toBe(dayOf(new Date(clock.now().getTime() + 90 * DAY)));
    const identity = await approved(player, 'identity');
    expect(identity.document.expiresOn).toBeNull();
  });

  it('tells the player once, in their language, when a document expires, and asks for it again', async () => {
    const german = await registerPlayer(t.app, { locale: 'de' });
    const english = await registerPlayer(t.app);
    const today = dayOf(clock.now());
    await approved(german, 'identity', today);
    await approved(english, 'identity', today);
    expect((await status(german)).level).toBe('basic');

    // The day the documents are valid through: nothing to tell yet.
    expect(await tellExpiredDocuments(t.app.verification)).toBe(0);
    clock.advance(DAY + 60_000);
    expect(await tellExpiredDocuments(t.app.verification)).toBeGreaterThanOrEqual(2);
    expect(await tellExpiredDocuments(t.app.verification)).toBe(0);

    const german0 = (await mailsTo(t.app, german.email)).filter((m) =>
      m.subject.includes('abgelaufen'),
    );
    expect(german0).toHaveLength(1);
    expect(german0[0]!.subject).toBe('Ihr Ausweisdokument ist abgelaufen');
    expect(german0[0]!.text).toContain(`am ${today} abgelaufen`);
    expect(german0[0]!.links).toContain(`${t.app.config.PUBLIC_URL}/profile/verification`);
    const english0 = (await mailsTo(t.app, english.email)).filter((m) =>
      m.subject.includes('expired'),
    );
    expect(english0.map((m) => m.subject)).toEqual(['Your identity document has expired']);

    const after = await status(await loginAgain(t.app, german));
    expect(after.level).toBe('none');
    expect(after.needed.find((n) => n.kind === 'identity')?.state).toBe('expired');
    const card = await t.app.inject({
      url: `/api/backoffice/players/${german.id}/verification`,
      headers: compliance,
    });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().history.map((e: { action: string }) => e.action)).toContain(
      'document.expired',
    );
  });

  it('writes the expiry mail in each site locale, English for any other', () => {
    const doc = { kind: 'address', expiresOn: '2026-01-31' };
    const subjects = ['en', 'de', 'es', 'pt-br', 'pl', 'ar', 'ja', null].map(
      (language) => documentExpiredMail('p@example.com', language, doc, 'https://x/v').subject,
    );
    expect(subjects).toEqual([
      'Your proof of address has expired',
      'Ihr Adressnachweis ist abgelaufen',
      'Tu comprobante de domicilio ha caducado',
      'Seu comprovante de endereço expirou',
      'Upłynęła ważność: potwierdzenie adresu',
      'انتهت صلاحية إثبات العنوان',
      'Your proof of address has expired',
      'Your proof of address has expired',
    ]);
    const arabic = documentExpiredMail('p@example.com', 'ar', doc, 'https://x/v');
    expect(arabic.html).toContain('dir="rtl"');
  });
});
