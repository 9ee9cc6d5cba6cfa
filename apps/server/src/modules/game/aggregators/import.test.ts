import { generateKeyPairSync } from 'node:crypto';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { auditLog } from '@casino/db';
import { desc, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../../test/databases.ts';
import { CSRF, type SignedIn, signIn } from '../../../../test/factories/operators.ts';
import { syncCatalog } from '../operator-service.ts';
import { TWIN_GAMES } from './twins/games.ts';

/** Booting the app with its aggregators on a loaded machine can take a minute. */
const BOOT_TIMEOUT_MS = 180_000;

async function providerId(t: TestApp, as: SignedIn, identity: string): Promise<string> {
  const res = await t.app.inject({
    url: backofficeApi.listGameProviders.path,
    headers: { cookie: as.cookie },
  });
  return res.json().items.find((p: { identity: string }) => p.identity === identity).id;
}

function importGames(t: TestApp, as: SignedIn, id: string) {
  return t.app.inject({
    method: 'POST',
    url: backofficeApi.importGameProvider.path.replace(':id', id),
    headers: { cookie: as.cookie, ...CSRF },
  });
}

const lobbyIdentities = async (t: TestApp) =>
  ((await t.app.inject('/api/game/games?perPage=100')).json().items as { identity: string }[]).map(
    (g) => g.identity,
  );

/** Issue 34: an aggregator's games imported from its feed by the back office. */
describe.each(TEST_DATABASES)(
  'game import from an aggregator feed, sandbox ($name)',
  (database) => {
    let t: TestApp;
    let admin: SignedIn;
    let marketing: SignedIn;
    beforeAll(async () => {
      t = await buildTestApp(database, { SOFTSWISS_ENABLED: true });
      admin = await signIn(t.app, 'admin');
      marketing = await signIn(t.app, 'marketing');
    }, BOOT_TIMEOUT_MS);
    afterAll(() => t?.close());

    it("serves each twin's feed: its games with their RTP", async () => {
      const feed = (await t.app.inject('/sandbox/aggregators/softswiss/feed')).json();
      expect(feed.games).toEqual([TWIN_GAMES.softswiss[0]!.game]);
      expect(feed.games[0].rtp).toBeGreaterThan(0);
    });

    it('imports the twin feed, audited; the same feed again changes nothing', async () => {
      const id = await providerId(t, admin, 'softswiss');
      expect((await importGames(t, marketing, id)).statusCode).toBe(403);
      const first = await importGames(t, admin, id);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ listed: 1, unlisted: 0, provider: { shownCount: 1 } });
      const again = await importGames(t, admin, id);
      expect(again.json()).toMatchObject({ listed: 1, added: 0, unlisted: 0 });
      expect(await lobbyIdentities(t)).toContain('softswiss-lucky-dice');
      const [audit] = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'game_provider.import'))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(audit).toMatchObject({ targetId: id, actorLabel: admin.email });
      expect(audit?.after).toMatchObject({ listed: 1, added: 0, unlisted: 0 });
    });

    it('refuses a provider with no feed (the built-in one) and an unknown one', async () => {
      const list = await t.app.inject({
        url: backofficeApi.listGameProviders.path,
        headers: { cookie: admin.cookie },
      });
      const feeds = Object.fromEntries(
        list
          .json()
          .items.map((p: { identity: string; hasFeed: boolean }) => [p.identity, p.hasFeed]),
      );
      expect(feeds).toMatchObject({ builtin: false, softswiss: true });
      const builtin = await importGames(t, admin, await providerId(t, admin, 'builtin'));
      expect(builtin.statusCode).toBe(422);
      expect(builtin.json().error).toMatchObject({ code: 'no_feed' });
      const unknown = await importGames(t, admin, '00000000-0000-4000-8000-000000000000');
      expect(unknown.statusCode).toBe(404);
    });
  },
);

describe.each(TEST_DATABASES)(
  'game import, live, from the configured feed URL ($name)',
  (database) => {
    let t: TestApp;
    let admin: SignedIn;
    let feedServer: FastifyInstance;
    let feed: { games: object[] } = { games: [] };
    beforeAll(async () => {
      feedServer = Fastify();
      feedServer.get('/games.json', async () => feed);
      const address = await feedServer.listen({ port: 0, host: '127.0.0.1' });
      const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      t = await buildTestApp(database, {
        SITE_MODE: 'live',
        HUB88_ENABLED: true,
        HUB88_PUBLIC_KEY: String(publicKey.export({ type: 'spki', format: 'pem' })),
        HUB88_FEED_URL: `${address}/games.json`,
      });
      admin = await signIn(t.app, 'admin');
    }, BOOT_TIMEOUT_MS);
    afterAll(async () => {
      await t?.close();
      await feedServer?.close();
    });

    it('imports from the configured URL; a restart keeps the import; a dropped game leaves the lobby', async () => {
      expect(await lobbyIdentities(t)).not.toContain('hub88-fruit-fiesta');
      const id = await providerId(t, admin, 'hub88');
      const game = { ...TWIN_GAMES.hub88[0]!.game, identity: 'hub88-live-fruit', hasDemo: true };
      feed = { games: [game] };
      const imported = await importGames(t, admin, id);
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json()).toMatchObject({ listed: 1, added: 1, unlisted: 0 });
      expect(await lobbyIdentities(t)).toContain('hub88-live-fruit');

      // A restart's sync leaves an imported catalog as the import left it.
      await syncCatalog(t.app.games);
      expect(await lobbyIdentities(t)).toContain('hub88-live-fruit');

      feed = { games: [{ ...game, rtp: 'high' }] };
      const invalid = await importGames(t, admin, id);
      expect(invalid.statusCode).toBe(502);
      expect(invalid.json().error).toMatchObject({ code: 'feed_invalid' });
      expect(await lobbyIdentities(t)).toContain('hub88-live-fruit');

      feed = { games: [] };
      expect((await importGames(t, admin, id)).json()).toMatchObject({ listed: 0, unlisted: 1 });
      expect(await lobbyIdentities(t)).not.toContain('hub88-live-fruit');
    });
  },
);
