import { backofficeApi } from '@casino/contracts/api/backoffice';
import { auditLog } from '@casino/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../../test/databases.ts';
import { CSRF, type SignedIn, signIn } from '../../../../test/factories/operators.ts';
import { fundByCard } from '../../../../test/factories/payments.ts';
import { registerPlayer, type TestPlayer } from '../../../../test/factories/players.ts';

const GEO = 'x-geo-country';
const GAME = 'hub88-fruit-fiesta';
/** Booting the app with its aggregators on a loaded machine can take a minute. */
const BOOT_TIMEOUT_MS = 180_000;

/** Issue 34: an aggregator switched off per country from the back office; lobby and launch follow. */
describe.each(TEST_DATABASES)('an aggregator off in some countries ($name)', (database) => {
  let t: TestApp;
  let admin: SignedIn;
  let marketing: SignedIn;
  let player: TestPlayer;
  let hub88: { id: string; disabledCountries: string[] };
  beforeAll(async () => {
    t = await buildTestApp(database, { GEO_COUNTRY_HEADER: GEO, HUB88_ENABLED: true });
    admin = await signIn(t.app, 'admin');
    marketing = await signIn(t.app, 'marketing');
    player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 5000);
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  async function setCountries(disabledCountries: unknown, as = admin) {
    const endpoint = backofficeApi.updateGameProviderCountries;
    return t.app.inject({
      method: endpoint.method,
      url: endpoint.path.replace(':id', hub88.id),
      headers: { cookie: as.cookie, ...CSRF },
      payload: { disabledCountries },
    });
  }
  const lobbyFrom = async (country: string) =>
    (
      await t.app.inject({ url: '/api/game/games?perPage=100', headers: { [GEO]: country } })
    ).json() as { items: { identity: string }[]; total: number };
  const providersFrom = async (country: string) =>
    (await t.app.inject({ url: '/api/game/providers', headers: { [GEO]: country } })).json() as {
      items: { identity: string }[];
    };
  const launchFrom = (country: string, real: boolean) =>
    t.app.inject({
      method: 'POST',
      url: `/api/game/games/${GAME}/play`,
      headers: { authorization: `Bearer ${player.accessToken}`, [GEO]: country },
      payload: { real, locale: 'en' },
    });

  it('lists each provider with the countries it is off in', async () => {
    const res = await t.app.inject({
      url: backofficeApi.listGameProviders.path,
      headers: { cookie: admin.cookie },
    });
    const found = res.json().items.find((p: { identity: string }) => p.identity === 'hub88');
    expect(found).toMatchObject({ disabledCountries: [] });
    hub88 = found;
  });

  it('off in DE: gone from the German lobby and refused at launch there; elsewhere untouched', async () => {
    const before = await lobbyFrom('DE');
    expect(before.items.map((g) => g.identity)).toContain(GAME);

    // Marketing curates the lobby but cannot switch providers, nor their countries.
    expect((await setCountries(['DE'], marketing)).statusCode).toBe(403);
    const bad = await setCountries(['Germany']);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('disabledCountries');

    const res = await setCountries(['de', 'AT']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ disabledCountries: ['AT', 'DE'] });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'game_provider.countries'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ targetId: hub88.id, actorLabel: admin.email });
    expect(audit?.before).toMatchObject({ disabledCountries: [] });
    expect(audit?.after).toMatchObject({ disabledCountries: ['AT', 'DE'] });

    const german = await lobbyFrom('DE');
    expect(german.items.map((g) => g.identity)).not.toContain(GAME);
    expect(german.total).toBe(before.total - 1);
    expect((await providersFrom('DE')).items.map((p) => p.identity)).not.toContain('hub88');
    const refused = await launchFrom('DE', true);
    expect(refused.statusCode).toBe(451);
    expect(refused.json().error).toMatchObject({ code: 'game_unavailable_in_country' });

    const french = await lobbyFrom('FR');
    expect(french.items.map((g) => g.identity)).toContain(GAME);
    expect((await providersFrom('FR')).items.map((p) => p.identity)).toContain('hub88');
    const launched = await launchFrom('FR', true);
    expect(launched.statusCode, launched.body).toBe(200);
    expect(launched.json()).toMatchObject({ mode: 'real' });
  });

  it('back on in DE: the German lobby and launch have it again', async () => {
    expect((await setCountries([])).json()).toMatchObject({ disabledCountries: [] });
    expect((await lobbyFrom('DE')).items.map((g) => g.identity)).toContain(GAME);
    expect((await launchFrom('DE', true)).statusCode).toBe(200);
  });
});
