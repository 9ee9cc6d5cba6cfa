import {
  ConstantsSchema,
  type Country,
  type Currency,
  ErrorResponseSchema,
  GetCountriesResponseSchema,
  GetCurrenciesResponseSchema,
  GetLocalesResponseSchema,
} from '@casino/contracts';
import { SITE_LOCALES } from '@casino/contracts/locale';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';

describe.each(TEST_DATABASES)('settings API on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db);
  });
  afterAll(() => t?.close());

  async function get(url: string) {
    const res = await t.app.inject(url);
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  }

  async function currencies(query = '') {
    const res = await get(`/api/settings/currencies${query}`);
    expect(res.status).toBe(200);
    return GetCurrenciesResponseSchema.parse(res.body).items;
  }

  async function countries(query = '') {
    const res = await get(`/api/settings/countries${query}`);
    expect(res.status).toBe(200);
    return GetCountriesResponseSchema.parse(res.body).items;
  }

  function expectValidationError(body: unknown, field: string) {
    const parsed = ErrorResponseSchema.parse(body);
    expect(parsed.error.code).toBeTruthy();
    expect(parsed.error.message).toBeTruthy();
    expect(Object.keys(parsed.error.fields ?? {})).toEqual([field]);
    expect(parsed.error.fields?.[field]?.[0]).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toMatch(/\bat .+\.ts:\d+/);
  }

  describe('GET /api/settings/currencies', () => {
    let items: Currency[];
    beforeAll(async () => {
      items = await currencies();
    });

    it('lists the enabled currencies and leaves out disabled GBP', () => {
      const codes = items.map((c) => c.code);
      expect(codes).toEqual(expect.arrayContaining(['USD', 'EUR', 'BRL', 'CAD', 'BTC', 'ETH']));
      expect(codes).not.toContain('GBP');
      expect(new Set(codes).size).toBe(codes.length);
      expect(items.every((c) => c.isEnabled)).toBe(true);
    });

    it('flags exactly one base currency, USD, at rate 1', () => {
      const base = items.filter((c) => c.isBase);
      expect(base.map((c) => c.code)).toEqual(['USD']);
      expect(base[0]?.rate.rate).toBe(1);
    });

    it('gives only BTC and ETH a milli-unit with factor 1000', () => {
      const byCode = new Map(items.map((c) => [c.code, c]));
      expect(byCode.get('BTC')?.subCurrencies).toEqual([{ code: 'mBTC', subunitToUnit: 1000 }]);
      expect(byCode.get('ETH')?.subCurrencies).toEqual([{ code: 'mETH', subunitToUnit: 1000 }]);
      const others = items.filter((c) => c.code !== 'BTC' && c.code !== 'ETH');
      expect(others.length).toBeGreaterThan(0);
      for (const c of others) expect(c.subCurrencies, c.code).toEqual([]);
    });

    it('returns rates as positive numbers with their update time', () => {
      for (const c of items) {
        expect(typeof c.rate.rate, c.code).toBe('number');
        expect(c.rate.rate, c.code).toBeGreaterThan(0);
        expect(Number.isNaN(Date.parse(c.rate.updatedAt)), c.code).toBe(false);
      }
      expect(items.find((c) => c.code === 'EUR')?.rate.rate).toBeCloseTo(1.08);
      expect(items.find((c) => c.code === 'BTC')?.rate.rate).toBe(65000);
    });

    it('marks fiat and crypto currencies', () => {
      const type = Object.fromEntries(items.map((c) => [c.code, c.type]));
      expect(type).toMatchObject({ USD: 'fiat', EUR: 'fiat', BTC: 'crypto', ETH: 'crypto' });
    });

    it('keeps hidden LTC out with visible=true and in otherwise', async () => {
      const visible = (await currencies('?visible=true')).map((c) => c.code);
      expect(visible).not.toContain('LTC');
      expect(visible).toEqual(expect.arrayContaining(['USD', 'BTC']));
      expect((await currencies('?visible=1')).map((c) => c.code)).toEqual(visible);

      const all = items.map((c) => c.code);
      expect(all).toContain('LTC');
      expect(items.find((c) => c.code === 'LTC')?.isVisible).toBe(false);
      expect((await currencies('?visible=false')).map((c) => c.code)).toEqual(all);
    });

    it('answers visible=maybe with a 400 naming visible', async () => {
      const res = await get('/api/settings/currencies?visible=maybe');
      expect(res.status).toBe(400);
      expectValidationError(res.body, 'visible');
    });

    it('rejects an unknown query parameter with a 400 naming it', async () => {
      const res = await get('/api/settings/currencies?colour=red');
      expect(res.status).toBe(400);
      expectValidationError(res.body, 'colour');
    });

    it('lets clients cache the list briefly', async () => {
      const res = await get('/api/settings/currencies');
      expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    });
  });

  describe('GET /api/settings/locales', () => {
    it('lists the ten site languages, enabled, with en as the default', async () => {
      const res = await get('/api/settings/locales');
      expect(res.status).toBe(200);
      const { items } = GetLocalesResponseSchema.parse(res.body);
      const codes = items.map((l) => l.code);
      expect(codes).toEqual(SITE_LOCALES.map((l) => l.code));
      expect(items.every((l) => l.isEnabled)).toBe(true);
      expect(items.filter((l) => l.isDefault).map((l) => l.code)).toEqual(['en']);
    });
  });

  describe('GET /api/settings/countries', () => {
    let items: Country[];
    beforeAll(async () => {
      items = await countries();
    });

    it('lists every country once with a two-letter code', () => {
      expect(items.length).toBeGreaterThanOrEqual(249);
      const codes = items.map((c) => c.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
      expect(codes).toEqual(expect.arrayContaining(['US', 'DE', 'BR']));
    });

    it('names countries in English and gives each its default locale', () => {
      const byCode = new Map(items.map((c) => [c.code, c]));
      expect(byCode.get('DE')).toMatchObject({ name: 'Germany', locale: 'de' });
      expect(byCode.get('BR')).toMatchObject({ name: 'Brazil', locale: 'pt-br' });
      expect(byCode.get('US')?.locale).toBe('en');
    });

    it('leaves states out unless asked', () => {
      for (const c of items) expect(c).not.toHaveProperty('states');
    });

    it('adds states with withStates=true, including California for the US', async () => {
      const withStates = await countries('?withStates=true');
      expect(withStates.length).toBe(items.length);
      const us = withStates.find((c) => c.code === 'US');
      expect(us?.states?.length).toBeGreaterThanOrEqual(50);
      expect(us?.states).toContainEqual({ code: 'CA', name: 'California' });
      for (const c of withStates) expect(Array.isArray(c.states), c.code).toBe(true);
    });

    it('names countries in the asked locale', async () => {
      const german = await countries('?locale=de');
      expect(german.find((c) => c.code === 'DE')?.name).toBe('Deutschland');
      expect(german.find((c) => c.code === 'US')?.name).toBe('Vereinigte Staaten');
      expect(german.length).toBe(items.length);
    });

    it('answers withStates=yes with a 400 naming withStates', async () => {
      const res = await get('/api/settings/countries?withStates=yes');
      expect(res.status).toBe(400);
      expectValidationError(res.body, 'withStates');
    });

    it('answers locale=xx_YY with a 400 naming locale', async () => {
      const res = await get('/api/settings/countries?locale=xx_YY');
      expect(res.status).toBe(400);
      expectValidationError(res.body, 'locale');
    });
  });

  describe('GET /api/settings/constants', () => {
    let constants: ReturnType<typeof ConstantsSchema.parse>;
    beforeAll(async () => {
      const res = await get('/api/settings/constants');
      expect(res.status).toBe(200);
      constants = ConstantsSchema.parse(res.body);
    });

    it('lists time zones with id and name, Europe/Berlin among them', () => {
      const zones = constants.player.timeZone;
      expect(zones.length).toBeGreaterThan(100);
      for (const zone of zones) {
        expect(zone.id).not.toBe('');
        expect(zone.name).not.toBe('');
      }
      const berlin = zones.find((z) => z.id === 'Europe/Berlin');
      expect(berlin?.name).toMatch(/^\(UTC\+0[12]:00\) Europe\/Berlin$/);
      expect(new Set(zones.map((z) => z.id)).size).toBe(zones.length);
    });

    it('has the player and document statuses', () => {
      expect(constants.player.playerStatuses).toMatchObject({ active: 1 });
      expect(Object.keys(constants.player.playerStatuses).length).toBeGreaterThan(1);
      expect(Object.keys(constants.player.document.status).length).toBeGreaterThan(0);
    });

    it('has the responsible-gaming limit definitions, statuses and periods', () => {
      const limit = constants.player.limit;
      expect(limit.definitions).toEqual({
        bet: 1,
        loss: 2,
        deposit: 3,
        selfExclusion: 4,
        coolingOff: 5,
      });
      expect(limit.statuses).toMatchObject({ active: 1 });
      expect(limit.periods).toEqual(['daily', 'weekly', 'monthly']);
      for (const group of ['cashPeriods', 'coolingOffPeriods', 'selfExclusionPeriods'] as const) {
        expect(limit[group].length, group).toBeGreaterThan(0);
        for (const p of limit[group]) expect(p.name, group).not.toBe('');
      }
      expect(limit.cashPeriods.map((p) => p.id)).toEqual(['daily', 'weekly', 'monthly']);
    });

    it('has the payment statuses and invoice types', () => {
      expect(constants.payment.invoiceStatuses).toMatchObject({ success: 2 });
      expect(constants.payment.invoiceTypes).toMatchObject({ deposit: 1, withdrawal: 2 });
    });

    it('has the game bet, bonus and free-spin codes', () => {
      expect(Object.keys(constants.game.bet.status).length).toBeGreaterThan(0);
      expect(constants.game.playerBonus.status).toEqual({ issued: 1, activated: 2, finished: 3 });
      expect(constants.game.playerBonus.result).toMatchObject({ lost: 5 });
      expect(constants.game.playerFreespin.status).toEqual(constants.game.playerBonus.status);
      expect(Object.keys(constants.game.playerFreespin.result).length).toBeGreaterThan(0);
      expect(constants.game.playerFreespin.result).not.toHaveProperty('lost');
      expect(Object.values(constants.game.playerFreespin.result)).not.toContain(5);
      expect(constants.game.bonusCode.trigger).toMatchObject({ deposit: 3 });
    });

    it('has the wallet account statuses with 1 as active', () => {
      expect(constants.wallet.accountStatuses).toMatchObject({ active: 1 });
    });
  });
});
