import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PlayerDocumentListSchema, WITHDRAWALS_FROZEN_CODE } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { fundByCard, postWithdrawal } from '../../../test/factories/payments.ts';
import {
  auth,
  confirmEmailOf,
  errorOf,
  registerPlayer,
  type TestPlayer,
} from '../../../test/factories/players.ts';
import { operatorKey } from '../../../test/factories/verification.ts';
import { startFakeSumsub } from '../../../test/fakes/sumsub.ts';
import { webhookDigest } from './sumsub/client.ts';

const APP_TOKEN = 'sbx:test-app-token';
const SECRET_KEY = 'test-secret-key-0123456789';
const WEBHOOK_SECRET = 'test-webhook-secret-0123456789';

describe.each(TEST_DATABASES)('Sumsub adapter on $name', (db) => {
  let t: TestApp;
  let sumsub: Awaited<ReturnType<typeof startFakeSumsub>>;
  beforeAll(async () => {
    sumsub = await startFakeSumsub(APP_TOKEN, SECRET_KEY);
    t = await buildTestApp(db, {
      KYC_ADAPTER: 'sumsub',
      KYC_STORAGE_DIR: mkdtempSync(join(tmpdir(), 'kyc-sumsub-')),
      KYC_BEFORE_FIRST_WITHDRAWAL: true,
      SUMSUB_BASE_URL: sumsub.url,
      SUMSUB_APP_TOKEN: APP_TOKEN,
      SUMSUB_SECRET_KEY: SECRET_KEY,
      SUMSUB_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
  });
  afterAll(async () => {
    await t?.close();
    await sumsub?.close();
  });

  const token = (player: TestPlayer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/player/sumsub/token',
      headers: auth(player.accessToken),
    });
  const status = async (player: TestPlayer) =>
    PlayerDocumentListSchema.parse(
      (
        await t.app.inject({ url: '/api/player/documents', headers: auth(player.accessToken) })
      ).json(),
    ).verification;
  const webhook = (payload: object, secret = WEBHOOK_SECRET) => {
    const body = Buffer.from(JSON.stringify(payload));
    return t.app.inject({
      method: 'POST',
      url: '/api/verification/webhooks/sumsub',
      headers: {
        'content-type': 'application/json',
        'x-payload-digest': webhookDigest(secret, body),
        'x-payload-digest-alg': 'HMAC_SHA256_HEX',
      },
      payload: body,
    });
  };
  const reviewed = (
    player: TestPlayer,
    answer: 'GREEN' | 'RED',
    at: number,
    rejectType?: 'RETRY' | 'FINAL',
  ) => ({
    type: 'applicantReviewed',
    applicantId: sumsub.applicants.get(player.id)?.id,
    externalUserId: player.id,
    reviewStatus: 'completed',
    createdAtMs: String(at),
    reviewResult: { reviewAnswer: answer, ...(rejectType ? { reviewRejectType: rejectType } : {}) },
  });

  it('creates the applicant once and hands out tokens with signed requests', async () => {
    const player = await registerPlayer(t.app);
    const first = await token(player);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      token: expect.stringMatching(/^_act-sbx-/),
      userId: player.id,
      levelName: 'basic-kyc-level',
    });
    expect((await token(player)).statusCode).toBe(200);
    expect(sumsub.applicants.size).toBeGreaterThanOrEqual(1);
    expect(sumsub.seen.every((r) => r.signed)).toBe(true);
    expect(sumsub.seen.filter((r) => r.path.startsWith('/resources/applicants')).length).toBe(1);
  });

  it('answers 502 when Sumsub refuses our signature', async () => {
    const other = await buildTestApp(db, {
      KYC_ADAPTER: 'sumsub',
      SUMSUB_BASE_URL: sumsub.url,
      SUMSUB_APP_TOKEN: APP_TOKEN,
      SUMSUB_SECRET_KEY: 'a-wrong-secret-key',
      SUMSUB_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    try {
      const player = await registerPlayer(other.app);
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/player/sumsub/token',
        headers: auth(player.accessToken),
      });
      expect(res.statusCode).toBe(502);
      expect(sumsub.seen.at(-1)?.signed).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('refuses a webhook with a bad digest and changes nothing', async () => {
    const player = await registerPlayer(t.app);
    await token(player);
    const res = await webhook(reviewed(player, 'GREEN', Date.now()), 'not-the-secret');
    expect(res.statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/verification/webhooks/sumsub',
      headers: { 'content-type': 'application/json' },
      payload: reviewed(player, 'GREEN', Date.now()),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await status(player)).level).toBe('none');
  });

  it('applies reviews once and in order; a late RED after GREEN freezes withdrawals', async () => {
    const player = await registerPlayer(t.app);
    await confirmEmailOf(t.app, player);
    await fundByCard(t.app, player, 10_000);
    await token(player);
    expect(errorOf(await postWithdrawal(t.app, player, { amount: 1_000 })).code).toBe(
      'verification_required',
    );

    const t0 = Date.now();
    const green = reviewed(player, 'GREEN', t0);
    expect((await webhook(green)).json()).toEqual({ ok: true, outcome: 'applied' });
    expect((await webhook(green)).json()).toEqual({ ok: true, outcome: 'replay' });
    // A RED older than the GREEN arrives late: it is stale, the level stays.
    expect((await webhook(reviewed(player, 'RED', t0 - 60_000, 'RETRY'))).json()).toEqual({
      ok: true,
      outcome: 'stale',
    });
    expect(await status(player)).toMatchObject({
      level: 'full',
      required: false,
      withdrawalsFrozen: false,
    });
    expect((await postWithdrawal(t.app, player, { amount: 1_000 })).statusCode).toBe(200);

    // A newer RED after the GREEN: level none, withdrawals frozen until compliance lifts it.
    expect((await webhook(reviewed(player, 'RED', t0 + 60_000, 'FINAL'))).json()).toEqual({
      ok: true,
      outcome: 'late_red',
    });
    expect(await status(player)).toMatchObject({
      level: 'none',
      withdrawalsFrozen: true,
      rejectedFinal: true,
    });
    expect(errorOf(await postWithdrawal(t.app, player, { amount: 1_000 })).code).toBe(
      WITHDRAWALS_FROZEN_CODE,
    );

    const compliance = await operatorKey(t.app, 'compliance');
    const card = await t.app.inject({
      url: `/api/backoffice/players/${player.id}/verification`,
      headers: compliance,
    });
    expect(card.json().history.map((h: { action: string }) => h.action)).toEqual([
      'applicant.green',
      'applicant.late_red',
    ]);
    const unfreeze = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/players/${player.id}/verification/unfreeze`,
      headers: compliance,
      payload: { note: 'Checked with the player: a duplicate account, closed' },
    });
    expect(unfreeze.statusCode, unfreeze.body).toBe(200);
    expect(unfreeze.json().withdrawalsFrozen).toBe(false);
    // Still below the level: the rule applies again, not the freeze.
    expect(errorOf(await postWithdrawal(t.app, player, { amount: 1_000 })).code).toBe(
      'verification_required',
    );
  });

  it('raises a compliance alert for a late RED that stays open until an operator resolves it', async () => {
    const compliance = await operatorKey(t.app, 'compliance');
    const support = await operatorKey(t.app, 'support');
    const admin = await operatorKey(t.app, 'admin');
    const alerts = async (status = 'open') => {
      const res = await t.app.inject({
        url: `/api/backoffice/verification/alerts?status=${status}`,
        headers: compliance,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        open: number;
        items: Array<{ id: string; playerId: string; kind: string; withdrawalsFrozen: boolean }>;
      };
    };
    const before = await alerts();
    const player = await registerPlayer(t.app);
    await token(player);
    const t0 = Date.now();
    await webhook(reviewed(player, 'GREEN', t0));
    expect((await alerts()).open).toBe(before.open);
    await webhook(reviewed(player, 'RED', t0 + 1_000));

    const open = await alerts();
    expect(open.open).toBe(before.open + 1);
    const alert = open.items.find((a) => a.playerId === player.id);
    expect(alert).toMatchObject({
      kind: 'late_red',
      playerEmail: player.email,
      withdrawalsFrozen: true,
      resolvedAt: null,
    });
    // The same webhook again raises nothing more.
    await webhook(reviewed(player, 'RED', t0 + 1_000));
    expect((await alerts()).open).toBe(before.open + 1);

    // Only compliance (and admins) see and resolve alerts.
    const forbidden = await t.app.inject({
      url: '/api/backoffice/verification/alerts',
      headers: support,
    });
    expect(forbidden.statusCode).toBe(403);
    const resolve = (note: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/backoffice/verification/alerts/${alert!.id}/resolve`,
        headers: compliance,
        payload: { note },
      });
    const resolved = await resolve('Sumsub found a forged document; account under review');
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      id: alert!.id,
      note: 'Sumsub found a forged document; account under review',
      resolvedBy: expect.any(String),
    });
    expect((await resolve('again')).statusCode).toBe(409);
    expect((await alerts()).open).toBe(before.open);
    expect((await alerts('resolved')).items.map((a) => a.id)).toContain(alert!.id);
    // Resolving the alert does not lift the freeze.
    expect((await status(player)).withdrawalsFrozen).toBe(true);

    const audit = await t.app.inject({
      url: `/api/backoffice/audit?action=verification.alert.resolve&targetId=${player.id}`,
      headers: admin,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().items).toHaveLength(1);
  });

  it('takes applicantPending and unknown applicants without changing anything', async () => {
    const player = await registerPlayer(t.app);
    await token(player);
    const pending = await webhook({
      ...reviewed(player, 'GREEN', Date.now()),
      type: 'applicantPending',
      reviewResult: undefined,
    });
    expect(pending.json()).toEqual({ ok: true, outcome: 'ignored' });
    const stranger = await webhook({
      type: 'applicantReviewed',
      applicantId: 'nobody',
      externalUserId: 'not-a-player',
      createdAtMs: String(Date.now()),
      reviewResult: { reviewAnswer: 'GREEN' },
    });
    expect(stranger.json()).toEqual({ ok: true, outcome: 'unknown_player' });
    expect((await status(player)).level).toBe('none');
  });
});
