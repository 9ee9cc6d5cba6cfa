import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiOn, buildTestApp, type TestApp } from '../../test/build-app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { auth, registerPlayer } from '../../test/factories/players.ts';

describe.each(TEST_DATABASES)('session secret on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db);
  });
  afterAll(() => t?.close());

  it('is generated once and kept in the database: a restarted instance accepts old tokens', async () => {
    const player = await registerPlayer(t.app);
    const restarted = await buildApiOn(t.database.db);
    try {
      const res = await restarted.inject({
        url: '/api/player/profile',
        headers: auth(player.accessToken),
      });
      expect(res.statusCode).toBe(200);
      const refreshed = await restarted.inject({
        method: 'POST',
        url: '/api/player/sessions/refresh',
        payload: { refreshToken: player.refreshToken },
      });
      expect(refreshed.statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it('SESSION_SECRET replaces it: tokens signed with the stored one are refused', async () => {
    const player = await registerPlayer(t.app);
    const configured = await buildApiOn(t.database.db, { SESSION_SECRET: 's'.repeat(40) });
    try {
      const res = await configured.inject({
        url: '/api/player/profile',
        headers: auth(player.accessToken),
      });
      expect(res.statusCode).toBe(401);
      const own = await registerPlayer(configured);
      const ok = await configured.inject({
        url: '/api/player/profile',
        headers: auth(own.accessToken),
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await configured.close();
    }
  });
});
