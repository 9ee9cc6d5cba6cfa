import { backofficeApi } from '@casino/contracts/api/backoffice';
import { auditLog } from '@casino/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { play } from '../../../test/factories/games.ts';
import { CSRF, type SignedIn, signIn } from '../../../test/factories/operators.ts';
import { createWithdrawal, fundByCard, postWithdrawal } from '../../../test/factories/payments.ts';
import { confirmEmailOf, registerPlayer, registration } from '../../../test/factories/players.ts';
import { BUILTIN_TITLES, syncCatalog } from '../game/operator-service.ts';

const GEO = 'x-geo-country';

/** The games and settings screens' calls (docs/decisions/024), as operators use them. */
describe.each(TEST_DATABASES)('back office games and settings ($name)', (database) => {
  let t: TestApp;
  let admin: SignedIn;
  let marketing: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp(database, { GEO_COUNTRY_HEADER: GEO, RESTRICTED_COUNTRIES: ['US'] });
    admin = await signIn(t.app, 'admin');
    marketing = await signIn(t.app, 'marketing');
  });
  afterAll(() => t?.close());

  const fill = (path: string, params: Record<string, string>) =>
    path.replace(/:([a-zA-Z]+)/g, (_, key: string) => encodeURIComponent(params[key]!));

  /** A back-office call as `who`; the JSON answer after checking the status. */
  async function bo(
    name: keyof typeof backofficeApi,
    {
      params = {},
      query = '',
      body,
      as = admin,
      status = 200,
    }: {
      params?: Record<string, string>;
      query?: string;
      body?: object;
      as?: SignedIn;
      status?: number;
    } = {},
  ) {
    const endpoint = backofficeApi[name];
    const res = await t.app.inject({
      method: endpoint.method,
      url: fill(endpoint.path, params) + query,
      headers: { cookie: as.cookie, ...CSRF },
      ...(body ? { payload: body } : {}),
    });
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  }

  const lobby = async (query = '') =>
    (await t.app.inject(`/api/game/games?perPage=100${query}`)).json();
  const lastAudit = async (action: string) => {
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row;
  };

  it('a disabled game leaves the lobby and cannot be launched; enabled, it is back', async () => {
    const identity = BUILTIN_TITLES[0]!.identity;
    const found = await bo('listCatalogGames', { query: `?search=${identity}` });
    expect(found.items).toHaveLength(1);
    const game = found.items[0];
    const before = await t.app.inject(`/api/game/games?search=${encodeURIComponent(game.name)}`);
    expect(before.json().items.map((g: { id: string }) => g.id)).toContain(game.id);
    const etag = before.headers.etag;

    const off = await bo('updateGame', { params: { id: game.id }, body: { isEnabled: false } });
    expect(off).toMatchObject({ isEnabled: false, isOperatorEnabled: false, isListed: true });
    const after = await t.app.inject(`/api/game/games?search=${encodeURIComponent(game.name)}`);
    expect(after.json().items.map((g: { id: string }) => g.id)).not.toContain(game.id);
    expect(after.headers.etag).not.toBe(etag);
    expect((await play(t.app, identity, { real: false, locale: 'en' })).statusCode).toBe(404);
    expect((await t.app.inject(`/api/game/games/${identity}`)).statusCode).toBe(404);
    const hidden = await bo('listCatalogGames', { query: '?status=off' });
    expect(hidden.items.map((g: { id: string }) => g.id)).toEqual([game.id]);

    const audit = await lastAudit('game.disable');
    expect(audit).toMatchObject({ targetType: 'game', targetId: game.id, actorLabel: admin.email });
    expect(audit?.before).toMatchObject({ isEnabled: true });
    expect(audit?.after).toMatchObject({ isEnabled: false });

    // A restart's sync keeps the operator's choice.
    await syncCatalog(t.app.games);
    expect((await play(t.app, identity, { real: false, locale: 'en' })).statusCode).toBe(404);

    await bo('updateGame', { params: { id: game.id }, body: { isEnabled: true } });
    expect((await play(t.app, identity, { real: false, locale: 'en' })).statusCode).toBe(200);
  });

  it('a disabled provider hides all of its games; its own disabled game stays off after', async () => {
    const [provider] = (await bo('listGameProviders')).items;
    expect(provider.shownCount).toBeGreaterThan(1);
    const total = (await lobby()).total;
    const [game] = (await bo('listCatalogGames', { query: '?sort=popularity&order=desc' })).items;
    await bo('updateGame', { params: { id: game.id }, body: { isEnabled: false } });
    // Marketing curates the lobby but cannot switch providers.
    await bo('updateGameProvider', {
      params: { id: provider.id },
      body: { isEnabled: false },
      as: marketing,
      status: 403,
    });
    const off = await bo('updateGameProvider', {
      params: { id: provider.id },
      body: { isEnabled: false },
    });
    expect(off).toMatchObject({ isEnabled: false, shownCount: 0 });
    expect((await lobby()).total).toBe(total - provider.shownCount);
    const providers = (await t.app.inject('/api/game/providers')).json().items;
    expect(providers.map((p: { id: string }) => p.id)).not.toContain(provider.id);

    const on = await bo('updateGameProvider', {
      params: { id: provider.id },
      body: { isEnabled: true },
    });
    expect(on.shownCount).toBe(provider.shownCount - 1);
    expect((await lobby()).total).toBe(total - 1);
    await bo('updateGame', { params: { id: game.id }, body: { isEnabled: true } });
    expect((await lobby()).total).toBe(total);
    expect((await lastAudit('game_provider.enable'))?.before).toMatchObject({ isEnabled: false });
  });

  it('collections: created, filled in order, renamed and reordered; the lobby follows', async () => {
    const picks = (await bo('listCatalogGames', { query: '?perPage=3&sort=name' })).items;
    const ids = picks.map((g: { id: string }) => g.id);
    const created = await bo('createCollection', {
      body: { name: 'Staff picks', identity: 'staff-picks' },
      as: marketing,
    });
    expect(created).toMatchObject({ identity: 'staff-picks', gamesCount: 0, isEnabled: true });
    await bo('createCollection', {
      body: { name: 'Again', identity: 'staff-picks' },
      status: 409,
    });
    const order = [ids[2], ids[0], ids[1]];
    await bo('setCollectionGames', { params: { id: created.id }, body: { gameIds: order } });
    const shown = await lobby('&collectionId=staff-picks');
    expect(shown.items.map((g: { id: string }) => g.id)).toEqual(order);

    const renamed = await bo('updateCollection', {
      params: { id: created.id },
      body: { name: 'Our picks' },
    });
    expect(renamed).toMatchObject({ name: 'Our picks', gamesCount: 3, isOperatorManaged: true });
    const all = (await bo('listCollections')).items;
    const reversed = all.map((c: { id: string }) => c.id).reverse();
    await bo('reorderCollections', { body: { ids: reversed.slice(1) }, status: 400 });
    await bo('reorderCollections', { body: { ids: reversed } });
    const publicList = (await t.app.inject('/api/game/collections')).json().items;
    expect(publicList[0]).toMatchObject({
      identity: 'staff-picks',
      name: 'Our picks',
      gamesCount: 3,
    });

    // A default collection an operator edited survives the sync.
    const popular = all.find((c: { identity: string }) => c.identity === 'popular');
    await bo('setCollectionGames', { params: { id: popular.id }, body: { gameIds: [ids[0]] } });
    await syncCatalog(t.app.games);
    expect((await lobby('&collectionId=popular')).items.map((g: { id: string }) => g.id)).toEqual([
      ids[0],
    ]);
    expect((await t.app.inject('/api/game/collections')).json().items[0].identity).toBe(
      'staff-picks',
    );
    expect((await lastAudit('collection.games'))?.after).toEqual([picks[0].identity]);
  });

  it('restricted countries: an added country is refused at registration, at once', async () => {
    expect(await bo('getRestrictedCountries')).toEqual({ countries: ['US'], isDefault: true });
    const fromFr = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/player/register',
        headers: { [GEO]: 'FR' },
        payload: registration(),
      });
    expect((await fromFr()).statusCode).toBe(201);
    const bad = await bo('updateRestrictedCountries', {
      body: { countries: ['US', 'ZZ'] },
      status: 400,
    });
    expect(bad.error.fields.countries).toBeTruthy();
    await bo('updateRestrictedCountries', { body: { countries: ['fr', 'US'] } });
    expect(await bo('getRestrictedCountries')).toEqual({
      countries: ['FR', 'US'],
      isDefault: false,
    });
    const refused = await fromFr();
    expect(refused.statusCode).toBe(451);
    expect(refused.json().error.code).toBe('country_restricted');
    const init = (await t.app.inject({ url: '/api/player/init', headers: { [GEO]: 'FR' } })).json();
    expect(init.isCountryRestricted).toBe(true);
    expect((await lastAudit('settings.restricted_countries'))?.before).toMatchObject({
      countries: ['US'],
    });
    await bo('updateRestrictedCountries', { body: { countries: [] } });
    expect((await fromFr()).statusCode).toBe(201);
  });

  it('currencies: a disabled one leaves the site; rates change; the base stays', async () => {
    const eur = await bo('updateCurrencySettings', {
      params: { code: 'EUR' },
      body: { isEnabled: false, rate: 1.1 },
    });
    expect(eur).toMatchObject({ isEnabled: false, rate: 1.1 });
    const codes = (await t.app.inject('/api/settings/currencies'))
      .json()
      .items.map((c: { code: string }) => c.code);
    expect(codes).not.toContain('EUR');
    const base = await bo('updateCurrencySettings', {
      params: { code: 'USD' },
      body: { isEnabled: false },
      status: 400,
    });
    expect(Object.keys(base.error.fields)).toEqual(['isEnabled']);
    const on = await bo('updateCurrencySettings', {
      params: { code: 'EUR' },
      body: { isEnabled: true },
    });
    expect(on.rate).toBe(1.1);
    expect((await lastAudit('settings.currency'))?.before).toMatchObject({ isEnabled: false });
  });

  it('registration fields: a required nickname is asked for and enforced', async () => {
    const fields = (await bo('getRegistrationFields')).items;
    expect(fields.find((f: { name: string }) => f.name === 'email')).toMatchObject({
      isRequired: true,
      isLocked: true,
    });
    await bo('updateRegistrationFields', { body: { required: { email: false } }, status: 400 });
    await bo('updateRegistrationFields', { body: { required: { nickname: true } } });
    const validations = (
      await t.app.inject('/api/player/fields/validations?scenario=registration')
    ).json();
    expect(validations.fields.nickname.isRequired).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/register',
      payload: registration(),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['nickname']);
    await bo('updateRegistrationFields', { body: { required: { nickname: false } } });
  });

  it('payment limits and fees: the site shows them and a withdrawal pays the fee', async () => {
    const rows = (await bo('listPaymentLimits')).items;
    const card = rows.find(
      (r: { method: string; currency: string }) =>
        r.method === 'sandbox-card' && r.currency === 'USD',
    );
    expect(card.fee.isDefault).toBe(true);
    await bo('updatePaymentLimit', {
      params: { method: 'sandbox-card', currency: 'USD' },
      body: { deposit: { min: 500, max: 100 } },
      status: 400,
    });
    const updated = await bo('updatePaymentLimit', {
      params: { method: 'sandbox-card', currency: 'USD' },
      body: {
        deposit: { min: 500, max: 2_000_000 },
        withdrawal: { min: 2_000, max: 400_000 },
        fee: { percent: 2, fixed: 100 },
      },
    });
    expect(updated).toMatchObject({
      deposit: { min: 500, max: 2_000_000 },
      fee: { percent: 2, fixed: 100, isDefault: false },
    });
    const limits = (await t.app.inject('/api/payment/limits')).json().items;
    expect(
      limits.find(
        (l: { method: string; currency: string }) =>
          l.method === 'sandbox-card' && l.currency === 'USD',
      ),
    ).toMatchObject({
      deposit: { minAmount: 500, maxAmount: 2_000_000 },
      withdrawal: { minAmount: 2_000, maxAmount: 400_000 },
      withdrawalFee: { percent: 2, fixed: 100 },
    });

    const player = await registerPlayer(t.app);
    await confirmEmailOf(t.app, player);
    await fundByCard(t.app, player, 100_000);
    const small = await postWithdrawal(t.app, player, { amount: 1_500 });
    expect(small.statusCode).toBe(400);
    expect(Object.keys(small.json().error.fields)).toEqual(['amount']);
    // 2 % of 100.00 plus 1.00.
    expect((await createWithdrawal(t.app, player, 10_000)).fee).toBe(300);
    await bo('updatePaymentLimit', {
      params: { method: 'sandbox-card', currency: 'USD' },
      body: { fee: null },
    });
    expect((await lastAudit('settings.payment_limit'))?.before).toMatchObject({
      fee: { percent: 2, fixed: 100 },
    });
  });
});
