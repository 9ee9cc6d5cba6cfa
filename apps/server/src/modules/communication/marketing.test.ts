import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { auth, mailsTo, registerPlayer } from '../../../test/factories/players.ts';
import { sendMarketingMail } from './marketing-service.ts';

const offer = { subject: 'Weekend reload', text: 'A reload bonus', html: '<p>A reload bonus</p>' };

describe.each(TEST_DATABASES)('marketing mail on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db);
  });
  afterAll(() => t?.close());

  it('goes to opted-in players only, stops during a time-out, while transactional mail still goes', async () => {
    const optedOut = await registerPlayer(t.app);
    expect(await sendMarketingMail(t.app.communication, optedOut.id, offer)).toEqual({
      sent: false,
      reason: 'opted_out',
    });

    const player = await registerPlayer(t.app, { receiveEmailPromo: true });
    expect(await sendMarketingMail(t.app.communication, player.id, offer)).toEqual({ sent: true });
    expect((await mailsTo(t.app, player.email)).map((m) => m.subject)).toContain('Weekend reload');

    const started = await t.app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: auth(player.accessToken),
      payload: { action: 'exclude', definition: 5, periodId: '24h' },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(await sendMarketingMail(t.app.communication, player.id, offer)).toEqual({
      sent: false,
      reason: 'self_exclusion',
    });
    // A password reset (transactional) is still mailed.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/player/passwords/reset',
      payload: { email: player.email },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const subjects = (await mailsTo(t.app, player.email)).map((m) => m.subject);
    expect(subjects.filter((s) => s === 'Weekend reload')).toHaveLength(1);
    expect(subjects).toContain('Reset your password');
  });
});
